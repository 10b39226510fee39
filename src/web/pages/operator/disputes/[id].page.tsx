import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OperatorDisputeDetails } from '../../../features/disputes/operator-disputes';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/operator/disputes/:id` (issue 25): one dispute and its decision. */
export default function OperatorDisputePage() {
  const { t } = useTranslation('disputes');
  const { id = '' } = useParams();
  useDocumentTitle(`${t('page.operatorTitle')} | ${t('common:appName')}`);
  return <OperatorDisputeDetails id={id} />;
}
