import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LazyNoticeDialog } from '../components/lazy-notice-dialog';
import { decideAccess, type Role } from '../features/auth/session';
import { useSession, useSessionExpiredNotice } from '../features/auth/use-session';

/**
 * Spec §5: renders its children only for an allowed role with a verified email (guests need none).
 * The decision is taken again on every render, so on every path change. Nothing renders while the
 * role loads; an unauthorized role gets a dialog, then a replace-redirect; an unverified email gets a
 * warning, then /verify-email with the email in navigation state.
 */
export function RouteGuard({
  allowedRoles,
  redirectTo = '/',
  children,
}: {
  allowedRoles: readonly Role[];
  redirectTo?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('notices');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { role, user } = useSession();
  // Spec §8: when the session has expired, its warning shows first; the guard waits for it.
  const { isShown: isSessionExpiredNoticeShown } = useSessionExpiredNotice();
  const decision = decideAccess({ role, isEmailVerified: user?.isEmailVerified ?? false, allowedRoles });

  if (isSessionExpiredNoticeShown) return null;
  switch (decision) {
    case 'loading':
      return null;
    case 'unauthorized':
      return (
        <LazyNoticeDialog
          key={pathname}
          color="red"
          title={t('unauthorized.title')}
          text={t('unauthorized.text')}
          onConfirm={() => void navigate(redirectTo, { replace: true })}
        />
      );
    case 'verify-email':
      return (
        <LazyNoticeDialog
          key={pathname}
          color="yellow"
          title={t('emailVerification.title')}
          text={t('emailVerification.text')}
          onConfirm={() => void navigate('/verify-email', { state: { email: user?.email } })}
        />
      );
    case 'allow':
      return children;
  }
}
