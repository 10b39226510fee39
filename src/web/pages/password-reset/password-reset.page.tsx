import { useTranslation } from 'react-i18next';
import { PasswordResetForm } from '../../features/auth/password-reset-form';
import { useDocumentTitle } from '../../lib/document-title';

export default function PasswordResetPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(`${t('passwordReset.title')} | ${t('common:appName')}`);
  return <PasswordResetForm />;
}
