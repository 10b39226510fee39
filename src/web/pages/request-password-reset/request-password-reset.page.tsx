import { useTranslation } from 'react-i18next';
import { PasswordResetRequestForm } from '../../features/auth/password-reset-request-form';
import { useDocumentTitle } from '../../lib/document-title';

export default function RequestPasswordResetPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(`${t('passwordResetRequest.title')} | ${t('common:appName')}`);
  return <PasswordResetRequestForm />;
}
