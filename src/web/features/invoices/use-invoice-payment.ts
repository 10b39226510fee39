import { useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '../../../contract/invoices/invoices.schemas';
import { paymentsEndpoints } from '../../../contract/payments/payments.endpoints';
import type { ApiError } from '../../lib/api-client';
import { useCardPayment } from '../payments/use-card-payment';
import { invoicesQueryKey } from './use-invoices';

/** Refusals that mean the invoice moved on under the buyer: it is read again to show what is due now. */
const movedOnCodes = new Set(['INVOICE_INSTALLMENT_NOT_DUE', 'INVOICE_TRANSITION_NOT_ALLOWED']);

/**
 * Decision 013: the buyer pays the installment the page shows, as any card payment is made (one key per
 * attempt, kept for a retry after a failure without an answer). `onMovedOn` hears the refusals after
 * which the invoice is read again.
 */
export function useInvoicePayment(invoice: Invoice, onMovedOn: (error: ApiError) => void) {
  const queryClient = useQueryClient();
  return useCardPayment({
    endpoint: paymentsEndpoints.payInvoice,
    params: { id: invoice.id },
    body: { installment: invoice.dueInstallment?.installment ?? 'FULL' },
    onRefused: (error) => {
      if (!movedOnCodes.has(error.code)) return;
      void queryClient.invalidateQueries({ queryKey: invoicesQueryKey('buyer') });
      onMovedOn(error);
    },
  });
}
