import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import { useInvoiceTotals, type InvoiceFormControl } from './use-invoice-totals';

/**
 * The invoice's totals as typed: before VAT (delivery included), VAT 15% ("not charged" for a supplier
 * not VAT-registered, decision 018) and the total to pay.
 */
export function InvoiceTotalsSummary({ control }: { control: InvoiceFormControl }) {
  const { t, i18n } = useTranslation('invoice-form');
  const headingId = useId();
  const { subtotal, vat, total, delivery, isVatRegistered } = useInvoiceTotals(control);
  const row = (name: string, label: string, amount: number, isStrong = false) => (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size={isStrong ? 'md' : 'sm'} fw={isStrong ? 700 : 400}>
        {label}
      </Text>
      <Text size={isStrong ? 'lg' : 'sm'} fw={isStrong ? 800 : 500} data-testid={`totals-${name}`}>
        {formatMoney(amount, i18n.language)}
      </Text>
    </Group>
  );
  return (
    <Paper component="section" withBorder radius="md" p="lg" bg="gray.0" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('totals.title')}
      </Title>
      <Stack gap={6} mt="sm">
        {delivery && row('delivery', t('totals.deliveryFee'), delivery.net)}
        {row('subtotal', t('totals.subtotal'), subtotal)}
        {row('vat', isVatRegistered ? t('totals.vat') : t('totals.vatNotCharged'), vat)}
        <Divider my={4} />
        {row('total', t('totals.total'), total, true)}
      </Stack>
    </Paper>
  );
}
