import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '../../../contract/plans/plans.schemas';
import { anInvoice } from '../../test/invoices';
import { renderWithProviders, stubApi, type StubbedAnswer } from '../../test/render';
import { browserNavigation } from '../payments/browser-navigation';
import { PlanScreen } from './plan-screen';

const cardId = '00000000-0000-4000-8000-0000000000c1';
const invoiceId = '00000000-0000-4000-8000-00000000e016';
const renewalCard = {
  id: cardId,
  brand: 'VISA',
  last4: '1111',
  expiryMonth: 12,
  expiryYear: 2029,
  holderName: 'Sara Al-Harbi',
} as const;

/** Noon in Riyadh on 1 March 2026: the page counts the trial's days from here. */
const now = new Date('2026-03-01T09:00:00.000Z');

function aPlan(overrides: Partial<Plan> = {}): Plan {
  return {
    plan: 'BASIC',
    supplierStatus: 'ACTIVE',
    source: null,
    premiumUntil: null,
    isRenewing: false,
    canStartTrial: true,
    renewalCard: null,
    price: { net: 5000, vat: 750, total: 5750 },
    limits: { products: 10, services: 3 },
    usage: { products: 4, services: 1 },
    isOverBasicLimits: false,
    ...overrides,
  };
}
const trialPlan = aPlan({
  plan: 'PREMIUM',
  source: 'TRIAL',
  premiumUntil: '2026-03-31T09:00:00.000Z',
  canStartTrial: false,
});
const paidPlan = aPlan({
  plan: 'PREMIUM',
  source: 'PAID',
  premiumUntil: '2026-04-01T09:00:00.000Z',
  isRenewing: true,
  canStartTrial: false,
  renewalCard,
});
const endingPlan = { ...paidPlan, isRenewing: false };

const conflict = (code: string): StubbedAnswer => ({
  status: 409,
  body: { error: { code, message: code, statusCode: 409 }, requestId: 'r' },
});

function stubPlan(plan: Plan, routes: Record<string, StubbedAnswer> = {}) {
  return stubApi({
    'GET /api/suppliers/me/plan': { body: plan },
    'GET /api/suppliers/me/plan/invoices': { body: [] },
    '/api/payments/config': { body: { provider: 'sandbox', tapPublicKey: null } },
    ...routes,
  });
}

const renderPlan = (language: 'ar' | 'en' = 'en') =>
  renderWithProviders(
    <MemoryRouter>
      <PlanScreen />
    </MemoryRouter>,
    { language },
  );

