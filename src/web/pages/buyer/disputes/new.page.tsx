import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OpenDisputeForm } from '../../../features/disputes/open-dispute-form';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/buyer/disputes/new?orderId=` (issue 25): the buyer disputes one of its orders. */
export default function NewDisputePage() {
  const { t } = useTranslation('disputes');
  const [search] = useSearchParams();
  useDocumentTitle(`${t('page.newTitle')} | ${t('common:appName')}`);
  return <OpenDisputeForm orderId={search.get('orderId') ?? ''} />;
}
