import { useWatch, type Control } from 'react-hook-form';
import { liveTotalsOf, type InvoiceFormValues } from './invoice-form-values';
import type { CreateInvoiceBodyOutput } from './use-create-invoice';

export type InvoiceFormControl = Control<InvoiceFormValues, unknown, CreateInvoiceBodyOutput>;

/**
 * The invoice's lines and totals as the supplier types, with the contract's arithmetic (VAT per line,
 * half up), so what the form shows is what the server stores. It watches the fields itself, so only
 * the parts that show amounts re-render on each key.
 */
export function useInvoiceTotals(control: InvoiceFormControl) {
  const [items, deliveryFee] = useWatch({ control, name: ['items', 'deliveryFee'] });
  return liveTotalsOf({ items: items ?? [], deliveryFee: deliveryFee ?? '' });
}
