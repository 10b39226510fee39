import { useTranslation } from 'react-i18next';
import { InvoicePage } from '../invoices/invoice-page';
import { choosePlanPath } from './use-plan';
import { usePlanInvoice } from './use-plan-invoices';

/**
 * `/supplier/choose-plan/invoices/:id`: the platform's tax invoice for a Premium month (seller: the
 * platform; buyer: the supplier), shown and printed as every invoice is.
 */
export function PlanInvoiceDetails({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation('plans');
  return (
    <InvoicePage
      query={usePlanInvoice(invoiceId)}
      invoiceId={invoiceId}
      side="supplier"
      back={{ to: choosePlanPath, label: t('invoices.back') }}
      texts={{ notFound: t('invoices.notFound'), loadFailed: t('invoices.loadOneFailed') }}
    />
  );
}
