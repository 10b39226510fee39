import { useTranslation } from 'react-i18next';
import { NotificationsView } from '../../../features/notifications/notifications-view';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/buyer/notifications` (spec §2), behind the buyer route guard. */
export default function BuyerNotificationsPage() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(`${t('page.title')} | ${t('common:appName')}`);
  return <NotificationsView role="buyer" />;
}
