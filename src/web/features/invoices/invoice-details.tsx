import { useTranslation } from 'react-i18next';
import { EInvoicePanel, usePhaseTwoQrCode } from '../e-invoicing/e-invoice-panel';
import { InvoiceBuyerActions } from './invoice-buyer-actions';
import { InvoicePage } from './invoice-page';
import { useInvoice, type InvoicesSide } from './use-invoices';

/**
 * One tax invoice (issue 7, saudi.md): seller and buyer with registration and VAT numbers, number, issue
 * date and time, what it is for (an order, or a supplier's deal: decision 013), lines with net, VAT and
 * total, totals, the total in Arabic words and the ZATCA QR code; then its payment terms and what was
 * paid, the delivery date, notes and terms. The buyer answers and pays it here; the supplier sees where
 * it stands. Printing (or saving as PDF) leaves only the invoice on an A4 page (global.css).
 */
export function InvoiceDetails({ side, invoiceId }: { side: InvoicesSide; invoiceId: string }) {
  const { t } = useTranslation('invoices');
  return (
    <InvoicePage
      query={useInvoice(side, invoiceId)}
      invoiceId={invoiceId}
      side={side}
      back={{ to: `/${side}/invoices`, label: t('details.back') }}
      texts={{ notFound: t('details.notFound'), loadFailed: t('details.loadFailed') }}
      phaseTwoQrCode={usePhaseTwoQrCode(side, invoiceId)}
    >
      {(invoice) => (
        <>
          {side === 'buyer' && <InvoiceBuyerActions invoice={invoice} />}
          <EInvoicePanel side={side} invoiceId={invoice.id} />
        </>
      )}
    </InvoicePage>
  );
}
