import { Anchor, Card, Group, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OverviewOrder } from '../../../contract/analytics/analytics.schemas';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/responsive-table';
import { formatDate, formatMoney } from '../../lib/format';
import { OrderStatusBadge } from '../orders/order-status-badge';

/** The supplier's five newest orders; a card each where the overview's card is narrow. */
export function RecentOrdersCard({ orders }: { orders: readonly OverviewOrder[] | undefined }) {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language;
  const title = t('supplier.recentOrders.title');
  const columns: ResponsiveColumn<OverviewOrder>[] = [
    {
      key: 'number',
      label: t('supplier.recentOrders.number'),
      primary: true,
      nowrap: true,
      cell: (order) => (
        <Anchor component={Link} to={`/supplier/orders/${encodeURIComponent(order.id)}`} size="sm">
          <bdi>{order.number}</bdi>
        </Anchor>
      ),
    },
    {
      key: 'buyer',
      label: t('supplier.recentOrders.buyer'),
      cell: (order) => <Text size="sm">{order.buyer.businessName}</Text>,
    },
    {
      key: 'date',
      label: t('supplier.recentOrders.date'),
      nowrap: true,
      cell: (order) => (
        <Text size="sm" component="time" dateTime={order.orderDate}>
          {formatDate(order.orderDate, lang)}
        </Text>
      ),
    },
    {
      key: 'status',
      label: t('supplier.recentOrders.status'),
      cell: (order) => <OrderStatusBadge status={order.status} />,
    },
    {
      key: 'total',
      label: t('supplier.recentOrders.total'),
      numeric: true,
      nowrap: true,
      cell: (order) => formatMoney(order.totalPrice, lang),
    },
  ];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Text fw={700}>{title}</Text>
        <Anchor component={Link} to="/supplier/orders" size="sm">
          {t('supplier.recentOrders.all')}
        </Anchor>
      </Group>
      {!orders ? (
        <Skeleton h={120} />
      ) : orders.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('supplier.recentOrders.empty')}
        </Text>
      ) : (
        <ResponsiveTable
          columns={columns}
          rows={orders}
          rowKey={(order) => order.id}
          rowProps={() => ({ 'data-testid': 'recent-order' })}
          cardsBelow={640}
          tableProps={{ verticalSpacing: 'xs' }}
        />
      )}
    </Card>
  );
}
