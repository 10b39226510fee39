import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCreditNote, aSupplierInvoice, anInvoice, invoiceIds } from '../../test/invoices';
import { renderWithProviders, stubApi } from '../../test/render';
import { InvoicesList } from './invoices-list';
import { isolate } from '../../lib/bidi';

const renderList = (side: 'buyer' | 'supplier', language: 'ar' | 'en' = 'en') =>
  renderWithProviders(
    <MemoryRouter>
      <InvoicesList side={side} />
    </MemoryRouter>,
    { language },
  );

const requested = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/invoices'));

describe('InvoicesList', () => {
  beforeEach(() => {
    // 2026-03-04 is a Wednesday in Riyadh (22:30 UTC on the 3rd is 01:30 on the 4th there).
    vi.useFakeTimers({ now: new Date('2026-03-03T22:30:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows each invoice with its number, date, seller, total and status', async () => {
    stubApi({ '/api/buyers/me/invoices': { body: [anInvoice()] } });
    renderList('buyer');

    const row = await screen.findByTestId('invoice-row');
    expect(within(row).getByRole('link', { name: 'Invoice INV-000042' })).toHaveAttribute(
      'href',
      `/buyer/invoices/${invoiceIds.first}`,
    );
    expect(row).toHaveTextContent('Issued on 1 Mar 2026');
    expect(row).toHaveTextContent(`Seller: ${isolate('Al Noor Trading')}`);
    expect(row).toHaveTextContent('Total: SAR 294.40');
    expect(within(row).getByTestId('invoice-status')).toHaveTextContent('Fully paid');
  });

  it('asks for the chosen status and Riyadh days, then the next page with the cursor', async () => {
    const fetchMock = stubApi({
      '/api/buyers/me/invoices': { body: [anInvoice()], headers: { 'x-next-cursor': 'next1' } },
    });
    renderList('buyer');
    await screen.findByTestId('invoice-row');
    expect(requested(fetchMock)[0]).toBe('/api/buyers/me/invoices');

    fireEvent.click(screen.getByRole('textbox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Partially paid', hidden: true }));
    await waitFor(() =>
      expect(requested(fetchMock)).toContain('/api/buyers/me/invoices?status=PARTIALLY_PAID'),
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Today' }));
    await waitFor(() =>
      expect(requested(fetchMock)).toContain('/api/buyers/me/invoices?status=PARTIALLY_PAID&from=2026-03-04'),
    );
    // The Saudi week starts on Sunday.
    await userEvent.click(screen.getByRole('radio', { name: 'This week' }));
    await waitFor(() =>
      expect(requested(fetchMock)).toContain('/api/buyers/me/invoices?status=PARTIALLY_PAID&from=2026-03-01'),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'This month' }));
    await waitFor(() =>
      expect(requested(fetchMock)).toContain('/api/buyers/me/invoices?status=PARTIALLY_PAID&from=2026-03-01'),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(requested(fetchMock)).toContain(
        '/api/buyers/me/invoices?status=PARTIALLY_PAID&from=2026-03-01&cursor=next1',
      ),
    );
  });

  it("shows the supplier the buyer's name, in Arabic with translated statuses", async () => {
    stubApi({ '/api/suppliers/me/invoices': { body: [anInvoice({ status: 'PENDING' })] } });
    renderList('supplier', 'ar');

    const row = await screen.findByTestId('invoice-row');
    expect(row).toHaveTextContent(`المشتري: ${isolate('Al Waha Stores')}`);
    expect(row).toHaveTextContent('ر.س');
    expect(within(row).getByTestId('invoice-status')).toHaveTextContent('قيد المراجعة');
    expect(within(row).getByRole('link')).toHaveAttribute('href', `/supplier/invoices/${invoiceIds.first}`);
    // The platform's Premium invoices are the supplier's purchases, never its sales.
    expect(screen.queryByRole('radio', { name: 'اشتراك الباقة المميزة' })).not.toBeInTheDocument();
  });

  it('asks for the chosen kind, and offers every status', async () => {
    const fetchMock = stubApi({ '/api/buyers/me/invoices': { body: [anInvoice()] } });
    renderList('buyer');
    await screen.findByTestId('invoice-row');
    const kinds = screen.getByRole('group', { name: 'Type' });
    expect(
      within(kinds)
        .getAllByRole('radio')
        .map((chip) => chip.parentElement?.textContent),
    ).toEqual([
      'All',
      'Orders',
      'Products',
      'Services',
      'Tenders',
      'Group purchases',
      'Premium subscription',
    ]);

    await userEvent.click(within(kinds).getByRole('radio', { name: 'Services' }));
    await waitFor(() => expect(requested(fetchMock)).toContain('/api/buyers/me/invoices?kind=SERVICE'));
    await userEvent.click(within(kinds).getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(requested(fetchMock).at(-1)).toBe('/api/buyers/me/invoices'));

    fireEvent.click(screen.getByRole('textbox', { name: 'Status' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      'All statuses',
      'Pending',
      'Accepted',
      'Rejected',
      'Partially paid',
      'Fully paid',
    ]);
  });

  it("shows each invoice's kind, and what is still owed on an unpaid one", async () => {
    stubApi({
      '/api/suppliers/me/invoices': {
        body: [
          aSupplierInvoice({
            id: '00000000-0000-4000-8000-00000000e002',
            status: 'PARTIALLY_PAID',
            paidAmount: 8832,
          }),
          anInvoice(),
        ],
      },
    });
    renderList('supplier');

    const [unpaid, paid] = await screen.findAllByTestId('invoice-row');
    expect(within(unpaid!).getByTestId('invoice-kind')).toHaveTextContent('Products');
    expect(within(unpaid!).getByTestId('invoice-owed')).toHaveTextContent('Amount due: SAR 206.08');
    expect(within(paid!).getByTestId('invoice-kind')).toHaveTextContent('Order');
    expect(within(paid!).queryByTestId('invoice-owed')).not.toBeInTheDocument();
  });

  it('marks a credit note with the invoice it credits, what it credits and no status (issue 24)', async () => {
    stubApi({ '/api/buyers/me/invoices': { body: [aCreditNote(), anInvoice()] } });
    renderList('buyer', 'ar');

    const [note, invoice] = await screen.findAllByTestId('invoice-row');
    expect(within(note!).getByRole('link', { name: 'إشعار دائن CN-000043' })).toHaveAttribute(
      'href',
      `/buyer/invoices/${invoiceIds.creditNote}`,
    );
    expect(within(note!).getByTestId('credit-note-badge')).toHaveTextContent('إشعار دائن');
    expect(within(note!).getByTestId('credit-note-original')).toHaveTextContent(
      `للفاتورة ${isolate('INV-000042')}`,
    );
    expect(note).toHaveTextContent('المبلغ الدائن:');
    expect(within(note!).queryByTestId('invoice-status')).not.toBeInTheDocument();
    expect(within(note!).queryByTestId('invoice-owed')).not.toBeInTheDocument();
    expect(within(invoice!).queryByTestId('credit-note-badge')).not.toBeInTheDocument();
    expect(within(invoice!).getByTestId('invoice-status')).toBeInTheDocument();
  });

  it('asks for credit notes only, or invoices only, when chosen (issue 24)', async () => {
    const fetchMock = stubApi({ '/api/buyers/me/invoices': { body: [aCreditNote()] } });
    renderList('buyer');
    await screen.findByTestId('invoice-row');

    await userEvent.click(screen.getByRole('radio', { name: 'Credit notes' }));
    await waitFor(() =>
      expect(requested(fetchMock)).toContain('/api/buyers/me/invoices?documentType=CREDIT_NOTE'),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Invoices' }));
    await waitFor(() =>
      expect(requested(fetchMock)).toContain('/api/buyers/me/invoices?documentType=INVOICE'),
    );
  });

  it('says when there are no invoices', async () => {
    stubApi({ '/api/buyers/me/invoices': { body: [] } });
    renderList('buyer');

    expect(await screen.findByTestId('invoices-empty')).toHaveTextContent('No invoices yet');
  });
});
