import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../contract/invoices/invoices.schemas';
import { formatMoney, formatNumber } from '../../lib/format';

/**
 * Each line with net, VAT 15% and total (saudi.md), a supplier's invoice with each line's details under
 * its description; scrolls sideways on a phone.
 */
export function InvoiceLinesTable({
  lines,
  isTaxInvoice = true,
}: {
  lines: Invoice['lines'];
  /** Decision 018: a plain invoice says why its lines carry no VAT. */
  isTaxInvoice?: boolean;
}) {
  const { t, i18n } = useTranslation('invoices');
  const lang = i18n.language;
  return (
    <Table.ScrollContainer minWidth={640} className="invoice-lines">
      <Table verticalSpacing="xs" captionSide="top" withTableBorder>
        <Table.Caption ta="start">
          {t(isTaxInvoice ? 'details.linesCaption' : 'details.linesCaptionNoVat')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('details.description')}</Table.Th>
            <Table.Th ta="end">{t('details.quantity')}</Table.Th>
            <Table.Th ta="end">{t('details.unitPrice')}</Table.Th>
            <Table.Th ta="end">{t('details.net')}</Table.Th>
            <Table.Th ta="end">{t('details.lineVat')}</Table.Th>
            <Table.Th ta="end">{t('details.lineTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            // Lines have no id of their own; their order on the invoice is fixed.
            <Table.Tr key={index} data-testid="invoice-line">
              <Table.Td>
                {line.description}
                {line.details && (
                  // What was agreed for the line, as the supplier typed it (plain text, line breaks kept).
                  <Text
                    size="xs"
                    c="dimmed"
                    mt={2}
                    style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                    data-testid="invoice-line-details"
                  >
                    {line.details}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="end">{formatNumber(line.quantity, lang)}</Table.Td>
              <Table.Td ta="end">{formatMoney(line.unitPrice, lang)}</Table.Td>
              <Table.Td ta="end">{formatMoney(line.net, lang)}</Table.Td>
              <Table.Td ta="end">{formatMoney(line.vat, lang)}</Table.Td>
              <Table.Td ta="end" fw={600}>
                {formatMoney(line.total, lang)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
