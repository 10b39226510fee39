import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FinancePaymentDetails } from '../../../features/finance-payments/finance-payment-details';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/operator/payments/:id` (issue 25): one payment for finance. */
export default function OperatorPaymentPage() {
  const { t } = useTranslation('finance-payments');
  const { id = '' } = useParams();
  useDocumentTitle(`${t('details.title')} | ${t('common:appName')}`);
  return <FinancePaymentDetails id={id} />;
}
