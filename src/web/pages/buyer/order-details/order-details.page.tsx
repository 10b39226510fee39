import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OrderDetails } from '../../../features/orders/order-details';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/buyer/order-details?id=` (spec §2 route table; the same screen as `/buyer/orders/:id`). */
export default function BuyerOrderDetailsPage() {
  const { t } = useTranslation('orders');
  const [search] = useSearchParams();
  useDocumentTitle(`${t('page.detailsTitle')} | ${t('common:appName')}`);
  return <OrderDetails side="buyer" orderId={search.get('id') ?? ''} />;
}
