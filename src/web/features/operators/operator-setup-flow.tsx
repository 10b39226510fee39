import { useEffect, useState, type FormEvent } from 'react';
import { Anchor, Button, Code, Image, List, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { fieldErrorText, formErrorText } from '../../lib/form-errors';
import { AuthCard } from '../auth/auth-card';
import { FormAlert } from '../auth/form-alert';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { useCompleteSetup, useStartSetup } from './use-operator-api';

const fieldOfCode: Record<string, 'password' | 'confirmPassword' | 'code'> = {
  PASSWORD_WEAK: 'password',
  PASSWORD_MISMATCH: 'confirmPassword',
  SECOND_FACTOR_INVALID: 'code',
};

/**
 * Issue 25: the setup link (`/operator/setup?token=…`, 72 hours, once). The operator scans the QR code
 * of a new authenticator secret (or types the secret), chooses a password, confirms with the
 * authenticator's code, and sees the 10 recovery codes once.
 */
export function OperatorSetupFlow() {
  const { t, i18n } = useTranslation('operators');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const start = useStartSetup();
  const complete = useCompleteSetup();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { mutate: startSetup } = start;

  useEffect(() => {
    if (token) startSetup(token);
  }, [token, startSetup]);

  if (recoveryCodes) {
    return (
      <AuthCard title={t('setup.doneTitle')} lead={t('setup.doneLead')} size={520}>
        <Stack gap="lg">
          <RecoveryCodesPanel codes={recoveryCodes} />
          <Button component={Link} to="/operator/sign-in" size="md" fullWidth>
            {t('setup.toSignIn')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (!token || start.isError) {
    return (
      <AuthCard title={t('setup.title')}>
        <FormAlert>
          {start.error instanceof ApiError && start.error.code === 'TOKEN_EXPIRED'
            ? t('setup.linkExpired')
            : start.isError && !(start.error instanceof ApiError && start.error.code === 'TOKEN_INVALID')
              ? formErrorText(start.error, t, i18n.language)
              : t('setup.linkInvalid')}
        </FormAlert>
      </AuthCard>
    );
  }
  const enrolment = start.data;
  if (!enrolment) return <AuthCard title={t('setup.title')}>{t('setup.preparing')}</AuthCard>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (complete.isPending) return;
    setFailure(null);
    try {
      const answer = await complete.mutateAsync({ token, password, confirmPassword, code });
      setRecoveryCodes(answer.recoveryCodes);
    } catch (error) {
      setFailure(error);
    }
  };
  const failedField = failure instanceof ApiError ? fieldOfCode[failure.code] : undefined;
  const issueField = (field: string) =>
    failure instanceof ApiError && failure.code === 'VALIDATION_FAILED'
      ? ((failure.details?.issues as { path?: string; message?: string }[] | undefined) ?? []).find(
          (issue) => issue.path === `body.${field}`,
        )?.message
      : undefined;
  const errorOf = (field: 'password' | 'confirmPassword' | 'code') =>
    failedField === field ? fieldErrorText(t, (failure as ApiError).code) : issueField(field);

  return (
    <AuthCard title={t('setup.title')} lead={t('setup.lead', { name: enrolment.name })} size={520}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {failure != null && !failedField && !issueField('password') && !issueField('code') && (
            <FormAlert>{formErrorText(failure, t, i18n.language)}</FormAlert>
          )}
          <Text fw={700}>{t('setup.scanTitle')}</Text>
          <List type="ordered" size="sm" spacing={4}>
            <List.Item>{t('setup.scanStep1')}</List.Item>
            <List.Item>{t('setup.scanStep2')}</List.Item>
          </List>
          <Image
            src={enrolment.qrCode}
            alt={t('setup.qrAlt')}
            w={200}
            h={200}
            mx="auto"
            bg="white"
            data-testid="authenticator-qr"
          />
          <Text size="sm">{t('setup.secretLabel')}</Text>
          <Code block dir="ltr" style={{ wordBreak: 'break-all' }} data-testid="authenticator-secret">
            {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
          </Code>
          <TextInput
            label={t('signIn.email')}
            value={enrolment.email}
            readOnly
            dir="ltr"
            autoComplete="username"
          />
          <PasswordInput
            label={t('setup.password')}
            description={t('setup.passwordRules')}
            autoComplete="new-password"
            dir="ltr"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errorOf('password')}
          />
          <PasswordInput
            label={t('setup.confirmPassword')}
            autoComplete="new-password"
            dir="ltr"
            required
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.currentTarget.value)}
            error={errorOf('confirmPassword')}
          />
          <TextInput
            label={t('setup.code')}
            description={t('signIn.codeDescription')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            dir="ltr"
            required
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={errorOf('code')}
          />
          <Button type="submit" size="md" fullWidth loading={complete.isPending}>
            {t('setup.submit')}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            <Anchor component={Link} to="/operator/sign-in" size="xs">
              {t('setup.haveAccount')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
