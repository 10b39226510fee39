import { useTranslation } from 'react-i18next';
import { VerifyEmailPanel } from '../../features/auth/verify-email-panel';
import { useDocumentTitle } from '../../lib/document-title';

export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(`${t('verifyEmail.title')} | ${t('common:appName')}`);
  return <VerifyEmailPanel />;
}
