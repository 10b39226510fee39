import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../features/auth/login-form';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(`${t('login.title')} | ${t('common:appName')}`);
  return <LoginForm />;
}
