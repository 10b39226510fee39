import { useTranslation } from 'react-i18next';
import { TeamScreen } from '../../../features/team/team-screen';
import { useDocumentTitle } from '../../../lib/document-title';

export default function TeamSettingsPage() {
  const { t } = useTranslation('team');
  useDocumentTitle(`${t('title')} | ${t('common:appName')}`);
  return <TeamScreen />;
}
