import { useTranslation } from 'react-i18next';
import { OrdersList } from '../../../features/orders/orders-list';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/supplier/orders` (spec §2): the orders buyers placed with the supplier, by status. */
export default function SupplierOrdersPage() {
  const { t } = useTranslation('orders');
  useDocumentTitle(`${t('page.supplierTitle')} | ${t('common:appName')}`);
  return <OrdersList side="supplier" />;
}
