import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../features/auth/login-form';
import { useDocumentTitle } from '../../lib/document-title';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(`${t('login.title')} | ${t('common:appName')}`);
  return <LoginForm />;
}
