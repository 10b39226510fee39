import { useTranslation } from 'react-i18next';
import { SettingsPageContent } from '../../../features/users/settings-page-content';
import { useDocumentTitle } from '../../../lib/document-title';

export default function BuyerSettingsPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(`${t('title')} | ${t('common:appName')}`);
  return <SettingsPageContent showStore={false} />;
}
