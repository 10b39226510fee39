import { z } from 'zod';
import type { InvoiceChat } from '../../lib/page-paths';

const uuid = z.uuid();

/** The chat in the address: both ids well formed, or none. */
export function chatFromSearch(params: URLSearchParams): InvoiceChat | null {
  const buyerId = uuid.safeParse(params.get('buyerId'));
  const chatId = uuid.safeParse(params.get('chatId'));
  return buyerId.success && chatId.success ? { buyerId: buyerId.data, chatId: chatId.data } : null;
}
