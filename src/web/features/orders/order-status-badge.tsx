import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../contract/orders/orders.schemas';

const colorOf: Record<OrderStatus, string> = {
  PENDING: 'yellow',
  PROCESSING: 'blue',
  SHIPPED: 'indigo',
  COMPLETED: 'green',
  CANCELLED: 'gray',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Badge color={colorOf[status]} variant="light" data-testid="order-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
