import { useTranslation } from 'react-i18next';
import { ApprovalList } from '../../../features/approvals/approval-list';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/buyer/approvals` (issue 26): the approval requests an approver decides, or a requester's own. */
export default function BuyerApprovalsPage() {
  const { t } = useTranslation('approvals');
  useDocumentTitle(`${t('page.title')} | ${t('common:appName')}`);
  return <ApprovalList />;
}
