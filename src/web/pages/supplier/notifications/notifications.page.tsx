import { useTranslation } from 'react-i18next';
import { NotificationsView } from '../../../features/notifications/notifications-view';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/supplier/notifications` (spec §2), behind the supplier route guard. */
export default function SupplierNotificationsPage() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(`${t('page.title')} | ${t('common:appName')}`);
  return <NotificationsView role="supplier" />;
}
