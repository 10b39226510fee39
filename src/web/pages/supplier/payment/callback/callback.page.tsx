import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PaymentResult } from '../../../../features/orders/payment-result';
import { useDocumentTitle } from '../../../../lib/document-title';

/**
 * `/supplier/payment/callback?tap_id=`: where the payment provider sends the supplier back after paying
 * a month of Premium (decision 016); the result leads back to the plan page.
 */
export default function SupplierPaymentCallbackPage() {
  const { t } = useTranslation('orders');
  const [search] = useSearchParams();
  useDocumentTitle(`${t('page.paymentTitle')} | ${t('common:appName')}`);
  return <PaymentResult side="supplier" chargeId={search.get('tap_id')?.trim() || null} />;
}
