import { useTranslation } from 'react-i18next';
import { SupplierOverview } from '../../../features/pages/supplier-overview';
import { useDocumentTitle } from '../../../lib/document-title';

export default function SupplierOverviewPage() {
  const { t } = useTranslation('home');
  useDocumentTitle(`${t('supplier.pageTitle')} | ${t('common:appName')}`);
  return <SupplierOverview />;
}
