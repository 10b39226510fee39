import { useTranslation } from 'react-i18next';
import { ListingsTable } from '../../../features/catalog/listings-table';
import { useDocumentTitle } from '../../../lib/document-title';

/** The same listings table: the spec names both /supplier/listings and /supplier/products-and-services. */
export default function SupplierListingsPage() {
  const { t } = useTranslation('listings');
  useDocumentTitle(`${t('title')} | ${t('common:appName')}`);
  return <ListingsTable />;
}
