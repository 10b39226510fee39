import { useTranslation } from 'react-i18next';
import { WishlistView } from '../../../features/pages/wishlist-view';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/buyer/wishlist` (spec §2), behind the buyer route guard. */
export default function BuyerWishlistPage() {
  const { t } = useTranslation('wishlist');
  useDocumentTitle(`${t('page.title')} | ${t('common:appName')}`);
  return <WishlistView />;
}
