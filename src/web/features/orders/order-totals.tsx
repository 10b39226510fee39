import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../contract/orders/orders.schemas';
import { formatMoney } from '../../lib/format';

/**
 * Products total, delivery fee, VAT (15%, decision 011; "not charged" when the supplier was not
 * VAT-registered at checkout, decision 018) and what was paid.
 */
export function OrderTotals({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const lines = [
    ['details.productsTotal', order.productsTotal],
    ['details.deliveryFee', order.deliveryFee],
    [order.isVatRegistered ? 'details.vat' : 'details.vatNotCharged', order.vat],
  ] as const;
  return (
    <Stack gap="xs" aria-label={t('details.summary')} role="group">
      {lines.map(([key, amount]) => (
        <Group key={key} justify="space-between">
          <Text c="dimmed">{t(key)}</Text>
          <Text>{formatMoney(amount, lang)}</Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{t('details.total')}</Text>
        <Text fw={800} fz="lg" data-testid="order-total">
          {formatMoney(order.totalPrice, lang)}
        </Text>
      </Group>
    </Stack>
  );
}
