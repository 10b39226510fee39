import { useTranslation } from 'react-i18next';
import { EInvoicingScreen } from '../../../../features/e-invoicing/e-invoicing-screen';
import { useDocumentTitle } from '../../../../lib/document-title';

/** `/supplier/settings/e-invoicing` (issue 24): the store's ZATCA e-invoicing unit and submissions. */
export default function SupplierEInvoicingPage() {
  const { t } = useTranslation('e-invoicing');
  useDocumentTitle(`${t('title')} | ${t('common:appName')}`);
  return <EInvoicingScreen />;
}
