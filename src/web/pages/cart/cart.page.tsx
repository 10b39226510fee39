import { useTranslation } from 'react-i18next';
import { CartView } from '../../features/cart/cart-view';
import { useDocumentTitle } from '../../lib/document-title';

/** `/cart`: a guest's cart, kept in the browser (spec §1: guests can add to the cart). */
export default function GuestCartPage() {
  const { t } = useTranslation('cart');
  useDocumentTitle(`${t('page.title')} | ${t('common:appName')}`);
  return <CartView />;
}
