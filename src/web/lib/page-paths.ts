import type { ChatSide } from '../../contract/chats/chats.schemas';

// The addresses of pages that a feature of another domain links to; a feature's own pages stay in it.

/** A supplier's public storefront page. */
export const storefrontPath = (userId: string) => `/suppliers/${encodeURIComponent(userId)}`;

/** Where a product's forecast page is (spec §2 listings table: "demand prediction"). */
export const forecastPath = (productId: string) =>
  `/supplier/products/${encodeURIComponent(productId)}/forecast`;

/**
 * Where the chat screens live (spec §2: `/buyer/chats`, `/buyer/chats/{id}` and the supplier's pair).
 * The list's filters and search are kept in the address, so opening a thread, going back or reloading
 * keeps them.
 */
export function chatsScreenPath(side: ChatSide, threadId?: string): string {
  const base = side === 'BUYER' ? '/buyer/chats' : '/supplier/chats';
  return threadId ? `${base}/${encodeURIComponent(threadId)}` : base;
}

/** The chat an invoice is issued from: its other side is the buyer. */
export interface InvoiceChat {
  buyerId: string;
  chatId: string;
}

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
