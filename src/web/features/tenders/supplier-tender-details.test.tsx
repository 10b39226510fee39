import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfferSavedState } from './tender-offer-routes';
import { renderWithProviders, stubApi } from '../../test/render';
import { SupplierTenderDetails } from './supplier-tender-details';
import { anOffer, anotherBusinessTender, apiErrorAnswer, aTender, tenderIds } from '../../test/tenders';

const tenderApi = `/api/tenders/${tenderIds.tender}`;
const myOfferApi = `${tenderApi}/my-offer`;

function renderDetails(language: 'ar' | 'en' = 'en', state?: OfferSavedState) {
  const router = createMemoryRouter(
    [{ path: '/supplier/bids/:id', element: <SupplierTenderDetails tenderId={tenderIds.tender} /> }],
    { initialEntries: [{ pathname: `/supplier/bids/${tenderIds.tender}`, state }] },
  );
  return renderWithProviders(<RouterProvider router={router} />, { language });
}

const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === path && (init?.method ?? 'GET') === method,
  );

describe('SupplierTenderDetails', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('offers to participate in an open tender the supplier has no offer on, and says offers are sealed', async () => {
    const fetchMock = stubApi({ [tenderApi]: { body: anotherBusinessTender() } });
    renderDetails();

    expect(
      await screen.findByRole('heading', { name: 'Office furniture for the Jeddah branch' }),
    ).toBeInTheDocument();
    const summary = screen.getByTestId('tender-summary');
    expect(summary).toHaveTextContent('Al Waha Stores');
    expect(summary).toHaveTextContent('TND-2026-000042');
    expect(summary).toHaveTextContent('5 days left');
    expect(within(summary).getByTestId('tender-deadline')).toHaveTextContent('1 May 2026 at 14:00');
    expect(screen.getByRole('link', { name: 'Submit an offer' })).toHaveAttribute(
      'href',
      `/supplier/offers/bid/${tenderIds.tender}`,
    );
    expect(screen.getByTestId('sealed-offer-note')).toHaveTextContent(
      'Only you can see your offer until the deadline.',
    );
    // Without an offer there is nothing to ask for.
    expect(calls(fetchMock, 'GET', myOfferApi)).toHaveLength(0);
  });

  it('shows no participate button on the business’s own tender, and links to it on the buyer side', async () => {
    stubApi({ [tenderApi]: { body: aTender() } });
    renderDetails();

    expect(await screen.findByTestId('own-tender')).toHaveTextContent('This is your own tender');
    expect(screen.getByRole('link', { name: 'Open it as a buyer' })).toHaveAttribute(
      'href',
      `/buyer/bids/${tenderIds.tender}`,
    );
    expect(screen.queryByRole('link', { name: 'Submit an offer' })).not.toBeInTheDocument();
  });

  it('shows no participate button once the deadline passed', async () => {
    stubApi({ [tenderApi]: { body: anotherBusinessTender({ phase: 'EVALUATING', daysLeft: 0 }) } });
    renderDetails();

    expect(
      await screen.findByText('The submission deadline has passed: this tender no longer takes offers.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('tender-summary')).toHaveTextContent('Deadline passed');
    expect(screen.queryByRole('link', { name: 'Submit an offer' })).not.toBeInTheDocument();
  });

  it("shows the supplier's offer with VAT, to edit or withdraw while the tender is open", async () => {
    let hasOffer = true;
    const fetchMock = stubApi({
      get [tenderApi]() {
        return { body: anotherBusinessTender({ hasMyOffer: hasOffer }) };
      },
      get [`GET ${myOfferApi}`]() {
        return hasOffer ? { body: anOffer() } : apiErrorAnswer(404, 'NOT_FOUND', 'Not found');
      },
      // The API answers 204; the stub's answers carry a body, so this one is an empty 200.
      [`DELETE ${myOfferApi}`]: { status: 200, body: null },
    });
    renderDetails();

    const offer = await screen.findByTestId('my-offer');
    expect(within(offer).getByTestId('offer-status')).toHaveTextContent('Submitted');
    expect(within(offer).getByTestId('offer-amount-before-vat')).toHaveTextContent('SAR 12,000.00');
    expect(within(offer).getByTestId('offer-amount-vat')).toHaveTextContent('SAR 1,800.00');
    expect(within(offer).getByTestId('offer-amount-with-vat')).toHaveTextContent('SAR 13,800.00');
    expect(offer).toHaveTextContent('Expected completion: 15 June 2026');
    expect(offer).toHaveTextContent('Delivery in two batches over three weeks.');
    expect(within(offer).getByTestId('sealed-offer-note')).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'Edit the offer' })).toHaveAttribute(
      'href',
      `/supplier/offers/bid/${tenderIds.tender}`,
    );
    expect(screen.queryByRole('link', { name: 'Submit an offer' })).not.toBeInTheDocument();

    await userEvent.click(within(offer).getByRole('button', { name: 'Withdraw the offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your offer?' });
    hasOffer = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw the offer' }));

    expect(await screen.findByTestId('offer-notice')).toHaveTextContent('Your offer was withdrawn.');
    expect(calls(fetchMock, 'DELETE', myOfferApi)).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Submit an offer' })).toBeInTheDocument();
    expect(screen.queryByTestId('my-offer')).not.toBeInTheDocument();
  });

  it('keeps the offer when the deadline passed before the withdrawal, and says why', async () => {
    stubApi({
      [tenderApi]: { body: anotherBusinessTender({ hasMyOffer: true }) },
      [`GET ${myOfferApi}`]: { body: anOffer() },
      [`DELETE ${myOfferApi}`]: apiErrorAnswer(
        409,
        'TENDER_NOT_OPEN',
        'This tender no longer takes offers: its submission deadline has passed.',
      ),
    });
    renderDetails();

    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw the offer' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw the offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This tender no longer takes offers: its submission deadline has passed.',
    );
  });

  it('shows an accepted offer with its invoice, and nothing to edit after the deadline', async () => {
    stubApi({
      [tenderApi]: {
        body: anotherBusinessTender({ hasMyOffer: true, phase: 'AWARDED', daysLeft: 0, offerCount: 3 }),
      },
      [`GET ${myOfferApi}`]: { body: anOffer({ status: 'ACCEPTED', invoiceId: tenderIds.invoice }) },
    });
    renderDetails();

    const offer = await screen.findByTestId('my-offer');
    expect(within(offer).getByTestId('offer-status')).toHaveTextContent('Accepted');
    expect(within(offer).getByRole('link', { name: 'Open the invoice' })).toHaveAttribute(
      'href',
      `/supplier/invoices/${tenderIds.invoice}`,
    );
    expect(within(offer).queryByRole('link', { name: 'Edit the offer' })).not.toBeInTheDocument();
    expect(within(offer).queryByRole('button', { name: 'Withdraw the offer' })).not.toBeInTheDocument();
    expect(within(offer).queryByTestId('sealed-offer-note')).not.toBeInTheDocument();
    expect(screen.getByTestId('tender-summary')).toHaveTextContent('3 offers');
  });

  it('says an offer is under review after the deadline', async () => {
    stubApi({
      [tenderApi]: { body: anotherBusinessTender({ hasMyOffer: true, phase: 'EVALUATING', daysLeft: 0 }) },
      [`GET ${myOfferApi}`]: { body: anOffer() },
    });
    renderDetails();
    expect(await screen.findByTestId('offer-status')).toHaveTextContent('Under review');
    expect(screen.getByTestId('offer-outcome')).toHaveTextContent('the buyer is reviewing the offers');
  });

  it('reads the tender again just after its deadline, and the offer is then under review', async () => {
    // 1 May 2026, 13:59:50 in Riyadh: ten seconds before the deadline.
    vi.useFakeTimers({ now: new Date('2026-05-01T10:59:50Z'), shouldAdvanceTime: true });
    let isPast = false;
    const fetchMock = stubApi({
      get [tenderApi]() {
        return {
          body: isPast
            ? anotherBusinessTender({ hasMyOffer: true, phase: 'EVALUATING', daysLeft: 0 })
            : anotherBusinessTender({ hasMyOffer: true, daysLeft: 1 }),
        };
      },
      [`GET ${myOfferApi}`]: { body: anOffer() },
    });
    renderDetails();
    expect(await screen.findByTestId('offer-status')).toHaveTextContent('Submitted');

    isPast = true;
    await vi.advanceTimersByTimeAsync(12_000);
    await waitFor(() => expect(screen.getByTestId('offer-status')).toHaveTextContent('Under review'));
    expect(screen.getByTestId('tender-summary')).toHaveTextContent('Deadline passed');
    expect(calls(fetchMock, 'GET', tenderApi)).toHaveLength(2);
  });

  it('says an offer was declined when the tender closed without an award', async () => {
    stubApi({
      [tenderApi]: {
        body: anotherBusinessTender({ hasMyOffer: true, phase: 'CLOSED', daysLeft: 0, offerCount: 1 }),
      },
      [`GET ${myOfferApi}`]: { body: anOffer({ status: 'DECLINED' }) },
    });
    renderDetails();
    expect(await screen.findByTestId('offer-status')).toHaveTextContent('Declined');
    expect(screen.getByTestId('offer-outcome')).toHaveTextContent('The tender closed without an award.');
  });

  it('confirms a sent offer, in Arabic', async () => {
    stubApi({
      [tenderApi]: { body: anotherBusinessTender({ hasMyOffer: true }) },
      [`GET ${myOfferApi}`]: { body: anOffer() },
    });
    renderDetails('ar', { offerSaved: 'submitted' });

    expect(await screen.findByTestId('offer-notice')).toHaveTextContent('تم تقديم عرضك.');
    const offer = await screen.findByTestId('my-offer');
    expect(within(offer).getByTestId('sealed-offer-note')).toHaveTextContent(
      'لا يطّلع أحد على عرضك قبل انتهاء موعد التقديم.',
    );
    expect(within(offer).getByRole('link', { name: 'تعديل العرض' })).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'سحب العرض' })).toBeInTheDocument();
    expect(within(offer).getByTestId('offer-amount-before-vat')).toHaveTextContent('قيمة العرض قبل الضريبة');
    expect(screen.getByTestId('tender-summary')).toHaveTextContent('متبقٍ 5 أيام');
  });

  it('says a tender does not exist', async () => {
    stubApi({ [tenderApi]: apiErrorAnswer(404, 'NOT_FOUND', 'Not found') });
    renderDetails();
    expect(await screen.findByText('We could not find this tender.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
  });
});
