import { useState } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PasswordResetBodySchema, type PasswordResetBody } from '../../../contract/auth/auth.schemas';
import { ApiError } from '../../lib/api-client';
import { fieldErrorText, formErrorText, serverFieldErrors } from '../../lib/form-errors';
import { AuthCard } from './auth-card';
import { FormAlert } from './form-alert';
import { useResetPassword, type PasswordResetValues } from './use-auth-api';

const linkCodes = new Set(['TOKEN_INVALID', 'TOKEN_EXPIRED']);
const fieldByCode = { PASSWORD_WEAK: 'password', PASSWORD_MISMATCH: 'confirmPassword' } as const;

/**
 * The new password form of the emailed link (`/password-reset?token=…`; spec §5: both fields required,
 * strength rule, must match). A missing, invalid or expired link offers to request a new one.
 */
export function PasswordResetForm() {
  const { t, i18n } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const resetPassword = useResetPassword();
  const [linkError, setLinkError] = useState<string | null>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const [isDone, setIsDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetBody, unknown, PasswordResetValues>({
    resolver: zodResolver(PasswordResetBodySchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: PasswordResetValues) => {
    if (resetPassword.isPending) return;
    setFormError(null);
    try {
      await resetPassword.mutateAsync(values);
      setIsDone(true);
    } catch (error) {
      if (error instanceof ApiError && linkCodes.has(error.code)) {
        setLinkError(error.code);
        return;
      }
      const fieldErrors = serverFieldErrors<PasswordResetBody>(error, fieldByCode, [
        'token',
        'password',
        'confirmPassword',
      ]);
      const tokenError = fieldErrors.find(({ field }) => field === 'token');
      if (tokenError) {
        setLinkError('TOKEN_INVALID');
        return;
      }
      fieldErrors.forEach(({ field, message }, index) =>
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (fieldErrors.length === 0) {
        setFormError(error);
      }
    }
  };

  if (isDone) {
    return (
      <AuthCard title={t('passwordReset.success.title')}>
        <Stack gap="md">
          <FormAlert kind="success">{t('passwordReset.success.text')}</FormAlert>
          <Button component={Link} to="/login" size="md" fullWidth>
            {t('passwordReset.success.login')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  // The token is checked by the same schema; a client-side failure is the same broken link.
  const linkProblem = token ? (linkError ?? errors.token?.message) : 'TOKEN_INVALID';
  if (linkProblem) {
    return (
      <AuthCard title={t('passwordReset.title')}>
        <Stack gap="md">
          <FormAlert>{fieldErrorText(t, linkProblem)}</FormAlert>
          <Button component={Link} to="/request-password-reset" size="md" fullWidth>
            {t('passwordReset.requestNewLink')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('passwordReset.title')} lead={t('passwordReset.lead')}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          {formError != null && (
            <FormAlert>{formErrorText(formError, t, i18n.language, 'auth:passwordReset.failed')}</FormAlert>
          )}
          <PasswordInput
            {...register('password')}
            label={t('passwordReset.password')}
            description={t('fields.passwordRule')}
            autoComplete="new-password"
            dir="ltr"
            required
            aria-invalid={!!errors.password}
            error={fieldErrorText(t, errors.password?.message)}
          />
          <PasswordInput
            {...register('confirmPassword')}
            label={t('passwordReset.confirmPassword')}
            autoComplete="new-password"
            dir="ltr"
            required
            aria-invalid={!!errors.confirmPassword}
            error={fieldErrorText(t, errors.confirmPassword?.message)}
          />
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            {t('passwordReset.submit')}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login">
              {t('passwordReset.backToLogin')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
