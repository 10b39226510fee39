import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../contract/invoices/invoices.schemas';
import { formatDate } from '../../lib/format';

/**
 * The words around the numbers: why the buyer rejected the invoice, and the supplier's notes and terms.
 * All are plain text as typed (line breaks kept), never read as HTML.
 */
export function InvoiceRemarks({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('invoices');
  const sections = [
    { key: 'notes', title: t('details.notes'), text: invoice.notes },
    { key: 'terms', title: t('details.terms'), text: invoice.terms },
  ].filter((section) => section.text.trim() !== '');
  const isRejected = invoice.status === 'REJECTED';
  if (!isRejected && sections.length === 0) return null;

  return (
    <Stack gap="md" mt="lg">
      {isRejected && (
        <Alert color="red" title={t('details.rejected')} data-testid="invoice-rejection">
          {invoice.rejectedAt && (
            <Text size="sm">
              {t('details.rejectedAt', { date: formatDate(invoice.rejectedAt, i18n.language) })}
            </Text>
          )}
          {invoice.rejectionReason ? (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {t('details.rejectionReason')} {invoice.rejectionReason}
            </Text>
          ) : (
            <Text size="sm" mt={4}>
              {t('details.noRejectionReason')}
            </Text>
          )}
        </Alert>
      )}
      {sections.map((section) => (
        <Paper
          key={section.key}
          withBorder
          p="md"
          component="section"
          aria-labelledby={`invoice-${section.key}`}
          data-testid={`invoice-${section.key}`}
        >
          <Title order={2} size="h5" id={`invoice-${section.key}`}>
            {section.title}
          </Title>
          <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {section.text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
