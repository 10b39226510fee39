import { useTranslation } from 'react-i18next';
import { AnalyticsView } from '../../../features/analytics/analytics-view';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/supplier/analytics` (spec §2, issue 10). */
export default function SupplierAnalyticsPage() {
  const { t } = useTranslation('analytics');
  useDocumentTitle(`${t('page.title')} | ${t('common:appName')}`);
  return <AnalyticsView />;
}
