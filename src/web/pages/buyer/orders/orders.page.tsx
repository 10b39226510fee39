import { useTranslation } from 'react-i18next';
import { OrdersList } from '../../../features/orders/orders-list';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/buyer/orders` (spec §2): the buyer's orders by status. */
export default function BuyerOrdersPage() {
  const { t } = useTranslation('orders');
  useDocumentTitle(`${t('page.buyerTitle')} | ${t('common:appName')}`);
  return <OrdersList side="buyer" />;
}
