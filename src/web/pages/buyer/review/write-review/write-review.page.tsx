import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WriteReviewForm } from '../../../../features/orders/write-review-form';
import { useDocumentTitle } from '../../../../lib/document-title';

/** `/buyer/review/write-review?orderId=` (spec §2): review a completed order. */
export default function WriteReviewPage() {
  const { t } = useTranslation('orders');
  const [search] = useSearchParams();
  useDocumentTitle(`${t('page.writeReviewTitle')} | ${t('common:appName')}`);
  return <WriteReviewForm orderId={search.get('orderId') ?? ''} />;
}
