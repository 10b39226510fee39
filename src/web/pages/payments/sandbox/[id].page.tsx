import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SandboxChallenge } from '../../../features/payments/sandbox-challenge';
import { useDocumentTitle } from '../../../lib/document-title';

export default function SandboxPaymentPage() {
  const { t } = useTranslation('payments');
  const { id = '' } = useParams();
  useDocumentTitle(`${t('sandbox.pageTitle')} | ${t('common:appName')}`);
  return <SandboxChallenge chargeId={id} />;
}
