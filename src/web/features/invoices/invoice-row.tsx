import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Invoice } from '../../../contract/invoices/invoices.schemas';
import { formatDate, formatMoney } from '../../lib/format';
import { amountOwedOf } from './invoice-amounts';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { invoicePath, type InvoicesSide } from './use-invoices';
import { isolate } from '../../lib/bidi';

/**
 * One invoice in a list: number, what it is for, issue date, the other business, total and status, and
 * what is still owed while it is unpaid; a credit note (issue 24) marked, with the invoice it credits.
 */
export function InvoiceRow({ invoice, side }: { invoice: Invoice; side: InvoicesSide }) {
  const { t, i18n } = useTranslation('invoices');
  const lang = i18n.language;
  const owed = amountOwedOf(invoice);
  // Issue 24: a credit note is marked, names the invoice it credits and has no status of its own.
  const isCreditNote = invoice.documentType === 'CREDIT_NOTE';
  return (
    <Paper component="li" withBorder p="md" data-testid="invoice-row">
      <Group justify="space-between" align="start" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={invoicePath(side, invoice.id)} fw={700}>
              {t(isCreditNote ? 'list.creditNote' : 'list.invoice')} <bdi>{invoice.number}</bdi>
            </Anchor>
            {isCreditNote && (
              <Badge color="grape" variant="light" data-testid="credit-note-badge">
                {t('list.creditNoteBadge')}
              </Badge>
            )}
            <Badge color="gray" variant="outline" data-testid="invoice-kind">
              {t(`kind.${invoice.kind}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('list.issuedOn', { date: formatDate(invoice.issuedAt, lang) })}
          </Text>
          {isCreditNote && invoice.originalInvoice && (
            <Text size="sm" data-testid="credit-note-original">
              {t('list.credits', { number: isolate(invoice.originalInvoice.number) })}
            </Text>
          )}
          <Text size="sm">
            {side === 'buyer'
              ? t('list.seller', { name: isolate(invoice.seller.businessName) })
              : t('list.buyer', { name: isolate(invoice.buyer.businessName) })}
          </Text>
        </Stack>
        <Stack gap={6} align="end">
          <Text fw={700}>
            {t(isCreditNote ? 'list.creditTotal' : 'list.total', { total: formatMoney(invoice.total, lang) })}
          </Text>
          {owed !== null && (
            <Text size="sm" data-testid="invoice-owed">
              {t('list.owed', { amount: formatMoney(owed, lang) })}
            </Text>
          )}
          {!isCreditNote && <InvoiceStatusBadge status={invoice.status} />}
        </Stack>
      </Group>
    </Paper>
  );
}
