import { useTranslation } from 'react-i18next';
import { NoticeDialog } from '../../components/notice-dialog';
import type { WishlistFeedback } from './use-wishlist-toggle';
import { WishlistLoginDialog } from './wishlist-login-dialog';
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
      return <NoticeDialog color="teal" title={t('demo.title')} text={t('demo.text')} onConfirm={onClose} />;
    case 'login':
      return <WishlistLoginDialog title={t('login.title')} text={t('login.text')} onClose={onClose} />;
    case 'failed':
      return feedback.failure === 'unauthorized' ? (
        <WishlistLoginDialog
          title={t('failures.unauthorized.title')}
          text={t('failures.unauthorized.text')}
          onClose={onClose}
        />
      ) : (
        <NoticeDialog
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
