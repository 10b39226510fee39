import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { vatRatePercent, type Cart } from '../../../contract/cart/cart.schemas';
import { formatMoney, formatPercent } from '../../lib/format';

/**
 * The cart's totals (spec §2): products, delivery fees, VAT 15% (decision 011), and what is paid. VAT reads
 * "not charged" when no supplier of the cart is VAT-registered (decision 018; each group says so too).
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t, i18n } = useTranslation('cart');
  const lang = i18n.resolvedLanguage ?? 'en';
  const isVatCharged = cart.groups.some((group) => group.isVatRegistered);
  const rows = [
    { key: 'products', label: t('summary.productsTotal'), amount: cart.productsTotal },
    { key: 'delivery', label: t('summary.deliveryFees'), amount: cart.deliveryFees },
    {
      key: 'vat',
      label: isVatCharged
        ? t('summary.vat', { rate: formatPercent(vatRatePercent, lang) })
        : t('summary.vatNotCharged'),
      amount: cart.vat,
    },
  ];
  return (
    <Stack gap={6} aria-label={t('summary.title')} component="section">
      {rows.map((row) => (
        <Group key={row.key} justify="space-between" data-testid={`summary-${row.key}`}>
          <Text c="dimmed">{row.label}</Text>
          <Text>{formatMoney(row.amount, lang)}</Text>
        </Group>
      ))}
      <Divider my={4} />
      <Group justify="space-between" data-testid="summary-total">
        <Text fw={700}>{t('summary.total')}</Text>
        <Text fw={800} fz="lg">
          {formatMoney(cart.total, lang)}
        </Text>
      </Group>
    </Stack>
  );
}
