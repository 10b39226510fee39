import { useTranslation } from 'react-i18next';
import { MarketplaceHealthView } from '../../../features/marketplace-health/marketplace-health-view';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/operator/health` (issue 25, decision 034): every operator role. */
export default function OperatorHealthPage() {
  const { t } = useTranslation('marketplace-health');
  useDocumentTitle(`${t('title')} | ${t('common:appName')}`);
  return <MarketplaceHealthView />;
}