const calls = (fetchMock: ReturnType<typeof stubApi>, key: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input).split('?')[0]}` === key,
  );
const sentBodies = (fetchMock: ReturnType<typeof stubApi>, key: string) =>
  calls(fetchMock, key).map(([, init]) => JSON.parse(String(init!.body)) as unknown);

describe('PlanScreen', () => {
  beforeEach(() => vi.useFakeTimers({ now, toFake: ['Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('on Basic, marks Basic as current, shows the usage and offers the trial and the upgrade', async () => {
    stubPlan(aPlan({ usage: { products: 12, services: 1 }, isOverBasicLimits: true }));
    renderPlan();

    expect(await screen.findByRole('heading', { name: 'Current plan: Basic' })).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-basic')).getByText('Current plan')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-premium')).queryByText('Current plan')).not.toBeInTheDocument();
    expect(screen.getByTestId('plan-premium')).toHaveTextContent('SAR 50.00 / month');
    expect(screen.getByTestId('plan-premium')).toHaveTextContent(
      '+ VAT SAR 7.50: SAR 57.50 a month in total',
    );
    const usage = screen.getByTestId('basic-usage');
    expect(within(usage).getByText('Products: 12 of 10')).toHaveStyle({
      color: 'var(--mantine-color-red-8)',
    });
    expect(within(usage).getByText('Services: 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start 30-day free trial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel renewal' })).not.toBeInTheDocument();
  });

  it('offers no trial to a store that used it', async () => {
    stubPlan(aPlan({ canStartTrial: false }));
    renderPlan();

    expect(await screen.findByRole('button', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /free trial/ })).not.toBeInTheDocument();
  });

  it('starts the trial and shows its end with the days left and the upgrade during the trial', async () => {
    const fetchMock = stubPlan(aPlan(), { 'POST /api/suppliers/me/plan/trial': { body: trialPlan } });
    renderPlan();

    await userEvent.click(await screen.findByRole('button', { name: 'Start 30-day free trial' }));

    expect(await screen.findByTestId('plan-state')).toHaveTextContent(
      'Your free trial ends on 31 March 2026 (30 days left).',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your free trial has started.');
    expect(calls(fetchMock, 'POST /api/suppliers/me/plan/trial')).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: 'Upgrade now — your paid month starts when the trial ends' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start 30-day free trial' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('plan-premium')).getByText('Current plan')).toBeInTheDocument();
  });

  it('says why the trial could not start, and reads the plan again', async () => {
    const fetchMock = stubPlan(aPlan(), { 'POST /api/suppliers/me/plan/trial': conflict('PLAN_TRIAL_USED') });
    renderPlan();

    await userEvent.click(await screen.findByRole('button', { name: 'Start 30-day free trial' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The trial could not start');
    expect(alert).toHaveTextContent('The free 30-day Premium trial can be used once');
    await waitFor(() => expect(calls(fetchMock, 'GET /api/suppliers/me/plan')).toHaveLength(2));
  });

  it('says in Arabic how many days of the trial are left', async () => {
    stubPlan(trialPlan);
    renderPlan('ar');

    expect(await screen.findByTestId('plan-state')).toHaveTextContent(
      'تنتهي تجربتك المجانية في 31 مارس 2026 (بقي 30 يومًا).',
    );
    expect(screen.getByRole('heading', { name: 'باقتك الحالية: الباقة المميزة' })).toBeInTheDocument();
  });

  it('upgrades with the renewal card: one payment with its key, then on to the payment page', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const fetchMock = stubPlan(aPlan({ renewalCard }), {
      'POST /api/suppliers/me/plan/upgrade': {
        status: 201,
        body: { paymentId: '00000000-0000-4000-8000-0000000000d1', redirectUrl: '/payments/sandbox/chg_1' },
      },
    });
    renderPlan();

    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    expect(within(dialog).getByTestId('upgrade-price')).toHaveTextContent('SAR 57.50');
    expect(
      await within(dialog).findByRole('radio', { name: 'Visa ending in 1111, expires 12/29' }),
    ).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay SAR 57.50' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/sandbox/chg_1'));
    expect(sentBodies(fetchMock, 'POST /api/suppliers/me/plan/upgrade')).toEqual([
      { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/), savedCardId: cardId },
    ]);
    // The supplier role cannot list the buyer's cards: the plan's renewal card is the one offered.
    expect(calls(fetchMock, 'GET /api/buyers/me/cards')).toEqual([]);
  });

  it('upgrades with a new card, which is kept for the renewal without asking', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const fetchMock = stubPlan(trialPlan, {
      'POST /api/suppliers/me/plan/upgrade': {
        status: 201,
        body: {
          paymentId: '00000000-0000-4000-8000-0000000000d1',
          redirectUrl: '/supplier/payment/callback?tap_id=chg_2',
        },
      },
    });
    renderPlan();

    await userEvent.click(await screen.findByRole('button', { name: /Upgrade now/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('your paid month starts when the trial ends on 31 March 2026');
    expect(await within(dialog).findByRole('radio', { name: 'A new card' })).toBeChecked();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('new-card-note')).toHaveTextContent(
      'This card is saved to renew Premium each month.',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name on card' }), 'Sara Al-Harbi');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Card number' }), '4111 1111 1111 1111');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Expiry date' }), '12/29');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Security code' }), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay SAR 57.50' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/supplier/payment/callback?tap_id=chg_2'));
    expect(sentBodies(fetchMock, 'POST /api/suppliers/me/plan/upgrade')).toEqual([
      {
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        card: {
          holderName: 'Sara Al-Harbi',
          number: '4111111111111111',
          expiry: '12/29',
          securityCode: '123',
        },
      },
    ]);
  });

  it('says the upgrade failed and nothing was charged', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    stubPlan(aPlan({ renewalCard }), {
      'POST /api/suppliers/me/plan/upgrade': {
        status: 500,
        body: { error: { code: 'INTERNAL_ERROR', message: 'x', statusCode: 500 }, requestId: 'r' },
      },
    });
    renderPlan();

    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay SAR 57.50' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upgrade failed');
    expect(alert).toHaveTextContent('The upgrade could not be started. You were not charged');
    expect(assign).not.toHaveBeenCalled();
  });

  it('on a paid month, says when and with which card it renews, and cancels the renewal once confirmed', async () => {
    const fetchMock = stubPlan(paidPlan, { 'POST /api/suppliers/me/plan/cancel': { body: endingPlan } });
    renderPlan();

    const state = await screen.findByTestId('plan-state');
    expect(state).toHaveTextContent('Premium renews on 1 April 2026 with Visa •••• 1111.');
    expect(within(state).getByText('Visa •••• 1111').tagName).toBe('BDI');
    expect(screen.queryByRole('button', { name: /Upgrade/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel renewal' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel the monthly renewal?' });
    expect(dialog).toHaveTextContent('Premium stays until 1 April 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep renewing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'POST /api/suppliers/me/plan/cancel')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel renewal' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel the monthly renewal?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel renewal' }));

    expect(await screen.findByRole('button', { name: 'Resume renewal' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-state')).toHaveTextContent('Premium ends on 1 April 2026');
    expect(calls(fetchMock, 'POST /api/suppliers/me/plan/cancel')).toHaveLength(1);
  });

  it('resumes a cancelled renewal', async () => {
    const fetchMock = stubPlan(endingPlan, { 'POST /api/suppliers/me/plan/resume': { body: paidPlan } });
    renderPlan();

    await userEvent.click(await screen.findByRole('button', { name: 'Resume renewal' }));

    expect(await screen.findByRole('button', { name: 'Cancel renewal' })).toBeInTheDocument();
    expect(calls(fetchMock, 'POST /api/suppliers/me/plan/resume')).toHaveLength(1);
  });

  it('warns an INACTIVE store that it is hidden from buyers, with the way to its listings', async () => {
    stubPlan(
      aPlan({ supplierStatus: 'INACTIVE', usage: { products: 12, services: 3 }, isOverBasicLimits: true }),
    );
    renderPlan();

    const banner = await screen.findByTestId('inactive-banner');
    expect(banner).toHaveTextContent('Your store is hidden from buyers');
    expect(banner).toHaveTextContent('until you pay for Premium or reduce your listings');
    expect(within(banner).getByRole('link', { name: 'Manage my products and services' })).toHaveAttribute(
      'href',
      '/supplier/listings',
    );
  });

  it('shows no INACTIVE banner to an ACTIVE store', async () => {
    stubPlan(aPlan());
    renderPlan();

    await screen.findByTestId('plan-state');
    expect(screen.queryByTestId('inactive-banner')).not.toBeInTheDocument();
  });

  it('says the current plan could not be loaded, and loads it on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'GET /api/suppliers/me/plan': {
        status: 500,
        body: { error: { code: 'INTERNAL_ERROR', message: 'x', statusCode: 500 }, requestId: 'r' },
      },
    });
    renderPlan();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your current plan.');
    stubPlan(aPlan());
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Current plan: Basic' })).toBeInTheDocument();
  });

  it("lists the platform's invoices with their period, total and the way to view and print them", async () => {
    const invoice = anInvoice({
      id: invoiceId,
      number: 'TWD-000007',
      kind: 'SUBSCRIPTION',
      total: 5750,
      lines: [
        {
          listingId: null,
          description: 'Tawrid Premium (monthly)',
          details: '2026-03-01 – 2026-04-01',
          quantity: 1,
          unitPrice: 5000,
          net: 5000,
          vat: 750,
          total: 5750,
        },
      ],
    });
    stubPlan(paidPlan, { 'GET /api/suppliers/me/plan/invoices': { body: [invoice] } });
    renderPlan();

    const row = await screen.findByTestId('plan-invoice-row');
    expect(row).toHaveTextContent('Invoice TWD-000007');
    expect(row).toHaveTextContent('Issued on 1 March 2026');
    expect(row).toHaveTextContent('For 1 March 2026 – 1 April 2026');
    expect(row).toHaveTextContent('SAR 57.50');
    expect(within(row).getByRole('link', { name: 'View or print invoice TWD-000007' })).toHaveAttribute(
      'href',
      `/supplier/choose-plan/invoices/${invoiceId}`,
    );
  });
});
