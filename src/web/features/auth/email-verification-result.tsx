import { useEffect, useRef } from 'react';
import { Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from './use-session';
import { homePathOf } from './session';
import { formErrorText } from '../../lib/form-errors';
import { FormAlert } from './form-alert';
import { ResendVerificationForm } from './resend-verification-form';
import { useVerifyEmail } from './use-auth-api';

/**
 * Verifies the emailed token once, as the page opens, then offers to continue: to the role's home when
 * signed in, to login otherwise. A bad or expired link offers a new one.
 */
export function EmailVerificationResult({ token }: { token: string }) {
  const { t, i18n } = useTranslation('auth');
  const { role, user } = useSession();
  const { mutate: verify, status, error } = useVerifyEmail();
  const hasStarted = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice; a token is sent once.
    if (hasStarted.current) return;
    hasStarted.current = true;
    verify(token);
  }, [token, verify]);

  if (status === 'idle' || status === 'pending') {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>{t('verifyEmail.verifying')}</Text>
        </Stack>
      </Center>
    );
  }

  if (status === 'error') {
    return (
      <Stack gap="md">
        <FormAlert title={t('verifyEmail.failed.title')}>
          {formErrorText(error, t, i18n.language, 'auth:verifyEmail.failed.text')}
        </FormAlert>
        <Text>{t('verifyEmail.failed.help')}</Text>
        <ResendVerificationForm defaultEmail={user?.email} />
      </Stack>
    );
  }

  const continuePath = role === 'buyer' || role === 'supplier' ? homePathOf(role) : '/login';
  return (
    <Stack align="center" ta="center" gap="sm" py="md">
      <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
        <IconCircleCheck size={40} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {t('verifyEmail.success.title')}
      </Title>
      <Text c="dimmed">{t('verifyEmail.success.text')}</Text>
      <Button component={Link} to={continuePath} mt="md" size="md">
        {t('verifyEmail.success.continue')}
      </Button>
    </Stack>
  );
}
