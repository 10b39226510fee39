import { useTranslation } from 'react-i18next';
import { InvoicesList } from '../../../features/invoices/invoices-list';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/supplier/invoices` (issue 7): the tax invoices the supplier issued for its paid orders. */
export default function SupplierInvoicesPage() {
  const { t } = useTranslation('invoices');
  useDocumentTitle(`${t('page.title')} | ${t('common:appName')}`);
  return <InvoicesList side="supplier" />;
}
