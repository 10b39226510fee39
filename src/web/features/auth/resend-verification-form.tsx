import { useState } from 'react';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailBodySchema, type EmailBody } from '../../../contract/auth/auth.schemas';
import { ApiError } from '../../lib/api-client';
import { fieldErrorText, formErrorText, serverFieldErrors } from '../../lib/form-errors';
import { FormAlert } from './form-alert';
import { useResendVerification, type EmailValues } from './use-auth-api';

type Outcome =
  { kind: 'sent'; email: string } | { kind: 'alreadyVerified' } | { kind: 'failed'; error: unknown };

/**
 * Sends the verification link again (spec §8 Resend email: already verified, no account, generic).
 * With a known `email` it is only a button; otherwise an email field, prefilled with `defaultEmail`.
 */
export function ResendVerificationForm({ email, defaultEmail }: { email?: string; defaultEmail?: string }) {
  const { t, i18n } = useTranslation('auth');
  const resend = useResendVerification();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailBody, unknown, EmailValues>({
    resolver: zodResolver(EmailBodySchema),
    // `values` follows the session once it loads, without overwriting what the person typed.
    values: { email: email ?? defaultEmail ?? '' },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = async (values: EmailValues) => {
    if (resend.isPending) return;
    setOutcome(null);
    try {
      await resend.mutateAsync(values);
      setOutcome({ kind: 'sent', email: values.email });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_ALREADY_VERIFIED') {
        setOutcome({ kind: 'alreadyVerified' });
        return;
      }
      const fieldErrors = email ? [] : serverFieldErrors<EmailBody>(error, {}, ['email']);
      fieldErrors.forEach(({ field, message }) => setError(field, { type: 'server', message }));
      if (fieldErrors.length > 0) return;
      // ACCOUNT_NOT_FOUND and RATE_LIMITED have their own text; anything unforeseen the generic one.
      setOutcome({ kind: 'failed', error });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        {outcome?.kind === 'sent' && (
          <FormAlert kind="success">
            <Trans
              t={t}
              i18nKey="verifyEmail.resend.sent"
              values={{ email: outcome.email }}
              components={{ email: <bdi /> }}
            />
          </FormAlert>
        )}
        {outcome?.kind === 'alreadyVerified' && (
          <FormAlert kind="info">
            {t('errors:EMAIL_ALREADY_VERIFIED')}{' '}
            <Anchor component={Link} to="/login" inherit fw={600}>
              {t('verifyEmail.resend.login')}
            </Anchor>
          </FormAlert>
        )}
        {outcome?.kind === 'failed' && (
          <FormAlert>
            {formErrorText(outcome.error, t, i18n.language, 'auth:verifyEmail.resend.failed')}
          </FormAlert>
        )}
        {email ? (
          errors.email && <FormAlert>{fieldErrorText(t, errors.email.message)}</FormAlert>
        ) : (
          <TextInput
            {...register('email')}
            type="email"
            label={t('fields.email')}
            autoComplete="email"
            dir="ltr"
            required
            error={fieldErrorText(t, errors.email?.message)}
          />
        )}
        <Button type="submit" variant="light" loading={isSubmitting}>
          {t('verifyEmail.resend.submit')}
        </Button>
      </Stack>
    </form>
  );
}
