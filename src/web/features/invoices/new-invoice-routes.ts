import { z } from 'zod';

/** The chat an invoice is issued from: its other side is the buyer. */
export interface InvoiceChat {
  buyerId: string;
  chatId: string;
}

const uuid = z.uuid();

/**
 * `/supplier/invoices/new`, or from a chat `?buyerId=<the other side>&chatId=<thread>`: the form then
 * fixes the buyer, the invoice is posted in that thread, and issuing it goes back there.
 */
export function newInvoicePath(chat?: InvoiceChat): string {
  const base = '/supplier/invoices/new';
  return chat
    ? `${base}?${new URLSearchParams({ buyerId: chat.buyerId, chatId: chat.chatId }).toString()}`
    : base;
}

/** The chat in the address: both ids well formed, or none. */
export function chatFromSearch(params: URLSearchParams): InvoiceChat | null {
  const buyerId = uuid.safeParse(params.get('buyerId'));
  const chatId = uuid.safeParse(params.get('chatId'));
  return buyerId.success && chatId.success ? { buyerId: buyerId.data, chatId: chatId.data } : null;
}
