import { useWatch, type Control } from 'react-hook-form';
import { isVatRegisteredWith } from '../../../contract/cart/cart.schemas';
import { useSettings } from '../users/use-settings';
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
  const isVatRegistered = useIsVatRegistered();
  return {
    ...liveTotalsOf({ items: items ?? [], deliveryFee: deliveryFee ?? '', isVatRegistered }),
    isVatRegistered,
  };
}

/**
 * Decision 018: whether the signed-in supplier charges VAT, from its VAT number in settings. Until the
 * settings load it is assumed (the server decides what is stored either way).
 */
export function useIsVatRegistered(): boolean {
  const { data } = useSettings();
  return data?.store ? isVatRegisteredWith(data.store.vatNumber) : true;
}
