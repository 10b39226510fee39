import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Invoice, InvoiceStatus } from '../../../contract/invoices/invoices.schemas';
import { apiRequest, apiRequestWithHeaders } from '../../lib/api-client';

/** Whose invoices: the buyer's purchases or the supplier's sales (the supplier is the seller). */
export type InvoicesSide = 'buyer' | 'supplier';

export interface InvoicesPage {
  items: Invoice[];
  nextCursor: string | null;
}

/** What the list asks for: a status, and Riyadh days (both included). */
export interface InvoicesFilter {
  status?: InvoiceStatus;
  from?: string;
  to?: string;
}

const invoicesPath = (side: InvoicesSide) =>
  side === 'buyer' ? '/api/buyers/me/invoices' : '/api/suppliers/me/invoices';

export const invoicesQueryKey = (side: InvoicesSide) => ['invoices', side] as const;

/** Where an invoice's page is. */
export const invoicePath = (side: InvoicesSide, id: string) => `/${side}/invoices/${encodeURIComponent(id)}`;

/** Where the invoice's order is, for the same side. */
export const invoiceOrderPath = (side: InvoicesSide, orderId: string) =>
  `/${side}/orders/${encodeURIComponent(orderId)}`;

/** The side's invoices, newest first, a page at a time. */
export function useInvoices(side: InvoicesSide, filter: InvoicesFilter) {
  return useInfiniteQuery({
    queryKey: [...invoicesQueryKey(side), 'list', filter.status ?? 'ALL', filter.from ?? '', filter.to ?? ''],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<InvoicesPage> => {
      const query = new URLSearchParams();
      if (filter.status) query.set('status', filter.status);
      if (filter.from) query.set('from', filter.from);
      if (filter.to) query.set('to', filter.to);
      if (pageParam) query.set('cursor', pageParam);
      const search = query.size > 0 ? `?${query}` : '';
      const { body, headers } = await apiRequestWithHeaders<Invoice[]>(`${invoicesPath(side)}${search}`, {
        signal,
      });
      return { items: body, nextCursor: headers.get('x-next-cursor') || null };
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Changing a filter keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(side: InvoicesSide, id: string) {
  return useQuery({
    queryKey: [...invoicesQueryKey(side), 'one', id],
    queryFn: ({ signal }) =>
      apiRequest<Invoice>(`${invoicesPath(side)}/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== '',
  });
}
