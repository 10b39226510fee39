import { useState } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailBodySchema, type EmailBody } from '../../../contract/auth/auth.schemas';
import { fieldErrorText, formErrorText, serverFieldErrors } from '../../lib/form-errors';
import { AuthCard } from './auth-card';
import { FormAlert } from './form-alert';
import { useRequestPasswordReset, type EmailValues } from './use-auth-api';

/**
 * Asks for a password-reset link (spec §5: email required). The server answers the same whether or not
 * the account exists, so the confirmation never says which.
 */
export function PasswordResetRequestForm() {
  const { t, i18n } = useTranslation('auth');
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailBody, unknown, EmailValues>({
    resolver: zodResolver(EmailBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: EmailValues) => {
    if (requestReset.isPending) return;
    setFormError(null);
    try {
      await requestReset.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      const fieldErrors = serverFieldErrors<EmailBody>(error, {}, ['email']);
      fieldErrors.forEach(({ field, message }) =>
        setError(field, { type: 'server', message }, { shouldFocus: true }),
      );
      if (fieldErrors.length === 0) {
        setFormError(error);
      }
    }
  };

  const backToLogin = (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/login" fw={600}>
        {t('passwordResetRequest.backToLogin')}
      </Anchor>
    </Text>
  );

  if (sentTo) {
    return (
      <AuthCard title={t('passwordResetRequest.title')}>
        <Stack gap="md">
          <FormAlert kind="success">
            <Trans
              t={t}
              i18nKey="passwordResetRequest.sent"
              values={{ email: sentTo }}
              components={{ email: <bdi /> }}
            />
          </FormAlert>
          {backToLogin}
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('passwordResetRequest.title')} lead={t('passwordResetRequest.lead')}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          {formError != null && (
            <FormAlert>
              {formErrorText(formError, t, i18n.language, 'auth:passwordResetRequest.failed')}
            </FormAlert>
          )}
          <TextInput
            {...register('email')}
            type="email"
            label={t('fields.email')}
            autoComplete="email"
            dir="ltr"
            required
            error={fieldErrorText(t, errors.email?.message)}
          />
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            {t('passwordResetRequest.submit')}
          </Button>
          {backToLogin}
        </Stack>
      </form>
    </AuthCard>
  );
}
