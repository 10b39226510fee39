import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { InvoiceDetails } from '../../../features/invoices/invoice-details';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/buyer/invoices/:id` (issue 7): one tax invoice, printable; the buyer answers and pays it here. */
export default function BuyerInvoicePage() {
  const { t } = useTranslation('invoices');
  const { id = '' } = useParams();
  useDocumentTitle(`${t('details.title')} | ${t('common:appName')}`);
  return <InvoiceDetails side="buyer" invoiceId={id} />;
}
