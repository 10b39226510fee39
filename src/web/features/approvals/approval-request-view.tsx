import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../lib/format';
import { formErrorText } from '../../lib/form-errors';
import { spinnerSize } from '../../lib/ui-constants';
import { ApprovalBasket } from './approval-basket';
import { ApprovalChanges } from './approval-changes';
import { ApprovalStatusBadge } from './approval-status-badge';
import { DeclineDialog } from './decline-dialog';
import { useApprovalRequest, useApprove, useCancelApproval, useDecline } from './use-approvals';

/**
 * One approval request (issue 26): who asked and when, their note, the basket by supplier with VAT,
 * delivery and total, what changed since, and — for an approver who may decide it — approve, or decline
 * with a reason in a modal. The requester sees its status and may cancel it while it waits.
 */
export function ApprovalRequestView({ id }: { id: string }) {
  const { t, i18n } = useTranslation('approvals');
  const lang = i18n.resolvedLanguage ?? 'ar';
  const { data: request, isPending, isError, refetch } = useApprovalRequest(id);
  const approve = useApprove();
  const decline = useDecline();
  const cancel = useCancelApproval();
  const [isDeclining, setIsDeclining] = useState(false);
  const failed = approve.error ?? decline.error ?? cancel.error;

  if (isPending) {
    return (
      <Center py="xl">
        <Loader size={spinnerSize} aria-label={t('page.loading')} />
      </Center>
    );
  }
  if (isError || !request) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" role="alert">
          <Stack gap="xs" align="start">
            {t('page.loadFailed')}
            <Button variant="light" onClick={() => void refetch()} mih={44}>
              {t('page.retry')}
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Anchor component={Link} to="/buyer/approvals" size="sm">
          {t('page.back')}
        </Anchor>
        <Group justify="space-between" gap="sm">
          <Title order={1} size="h2">
            {t('page.detailTitle')}
          </Title>
          <ApprovalStatusBadge status={request.status} />
        </Group>
        <Paper withBorder radius="md" p="md">
          <Stack gap={4}>
            <Text fw={600}>{t('request.requestedBy', { name: request.requester.name })}</Text>
            <Text size="sm" c="dimmed">
              {t('request.sentAt', {
                date: formatDate(request.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </Text>
            {request.note && (
              <Stack gap={0} mt="xs">
                <Text size="sm" fw={600}>
                  {t('request.note')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="approval-note">
                  {request.note}
                </Text>
              </Stack>
            )}
            {request.decidedBy && request.decidedAt && (
              <Text size="sm" mt="xs">
                {t('request.decidedBy', {
                  name: request.decidedBy.name,
                  date: formatDate(request.decidedAt, lang),
                })}
              </Text>
            )}
            {request.declineReason && (
              <Text size="sm" c="red">
                {t('request.declineReason', { reason: request.declineReason })}
              </Text>
            )}
          </Stack>
        </Paper>
        <ApprovalBasket basket={request.basket} />
        {request.current && (
          <Stack gap="xs">
            <ApprovalChanges changes={request.changes} />
            {request.current.total !== request.basket.total && (
              <Text size="sm">
                {t('basket.currentTotal', { total: formatMoney(request.current.total, lang) })}
              </Text>
            )}
          </Stack>
        )}
        {failed && (
          <Alert color="red" role="alert" title={t('actions.failed')}>
            {formErrorText(failed, t, lang, 'approvals:actions.failed')}
          </Alert>
        )}
        {request.canDecide && (
          <Group grow gap="sm">
            <Button
              color="teal"
              mih={44}
              loading={approve.isPending}
              onClick={() => approve.mutate(request.id)}
            >
              {t('actions.approve')}
            </Button>
            <Button color="red" variant="light" mih={44} onClick={() => setIsDeclining(true)}>
              {t('actions.decline')}
            </Button>
          </Group>
        )}
        {request.canCancel && (
          <Button
            variant="default"
            mih={44}
            loading={cancel.isPending}
            onClick={() => cancel.mutate(request.id)}
          >
            {t('actions.cancel')}
          </Button>
        )}
      </Stack>
      <DeclineDialog
        opened={isDeclining}
        isPending={decline.isPending}
        onClose={() => setIsDeclining(false)}
        onConfirm={(reason) =>
          decline.mutate({ id: request.id, reason }, { onSuccess: () => setIsDeclining(false) })
        }
      />
    </Container>
  );
}
