import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Invoice } from '../../../contract/invoices/invoices.schemas';
import { formatDate, formatMoney } from '../../lib/format';
import { planInvoicePeriod } from './plan-invoice-period';
import { planInvoicePath } from './use-plan-invoices';

/** One of the platform's invoices for Premium: number, issue date, the months it pays, total, and its view. */
export function PlanInvoiceRow({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('plans');
  const lang = i18n.language;
  const period = planInvoicePeriod(invoice, lang);
  return (
    <Paper component="li" withBorder p="md" data-testid="plan-invoice-row">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={2} miw={0}>
          <Text fw={700}>
            {t('invoices.number')} <bdi>{invoice.number}</bdi>
          </Text>
          <Text size="sm" c="dimmed">
            {t('invoices.issuedOn', { date: formatDate(invoice.issuedAt, lang, { dateStyle: 'long' }) })}
          </Text>
          {period && <Text size="sm">{t('invoices.period', period)}</Text>}
        </Stack>
        <Group gap="md" wrap="wrap">
          <Text fw={700}>{formatMoney(invoice.total, lang)}</Text>
          <Button
            component={Link}
            to={planInvoicePath(invoice.id)}
            variant="light"
            size="sm"
            leftSection={<IconPrinter size={16} aria-hidden />}
            aria-label={t('invoices.viewNamed', { number: invoice.number })}
          >
            {t('invoices.view')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
