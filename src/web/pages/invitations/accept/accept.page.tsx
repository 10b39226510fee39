import { useTranslation } from 'react-i18next';
import { AcceptInvitationPanel } from '../../../features/team/accept-invitation-panel';
import { useDocumentTitle } from '../../../lib/document-title';

export default function AcceptInvitationPage() {
  const { t } = useTranslation('team');
  useDocumentTitle(`${t('accept.title')} | ${t('common:appName')}`);
  return <AcceptInvitationPanel />;
}
