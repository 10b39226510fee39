import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CartView } from '../../features/cart/cart-view';

/** `/cart`: a guest's cart, kept in the browser (spec §1: guests can add to the cart). */
export default function GuestCartPage() {
  const { t } = useTranslation('cart');
  useDocumentTitle(`${t('page.title')} | ${t('common:appName')}`);
  return <CartView />;
}
