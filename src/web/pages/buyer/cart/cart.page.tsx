import { useTranslation } from 'react-i18next';
import { CartView } from '../../../features/cart/cart-view';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/buyer/cart` (spec §2 Cart), behind the buyer route guard. */
export default function BuyerCartPage() {
  const { t } = useTranslation('cart');
  useDocumentTitle(`${t('page.title')} | ${t('common:appName')}`);
  return <CartView />;
}
