import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anInvoice } from '../../test/invoices';
import { renderWithProviders, stubApi } from '../../test/render';
import { PlanInvoiceDetails } from './plan-invoice-details';

const invoiceId = '00000000-0000-4000-8000-00000000e016';
const platformInvoice = anInvoice({
  id: invoiceId,
  number: 'TWD-000007',
  kind: 'SUBSCRIPTION',
  orderId: null,
  orderNumber: null,
  seller: {
    userId: '7a3e0000-0000-4000-8000-000000000001',
    businessName: 'منصة توريد | Tawrid',
    registrationNumber: '7000000000',
    vatNumber: '300000000000003',
    city: 'الرياض',
  },
});

const renderDetails = () =>
  renderWithProviders(
    <MemoryRouter>
      <PlanInvoiceDetails invoiceId={invoiceId} />
    </MemoryRouter>,
  );

describe('PlanInvoiceDetails', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the platform's tax invoice as every invoice is shown, ready to print", async () => {
    stubApi({ [`/api/suppliers/me/plan/invoices/${invoiceId}`]: { body: platformInvoice } });
    renderDetails();

    expect(await screen.findByRole('heading', { level: 1, name: 'Tax invoice' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice')).toHaveTextContent('Invoice number: TWD-000007');
    expect(screen.getByTestId('invoice-kind')).toHaveTextContent('Type: Premium subscription');
    expect(screen.getByTestId('invoice-seller')).toHaveTextContent('منصة توريد | Tawrid');
    expect(await screen.findByRole('img', { name: 'Invoice QR code for the ZATCA app' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print / download PDF' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my plan' })).toHaveAttribute(
      'href',
      '/supplier/choose-plan',
    );
  });

  it('says the invoice was not found, without a retry', async () => {
    stubApi({
      [`/api/suppliers/me/plan/invoices/${invoiceId}`]: {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'x', statusCode: 404 }, requestId: 'r' },
      },
    });
    renderDetails();

    expect(await screen.findByText('We could not find this invoice.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
