import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Invoice } from '../../../contract/invoices/invoices.schemas';
import { formatDate, formatHijriDate } from '../../lib/format';
import { CreditNoteReference, InvoiceCreditNotes } from './invoice-credit';
import { InvoiceLinesTable } from './invoice-lines-table';
import { InvoiceParty } from './invoice-party';
import { InvoicePaymentSummary } from './invoice-payment-summary';
import { InvoiceQrCode } from './invoice-qr-code';
import { InvoiceRemarks } from './invoice-remarks';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { InvoiceTotals } from './invoice-totals';
import { invoiceOrderPath, type InvoicesSide } from './use-invoices';
import { isolate } from '../../lib/bidi';

/** The document's title: a credit note («إشعار دائن», issue 24), a tax invoice or a plain one. */
const titleKeyOf = (invoice: Invoice) =>
  invoice.documentType === 'CREDIT_NOTE'
    ? 'details.creditNoteTitle'
    : invoice.isTaxInvoice
      ? 'details.title'
      : 'details.plainTitle';

/**
 * The invoice itself (a tax invoice, or a plain one from a seller not VAT-registered), as shown and printed (the print stylesheet keeps only `.invoice-print`): title,
 * number, issue date (with the Hijri date), kind and order, the ZATCA QR code, seller and buyer, lines,
 * payment summary, totals and remarks. A credit note (issue 24) names the invoice it credits and why, in
 * place of payment; an invoice lists its credit notes. Serves the buyer's and supplier's invoices and the platform's
 * invoices for Premium months.
 */
export function InvoiceDocument({ invoice, side }: { invoice: Invoice; side: InvoicesSide }) {
  const { t, i18n } = useTranslation('invoices');
  const lang = i18n.language;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt="md" className="invoice-print" data-testid="invoice">
      <Group justify="space-between" align="start" gap="md">
        <Stack gap={4}>
          {/* Decision 018: a seller not VAT-registered issues a plain invoice, not a tax invoice. */}
          <Title order={1}>{t(titleKeyOf(invoice))}</Title>
          <Text fw={600}>
            {t(invoice.documentType === 'CREDIT_NOTE' ? 'details.creditNoteNumber' : 'details.number')}{' '}
            <bdi style={{ whiteSpace: 'nowrap' }}>{invoice.number}</bdi>
          </Text>
          <Text size="sm">
            {t('details.issuedAt')}{' '}
            {formatDate(invoice.issuedAt, lang, { dateStyle: 'long', timeStyle: 'short' })}
          </Text>
          <Text size="xs" c="dimmed">
            {formatHijriDate(invoice.issuedAt, lang)}
          </Text>
          {/* Issue 26: the seller's member who issued it (none on order invoices and older ones). */}
          {invoice.issuedBy && (
            <Text size="sm" data-testid="invoice-issued-by">
              {t('attribution.issuedBy', { name: isolate(invoice.issuedBy.name) })}
            </Text>
          )}
          <Text size="sm" data-testid="invoice-kind">
            {t('details.kind')} {t(`kind.${invoice.kind}`)}
          </Text>
          {invoice.orderId && invoice.orderNumber && (
            <Text size="sm">
              {t('details.order')}{' '}
              <Anchor component={Link} to={invoiceOrderPath(side, invoice.orderId)}>
                <bdi>{invoice.orderNumber}</bdi>
              </Anchor>
            </Text>
          )}
          <CreditNoteReference invoice={invoice} side={side} />
          {/* A credit note is neither answered nor paid: it has no status to show. */}
          {invoice.documentType === 'INVOICE' && (
            <Group gap="xs" mt={4} className="print-hidden">
              <InvoiceStatusBadge status={invoice.status} />
            </Group>
          )}
        </Stack>
        {invoice.qrCode && <InvoiceQrCode text={invoice.qrCode} />}
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="lg" className="invoice-parties">
        <InvoiceParty role="seller" party={invoice.seller} isTaxInvoice={invoice.isTaxInvoice} />
        <InvoiceParty role="buyer" party={invoice.buyer} />
      </SimpleGrid>

      <Title order={2} size="h4" mt="lg">
        {t('details.lines')}
      </Title>
      <InvoiceLinesTable lines={invoice.lines} isTaxInvoice={invoice.isTaxInvoice} />

      {invoice.documentType === 'CREDIT_NOTE' ? (
        <Paper withBorder p="md" mt="lg">
          <InvoiceTotals invoice={invoice} />
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="lg" className="invoice-parties">
          <InvoicePaymentSummary invoice={invoice} />
          <Paper withBorder p="md">
            <InvoiceTotals invoice={invoice} />
          </Paper>
        </SimpleGrid>
      )}
      <InvoiceCreditNotes invoice={invoice} side={side} />
      <InvoiceRemarks invoice={invoice} />
    </Paper>
  );
}
