import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCreditNote, aSupplierInvoice, anInvoice, invoiceIds } from '../../test/invoices';
import { renderWithProviders, stubApi } from '../../test/render';
import { InvoiceDetails } from './invoice-details';

const renderDetails = (side: 'buyer' | 'supplier', language: 'ar' | 'en' = 'en') =>
  renderWithProviders(
    <MemoryRouter>
      <InvoiceDetails side={side} invoiceId={invoiceIds.first} />
    </MemoryRouter>,
    { language },
  );

describe('InvoiceDetails', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the seller and buyer with their registration and VAT numbers', async () => {
    stubApi({ [`/api/buyers/me/invoices/${invoiceIds.first}`]: { body: anInvoice() } });
    renderDetails('buyer');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tax invoice' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice')).toHaveTextContent('Invoice number: INV-000042');
    const seller = screen.getByTestId('invoice-seller');
    expect(seller).toHaveTextContent('Al Noor Trading');
    expect(seller).toHaveTextContent('Commercial registration: 1010123456');
    expect(within(seller).getByText('310122393500003').tagName).toBe('BDI');
    expect(screen.getByTestId('invoice-buyer')).toHaveTextContent('VAT number: Not provided');
  });

  it('shows each line with net, VAT and total, the totals and the total in Arabic words', async () => {
    stubApi({ [`/api/buyers/me/invoices/${invoiceIds.first}`]: { body: anInvoice() } });
    renderDetails('buyer');

    const lines = await screen.findAllByTestId('invoice-line');
    expect(lines).toHaveLength(3);
    const cells = within(lines[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Nitrile Gloves', '10', 'SAR 18.00', 'SAR 180.00', 'SAR 27.00', 'SAR 207.00']);
    const totals = screen.getByTestId('invoice-totals');
    expect(totals).toHaveTextContent('Total before VATSAR 256.00');
    expect(totals).toHaveTextContent('VAT (15%)SAR 38.40');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('SAR 294.40');
    expect(totals).toHaveTextContent('Total in words (Arabic)');
    expect(screen.getByTestId('invoice-total-words')).toHaveTextContent(
      'مائتان وأربعة وتسعون ريالًا سعوديًا وأربعون هللة',
    );
  });

  describe('of a seller not VAT-registered (decision 018)', () => {
    const plainInvoice = () =>
      anInvoice({
        isTaxInvoice: false,
        qrCode: null,
        seller: { ...anInvoice().seller, vatNumber: null },
        lines: anInvoice().lines.map((line) => ({ ...line, vat: 0, total: line.net })),
        vat: 0,
        total: 25_600,
        totalInWords: 'مائتان وستة وخمسون ريالًا سعوديًا لا غير',
      });

    it('is a plain invoice without VAT and without the tax-invoice QR code', async () => {
      stubApi({ [`/api/buyers/me/invoices/${invoiceIds.first}`]: { body: plainInvoice() } });
      renderDetails('buyer');

      expect(await screen.findByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Tax invoice' })).not.toBeInTheDocument();
      expect(
        screen.queryByRole('img', { name: 'Invoice QR code for the ZATCA app' }),
      ).not.toBeInTheDocument();
      expect(screen.getByTestId('invoice-seller')).toHaveTextContent('VAT number: Not VAT-registered');
      expect(screen.getByTestId('invoice-vat-not-charged')).toHaveTextContent(
        'VAT: not charged — supplier not VAT-registered',
      );
      // Neither "before VAT" nor "with VAT": the total is the total.
      expect(screen.getByTestId('invoice-totals')).not.toHaveTextContent(/before VAT|with VAT/);
      expect(screen.getByTestId('invoice-totals')).toHaveTextContent('Total');
      expect(screen.getByTestId('invoice-total')).toHaveTextContent('SAR 256.00');
    });

    it('says so in Arabic', async () => {
      stubApi({ [`/api/buyers/me/invoices/${invoiceIds.first}`]: { body: plainInvoice() } });
      renderDetails('buyer', 'ar');

      expect(await screen.findByRole('heading', { level: 1, name: 'فاتورة' })).toBeInTheDocument();
      expect(screen.getByTestId('invoice-seller')).toHaveTextContent('غير مسجل في ضريبة القيمة المضافة');
      expect(screen.getByTestId('invoice-totals')).toHaveTextContent(
        'لا تُحتسب ضريبة القيمة المضافة — المورد غير مسجل في الضريبة',
      );
    });

    it('keeps «فاتورة ضريبية» for a tax invoice', async () => {
      stubApi({ [`/api/buyers/me/invoices/${invoiceIds.first}`]: { body: anInvoice() } });
      renderDetails('buyer', 'ar');

      expect(await screen.findByRole('heading', { level: 1, name: 'فاتورة ضريبية' })).toBeInTheDocument();
    });
  });

  it('draws the QR code as an image with alt text', async () => {
    stubApi({ [`/api/buyers/me/invoices/${invoiceIds.first}`]: { body: anInvoice() } });
    renderDetails('buyer');

    const qr = await screen.findByRole('img', { name: 'Invoice QR code for the ZATCA app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });

  it('opens the print dialog from the print button', async () => {
    stubApi({ [`/api/buyers/me/invoices/${invoiceIds.first}`]: { body: anInvoice() } });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderDetails('buyer');

    await userEvent.click(await screen.findByRole('button', { name: 'Print / download PDF' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("links the buyer to the buyer's order page", async () => {
    stubApi({ [`/api/buyers/me/invoices/${invoiceIds.first}`]: { body: anInvoice() } });
    renderDetails('buyer');

    expect(await screen.findByRole('link', { name: 'TW-2026-000123' })).toHaveAttribute(
      'href',
      `/buyer/orders/${invoiceIds.order}`,
    );
  });

  it("links the supplier to the supplier's order page, in Arabic with riyals as «ر.س»", async () => {
    stubApi({ [`/api/suppliers/me/invoices/${invoiceIds.first}`]: { body: anInvoice() } });
    renderDetails('supplier', 'ar');

    expect(await screen.findByRole('link', { name: 'TW-2026-000123' })).toHaveAttribute(
      'href',
      `/supplier/orders/${invoiceIds.order}`,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'فاتورة ضريبية' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('294.40 ر.س');
    expect(screen.getByTestId('invoice-totals')).toHaveTextContent('المبلغ كتابةً');
  });

  it("shows a supplier's invoice: its kind, payment terms, delivery date and what is owed", async () => {
    stubApi({ [`/api/suppliers/me/invoices/${invoiceIds.first}`]: { body: aSupplierInvoice() } });
    renderDetails('supplier');

    expect(await screen.findByTestId('invoice-kind')).toHaveTextContent('Type: Products');
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Pending');
    expect(screen.getByTestId('invoice-payment-terms')).toHaveTextContent(
      'Payment termsPartial: SAR 88.32 upfront now, the remainder of SAR 206.08 on delivery',
    );
    expect(screen.getByTestId('invoice-delivery-date')).toHaveTextContent('Delivery date20 March 2026');
    expect(screen.getByTestId('invoice-paid')).toHaveTextContent('Paid so farSAR 0.00');
    expect(screen.getByTestId('invoice-owed')).toHaveTextContent('Amount dueSAR 294.40');
    expect(screen.queryByRole('link', { name: 'TW-2026-000123' })).not.toBeInTheDocument();
  });

  it('lists the payments received with their installment, amount and date', async () => {
    stubApi({
      [`/api/buyers/me/invoices/${invoiceIds.first}`]: {
        body: aSupplierInvoice({
          status: 'PARTIALLY_PAID',
          paidAmount: 8832,
          dueInstallment: { installment: 'REMAINDER', amount: 20608 },
          payments: [
            { installment: 'UPFRONT', amount: 8832, paidAt: '2026-03-02T09:15:00.000Z', paidBy: null },
          ],
        }),
      },
    });
    renderDetails('buyer');

    const [row] = await screen.findAllByTestId('invoice-payment-row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Upfront payment', 'SAR 88.32', '2 Mar 2026, 12:15']);
    expect(screen.getByTestId('invoice-paid')).toHaveTextContent('SAR 88.32');
    expect(screen.getByTestId('invoice-owed')).toHaveTextContent('SAR 206.08');
    expect(screen.getByTestId('invoice-due-now')).toHaveTextContent('Remainder: SAR 206.08');
  });

  it('shows notes, terms and line details as plain text with their line breaks, never as HTML', async () => {
    stubApi({
      [`/api/buyers/me/invoices/${invoiceIds.first}`]: {
        body: aSupplierInvoice({ notes: 'Deliver to the back gate.\n<b>Call</b> before arriving.' }),
      },
    });
    renderDetails('buyer');

    const notes = within(await screen.findByTestId('invoice-notes')).getByText(/Deliver to the back gate/);
    expect(notes.textContent).toBe('Deliver to the back gate.\n<b>Call</b> before arriving.');
    expect(notes.querySelector('b')).toBeNull();
    expect(notes).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(screen.getByTestId('invoice-terms')).toHaveTextContent('Goods remain ours until paid in full.');
    const details = screen.getAllByTestId('invoice-line-details');
    expect(details).toHaveLength(2);
    expect(details[0]!.textContent).toBe('Size L, blue\nPacked in cartons of 100');
    expect(within(screen.getAllByTestId('invoice-line')[0]!).getByTestId('invoice-line-details')).toBe(
      details[0],
    );
  });

  it("shows the buyer's reason on a rejected invoice", async () => {
    stubApi({
      [`/api/suppliers/me/invoices/${invoiceIds.first}`]: {
        body: aSupplierInvoice({
          status: 'REJECTED',
          rejectedAt: '2026-03-02T08:00:00.000Z',
          rejectionReason: 'The price is higher than agreed.',
        }),
      },
    });
    renderDetails('supplier');

    const rejection = await screen.findByTestId('invoice-rejection');
    expect(rejection).toHaveTextContent('Rejected on 2 Mar 2026.');
    expect(rejection).toHaveTextContent('Reason: The price is higher than agreed.');
    expect(screen.queryByTestId('invoice-owed')).not.toBeInTheDocument();
  });

  it('gives each of the five statuses its own colour', async () => {
    const { InvoiceStatusBadge } = await import('./invoice-status-badge');
    renderWithProviders(
      <>
        {(['PENDING', 'ACCEPTED', 'REJECTED', 'PARTIALLY_PAID', 'FULLY_PAID'] as const).map((status) => (
          <InvoiceStatusBadge key={status} status={status} />
        ))}
      </>,
    );

    const badges = screen.getAllByTestId('invoice-status');
    expect(badges.map((badge) => badge.textContent)).toEqual([
      'Pending',
      'Accepted',
      'Rejected',
      'Partially paid',
      'Fully paid',
    ]);
    const colours = badges.map((badge) => badge.getAttribute('style'));
    expect(new Set(colours).size).toBe(5);
  });

  describe('credit notes (issue 24)', () => {
    it('titles a credit note «إشعار دائن» in Arabic, links its invoice and says why, without payment or status', async () => {
      stubApi({
        [`/api/buyers/me/invoices/${invoiceIds.first}`]: {
          body: aCreditNote({ creditReason: 'REFUND', creditNote: 'تلف أثناء الشحن' }),
        },
      });
      renderDetails('buyer', 'ar');

      expect(await screen.findByRole('heading', { level: 1, name: 'إشعار دائن' })).toBeInTheDocument();
      expect(screen.getByTestId('invoice')).toHaveTextContent('رقم الإشعار: CN-000043');
      const reference = screen.getByTestId('credit-note-reference');
      expect(within(reference).getByRole('link', { name: 'INV-000042' })).toHaveAttribute(
        'href',
        `/buyer/invoices/${invoiceIds.first}`,
      );
      expect(reference).toHaveTextContent('السبب: استرداد مبلغ');
      expect(reference).toHaveTextContent('ملاحظة: تلف أثناء الشحن');
      expect(screen.queryByTestId('invoice-status')).not.toBeInTheDocument();
      expect(screen.queryByTestId('invoice-payment')).not.toBeInTheDocument();
      expect(screen.queryByTestId('invoice-actions')).not.toBeInTheDocument();
      expect(screen.getByTestId('invoice-total')).toHaveTextContent('294.40');
    });

    it('titles it "Credit note" in English with the reason of a cancelled order', async () => {
      stubApi({ [`/api/suppliers/me/invoices/${invoiceIds.first}`]: { body: aCreditNote() } });
      renderDetails('supplier');

      expect(await screen.findByRole('heading', { level: 1, name: 'Credit note' })).toBeInTheDocument();
      const reference = screen.getByTestId('credit-note-reference');
      expect(reference).toHaveTextContent('Credits invoice: INV-000042');
      expect(within(reference).getByRole('link', { name: 'INV-000042' })).toHaveAttribute(
        'href',
        `/supplier/invoices/${invoiceIds.first}`,
      );
      expect(reference).toHaveTextContent('Reason: The order was cancelled');
    });

    it('lists the credit notes of an invoice, each a link, and what they credit together', async () => {
      stubApi({
        [`/api/buyers/me/invoices/${invoiceIds.first}`]: {
          body: anInvoice({
            creditNotes: [
              { id: invoiceIds.creditNote, number: 'CN-000043', total: 2_875 },
              { id: '00000000-0000-4000-8000-00000000e003', number: 'CN-000044', total: 1_000 },
            ],
            creditedAmount: 3_875,
          }),
        },
      });
      renderDetails('buyer');

      const notes = await screen.findByTestId('invoice-credit-notes');
      expect(within(notes).getByRole('heading', { name: 'Credit notes' })).toBeInTheDocument();
      expect(within(notes).getByRole('link', { name: 'Credit note CN-000043' })).toHaveAttribute(
        'href',
        `/buyer/invoices/${invoiceIds.creditNote}`,
      );
      expect(within(notes).getAllByRole('link')).toHaveLength(2);
      expect(within(notes).getByTestId('invoice-credited')).toHaveTextContent('SAR 38.75');
      // The invoice keeps its own title and status.
      expect(screen.getByRole('heading', { level: 1, name: 'Tax invoice' })).toBeInTheDocument();
      expect(screen.queryByTestId('credit-note-reference')).not.toBeInTheDocument();
    });

    it('shows no credit notes section on an invoice without any', async () => {
      stubApi({ [`/api/buyers/me/invoices/${invoiceIds.first}`]: { body: anInvoice() } });
      renderDetails('buyer');

      await screen.findByTestId('invoice');
      expect(screen.queryByTestId('invoice-credit-notes')).not.toBeInTheDocument();
    });
  });

  it('says when the invoice does not exist', async () => {
    stubApi({
      [`/api/buyers/me/invoices/${invoiceIds.first}`]: {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Not found', statusCode: 404 }, requestId: 'r' },
      },
    });
    renderDetails('buyer');

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this invoice.');
  });
});
