import { useTranslation } from 'react-i18next';
import { SignupWizard } from '../../features/auth/signup-wizard';
import { useDocumentTitle } from '../../lib/document-title';

export default function SignupPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(`${t('signup.title')} | ${t('common:appName')}`);
  return <SignupWizard />;
}
