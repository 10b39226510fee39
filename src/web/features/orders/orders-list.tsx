import { Button, Container, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderStatuses, type OrderStatus } from '../../../contract/orders/orders.schemas';
import { PageSpinner } from '../../components/page-spinner';
import { OrderRow } from './order-row';
import { useOrders, type OrdersSide } from './use-orders';

type Tab = OrderStatus | 'all';
const tabs: readonly Tab[] = ['all', ...orderStatuses];

/**
 * `/buyer/orders` and `/supplier/orders`: the side's orders, newest first, by status tab (all, pending,
 * processing, shipped, completed, cancelled), a page at a time.
 */
export function OrdersList({ side }: { side: OrdersSide }) {
  const { t } = useTranslation('orders');
  const [tab, setTab] = useState<Tab>('all');
  const list = useOrders(side, tab === 'all' ? undefined : tab);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Container size="md" py="xl">
      <Title order={1}>{side === 'buyer' ? t('page.buyerTitle') : t('page.supplierTitle')}</Title>
      <Text c="dimmed" mt="xs">
        {side === 'buyer' ? t('page.buyerLead') : t('page.supplierLead')}
      </Text>
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'all')} mt="lg">
        <Tabs.List aria-label={t('tabs.label')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <div aria-live="polite" aria-busy={list.isFetching} aria-label={t('list.results')}>
        {list.isPending ? (
          <PageSpinner />
        ) : list.isError && items.length === 0 ? (
          <Paper withBorder p="lg" mt="lg" role="alert">
            <Text>{t('list.loadFailed')}</Text>
            <Button variant="light" mt="md" onClick={() => void list.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Paper>
        ) : items.length > 0 ? (
          <>
            <Stack component="ul" gap="sm" mt="lg" p={0} m={0} style={{ listStyle: 'none' }}>
              {items.map((order) => (
                <OrderRow key={order.id} order={order} side={side} />
              ))}
            </Stack>
            {list.isFetchNextPageError && (
              <Text c="red.8" mt="md" ta="center" role="alert">
                {t('list.loadMoreFailed')}
              </Text>
            )}
            {list.hasNextPage && (
              <Group justify="center" mt="lg">
                <Button
                  variant="default"
                  onClick={() => void list.fetchNextPage()}
                  loading={list.isFetchingNextPage}
                >
                  {t('list.loadMore')}
                </Button>
              </Group>
            )}
          </>
        ) : (
          <Paper withBorder p="xl" mt="lg" ta="center" data-testid="orders-empty">
            <IconPackageOff size={40} color="var(--mantine-color-gray-5)" aria-hidden />
            <Title order={2} size="h3" mt="sm">
              {tab === 'all' ? t('list.empty.title') : t('list.emptyFiltered.title')}
            </Title>
            <Text c="dimmed" mt="xs">
              {tab === 'all' ? t('list.empty.text') : t('list.emptyFiltered.text')}
            </Text>
            {side === 'buyer' && tab === 'all' && (
              <Button component={Link} to="/items" variant="light" mt="lg">
                {t('list.browse')}
              </Button>
            )}
          </Paper>
        )}
      </div>
    </Container>
  );
}
