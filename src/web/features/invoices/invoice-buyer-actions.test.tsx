import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../../../contract/invoices/invoices.schemas';
import { apiError, sentBodies, stubFetch } from '../../test/cart';
import { aSupplierInvoice, invoiceIds } from '../../test/invoices';
import { renderWithProviders } from '../../test/render';
import { browserNavigation } from '../payments/browser-navigation';
import { InvoiceDetails } from './invoice-details';

const buyerPath = `/api/buyers/me/invoices/${invoiceIds.first}`;
const supplierPath = `/api/suppliers/me/invoices/${invoiceIds.first}`;
const savedCard = {
  id: '60000000-0000-4000-8000-000000000001',
  brand: 'MADA',
  last4: '4242',
  expiryMonth: 3,
  expiryYear: 2029,
  holderName: 'Sara Al-Harbi',
};

const accepted = (overrides: Partial<Invoice> = {}) =>
  aSupplierInvoice({
    status: 'ACCEPTED',
    acceptedAt: '2026-03-02T08:00:00.000Z',
    dueInstallment: { installment: 'UPFRONT', amount: 8832 },
    ...overrides,
  });
const partiallyPaid = () =>
  aSupplierInvoice({
    status: 'PARTIALLY_PAID',
    paidAmount: 8832,
    dueInstallment: { installment: 'REMAINDER', amount: 20608 },
    payments: [{ installment: 'UPFRONT', amount: 8832, paidAt: '2026-03-02T09:15:00.000Z', paidBy: null }],
  });

const renderDetails = (side: 'buyer' | 'supplier', language: 'ar' | 'en' = 'en') =>
  renderWithProviders(
    <MemoryRouter>
      <InvoiceDetails side={side} invoiceId={invoiceIds.first} />
    </MemoryRouter>,
    { language },
  );

const actionButtons = () =>
  screen.queryAllByRole('button', { name: /accept|reject|pay/i }).map((button) => button.textContent);

