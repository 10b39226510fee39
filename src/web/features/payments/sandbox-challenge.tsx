import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../lib/form-errors';
import { formatMoney } from '../../lib/format';
import { SandboxTestCards } from './sandbox-test-cards';
import { useAnswerSandboxCharge, useSandboxCharge } from './use-payments';

/**
 * The sandbox's stand-in for a bank's 3-D Secure page (decision 011). It says plainly that it is a test;
 * its answer sends the browser to the callback with `tap_id`, exactly as Tap does.
 */
export function SandboxChallenge({ chargeId }: { chargeId: string }) {
  const { t, i18n } = useTranslation('payments');
  const charge = useSandboxCharge(chargeId);
  const answer = useAnswerSandboxCharge(chargeId);

  const send = (choice: 'approve' | 'decline') =>
    answer.mutate(choice, { onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl) });

  let body;
  if (charge.isPending) {
    body = <Skeleton height={120} />;
  } else if (charge.isError) {
    body = (
      <Alert color="red" title={t('sandbox.loadFailed')}>
        {formErrorText(charge.error, t, i18n.language)}
      </Alert>
    );
  } else {
    const isOpen = charge.data.status === 'INITIATED';
    body = (
      <Stack gap="md">
        <Group justify="space-between">
          <Text c="dimmed">{t('sandbox.amount')}</Text>
          <Text fw={700} size="xl">
            {formatMoney(charge.data.amount, i18n.language)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text c="dimmed">{t('sandbox.card')}</Text>
          <Text>
            {charge.data.brand} <bdi>•••• {charge.data.last4}</bdi>
          </Text>
        </Group>
        {!isOpen && <Alert color="gray">{t('sandbox.answered')}</Alert>}
        {answer.isError && (
          <Alert color="red" title={t('sandbox.answerFailed')}>
            {formErrorText(answer.error, t, i18n.language)}
          </Alert>
        )}
        {/* One under the other on a phone: side by side, "Approve payment" does not fit half of 390 px. */}
        <SimpleGrid cols={{ base: 1, xs: isOpen ? 2 : 1 }} spacing="sm">
          <Button
            color="teal"
            onClick={() => send('approve')}
            loading={answer.isPending && answer.variables === 'approve'}
            disabled={answer.isPending || answer.isSuccess}
          >
            {isOpen ? t('sandbox.approve') : t('sandbox.continue')}
          </Button>
          {isOpen && (
            <Button
              color="red"
              variant="light"
              onClick={() => send('decline')}
              loading={answer.isPending && answer.variables === 'decline'}
              disabled={answer.isPending || answer.isSuccess}
            >
              {t('sandbox.decline')}
            </Button>
          )}
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Container size="xs" py="xl">
      <Stack gap="lg">
        <Group gap="sm">
          <Title order={1} size="h2">
            {t('sandbox.pageTitle')}
          </Title>
          <Badge color="orange" size="lg">
            {t('sandbox.badge')}
          </Badge>
        </Group>
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
          {t('sandbox.notice')}
        </Alert>
        <Text c="dimmed">{t('sandbox.lead')}</Text>
        <Paper withBorder radius="md" p="lg">
          {body}
        </Paper>
        <SandboxTestCards />
      </Stack>
    </Container>
  );
}
