import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OrderDetails } from '../../../features/orders/order-details';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/supplier/orders/:id`: one order with the supplier's actions (the spec lists only the list). */
export default function SupplierOrderPage() {
  const { t } = useTranslation('orders');
  const { id = '' } = useParams();
  useDocumentTitle(`${t('page.detailsTitle')} | ${t('common:appName')}`);
  return <OrderDetails side="supplier" orderId={id} />;
}
