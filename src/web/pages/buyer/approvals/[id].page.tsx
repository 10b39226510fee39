import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApprovalRequestView } from '../../../features/approvals/approval-request-view';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/buyer/approvals/:id` (issue 26): one approval request, to decide or to follow. */
export default function BuyerApprovalRequestPage() {
  const { t } = useTranslation('approvals');
  const { id = '' } = useParams();
  useDocumentTitle(`${t('page.detailTitle')} | ${t('common:appName')}`);
  return <ApprovalRequestView id={id} />;
}
