import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { invoicesEndpoints } from '../../../contract/invoices/invoices.endpoints';
import {
  invoiceMoneyKeys,
  type CreateInvoiceBody,
  type CreateInvoiceBodySchema,
} from '../../../contract/invoices/invoices.schemas';
import { toWireMoney } from '../../../contract/money/riyals';
import { callEndpoint } from '../../lib/api-client';
import { invoicesQueryKey } from './use-invoices';

/** The form's body once the contract's schema has checked it: halalas, integers, the form's key. */
export type CreateInvoiceBodyOutput = z.output<typeof CreateInvoiceBodySchema>;

/** The checked body as it travels: each amount as `…Halalas`, since a plain name means riyals (decision 019). */
const wireBodyOf = (body: CreateInvoiceBodyOutput): CreateInvoiceBody => ({
  ...toWireMoney(body, invoiceMoneyKeys.body),
  items: body.items.map((item) => toWireMoney(item, invoiceMoneyKeys.item)),
});

/**
 * The supplier issues an invoice (decision 013). The body carries the form's idempotency key, so a
 * repeated call answers the invoice already issued (200) rather than issuing a second one. The
 * supplier's invoice lists ask again (the chat an invoice is posted in is the caller's to reload).
 */
export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvoiceBodyOutput) =>
      callEndpoint(invoicesEndpoints.createSupplierInvoice, { body: wireBodyOf(body) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: invoicesQueryKey('supplier') }),
  });
}
