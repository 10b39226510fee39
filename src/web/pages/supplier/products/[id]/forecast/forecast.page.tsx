import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DemandForecastView } from '../../../../../features/forecasting/demand-forecast-view';
import { useDocumentTitle } from '../../../../../lib/document-title';

/** `/supplier/products/:id/forecast`: a product's demand forecast (Premium). */
export default function ProductForecastPage() {
  const { t } = useTranslation('forecasting');
  const { id = '' } = useParams();
  useDocumentTitle(`${t('title')} | ${t('common:appName')}`);
  return <DemandForecastView key={id} productId={id} />;
}
