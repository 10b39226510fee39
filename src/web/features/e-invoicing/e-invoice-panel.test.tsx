import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EInvoice } from '../../../contract/e-invoicing/e-invoicing.schemas';
import { renderWithProviders, stubApi } from '../../test/render';
import { EInvoicePanel } from './e-invoice-panel';

const invoiceId = '00000000-0000-4000-8000-000000000012';
const cleared: EInvoice = {
  id: '00000000-0000-4000-8000-000000000011',
  invoiceId,
  invoiceNumber: 'INV-000007',
  type: 'INVOICE',
  transaction: 'STANDARD',
  status: 'CLEARED',
  counter: 7,
  hash: 'aGFzaA==',
  qrCode: 'cXI=',
  messages: [],
  submittedAt: '2026-11-29T10:00:00.000Z',
  downloadable: true,
};

describe('EInvoicePanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the cleared XML and the PDF in the page’s language as real downloads, in Arabic', async () => {
    stubApi({ [`GET /api/buyers/me/invoices/${invoiceId}/e-invoice`]: { body: cleared } });
    renderWithProviders(<EInvoicePanel side="buyer" invoiceId={invoiceId} />, { language: 'ar' });
    expect(await screen.findByTestId('e-invoice-status')).toHaveTextContent('تم اعتمادها من هيئة الزكاة');
    const xml = screen.getByRole('link', { name: 'تنزيل XML' });
    expect(xml).toHaveAttribute('href', `/api/buyers/me/invoices/${invoiceId}/e-invoice.xml`);
    expect(xml).toHaveAttribute('download');
    const pdf = screen.getByRole('link', { name: 'تنزيل PDF' });
    expect(pdf).toHaveAttribute('href', `/api/buyers/me/invoices/${invoiceId}/e-invoice.pdf?lng=ar`);
    expect(pdf).toHaveAttribute('download');
  });

  it('says it waits for ZATCA’s clearance and offers no download before it', async () => {
    stubApi({
      [`GET /api/suppliers/me/invoices/${invoiceId}/e-invoice`]: {
        body: { ...cleared, status: 'QUEUED', downloadable: false, submittedAt: null },
      },
    });
    renderWithProviders(<EInvoicePanel side="supplier" invoiceId={invoiceId} />, { language: 'en' });
    expect(
      await screen.findByText('The XML and the PDF can be downloaded once ZATCA clears this invoice.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('e-invoice-status')).toHaveTextContent('Sending to ZATCA');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows nothing for an invoice without an e-invoice', async () => {
    const fetchMock = stubApi({});
    renderWithProviders(<EInvoicePanel side="buyer" invoiceId={invoiceId} />, { language: 'en' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('e-invoice-panel')).not.toBeInTheDocument();
  });
});
