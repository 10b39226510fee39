import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../contract/invoices/invoices.schemas';
import { formatMoney } from '../../lib/format';

/**
 * Total before VAT, VAT and total with VAT (a plain invoice: that no VAT is charged, and its total), then
 * the total in Arabic words (a legal line on Saudi invoices). Amounts stay on one line: on a phone the
 * labels wrap instead.
 */
export function InvoiceTotals({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('invoices');
  const lang = i18n.language;
  return (
    <Stack gap="xs" role="group" aria-label={t('details.totals')} data-testid="invoice-totals">
      {invoice.isTaxInvoice ? (
        <>
          <Group justify="space-between" wrap="nowrap">
            <Text c="dimmed">{t('details.subtotal')}</Text>
            <Text style={{ whiteSpace: 'nowrap' }}>{formatMoney(invoice.subtotal, lang)}</Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text c="dimmed">{t('details.vatTotal')}</Text>
            <Text style={{ whiteSpace: 'nowrap' }}>{formatMoney(invoice.vat, lang)}</Text>
          </Group>
        </>
      ) : (
        // Decision 018: a seller not registered for VAT charges none; "before" and "with VAT" mean nothing.
        <Text c="dimmed" data-testid="invoice-vat-not-charged">
          {t('details.vatNotCharged')}
        </Text>
      )}
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t(invoice.isTaxInvoice ? 'details.total' : 'details.plainTotal')}</Text>
        <Text fw={800} fz="lg" style={{ whiteSpace: 'nowrap' }} data-testid="invoice-total">
          {formatMoney(invoice.total, lang)}
        </Text>
      </Group>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {t('details.totalInWords')}
        </Text>
        <Text lang="ar" dir="rtl" ta="start" fw={600} data-testid="invoice-total-words">
          {invoice.totalInWords}
        </Text>
      </Stack>
    </Stack>
  );
}
