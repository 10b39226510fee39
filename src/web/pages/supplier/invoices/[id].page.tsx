import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { InvoiceDetails } from '../../../features/invoices/invoice-details';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/supplier/invoices/:id` (issue 7): one tax invoice, printable, with what the buyer still owes. */
export default function SupplierInvoicePage() {
  const { t } = useTranslation('invoices');
  const { id = '' } = useParams();
  useDocumentTitle(`${t('details.title')} | ${t('common:appName')}`);
  return <InvoiceDetails side="supplier" invoiceId={id} />;
}
