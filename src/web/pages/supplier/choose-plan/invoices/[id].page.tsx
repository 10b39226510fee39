import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlanInvoiceDetails } from '../../../../features/plans/plan-invoice-details';
import { useDocumentTitle } from '../../../../lib/document-title';

/** `/supplier/choose-plan/invoices/:id`: the platform's tax invoice for a Premium month, printable. */
export default function PlanInvoicePage() {
  const { t } = useTranslation('plans');
  const { id = '' } = useParams();
  useDocumentTitle(`${t('page.invoiceTitle')} | ${t('common:appName')}`);
  return <PlanInvoiceDetails invoiceId={id} />;
}
