import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anInvoice, invoiceIds } from '../../test/invoices';
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
