import { useTranslation } from 'react-i18next';
import { LazyNoticeDialog } from '../../components/lazy-notice-dialog';
import { LazyWishlistLoginDialog } from './lazy-wishlist-login-dialog';
import type { WishlistFeedback } from './use-wishlist-toggle';
import { WishlistToggledAlert } from './wishlist-toggled-alert';

/**
 * What follows a press of the heart (spec §4, §8): the demo notice, the way to log in, the popup of a
 * failure with its translated title and text, or the short added/removed confirmation.
 */
export function WishlistToggleFeedback({
  feedback,
  onClose,
}: {
  feedback: WishlistFeedback | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('wishlist');
  if (!feedback) return null;
  switch (feedback.kind) {
    case 'demo':
      return (
        <LazyNoticeDialog color="teal" title={t('demo.title')} text={t('demo.text')} onConfirm={onClose} />
      );
    case 'login':
      return <LazyWishlistLoginDialog title={t('login.title')} text={t('login.text')} onClose={onClose} />;
    case 'failed':
      return feedback.failure === 'unauthorized' ? (
        <LazyWishlistLoginDialog
          title={t('failures.unauthorized.title')}
          text={t('failures.unauthorized.text')}
          onClose={onClose}
        />
      ) : (
        <LazyNoticeDialog
          color="red"
          title={t(`failures.${feedback.failure}.title`)}
          text={t(`failures.${feedback.failure}.text`)}
          onConfirm={onClose}
        />
      );
    case 'toggled':
      return <WishlistToggledAlert isAdded={feedback.isAdded} onClose={onClose} />;
  }
}
