import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invoicesEndpoints } from '../../../contract/invoices/invoices.endpoints';
import type {
  Invoice,
  InvoiceDocumentType,
  InvoiceKind,
  InvoiceStatus,
  RejectInvoiceBody,
} from '../../../contract/invoices/invoices.schemas';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { useCursorPages } from '../../lib/use-cursor-pages';

/** Whose invoices: the buyer's purchases or the supplier's sales (the supplier is the seller). */
export type InvoicesSide = 'buyer' | 'supplier';

/** What the list asks for: a status, a kind, invoices or credit notes, and Riyadh days (both included). */
export interface InvoicesFilter {
  status?: InvoiceStatus;
  kind?: InvoiceKind;
  documentType?: InvoiceDocumentType;
  from?: string;
  to?: string;
}

/** Each side's list and single item. */
const endpointsOf = {
  buyer: { list: invoicesEndpoints.listBuyerInvoices, one: invoicesEndpoints.getBuyerInvoice },
  supplier: { list: invoicesEndpoints.listSupplierInvoices, one: invoicesEndpoints.getSupplierInvoice },
};

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
  const { status, kind, documentType, from, to } = filter;
  return useCursorPages(endpointsOf[side].list, {
    queryKey: [
      ...invoicesQueryKey(side),
      'list',
      status ?? 'ALL',
      kind ?? 'ALL',
      documentType ?? 'ALL',
      from ?? '',
      to ?? '',
    ],
    input: { query: { status, kind, documentType, from, to } },
    // Changing a filter keeps the last list on screen until the new one arrives.
    keepPreviousList: true,
  });
}

export function useInvoice(side: InvoicesSide, id: string) {
  return useQuery({
    queryKey: invoiceQueryKey(side, id),
    queryFn: ({ signal }) => callEndpoint(endpointsOf[side].one, { params: { id } }, { signal }),
    enabled: id !== '',
  });
}

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
  return useInvoiceAnswer((id: string) => callEndpoint(invoicesEndpoints.acceptInvoice, { params: { id } }));
}

/** Decision 013: the buyer rejects a pending invoice, with a reason the supplier sees (optional). */
export function useRejectInvoice() {
  return useInvoiceAnswer(({ id, body }: { id: string; body: RejectInvoiceBody }) =>
    callEndpoint(invoicesEndpoints.rejectInvoice, { params: { id }, body }),
  );
}
