import { act, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { PaymentResult } from './payment-result';

const paymentId = '00000000-0000-4000-8000-00000000e001';
const invoiceId = '00000000-0000-4000-8000-00000000f001';
const result = (overrides: object) => ({
  paymentId,
  status: 'PAID',
  amount: 29440,
  purpose: 'CHECKOUT',
  orderIds: ['00000000-0000-4000-8000-00000000a001', '00000000-0000-4000-8000-00000000a002'],
  invoiceId: null,
  failureCode: null,
  ...overrides,
});

const renderPlanCallback = (chargeId: string | null, language: 'ar' | 'en' = 'en') =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/supplier/payment/callback']}>
      <Routes>
        <Route
          path="/supplier/payment/callback"
          element={<PaymentResult side="supplier" chargeId={chargeId} />}
        />
        <Route path="/supplier/choose-plan" element={<p>Plan page</p>} />
      </Routes>
    </MemoryRouter>,
    { language },
  );

const renderCallback = (chargeId: string | null) =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/buyer/payment/callback']}>
      <Routes>
        <Route path="/buyer/payment/callback" element={<PaymentResult chargeId={chargeId} />} />
        <Route path="/buyer/orders" element={<p>Orders page</p>} />
        <Route path="/buyer/cart" element={<p>Cart page</p>} />
        <Route path="/buyer/invoices/:id" element={<p>Invoice page</p>} />
      </Routes>
    </MemoryRouter>,
  );

/** Lets the fake clock run `seconds`, one tick at a time, with React catching up after each. */
const pass = async (seconds: number) => {
  for (let i = 0; i < seconds; i += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
  }
};

