import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthCard } from './auth-card';
import { EmailVerificationResult } from './email-verification-result';
import { VerifyEmailInstructions } from './verify-email-instructions';

/**
 * Email verification (spec §2): the emailed link (`/verify-email?token=…`) verifies at once; without
 * a token the page explains what to do and offers to send the link again.
 */
export function VerifyEmailPanel() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthCard title={t('verifyEmail.title')}>
      {token ? <EmailVerificationResult key={token} token={token} /> : <VerifyEmailInstructions />}
    </AuthCard>
  );
}
