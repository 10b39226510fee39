import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SupplierOverview } from '../../../features/home/supplier-overview';

export default function SupplierOverviewPage() {
  const { t } = useTranslation('home');
  useDocumentTitle(`${t('supplier.pageTitle')} | ${t('common:appName')}`);
  return <SupplierOverview />;
}
