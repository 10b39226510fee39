import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PasswordResetRequestForm } from '../../features/auth/password-reset-request-form';

export default function RequestPasswordResetPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(`${t('passwordResetRequest.title')} | ${t('common:appName')}`);
  return <PasswordResetRequestForm />;
}
