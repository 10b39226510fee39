import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PaymentResult } from '../../../../features/orders/payment-result';
import { useDocumentTitle } from '../../../../lib/document-title';

/**
 * `/buyer/payment/callback?tap_id=` (spec §2): where the payment provider sends the buyer back. The
 * layouts hide the header and footer on callback paths.
 */
export default function PaymentCallbackPage() {
  const { t } = useTranslation('orders');
  const [search] = useSearchParams();
  useDocumentTitle(`${t('page.paymentTitle')} | ${t('common:appName')}`);
  return <PaymentResult chargeId={search.get('tap_id')?.trim() || null} />;
}
