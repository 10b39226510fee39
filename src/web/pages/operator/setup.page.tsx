import { useTranslation } from 'react-i18next';
import { OperatorSetupFlow } from '../../features/operators/operator-setup-flow';
import { useDocumentTitle } from '../../lib/document-title';

export default function OperatorSetupPage() {
  const { t } = useTranslation('operators');
  useDocumentTitle(`${t('setup.title')} | ${t('layout.console')}`);
  return <OperatorSetupFlow />;
}
