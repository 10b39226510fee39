import { Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Invoice } from '../../../contract/invoices/invoices.schemas';
import { formatMoney } from '../../lib/format';
import { invoicePath, type InvoicesSide } from './use-invoices';

/**
 * Issue 24: what a credit note credits — the original invoice (a link), why, and what its issuer added —
 * shown under the credit note's number. Nothing on an invoice.
 */
export function CreditNoteReference({ invoice, side }: { invoice: Invoice; side: InvoicesSide }) {
  const { t } = useTranslation('invoices');
  if (invoice.documentType !== 'CREDIT_NOTE') return null;
  return (
    <Stack gap={4} data-testid="credit-note-reference">
      {invoice.originalInvoice && (
        <Text size="sm">
          {t('credit.original')}{' '}
          <Anchor component={Link} to={invoicePath(side, invoice.originalInvoice.id)}>
            <bdi>{invoice.originalInvoice.number}</bdi>
          </Anchor>
        </Text>
      )}
      {invoice.creditReason && (
        <Text size="sm" data-testid="credit-reason">
          {t('credit.reason')} {t(`creditReason.${invoice.creditReason}`)}
        </Text>
      )}
      {invoice.creditNote && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {t('credit.note')} <bdi>{invoice.creditNote}</bdi>
        </Text>
      )}
    </Stack>
  );
}

/**
 * Issue 24: an invoice's credit notes (each a link, with what it credits) and what they credit together.
 * Nothing when it has none.
 */
export function InvoiceCreditNotes({ invoice, side }: { invoice: Invoice; side: InvoicesSide }) {
  const { t, i18n } = useTranslation('invoices');
  const lang = i18n.language;
  if (invoice.creditNotes.length === 0) return null;
  return (
    <Paper
      withBorder
      p="md"
      mt="lg"
      component="section"
      aria-labelledby="invoice-credit-notes"
      data-testid="invoice-credit-notes"
    >
      <Title order={2} size="h5" id="invoice-credit-notes">
        {t('credit.notesTitle')}
      </Title>
      <List listStyleType="none" spacing={4} mt="xs" p={0}>
        {invoice.creditNotes.map((note) => (
          <List.Item key={note.id}>
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Anchor component={Link} to={invoicePath(side, note.id)}>
                {t('credit.noteLink')} <bdi>{note.number}</bdi>
              </Anchor>
              <Text size="sm">{formatMoney(note.total, lang)}</Text>
            </Group>
          </List.Item>
        ))}
      </List>
      <Group gap="xs" justify="space-between" wrap="wrap" mt="xs">
        <Text fw={700}>{t('credit.credited')}</Text>
        <Text fw={700} data-testid="invoice-credited">
          {formatMoney(invoice.creditedAmount, lang)}
        </Text>
      </Group>
    </Paper>
  );
}
