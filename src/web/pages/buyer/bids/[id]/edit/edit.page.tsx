import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EditTenderDraftPage } from '../../../../../features/tenders/edit-tender-draft-page';
import { useDocumentTitle } from '../../../../../lib/document-title';

/** `/buyer/bids/:id/edit` (issue 26): a draft tender, edited by its writer or an approver. */
export default function BuyerEditBidPage() {
  const { t } = useTranslation('tenders');
  const { id = '' } = useParams();
  useDocumentTitle(`${t('form.editTitle')} | ${t('common:appName')}`);
  return <EditTenderDraftPage tenderId={id} />;
}
