import { useState, type FormEvent } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { formErrorText } from '../../lib/form-errors';
import { AuthCard } from '../auth/auth-card';
import { FormAlert } from '../auth/form-alert';
import type { OperatorSignInState } from './operator-layout';
import { useOperatorSecondFactor, useOperatorSignIn } from './use-operator-api';

/**
 * Issue 25: an operator's sign-in in two steps. The email and password answer a five-minute token (no
 * session); the authenticator's six digits (filled by the phone's one-time-code suggestion where it
 * offers one; Arabic-Indic digits too) or a recovery code then open the console.
 */
export function OperatorSignInForm() {
  const { t, i18n } = useTranslation('operators');
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as OperatorSignInState;
  const signIn = useOperatorSignIn();
  const secondFactor = useOperatorSecondFactor();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [isRecovery, setIsRecovery] = useState(false);
  const [secondFactorToken, setSecondFactorToken] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    setFailure(null);
    try {
      const challenge = await signIn.mutateAsync({ email, password });
      setSecondFactorToken(challenge.secondFactorToken);
      setPassword('');
    } catch (error) {
      setFailure(error);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (secondFactor.isPending || !secondFactorToken) return;
    setFailure(null);
    try {
      await secondFactor.mutateAsync({ secondFactorToken, code });
      const from = state.from && state.from.startsWith('/operator') ? state.from : '/operator';
      await navigate(from, { replace: true });
    } catch (error) {
      setCode('');
      setFailure(error);
    }
  };

  const startOver = () => {
    setSecondFactorToken(null);
    setCode('');
    setFailure(null);
  };

  const failureAlert = failure != null && <FormAlert>{formErrorText(failure, t, i18n.language)}</FormAlert>;

  if (!secondFactorToken) {
    return (
      <AuthCard title={t('signIn.title')} lead={t('signIn.lead')}>
        <form onSubmit={(event) => void submitPassword(event)} noValidate>
          <Stack gap="md">
            {state.hasSessionEnded && failure == null && (
              <FormAlert kind="info">{t('signIn.sessionEnded')}</FormAlert>
            )}
            {failureAlert}
            <TextInput
              label={t('signIn.email')}
              type="email"
              autoComplete="username"
              dir="ltr"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordInput
              label={t('signIn.password')}
              autoComplete="current-password"
              dir="ltr"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
              {t('signIn.continue')}
            </Button>
          </Stack>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('signIn.secondFactorTitle')}
      lead={isRecovery ? t('signIn.recoveryLead') : t('signIn.secondFactorLead')}
    >
      <form onSubmit={(event) => void submitCode(event)} noValidate>
        <Stack gap="md">
          {failureAlert}
          {isRecovery ? (
            <TextInput
              key="recovery"
              label={t('signIn.recoveryCode')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              dir="ltr"
              required
              data-autofocus
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
          ) : (
            <TextInput
              key="code"
              label={t('signIn.code')}
              description={t('signIn.codeDescription')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              dir="ltr"
              required
              data-autofocus
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              styles={{ input: { letterSpacing: '0.3em', fontSize: 'var(--mantine-font-size-lg)' } }}
            />
          )}
          <Button type="submit" size="md" fullWidth loading={secondFactor.isPending}>
            {t('signIn.signIn')}
          </Button>
          <Anchor
            component="button"
            type="button"
            size="sm"
            mih={44}
            onClick={() => {
              setIsRecovery(!isRecovery);
              setCode('');
            }}
          >
            {isRecovery ? t('signIn.useAuthenticator') : t('signIn.useRecoveryCode')}
          </Anchor>
          <Text size="sm" ta="center">
            <Anchor component="button" type="button" onClick={startOver} mih={44}>
              {t('signIn.startOver')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
