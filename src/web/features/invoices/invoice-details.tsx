import { Anchor, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatHijriDate } from '../../lib/format';
import { InvoiceBuyerActions } from './invoice-buyer-actions';
import { InvoiceLinesTable } from './invoice-lines-table';
import { InvoiceParty } from './invoice-party';
import { InvoicePaymentSummary } from './invoice-payment-summary';
import { InvoiceQrCode } from './invoice-qr-code';
import { InvoiceRemarks } from './invoice-remarks';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { InvoiceTotals } from './invoice-totals';
import { PrintInvoiceButton } from './print-invoice-button';
import { invoiceOrderPath, useInvoice, type InvoicesSide } from './use-invoices';
import { LoadFailedNotice } from '../../components/load-failed-notice';

/**
 * One tax invoice (issue 7, saudi.md): seller and buyer with registration and VAT numbers, number, issue
 * date and time, what it is for (an order, or a supplier's deal: decision 013), lines with net, VAT and
 * total, totals, the total in Arabic words and the ZATCA QR code; then its payment terms and what was
 * paid, the delivery date, notes and terms. The buyer answers and pays it here; the supplier sees where
 * it stands. Printing (or saving as PDF) leaves only the invoice on an A4 page (global.css).
 */
export function InvoiceDetails({ side, invoiceId }: { side: InvoicesSide; invoiceId: string }) {
  const { t, i18n } = useTranslation('invoices');
  const lang = i18n.language;
  const query = useInvoice(side, invoiceId);
  const invoice = query.data;

  const back = (
    <Anchor component={Link} to={`/${side}/invoices`} size="sm" className="print-hidden">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} className="mirror-in-rtl" aria-hidden />
        {t('details.back')}
      </Group>
    </Anchor>
  );

  if (query.isPending && invoiceId !== '') return <PageSpinner />;
  if (!invoice) {
    const isMissing =
      invoiceId === '' || (query.error instanceof ApiError && query.error.code === 'NOT_FOUND');
    return (
      <Container size="md" py="xl">
        {back}
        <LoadFailedNotice
          isMissing={isMissing}
          notFoundText={t('details.notFound')}
          loadFailedText={t('details.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" gap="sm" className="print-hidden">
        {back}
        <PrintInvoiceButton />
      </Group>
      {side === 'buyer' && <InvoiceBuyerActions invoice={invoice} />}
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt="md" className="invoice-print" data-testid="invoice">
        <Group justify="space-between" align="start" gap="md">
          <Stack gap={4}>
            <Title order={1}>{t('details.title')}</Title>
            <Text fw={600}>
              {t('details.number')} <bdi style={{ whiteSpace: 'nowrap' }}>{invoice.number}</bdi>
            </Text>
            <Text size="sm">
              {t('details.issuedAt')}{' '}
              {formatDate(invoice.issuedAt, lang, { dateStyle: 'long', timeStyle: 'short' })}
            </Text>
            <Text size="xs" c="dimmed">
              {formatHijriDate(invoice.issuedAt, lang)}
            </Text>
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
            <Group gap="xs" mt={4} className="print-hidden">
              <InvoiceStatusBadge status={invoice.status} />
            </Group>
          </Stack>
          <InvoiceQrCode text={invoice.qrCode} />
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="lg" className="invoice-parties">
          <InvoiceParty role="seller" party={invoice.seller} />
          <InvoiceParty role="buyer" party={invoice.buyer} />
        </SimpleGrid>

        <Title order={2} size="h4" mt="lg">
          {t('details.lines')}
        </Title>
        <InvoiceLinesTable lines={invoice.lines} />

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="lg" className="invoice-parties">
          <InvoicePaymentSummary invoice={invoice} />
          <Paper withBorder p="md">
            <InvoiceTotals invoice={invoice} />
          </Paper>
        </SimpleGrid>
        <InvoiceRemarks invoice={invoice} />
      </Paper>
    </Container>
  );
}
