import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../contract/invoices/invoices.schemas';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/responsive-table';
import { formatDate, formatMoney } from '../../lib/format';
import { amountOwedOf, formatDeliveryDate } from './invoice-amounts';

/**
 * How the invoice is paid (decision 013): its payment terms, the delivery date, what was paid and what
 * is still owed, and each payment received. Printed with the invoice: the terms are part of the deal.
 */
export function InvoicePaymentSummary({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('invoices');
  const lang = i18n.language;
  const owed = amountOwedOf(invoice);
  const upfront = invoice.upfrontAmount ?? 0;
  const paymentColumns: ResponsiveColumn<Invoice['payments'][number]>[] = [
    {
      key: 'installment',
      label: t('payment.installment'),
      primary: true,
      cell: (payment) => t(`installment.${payment.installment}`),
    },
    {
      key: 'amount',
      label: t('payment.amount'),
      numeric: true,
      nowrap: true,
      cell: (payment) => formatMoney(payment.amount, lang),
    },
    {
      key: 'paidAt',
      label: t('payment.paidAt'),
      numeric: true,
      cell: (payment) => formatDate(payment.paidAt, lang, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    // Issue 26: the buyer's member who paid; the column only once a payment names one.
    ...(invoice.payments.some((payment) => payment.paidBy)
      ? [
          {
            key: 'paidBy',
            label: t('payment.paidBy'),
            cell: (payment: Invoice['payments'][number]) =>
              payment.paidBy ? <bdi>{payment.paidBy.name}</bdi> : null,
          },
        ]
      : []),
  ];

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="invoice-payment"
      data-testid="invoice-payment"
    >
      <Title order={2} size="h5" id="invoice-payment">
        {t('payment.title')}
      </Title>
      <Stack gap={6} mt="xs">
        <Row label={t('payment.terms')} testId="invoice-payment-terms">
          {invoice.paymentTerms === 'PARTIAL'
            ? t('payment.partial', {
                upfront: formatMoney(upfront, lang),
                remainder: formatMoney(invoice.total - upfront, lang),
              })
            : t('payment.full')}
        </Row>
        {invoice.deliveryDate && (
          <Row label={t('payment.deliveryDate')} testId="invoice-delivery-date">
            {formatDeliveryDate(invoice.deliveryDate, lang)}
          </Row>
        )}
        {invoice.status !== 'REJECTED' && (
          <Row label={t('payment.paid')} testId="invoice-paid">
            {formatMoney(invoice.paidAmount, lang)}
          </Row>
        )}
        {owed !== null && (
          <Row label={t('payment.owed')} testId="invoice-owed" isStrong>
            {formatMoney(owed, lang)}
          </Row>
        )}
        {invoice.dueInstallment && (
          <Row label={t('payment.dueNow')} testId="invoice-due-now">
            {t('payment.dueInstallment', {
              installment: t(`installment.${invoice.dueInstallment.installment}`),
              amount: formatMoney(invoice.dueInstallment.amount, lang),
            })}
          </Row>
        )}
      </Stack>
      {invoice.payments.length > 0 && (
        <Box mt="md">
          <ResponsiveTable
            columns={paymentColumns}
            rows={invoice.payments}
            rowKey={(payment) => `${payment.installment}-${payment.paidAt}`}
            rowProps={() => ({ 'data-testid': 'invoice-payment-row' })}
            caption={t('payment.received')}
            cardsBelow={320}
            testId="invoice-payments"
            tableProps={{ verticalSpacing: 4 }}
          />
        </Box>
      )}
    </Paper>
  );
}

function Row({
  label,
  testId,
  isStrong = false,
  children,
}: {
  label: string;
  testId: string;
  isStrong?: boolean;
  children: string;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid={testId}>
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text size="sm" fw={isStrong ? 700 : undefined} ta="end">
        {children}
      </Text>
    </Group>
  );
}
