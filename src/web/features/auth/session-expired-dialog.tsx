import { useTranslation } from 'react-i18next';
import { LazyNoticeDialog } from '../../components/lazy-notice-dialog';
import { useSessionExpiredNotice } from './use-session';

/**
 * Spec §8: when reading the signed-in user says the session expired, the person is already a guest;
 * this warning tells them why, once, and OK closes it. Mounted once for the whole app, inside the
 * providers.
 */
export function SessionExpiredDialog() {
  const { t } = useTranslation('notices');
  const { isShown, dismiss } = useSessionExpiredNotice();
  if (!isShown) return null;
  return (
    <LazyNoticeDialog
      color="yellow"
      title={t('sessionExpired.title')}
      text={t('sessionExpired.text')}
      onConfirm={dismiss}
    />
  );
}
