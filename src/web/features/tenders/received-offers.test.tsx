import { screen, waitFor, within } from '@testing-library/react';
import userEventDefault from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BuyerOfferDetailsPage from '../../pages/buyer/offers/offer-details/offer-details.page';
import { stubFetch } from '../../test/cart';
import { renderWithProviders, stubApi } from '../../test/render';
import { aSecondOffer, anEvaluatingTender, anOffer, tenderIds } from '../../test/tenders';
import { ReceivedOfferDetails } from './received-offer-details';
import { ReceivedOffersList } from './received-offers-list';

const userEvent = userEventDefault.setup({ delay: null });

const offerPath = `/api/tenders/received-offers/${tenderIds.noorOffer}`;
const tenderPath = `/api/tenders/mine/${tenderIds.tender}`;

describe('ReceivedOffersList', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const renderList = () =>
    renderWithProviders(
      <MemoryRouter>
        <ReceivedOffersList />
      </MemoryRouter>,
    );

  it('lists the offers with their tender, amounts and status, each linking to its page', async () => {
    stubApi({ '/api/tenders/received-offers': { body: [anOffer(), aSecondOffer({ status: 'DECLINED' })] } });
    renderList();

    const rows = await screen.findAllByTestId('received-offer-row');
    expect(within(rows[0]!).getByRole('link', { name: 'Offer from Al Noor Trading' })).toHaveAttribute(
      'href',
      `/buyer/offers/${tenderIds.noorOffer}`,
    );
    expect(rows[0]).toHaveTextContent('Tender: Office furniture for the Jeddah branch');
    expect(rows[0]).toHaveTextContent('Reference number: TND-2026-000042');
    expect(rows[0]).toHaveTextContent('SAR 12,000.00');
    expect(rows[0]).toHaveTextContent('SAR 13,800.00 with VAT');
    expect(rows[0]).toHaveTextContent('Awaiting decision');
    expect(rows[1]).toHaveTextContent('Declined');
  });

  it('asks for one status when a chip is chosen', async () => {
    const fetchMock = stubApi({ '/api/tenders/received-offers': { body: [anOffer()] } });
    renderList();
    await screen.findAllByTestId('received-offer-row');

    await userEvent.click(screen.getByRole('radio', { name: 'Accepted' }));

    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        '/api/tenders/received-offers?status=ACCEPTED',
      ),
    );
  });
});

describe('ReceivedOfferDetails', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the offer with its tender, and accepts it while the tender is evaluated', async () => {
    const fetchMock = stubFetch({
      [`GET ${offerPath}`]: anOffer(),
      [`GET ${tenderPath}`]: anEvaluatingTender(),
      [`POST ${offerPath}/accept`]: anOffer({ status: 'ACCEPTED', invoiceId: tenderIds.invoice }),
    });
    renderWithProviders(
      <MemoryRouter>
        <ReceivedOfferDetails offerId={tenderIds.noorOffer} />
      </MemoryRouter>,
    );

    const offer = await screen.findByTestId('received-offer');
    expect(within(offer).getByRole('heading', { level: 1 })).toHaveTextContent('Offer from Al Noor Trading');
    expect(offer).toHaveTextContent('Ergonomic chairs with 5-year warranty.');
    expect(screen.getByRole('link', { name: 'Office furniture for the Jeddah branch' })).toHaveAttribute(
      'href',
      `/buyer/bids/${tenderIds.tender}`,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Accept the offer of Al Noor Trading' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept the offer' }),
    );

    expect(await screen.findByTestId('offer-decision-outcome')).toHaveTextContent(
      'You accepted the offer of Al Noor Trading.',
    );
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(`${offerPath}/accept`);
  });

  it('offers no decision once the tender is awarded', async () => {
    stubFetch({
      [`GET ${offerPath}`]: aSecondOffer({ id: tenderIds.noorOffer, status: 'DECLINED' }),
      [`GET ${tenderPath}`]: anEvaluatingTender({ phase: 'AWARDED' }),
    });
    renderWithProviders(
      <MemoryRouter>
        <ReceivedOfferDetails offerId={tenderIds.noorOffer} />
      </MemoryRouter>,
    );

    expect(await screen.findByText('Awarded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept the offer/ })).not.toBeInTheDocument();
  });

  it('says which of the supplier’s people submitted it (issue 26), in Arabic', async () => {
    stubFetch({
      [`GET ${offerPath}`]: anOffer({ submittedBy: { memberId: tenderIds.noor, name: 'خالد' } }),
      [`GET ${tenderPath}`]: anEvaluatingTender(),
    });
    renderWithProviders(
      <MemoryRouter>
        <ReceivedOfferDetails offerId={tenderIds.noorOffer} />
      </MemoryRouter>,
      { language: 'ar' },
    );

    expect(await screen.findByTestId('offer-submitted-by')).toHaveTextContent('قدّمه: خالد');
  });

  it('reads the offer from `?id=` on /buyer/offers/offer-details', async () => {
    stubFetch({ [`GET ${offerPath}`]: anOffer(), [`GET ${tenderPath}`]: anEvaluatingTender() });
    const router = createMemoryRouter(
      [{ path: '/buyer/offers/offer-details', element: <BuyerOfferDetailsPage /> }],
      { initialEntries: [`/buyer/offers/offer-details?id=${tenderIds.noorOffer}`] },
    );
    renderWithProviders(<RouterProvider router={router} />, { language: 'ar' });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('عرض من Al Noor Trading');
    expect(await screen.findByRole('button', { name: 'قبول عرض Al Noor Trading' })).toHaveTextContent(
      'قبول العرض',
    );
    expect(screen.getByRole('button', { name: 'رفض عرض Al Noor Trading' })).toHaveTextContent('رفض العرض');
  });
});
