import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../contract/invoices/invoices.schemas';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/responsive-table';
import { formatMoney, formatNumber } from '../../lib/format';

type InvoiceLine = Invoice['lines'][number];

/**
 * Each line with net, VAT 15% and total (saudi.md), a supplier's invoice with each line's details under
 * its description; a card per line on a phone, every amount in view.
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
  const money = (amount: number) => formatMoney(amount, lang);
  const columns: ResponsiveColumn<InvoiceLine>[] = [
    {
      key: 'description',
      label: t('details.description'),
      primary: true,
      cell: (line) => (
        <>
          {line.description}
          {line.details && (
            // What was agreed for the line, as the supplier typed it (plain text, line breaks kept).
            <Text
              size="xs"
              c="dimmed"
              fw={400}
              mt={2}
              dir="auto"
              style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              data-testid="invoice-line-details"
            >
              {line.details}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'quantity',
      label: t('details.quantity'),
      numeric: true,
      cell: (line) => formatNumber(line.quantity, lang),
    },
    {
      key: 'unitPrice',
      label: t('details.unitPrice'),
      numeric: true,
      nowrap: true,
      cell: (line) => money(line.unitPrice),
    },
    { key: 'net', label: t('details.net'), numeric: true, nowrap: true, cell: (line) => money(line.net) },
    { key: 'vat', label: t('details.lineVat'), numeric: true, nowrap: true, cell: (line) => money(line.vat) },
    {
      key: 'total',
      label: t('details.lineTotal'),
      numeric: true,
      nowrap: true,
      cell: (line) => <strong>{money(line.total)}</strong>,
    },
  ];
  return (
    <ResponsiveTable
      columns={columns}
      rows={lines}
      // Lines have no id of their own; their order on the invoice is fixed.
      rowKey={(_line, index) => String(index)}
      rowProps={() => ({ 'data-testid': 'invoice-line' })}
      caption={t(isTaxInvoice ? 'details.linesCaption' : 'details.linesCaptionNoVat')}
      cardsBelow={640}
      className="invoice-lines"
      tableProps={{ verticalSpacing: 'xs', withTableBorder: true }}
    />
  );
}
