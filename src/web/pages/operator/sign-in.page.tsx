import { useTranslation } from 'react-i18next';
import { OperatorSignInForm } from '../../features/operators/operator-sign-in-form';
import { useDocumentTitle } from '../../lib/document-title';

export default function OperatorSignInPage() {
  const { t } = useTranslation('operators');
  useDocumentTitle(`${t('signIn.title')} | ${t('layout.console')}`);
  return <OperatorSignInForm />;
}
