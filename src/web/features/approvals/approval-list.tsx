import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { approvalStatuses, type ApprovalStatus } from '../../../contract/approvals/approvals.schemas';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { spinnerSize } from '../../lib/ui-constants';
import { ApprovalStatusBadge } from './approval-status-badge';
import { useApprovalRequests } from './use-approvals';

/**
 * The approvals page (issue 26): an approver sees the business's requests, anyone else their own,
 * newest first, as cards (phones first), filtered by status; pending ones first by default.
 */
export function ApprovalList() {
  const { t, i18n } = useTranslation('approvals');
  const lang = i18n.resolvedLanguage ?? 'ar';
  const [status, setStatus] = useState<ApprovalStatus | undefined>('PENDING');
  const list = useApprovalRequests(status);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm" align="end">
          <Title order={1} size="h2">
            {t('page.title')}
          </Title>
          <Select
            label={t('filter.label')}
            w={200}
            value={status ?? 'ALL'}
            onChange={(value) => setStatus(!value || value === 'ALL' ? undefined : (value as ApprovalStatus))}
            data={[
              { value: 'ALL', label: t('filter.all') },
              ...approvalStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
            ]}
            allowDeselect={false}
          />
        </Group>
        {list.isPending ? (
          <Center py="xl">
            <Loader size={spinnerSize} aria-label={t('page.loading')} />
          </Center>
        ) : list.isError ? (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="start">
              {t('page.loadFailed')}
              <Button variant="light" mih={44} onClick={() => void list.refetch()}>
                {t('page.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : items.length === 0 ? (
          <Text c="dimmed" py="lg" ta="center">
            {t('page.empty')}
          </Text>
        ) : (
          <Stack gap="sm">
            {items.map((request) => (
              <Paper key={request.id} withBorder radius="md" p="md" data-testid="approval-card">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs">
                    <Text fw={700}>{formatMoney(request.total, lang)}</Text>
                    <ApprovalStatusBadge status={request.status} />
                  </Group>
                  <Text size="sm">{t('request.requestedBy', { name: request.requester.name })}</Text>
                  <Text size="sm" c="dimmed">
                    {t('request.suppliers', {
                      count: request.supplierCount,
                      formattedCount: formatNumber(request.supplierCount, lang),
                    })}
                    {' · '}
                    {formatDate(request.createdAt, lang)}
                  </Text>
                  {request.note && (
                    <Text size="sm" lineClamp={2}>
                      {request.note}
                    </Text>
                  )}
                  <Anchor component={Link} to={`/buyer/approvals/${request.id}`} fw={600} py={10}>
                    {t('request.open')}
                  </Anchor>
                </Stack>
              </Paper>
            ))}
            {list.hasNextPage && (
              <Button
                variant="default"
                mih={44}
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {t('page.more')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
