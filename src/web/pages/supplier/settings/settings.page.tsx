import { useTranslation } from 'react-i18next';
import { SettingsPageContent } from '../../../features/users/settings-page-content';
import { useDocumentTitle } from '../../../lib/document-title';

/** Supplier settings: the buyer's sections plus the store banner, bio, closing and delivery fee. */
export default function SupplierSettingsPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(`${t('title')} | ${t('common:appName')}`);
  return <SettingsPageContent showStore />;
}
