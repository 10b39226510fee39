import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  Invoice,
  InvoiceKind,
  InvoiceStatus,
  RejectInvoiceBody,
} from '../../../contract/invoices/invoices.schemas';
import { ApiError, apiRequest, apiRequestWithHeaders } from '../../lib/api-client';

/** Whose invoices: the buyer's purchases or the supplier's sales (the supplier is the seller). */
export type InvoicesSide = 'buyer' | 'supplier';

export interface InvoicesPage {
  items: Invoice[];
  nextCursor: string | null;
}

/** What the list asks for: a status, a kind, and Riyadh days (both included). */
export interface InvoicesFilter {
  status?: InvoiceStatus;
  kind?: InvoiceKind;
  from?: string;
  to?: string;
}

const invoicesPath = (side: InvoicesSide) =>
  side === 'buyer' ? '/api/buyers/me/invoices' : '/api/suppliers/me/invoices';

export const invoicesQueryKey = (side: InvoicesSide) => ['invoices', side] as const;
export const invoiceQueryKey = (side: InvoicesSide, id: string) =>
  [...invoicesQueryKey(side), 'one', id] as const;

/** Where an invoice's page is. */
export const invoicePath = (side: InvoicesSide, id: string) => `/${side}/invoices/${encodeURIComponent(id)}`;

/** Where the invoice's order is, for the same side. */
export const invoiceOrderPath = (side: InvoicesSide, orderId: string) =>
  `/${side}/orders/${encodeURIComponent(orderId)}`;

/** The side's invoices, newest first, a page at a time. */
export function useInvoices(side: InvoicesSide, filter: InvoicesFilter) {
  return useInfiniteQuery({
    queryKey: [
      ...invoicesQueryKey(side),
      'list',
      filter.status ?? 'ALL',
      filter.kind ?? 'ALL',
      filter.from ?? '',
      filter.to ?? '',
    ],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<InvoicesPage> => {
      const query = new URLSearchParams();
      if (filter.status) query.set('status', filter.status);
      if (filter.kind) query.set('kind', filter.kind);
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
    queryKey: invoiceQueryKey(side, id),
    queryFn: ({ signal }) =>
      apiRequest<Invoice>(`${invoicesPath(side)}/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== '',
  });
}

/** The buyer's invoice path of the API, for its actions. */
const buyerInvoicePath = (id: string) => `${invoicesPath('buyer')}/${encodeURIComponent(id)}`;

/**
 * After the buyer's answer: the invoice as the server answered it, and the lists loaded again. When the
 * invoice had moved on (INVOICE_TRANSITION_NOT_ALLOWED), it is read again to show where it is now.
 */
function useInvoiceAnswer<Variables>(mutationFn: (variables: Variables) => Promise<Invoice>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceQueryKey('buyer', invoice.id), invoice);
      void queryClient.invalidateQueries({ queryKey: [...invoicesQueryKey('buyer'), 'list'] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'INVOICE_TRANSITION_NOT_ALLOWED') {
        void queryClient.invalidateQueries({ queryKey: invoicesQueryKey('buyer') });
      }
    },
  });
}

/** Decision 013: the buyer accepts a pending invoice, which makes it payable. */
export function useAcceptInvoice() {
  return useInvoiceAnswer((id: string) =>
    apiRequest<Invoice>(`${buyerInvoicePath(id)}/accept`, { method: 'POST' }),
  );
}

/** Decision 013: the buyer rejects a pending invoice, with a reason the supplier sees (optional). */
export function useRejectInvoice() {
  return useInvoiceAnswer(({ id, body }: { id: string; body: RejectInvoiceBody }) =>
    apiRequest<Invoice>(`${buyerInvoicePath(id)}/reject`, { method: 'POST', body }),
  );
}

/** Where the buyer pays an invoice's installment (a card payment, like checkout). */
export const invoicePaymentsPath = (id: string) => `${buyerInvoicePath(id)}/payments`;
