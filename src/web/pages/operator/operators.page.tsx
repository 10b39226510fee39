import { useTranslation } from 'react-i18next';
import { OperatorsScreen } from '../../features/operators/operators-screen';
import { useDocumentTitle } from '../../lib/document-title';

export default function OperatorOperatorsPage() {
  const { t } = useTranslation('operators');
  useDocumentTitle(`${t('operators.title')} | ${t('layout.console')}`);
  return <OperatorsScreen />;
}
