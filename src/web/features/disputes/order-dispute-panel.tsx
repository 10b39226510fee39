import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { DisputeActions, DisputeStatusBadge, DisputeSummary } from './dispute-view';
import { disputePath, openDisputePath, useOrderDispute, type DisputeSide } from './use-disputes';

/**
 * Issue 25, on an order's page: the buyer's "open a dispute" while it may, or the dispute with a link to
 * its page; the supplier's dispute in full, with its answer and acceptance.
 */
export function OrderDisputePanel({ side, orderId }: { side: DisputeSide; orderId: string }) {
  const { t, i18n } = useTranslation('disputes');
  const query = useOrderDispute(side, orderId);
  const state = query.data;
  if (!state) return null;
  const openUntil = state.openUntil ? formatDate(state.openUntil, i18n.language, { dateStyle: 'long' }) : '';
  const { dispute } = state;
  if (!dispute && !state.canOpen) {
    const why = state.ineligibility;
    if (side !== 'buyer' || (why !== 'WINDOW_PASSED' && why !== 'NOT_PAID_BY_CARD')) return null;
    return (
      <Text size="sm" c="dimmed">
        {t(`panel.ineligible.${why}`, { date: openUntil })}
      </Text>
    );
  }
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('panel.title')}
        </Title>
        {dispute && side === 'supplier' && (
          <>
            <DisputeSummary dispute={dispute} />
            <DisputeActions dispute={dispute} side="supplier" />
          </>
        )}
        {dispute && side === 'buyer' && (
          <Stack gap="xs" align="start">
            <DisputeStatusBadge status={dispute.status} />
            <Button component={Link} to={disputePath(dispute.id)} variant="light" mih={44}>
              {t('panel.view')}
            </Button>
          </Stack>
        )}
        {side === 'buyer' && state.canOpen && (
          <Stack gap="xs" align="start">
            <Text size="sm">{t('panel.openHint', { date: openUntil })}</Text>
            <Button
              component={Link}
              to={openDisputePath(orderId)}
              color="orange"
              variant="light"
              leftSection={<IconAlertTriangle size={18} aria-hidden />}
              mih={44}
            >
              {t('panel.open')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
