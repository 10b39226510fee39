import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '../../../contract/orders/orders.schemas';
import { formatDate, formatMoney } from '../../lib/format';
import { OrderStatusBadge } from './order-status-badge';
import { PaidMarker } from './paid-marker';
import { orderPath, type OrdersSide } from './use-orders';
import { isolate } from '../../lib/bidi';

/** One order in a list: number, date, the other business, total, paid marker and status. */
export function OrderRow({ order, side }: { order: Order; side: OrdersSide }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  return (
    <Paper component="li" withBorder p="md" data-testid="order-row">
      <Group justify="space-between" align="start" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0}>
          <Anchor component={Link} to={orderPath(side, order.id)} fw={700}>
            {t('details.heading')} <bdi>{order.number}</bdi>
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('list.placedOn', { date: formatDate(order.orderDate, lang) })}
          </Text>
          <Text size="sm">
            {side === 'buyer'
              ? t('list.supplier', { name: isolate(order.supplier.businessName) })
              : t('list.buyer', {
                  name: isolate(order.buyer.businessName),
                  city: isolate(order.buyer.city),
                })}
          </Text>
          {/* Issue 26: which member of the buyer placed it (none on orders from before members). */}
          {order.placedBy && (
            <Text size="sm" c="dimmed" data-testid="order-placed-by">
              {t('attribution.placedBy', { name: isolate(order.placedBy.name) })}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="end">
          <Text fw={700}>{t('list.total', { total: formatMoney(order.totalPrice, lang) })}</Text>
          <Group gap="xs">
            <PaidMarker isPaid={order.isPaid} />
            <OrderStatusBadge status={order.status} />
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