describe('InvoiceBuyerActions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe('by the invoice state', () => {
    it('offers to accept or reject a pending invoice, and nothing to pay', async () => {
      stubFetch({ [`GET ${buyerPath}`]: aSupplierInvoice() });
      renderDetails('buyer');

      expect(await screen.findByRole('button', { name: 'Accept the invoice' })).toBeInTheDocument();
      expect(actionButtons()).toEqual(['Accept the invoice', 'Reject the invoice']);
      expect(screen.getByTestId('invoice-actions')).toHaveTextContent(
        'Al Noor Trading sent you this invoice. Accept it to pay it, or reject it.',
      );
    });

    it('offers the upfront amount of an accepted partial invoice', async () => {
      stubFetch({ [`GET ${buyerPath}`]: accepted() });
      renderDetails('buyer');

      expect(await screen.findByRole('button', { name: 'Pay upfront SAR 88.32' })).toBeInTheDocument();
      expect(actionButtons()).toEqual(['Pay upfront SAR 88.32']);
    });

    it('offers the whole of an accepted full invoice as «Pay now»', async () => {
      stubFetch({
        [`GET ${buyerPath}`]: accepted({
          paymentTerms: 'FULL',
          upfrontAmount: null,
          dueInstallment: { installment: 'FULL', amount: 29440 },
        }),
      });
      renderDetails('buyer');

      expect(await screen.findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
      expect(actionButtons()).toEqual(['Pay now']);
    });

    it('offers the remainder of a partially paid invoice', async () => {
      stubFetch({ [`GET ${buyerPath}`]: partiallyPaid() });
      renderDetails('buyer');

      expect(await screen.findByRole('button', { name: 'Pay the remainder SAR 206.08' })).toBeInTheDocument();
      expect(actionButtons()).toEqual(['Pay the remainder SAR 206.08']);
    });

    it('says a fully paid invoice is paid, with no action', async () => {
      stubFetch({
        [`GET ${buyerPath}`]: aSupplierInvoice({ status: 'FULLY_PAID', paidAmount: 29440 }),
      });
      renderDetails('buyer');

      expect(await screen.findByTestId('invoice-paid-notice')).toHaveTextContent(
        'This invoice is paid in full.',
      );
      expect(actionButtons()).toEqual([]);
    });

    it('offers nothing on a rejected invoice', async () => {
      stubFetch({
        [`GET ${buyerPath}`]: aSupplierInvoice({
          status: 'REJECTED',
          rejectedAt: '2026-03-02T08:00:00.000Z',
        }),
      });
      renderDetails('buyer');

      expect(await screen.findByTestId('invoice-rejection')).toBeInTheDocument();
      expect(actionButtons()).toEqual([]);
      expect(screen.queryByTestId('invoice-actions')).not.toBeInTheDocument();
    });

    it.each([
      ['pending', aSupplierInvoice()],
      ['accepted', accepted()],
      ['partially paid', partiallyPaid()],
    ])('never shows the supplier an action on a %s invoice', async (_state, invoice) => {
      stubFetch({ [`GET ${supplierPath}`]: invoice });
      renderDetails('supplier');

      expect(await screen.findByTestId('invoice-owed')).toBeInTheDocument();
      expect(actionButtons()).toEqual([]);
      expect(screen.queryByTestId('invoice-actions')).not.toBeInTheDocument();
    });

    it('speaks Arabic: «ادفع المبلغ المتبقي» on a partially paid invoice', async () => {
      stubFetch({ [`GET ${buyerPath}`]: partiallyPaid() });
      renderDetails('buyer', 'ar');

      expect(
        await screen.findByRole('button', { name: 'ادفع المبلغ المتبقي 206.08 ر.س' }),
      ).toBeInTheDocument();
      expect(screen.getByTestId('invoice-status')).toHaveTextContent('مدفوعة جزئيًا');
      expect(screen.getByTestId('invoice-payment-terms')).toHaveTextContent('شروط الدفع');
    });
  });

  describe('answering a pending invoice', () => {
    it('accepts after asking, then shows the invoice as the server answered it', async () => {
      const fetchMock = stubFetch({
        [`GET ${buyerPath}`]: aSupplierInvoice(),
        [`POST ${buyerPath}/accept`]: accepted(),
      });
      renderDetails('buyer');

      await userEvent.click(await screen.findByRole('button', { name: 'Accept the invoice' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('By accepting, you agree to pay SAR 294.40');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Accept the invoice' }));

      expect(await screen.findByText('You accepted the invoice. You can pay it now.')).toBeInTheDocument();
      expect(screen.getByTestId('invoice-status')).toHaveTextContent('Accepted');
      expect(screen.getByRole('button', { name: 'Pay upfront SAR 88.32' })).toBeInTheDocument();
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    });

    it('rejects with the reason typed, counting its characters', async () => {
      const fetchMock = stubFetch({
        [`GET ${buyerPath}`]: aSupplierInvoice(),
        [`POST ${buyerPath}/reject`]: aSupplierInvoice({
          status: 'REJECTED',
          rejectedAt: '2026-03-02T08:00:00.000Z',
          rejectionReason: 'The price is higher than agreed.',
        }),
      });
      renderDetails('buyer');

      await userEvent.click(await screen.findByRole('button', { name: 'Reject the invoice' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByTestId('reject-reason-count')).toHaveTextContent('0 / 500');
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
        'The price is higher than agreed.',
      );
      expect(within(dialog).getByTestId('reject-reason-count')).toHaveTextContent('32 / 500');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the invoice' }));

      expect(await screen.findByText('You rejected the invoice.')).toBeInTheDocument();
      expect(sentBodies(fetchMock, `POST ${buyerPath}/reject`)).toEqual([
        { reason: 'The price is higher than agreed.' },
      ]);
      expect(screen.getByTestId('invoice-status')).toHaveTextContent('Rejected');
      expect(screen.getByTestId('invoice-rejection')).toHaveTextContent(
        'Reason: The price is higher than agreed.',
      );
      // The dialog leaves with a short transition.
      await waitFor(() => expect(actionButtons()).toEqual([]));
    });

    it('shows the server message and reads the invoice again when it has moved on', async () => {
      const answers = [aSupplierInvoice(), aSupplierInvoice({ status: 'REJECTED' })];
      const fetchMock = stubFetch({
        [`GET ${buyerPath}`]: () =>
          new Response(JSON.stringify(answers.length > 1 ? answers.shift() : answers[0]), {
            headers: { 'content-type': 'application/json' },
          }),
        [`POST ${buyerPath}/accept`]: () => apiError('INVOICE_TRANSITION_NOT_ALLOWED', 409),
      });
      renderDetails('buyer');

      await userEvent.click(await screen.findByRole('button', { name: 'Accept the invoice' }));
      await userEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept the invoice' }),
      );

      expect(
        await screen.findByText('This invoice cannot change that way now. Reload to see its status.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('invoice-status')).toHaveTextContent('Rejected'));
      expect(fetchMock.mock.calls.filter(([input]) => String(input) === buyerPath)).toHaveLength(2);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('paying the due installment', () => {
    it('sends the installment, and reuses the idempotency key after a network failure', async () => {
      const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
      const answers = [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () =>
          new Response(JSON.stringify({ paymentId: savedCard.id, redirectUrl: '/payments/sandbox/chg_1' }), {
            status: 201,
            headers: { 'content-type': 'application/json' },
          }),
      ];
      const fetchMock = stubFetch({
        [`GET ${buyerPath}`]: accepted(),
        'GET /api/buyers/me/cards': [savedCard],
        [`POST ${buyerPath}/payments`]: () => answers.shift()!(),
      });
      renderDetails('buyer');

      await userEvent.click(await screen.findByRole('button', { name: 'Pay upfront SAR 88.32' }));
      const dialog = await screen.findByRole('dialog', { name: 'Pay invoice INV-000042' });
      expect(within(dialog).getByTestId('invoice-pay-amount')).toHaveTextContent('Upfront paymentSAR 88.32');
      expect(
        await within(dialog).findByRole('radio', { name: 'mada ending in 4242, expires 03/29' }),
      ).toBeChecked();
      const pay = within(dialog).getByRole('button', { name: 'Pay SAR 88.32' });

      await userEvent.click(pay);
      expect(await within(dialog).findByText(/network|connection/i)).toBeInTheDocument();
      await userEvent.click(pay);

      await waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/sandbox/chg_1'));
      const bodies = sentBodies(fetchMock, `POST ${buyerPath}/payments`) as { idempotencyKey: string }[];
      expect(bodies).toHaveLength(2);
      expect(bodies[0]).toEqual({
        installment: 'UPFRONT',
        savedCardId: savedCard.id,
        saveCard: false,
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey);
    });

    it('shows the server message and reads the invoice again when the installment is no longer due', async () => {
      const answers = [accepted(), partiallyPaid()];
      const fetchMock = stubFetch({
        [`GET ${buyerPath}`]: () =>
          new Response(JSON.stringify(answers.length > 1 ? answers.shift() : answers[0]), {
            headers: { 'content-type': 'application/json' },
          }),
        'GET /api/buyers/me/cards': [savedCard],
        [`POST ${buyerPath}/payments`]: () => apiError('INVOICE_INSTALLMENT_NOT_DUE', 409),
      });
      renderDetails('buyer');

      await userEvent.click(await screen.findByRole('button', { name: 'Pay upfront SAR 88.32' }));
      const dialog = await screen.findByRole('dialog');
      await within(dialog).findByRole('radio', { name: /4242/ });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Pay SAR 88.32' }));

      expect(
        await screen.findByText('This payment is not due now. Reload the invoice to see what is due.'),
      ).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Pay the remainder SAR 206.08' })).toBeInTheDocument();
      expect(fetchMock.mock.calls.filter(([input]) => String(input) === buyerPath)).toHaveLength(2);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });
});
