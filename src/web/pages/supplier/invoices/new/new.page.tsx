import { useTranslation } from 'react-i18next';
import { NewInvoicePage } from '../../../../features/pages/new-invoice-page';
import { useDocumentTitle } from '../../../../lib/document-title';

/** `/supplier/invoices/new` (issue 7, decision 013): the supplier issues an invoice to a business it deals with. */
export default function SupplierNewInvoicePage() {
  const { t } = useTranslation('invoice-form');
  useDocumentTitle(`${t('page.title')} | ${t('common:appName')}`);
  return <NewInvoicePage />;
}
