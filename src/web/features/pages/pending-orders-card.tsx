import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SupplierOverview } from '../../../contract/analytics/analytics.schemas';
import { formatNumber } from '../../lib/format';
import { OverviewCard } from './overview-card';

/** Orders waiting for the supplier: to confirm (PENDING) and to ship (PROCESSING). */
export function PendingOrdersCard({ pending }: { pending: SupplierOverview['pendingOrders'] | undefined }) {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language;
  return (
    <OverviewCard title={t('supplier.pendingOrders.title')} Icon={IconPackage}>
      {pending ? (
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm">{t('supplier.pendingOrders.toProcess')}</Text>
            <Text fw={700} data-testid="orders-to-process">
              {formatNumber(pending.toProcess, lang)}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm">{t('supplier.pendingOrders.toShip')}</Text>
            <Text fw={700} data-testid="orders-to-ship">
              {formatNumber(pending.toShip, lang)}
            </Text>
          </Group>
        </Stack>
      ) : (
        <Skeleton h={48} />
      )}
      <Button component={Link} to="/supplier/orders" variant="light" size="xs" mt="md">
        {t('supplier.pendingOrders.action')}
      </Button>
    </OverviewCard>
  );
}
