import { useTranslation } from 'react-i18next';
import { ListingsTable } from '../../../features/catalog/listings-table';
import { useDocumentTitle } from '../../../lib/document-title';

/** The supplier's products and services (the sidebar's link). */
export default function ProductsAndServicesPage() {
  const { t } = useTranslation('listings');
  useDocumentTitle(`${t('title')} | ${t('common:appName')}`);
  return <ListingsTable />;
}
