import { Alert, Text, Timeline } from '@mantine/core';
import { IconCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderStatus } from '../../../contract/orders/orders.schemas';
import { formatDate } from '../../lib/format';

const steps: readonly OrderStatus[] = ['PENDING', 'PROCESSING', 'SHIPPED', 'COMPLETED'];

/** Where the order is on its way (spec §4: shipped, then completed when the buyer confirms). */
export function OrderTimeline({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  if (order.status === 'CANCELLED') {
    return (
      <Alert color="gray" icon={<IconCircleX size={18} aria-hidden />}>
        {t('details.cancelled')}
      </Alert>
    );
  }
  const active = steps.indexOf(order.status);
  const dateOf: Partial<Record<OrderStatus, string | null>> = {
    SHIPPED: order.shippedAt && t('details.shippedAt', { date: formatDate(order.shippedAt, i18n.language) }),
    COMPLETED:
      order.completedAt && t('details.completedAt', { date: formatDate(order.completedAt, i18n.language) }),
  };
  return (
    <Timeline active={active} bulletSize={22} lineWidth={2} aria-label={t('details.timeline')}>
      {steps.map((step, index) => (
        <Timeline.Item
          key={step}
          title={t(`status.${step}`)}
          bullet={index <= active ? <IconCheck size={12} aria-hidden /> : undefined}
          aria-current={index === active ? 'step' : undefined}
        >
          {dateOf[step] && (
            <Text size="xs" c="dimmed">
              {dateOf[step]}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
