import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OrderDetails } from '../../../features/orders/order-details';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/buyer/orders/:id` (spec §2; the same screen as `/buyer/order-details?id=`). */
export default function BuyerOrderPage() {
  const { t } = useTranslation('orders');
  const { id = '' } = useParams();
  useDocumentTitle(`${t('page.detailsTitle')} | ${t('common:appName')}`);
  return <OrderDetails side="buyer" orderId={id} />;
}
