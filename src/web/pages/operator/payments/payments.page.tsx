import { useTranslation } from 'react-i18next';
import { FinancePaymentsList } from '../../../features/finance-payments/finance-payments-list';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/operator/payments` (issue 25): FINANCE and ADMIN operators. */
export default function OperatorPaymentsPage() {
  const { t } = useTranslation('finance-payments');
  useDocumentTitle(`${t('title')} | ${t('common:appName')}`);
  return <FinancePaymentsList />;
}
