import { useTranslation } from 'react-i18next';
import { InvoicesList } from '../../../features/invoices/invoices-list';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/buyer/invoices` (issue 7): the tax invoices of the buyer's paid orders and those suppliers sent it. */
export default function BuyerInvoicesPage() {
  const { t } = useTranslation('invoices');
  useDocumentTitle(`${t('page.title')} | ${t('common:appName')}`);
  return <InvoicesList side="buyer" />;
}