describe('PaymentResult', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('confirms the charge, announces the orders made and counts down to the orders', async () => {
    const fetchMock = stubApi({ 'POST /api/payments/confirm': { body: result({}) } });
    renderCallback('chg_123');

    const status = await screen.findByRole('status');
    expect(await screen.findByTestId('payment-message')).toHaveTextContent(
      'Payment completed. 2 orders were created.',
    );
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('payment-countdown')).toHaveTextContent('Taking you there in 5 seconds.');
    expect(screen.getByRole('link', { name: 'Go to my orders now' })).toHaveAttribute(
      'href',
      '/buyer/orders',
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/payments/confirm')!;
    expect(JSON.parse(String(init!.body))).toEqual({ chargeId: 'chg_123' });

    await pass(4);
    expect(screen.getByTestId('payment-countdown')).toHaveTextContent('Taking you there in 1 second.');
    await pass(1);
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
  });

  it('explains a declined card and goes back to the cart', async () => {
    stubApi({
      'POST /api/payments/confirm': {
        body: result({ status: 'FAILED', orderIds: [], failureCode: 'PAYMENT_DECLINED' }),
      },
    });
    renderCallback('chg_456');

    expect(await screen.findByTestId('payment-message')).toHaveTextContent(
      'The card was declined. No order was created.',
    );
    expect(screen.getByRole('link', { name: 'Back to my cart now' })).toHaveAttribute('href', '/buyer/cart');
    await pass(5);
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
  });

  it("says an invoice's payment was received and goes back to the invoice", async () => {
    stubApi({
      'POST /api/payments/confirm': { body: result({ amount: 8832, orderIds: [], invoiceId }) },
    });
    renderCallback('chg_inv');

    expect(await screen.findByTestId('payment-message')).toHaveTextContent(
      'Payment received for your invoice.',
    );
    expect(screen.getByText('Amount paid: SAR 88.32')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the invoice now' })).toHaveAttribute(
      'href',
      `/buyer/invoices/${invoiceId}`,
    );
    await pass(5);
    expect(await screen.findByText('Invoice page')).toBeInTheDocument();
  });

  it('explains a declined invoice payment and goes back to the invoice to try again, not the cart', async () => {
    stubApi({
      'POST /api/payments/confirm': {
        body: result({ status: 'FAILED', orderIds: [], invoiceId, failureCode: 'PAYMENT_DECLINED' }),
      },
    });
    renderCallback('chg_inv2');

    expect(await screen.findByTestId('payment-message')).toHaveTextContent(
      'The card was declined. Nothing was recorded on the invoice; you can try again.',
    );
    expect(screen.getByRole('link', { name: 'Back to the invoice now' })).toHaveAttribute(
      'href',
      `/buyer/invoices/${invoiceId}`,
    );
    expect(screen.queryByRole('link', { name: 'Back to my cart now' })).not.toBeInTheDocument();
  });

  it('says a duplicate invoice payment was refunded, in Arabic', async () => {
    stubApi({
      'POST /api/payments/confirm': {
        body: result({ status: 'FAILED', orderIds: [], invoiceId, failureCode: 'INVOICE_ALREADY_PAID' }),
      },
    });
    renderWithProviders(
      <MemoryRouter>
        <PaymentResult chargeId="chg_inv3" />
      </MemoryRouter>,
      { language: 'ar' },
    );

    expect(await screen.findByTestId('payment-message')).toHaveTextContent(
      'سُدّدت هذه الدفعة من قبل، فاستُرد مبلغ هذه العملية إلى بطاقتك.',
    );
    expect(screen.getByRole('link', { name: 'العودة إلى الفاتورة الآن' })).toHaveAttribute(
      'href',
      `/buyer/invoices/${invoiceId}`,
    );
  });

  it('shows an out-of-stock refusal of the server in Arabic', async () => {
    stubApi({
      'POST /api/payments/confirm': {
        status: 409,
        body: { error: { code: 'OUT_OF_STOCK', message: 'x', statusCode: 409 }, requestId: 'r' },
      },
    });
    renderWithProviders(
      <MemoryRouter>
        <PaymentResult chargeId="chg_789" />
      </MemoryRouter>,
      { language: 'ar' },
    );

    expect(await screen.findByTestId('payment-message')).toHaveTextContent(
      'الكمية المتوفرة غير كافية. أزل المنتجات غير المتوفرة للمتابعة.',
    );
    expect(screen.getByTestId('payment-countdown')).toHaveTextContent('سيتم تحويلك خلال 5 ثوانٍ.');
  });

  it('says the charge identifier is missing without calling the server', async () => {
    const fetchMock = stubApi({});
    renderCallback(null);

    expect(await screen.findByTestId('payment-message')).toHaveTextContent(
      'The payment reference is missing',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/payments'))).toBe(false);
    await pass(5);
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
  });

  describe('a month of Premium', () => {
    const planResult = (overrides: object) =>
      result({ amount: 5750, purpose: 'PLAN', orderIds: [], ...overrides });

    it('says Premium is active and counts down back to the plan page', async () => {
      stubApi({ 'POST /api/payments/confirm': { body: planResult({}) } });
      renderPlanCallback('chg_plan');

      expect(await screen.findByRole('heading', { name: 'Premium is active' })).toBeInTheDocument();
      expect(screen.getByTestId('payment-message')).toHaveTextContent('Your payment was received.');
      expect(screen.getByText('Amount paid: SAR 57.50')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to my plan now' })).toHaveAttribute(
        'href',
        '/supplier/choose-plan',
      );
      await pass(5);
      expect(await screen.findByText('Plan page')).toBeInTheDocument();
    });

    it('explains a declined card in Arabic: the plan has not changed, back to the plan page', async () => {
      stubApi({
        'POST /api/payments/confirm': {
          body: planResult({ status: 'FAILED', failureCode: 'PAYMENT_DECLINED' }),
        },
      });
      renderPlanCallback('chg_plan2', 'ar');

      expect(await screen.findByTestId('payment-message')).toHaveTextContent(
        'رُفضت البطاقة. لم تتغير باقتك، ويمكنك المحاولة مرة أخرى.',
      );
      expect(screen.getByRole('link', { name: 'العودة إلى باقتي الآن' })).toHaveAttribute(
        'href',
        '/supplier/choose-plan',
      );
      expect(screen.queryByRole('link', { name: 'العودة إلى السلة الآن' })).not.toBeInTheDocument();
    });

    it('sends a supplier without a charge identifier back to the plan page, not the cart', async () => {
      stubApi({});
      renderPlanCallback(null);

      expect(await screen.findByTestId('payment-message')).toHaveTextContent(
        'Start again from your plan page.',
      );
      await pass(5);
      expect(await screen.findByText('Plan page')).toBeInTheDocument();
    });
  });
});
