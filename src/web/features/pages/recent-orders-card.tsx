import { Anchor, Card, Group, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OverviewOrder } from '../../../contract/analytics/analytics.schemas';
import { formatDate, formatMoney } from '../../lib/format';
import { OrderStatusBadge } from '../orders/order-status-badge';

/** The supplier's five newest orders; the table scrolls inside the card on a phone. */
export function RecentOrdersCard({ orders }: { orders: readonly OverviewOrder[] | undefined }) {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language;
  const title = t('supplier.recentOrders.title');
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
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('supplier.recentOrders.number')}</Table.Th>
                <Table.Th>{t('supplier.recentOrders.buyer')}</Table.Th>
                <Table.Th>{t('supplier.recentOrders.date')}</Table.Th>
                <Table.Th>{t('supplier.recentOrders.status')}</Table.Th>
                <Table.Th ta="end">{t('supplier.recentOrders.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.map((order) => (
                <Table.Tr key={order.id} data-testid="recent-order">
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/supplier/orders/${encodeURIComponent(order.id)}`}
                      size="sm"
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      <bdi>{order.number}</bdi>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{order.buyer.businessName}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" component="time" dateTime={order.orderDate}>
                      {formatDate(order.orderDate, lang)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <OrderStatusBadge status={order.status} />
                  </Table.Td>
                  <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(order.totalPrice, lang)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
