import { useTranslation } from 'react-i18next';
import { OperatorDisputesQueue } from '../../../features/disputes/operator-disputes';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/operator/disputes` (issue 25): the disputes queue. */
export default function OperatorDisputesPage() {
  const { t } = useTranslation('disputes');
  useDocumentTitle(`${t('page.queueTitle')} | ${t('common:appName')}`);
  return <OperatorDisputesQueue />;
}
