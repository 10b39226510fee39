import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { vatOf, vatRatePercent } from '../../../contract/cart/cart.schemas';
import { formatMoney, formatPercent } from '../../lib/format';
import { amountWithVatOf } from './offer-totals';

/**
 * An offer's amount before VAT, its 15% VAT and the total the buyer would pay: an accepted offer becomes
 * an invoice for the amount plus VAT (decision 014).
 */
export function OfferAmounts({ amount }: { amount: number }) {
  const { t, i18n } = useTranslation('tender-offers');
  const lang = i18n.language;
  // Decision 018 follow-up: shown as from a VAT-registered supplier (see amountWithVatOf).
  const vat = vatOf(amount, true);
  const rate = formatPercent(vatRatePercent, lang);
  const row = (label: string, value: number, isTotal = false, testId?: string) => (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid={testId}>
      <Text size="sm" fw={isTotal ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={isTotal ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(value, lang)}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4} data-testid="offer-amounts">
      {row(t('amounts.beforeVat'), amount, false, 'offer-amount-before-vat')}
      {row(t('amounts.vat', { rate }), vat, false, 'offer-amount-vat')}
      {row(t('amounts.withVat'), amountWithVatOf(amount), true, 'offer-amount-with-vat')}
    </Stack>
  );
}
