import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Invoice } from '../../../contract/invoices/invoices.schemas';
import { formatDate, formatMoney } from '../../lib/format';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { invoicePath, type InvoicesSide } from './use-invoices';

/** One invoice in a list: number, issue date, the other business, total and status. */
export function InvoiceRow({ invoice, side }: { invoice: Invoice; side: InvoicesSide }) {
  const { t, i18n } = useTranslation('invoices');
  const lang = i18n.language;
  return (
    <Paper component="li" withBorder p="md" data-testid="invoice-row">
      <Group justify="space-between" align="start" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0}>
          <Anchor component={Link} to={invoicePath(side, invoice.id)} fw={700}>
            {t('list.invoice')} <bdi>{invoice.number}</bdi>
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('list.issuedOn', { date: formatDate(invoice.issuedAt, lang) })}
          </Text>
          <Text size="sm">
            {side === 'buyer'
              ? t('list.seller', { name: invoice.seller.businessName })
              : t('list.buyer', { name: invoice.buyer.businessName })}
          </Text>
        </Stack>
        <Stack gap={6} align="end">
          <Text fw={700}>{t('list.total', { total: formatMoney(invoice.total, lang) })}</Text>
          <InvoiceStatusBadge status={invoice.status} />
        </Stack>
      </Group>
    </Paper>
  );
}
