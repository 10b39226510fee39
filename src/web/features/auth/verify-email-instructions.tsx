import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from './use-session';
import { ResendVerificationForm } from './resend-verification-form';

/** The email the page was opened with (signup, login and the route guard pass it as navigation state). */
function emailFromState(state: unknown): string | undefined {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email !== '' ? email : undefined;
}

/** What to do next after signup: open the emailed link, or have it sent again. */
export function VerifyEmailInstructions() {
  const { t } = useTranslation('auth');
  const email = emailFromState(useLocation().state);
  const { user } = useSession();
  return (
    <Stack gap="md">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
        <IconMailCheck size={32} />
      </ThemeIcon>
      <Text fw={600} size="lg">
        {t('verifyEmail.instructions.title')}
      </Text>
      <Text>
        {email ? (
          <Trans
            t={t}
            i18nKey="verifyEmail.instructions.withEmail"
            values={{ email }}
            components={{ email: <bdi /> }}
          />
        ) : (
          t('verifyEmail.instructions.withoutEmail')
        )}
      </Text>
      <Text c="dimmed" size="sm">
        {t('verifyEmail.instructions.help')}
      </Text>
      <ResendVerificationForm email={email} defaultEmail={user?.email} />
    </Stack>
  );
}
