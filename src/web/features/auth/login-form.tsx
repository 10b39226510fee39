import { useState } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoginFormSchema, type LoginFormFields } from '../../../contract/auth/auth.schemas';
import { homePathOf, roleOf } from './session';
import { AuthCard } from './auth-card';
import { fieldErrorText, formErrorText, serverFieldErrors } from '../../lib/form-errors';
import { FormAlert } from './form-alert';
import { useLogin, type LoginValues } from './use-auth-api';

const fields = ['identifier', 'password'] as const;
const fieldByCode = { USER_NOT_FOUND: 'identifier', INVALID_CREDENTIALS: 'password' } as const;

/**
 * Login with an email or a 10-digit registration number (spec §5). A verified user goes to their
 * role's home; an unverified one to /verify-email with their email (spec §2).
 */
export function LoginForm() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const login = useLogin();
  // The failed call itself, so its text follows a language switch.
  const [formError, setFormError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormFields, unknown, LoginValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { identifier: '', password: '' },
  });

  const onSubmit = async (values: LoginValues) => {
    if (login.isPending) return;
    setFormError(null);
    try {
      const user = await login.mutateAsync(values);
      if (user.isEmailVerified) await navigate(homePathOf(roleOf(user)));
      else await navigate('/verify-email', { state: { email: user.email } });
    } catch (error) {
      const fieldErrors = serverFieldErrors<LoginFormFields>(error, fieldByCode, fields);
      fieldErrors.forEach(({ field, message }, index) =>
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (fieldErrors.length === 0) setFormError(error);
    }
  };

  return (
    <AuthCard title={t('login.title')} lead={t('login.lead')}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          {formError != null && <FormAlert>{formErrorText(formError, t, i18n.language)}</FormAlert>}
          <TextInput
            {...register('identifier')}
            label={t('login.identifier.label')}
            description={t('login.identifier.description')}
            autoComplete="username"
            dir="ltr"
            required
            error={fieldErrorText(t, errors.identifier?.message)}
          />
          <PasswordInput
            {...register('password')}
            label={t('fields.password')}
            autoComplete="current-password"
            dir="ltr"
            required
            aria-invalid={!!errors.password}
            error={fieldErrorText(t, errors.password?.message)}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/request-password-reset" size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            {t('login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to="/signup" fw={600}>
              {t('login.signup')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
