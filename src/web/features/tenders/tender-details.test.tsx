import { screen, waitFor, within } from '@testing-library/react';
import userEventDefault from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Offer, Tender } from '../../../contract/tenders/tenders.schemas';
import { apiError, stubFetch } from '../../test/cart';
import { renderWithProviders } from '../../test/render';
import {
  aDraftTender,
  aSecondOffer,
  aTender,
  anEvaluatingTender,
  anOffer,
  tenderIds,
} from '../../test/tenders';
import { TenderDetails } from './tender-details';

const userEvent = userEventDefault.setup({ delay: null });

const tenderPath = `/api/tenders/mine/${tenderIds.tender}`;
const offersPath = `${tenderPath}/offers`;
const acceptPath = `/api/tenders/received-offers/${tenderIds.noorOffer}/accept`;
const declinePath = `/api/tenders/received-offers/${tenderIds.wahaOffer}/decline`;

const renderDetails = (language: 'ar' | 'en' = 'en') =>
  renderWithProviders(
    <MemoryRouter>
      <TenderDetails tenderId={tenderIds.tender} />
    </MemoryRouter>,
    { language },
  );

const requestedPaths = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([input]) => String(input).split('?')[0]);

/** Issue 26: a member of the tender's business with these roles, signed in. */
const memberWith = (roles: string[], memberId = '00000000-0000-4000-8000-0000000000c1') => ({
  id: tenderIds.creator,
  memberId,
  memberRoles: roles,
  role: 'BUYER',
  isEmailVerified: true,
  email: 'member@alwaha.sa',
  name: 'Member',
  businessName: 'Al Waha Stores',
  pfpUrl: null,
});

describe('TenderDetails', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe('a draft awaiting approval (issue 26)', () => {
    it('lets an approver publish it, and shows it published', async () => {
      const fetchMock = stubFetch({
        'GET /api/users/me': memberWith(['APPROVER']),
        [`GET ${tenderPath}`]: aDraftTender(),
        [`POST ${tenderPath}/publish`]: aTender({
          publishedBy: { memberId: '00000000-0000-4000-8000-0000000000c1', name: 'Member' },
        }),
      });
      renderDetails();

      const publish = await screen.findByRole('button', { name: 'Publish the tender' });
      expect(screen.getByTestId('tender-draft')).toHaveTextContent('Written by Omar Al-Qahtani');
      expect(screen.getByTestId('tender-phase')).toHaveTextContent('Draft awaiting approval');
      expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
        'href',
        `/buyer/bids/${tenderIds.tender}/edit`,
      );
      expect(screen.getByRole('button', { name: 'Discard the draft' })).toBeInTheDocument();
      await userEvent.click(publish);

      expect(await screen.findByTestId('sealed-offers-notice')).toBeInTheDocument();
      expect(screen.getByTestId('tender-phase')).toHaveTextContent('Open for offers');
      expect(requestedPaths(fetchMock)).toContain(`${tenderPath}/publish`);
    });

    it('lets a requester edit or discard their own draft, never publish it', async () => {
      stubFetch({
        'GET /api/users/me': memberWith(['REQUESTER'], tenderIds.requester),
        [`GET ${tenderPath}`]: aDraftTender(),
      });
      renderDetails();

      expect(await screen.findByRole('button', { name: 'Discard the draft' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Publish the tender' })).not.toBeInTheDocument();
    });

    it('offers nothing to change to another requester', async () => {
      stubFetch({
        'GET /api/users/me': memberWith(['REQUESTER']),
        [`GET ${tenderPath}`]: aDraftTender(),
      });
      renderDetails();

      expect(await screen.findByTestId('tender-draft')).toBeInTheDocument();
      await screen.findByText('Written by Omar Al-Qahtani');
      expect(screen.queryByRole('button', { name: 'Discard the draft' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Publish the tender' })).not.toBeInTheDocument();
    });

    it('says in Arabic «أُرسلت للاعتماد» on arriving from the form, and «مسودة بانتظار الاعتماد»', async () => {
      stubFetch({
        'GET /api/users/me': memberWith(['REQUESTER'], tenderIds.requester),
        [`GET ${tenderPath}`]: aDraftTender(),
      });
      renderWithProviders(
        <MemoryRouter initialEntries={[{ pathname: '/', state: { notice: 'sentForApproval' } }]}>
          <TenderDetails tenderId={tenderIds.tender} />
        </MemoryRouter>,
        { language: 'ar' },
      );

      expect(await screen.findByTestId('tender-notice')).toHaveTextContent('أُرسلت للاعتماد');
      expect(screen.getByTestId('tender-phase')).toHaveTextContent('مسودة بانتظار الاعتماد');
      expect(screen.getByTestId('tender-draft')).toHaveTextContent('مسودة بانتظار الاعتماد');
    });
  });

  describe('while the tender takes offers', () => {
    it('shows the offers locked with the days left, and never asks for them', async () => {
      const fetchMock = stubFetch({ [`GET ${tenderPath}`]: aTender() });
      renderDetails();

      const notice = await screen.findByTestId('sealed-offers-notice');
      expect(notice).toHaveTextContent('Offers are locked until the submission deadline');
      expect(notice).toHaveTextContent('5 days left');
      expect(screen.getByTestId('tender-offers-locked')).toHaveTextContent('Locked');
      expect(screen.queryByTestId('tender-offers-count')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /accept/i })).not.toBeInTheDocument();
      expect(requestedPaths(fetchMock)).not.toContain(offersPath);
    });

    it('shows every field of the tender', async () => {
      stubFetch({ [`GET ${tenderPath}`]: aTender() });
      renderDetails();

      const tender = await screen.findByTestId('tender');
      expect(within(tender).getByRole('heading', { level: 1 })).toHaveTextContent(
        'Office furniture for the Jeddah branch',
      );
      expect(tender).toHaveTextContent('Reference numberTND-2026-000042');
      expect(tender).toHaveTextContent('Organization nameAl Waha Stores');
      expect(tender).toHaveTextContent('Supply and install desks, chairs and storage for 40 employees.');
      expect(screen.getByTestId('tender-submission-deadline')).toHaveTextContent('1 May 2026 at 14:00');
      expect(tender).toHaveTextContent('2 weeks after the submission deadline');
      expect(screen.getByTestId('tender-phase')).toHaveTextContent('Open for offers');
    });

    it('speaks Arabic: «العروض مغلقة حتى انتهاء موعد التقديم» and «متبقٍ 5 أيام»', async () => {
      stubFetch({ [`GET ${tenderPath}`]: aTender() });
      renderDetails('ar');

      const notice = await screen.findByTestId('sealed-offers-notice');
      expect(notice).toHaveTextContent('العروض مغلقة حتى انتهاء موعد التقديم');
      expect(notice).toHaveTextContent('متبقٍ 5 أيام');
      expect(screen.getByTestId('tender')).toHaveTextContent('الرقم المرجعي');
    });
  });

  describe('after the submission deadline', () => {
    /** The API as it answers after the deadline: the tender, its offers, and the decisions. */
    function stubEvaluating(accept: (request: { body: unknown }) => Response | Offer) {
      let offers: Offer[] = [anOffer(), aSecondOffer()];
      let tender: Tender = anEvaluatingTender();
      return stubFetch({
        [`GET ${tenderPath}`]: () => Response.json(tender),
        [`GET ${offersPath}`]: () => Response.json(offers),
        [`POST ${acceptPath}`]: (request: { body: unknown }) => {
          const answer = accept(request);
          if (answer instanceof Response) return answer;
          tender = { ...tender, phase: 'AWARDED' };
          offers = offers.map((offer) =>
            offer.id === answer.id ? answer : { ...offer, status: 'DECLINED' },
          );
          return Response.json(answer);
        },
        [`POST ${declinePath}`]: () => {
          offers = offers.map((offer) =>
            offer.id === tenderIds.wahaOffer ? { ...offer, status: 'DECLINED' } : offer,
          );
          return Response.json(offers[1]);
        },
      });
    }
    const accepted = () => anOffer({ status: 'ACCEPTED', invoiceId: tenderIds.invoice });

    it('shows the offers side by side, the lowest amount highlighted, with VAT', async () => {
      stubEvaluating(accepted);
      renderDetails();

      const rows = await screen.findAllByTestId('offer-row');
      expect(rows).toHaveLength(2);
      expect(rows[0]).toHaveAttribute('data-lowest', 'true');
      expect(rows[1]).not.toHaveAttribute('data-lowest');
      const fieldOf = (row: HTMLElement, label: string) =>
        within(row)
          .getAllByRole('cell')
          .find((cell) => cell.dataset.label === label);
      expect(fieldOf(rows[0]!, 'Supplier')).toHaveTextContent('Al Noor Trading');
      expect(fieldOf(rows[0]!, 'Amount before VAT')).toHaveTextContent('SAR 12,000.00Lowest price');
      expect(fieldOf(rows[0]!, 'Amount with VAT (15%)')).toHaveTextContent('SAR 13,800.00');
      expect(fieldOf(rows[1]!, 'Notes')).toHaveTextContent('Price valid for 30 days.');
      expect(screen.getByTestId('tender-offers-count')).toHaveTextContent('2 offers');
      expect(screen.getByTestId('tender-time-left')).toHaveTextContent('Deadline passed');
    });

    it('compares them in one table, each offer with its decision buttons once', async () => {
      stubEvaluating(accepted);
      renderDetails();

      const table = await screen.findByTestId('offers-table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual([
        'Supplier',
        'Amount before VAT',
        'Amount with VAT (15%)',
        'Completion date',
        'Technical details',
        'Execution plan',
        'Notes',
        'Submitted on',
        'Status',
        'Decision',
      ]);
      const rows = within(table).getAllByTestId('offer-row');
      expect(rows[0]).toHaveAttribute('data-lowest', 'true');
      expect(
        within(rows[1]!).getByRole('button', { name: 'Accept the offer of Al Waha Tools' }),
      ).toBeVisible();
      expect(screen.getAllByRole('button', { name: 'Accept the offer of Al Waha Tools' })).toHaveLength(1);
    });

    it('accepts an offer after confirming, and links the invoice it issued', async () => {
      const fetchMock = stubEvaluating(accepted);
      renderDetails();

      await userEvent.click(
        await screen.findByRole('button', { name: 'Accept the offer of Al Noor Trading' }),
      );
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(
        'The other offers will be declined, and an invoice will be issued for SAR 12,000.00 + VAT (SAR 13,800.00 in total).',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Accept the offer' }));

      const outcome = await screen.findByTestId('offer-decision-outcome');
      expect(outcome).toHaveTextContent('You accepted the offer of Al Noor Trading.');
      expect(within(outcome).getByRole('link', { name: 'View the invoice' })).toHaveAttribute(
        'href',
        `/buyer/invoices/${tenderIds.invoice}`,
      );
      expect(requestedPaths(fetchMock).filter((path) => path === acceptPath)).toHaveLength(1);
      // The tender read again says it is awarded: the winner, and no decision left to take.
      const award = await screen.findByTestId('tender-award-notice');
      expect(award).toHaveTextContent('Awarded to Al Noor Trading for SAR 12,000.00 + VAT.');
      expect(within(award).getByRole('link', { name: 'View the invoice' })).toHaveAttribute(
        'href',
        `/buyer/invoices/${tenderIds.invoice}`,
      );
      await waitFor(() => expect(screen.queryByRole('button', { name: /^Accept the offer of/ })).toBeNull());
      expect(screen.getAllByTestId('offer-status').map((badge) => badge.textContent)).toEqual([
        'Accepted',
        'Declined',
      ]);
    });

    it('declines one offer after confirming, leaving the other to decide on', async () => {
      const fetchMock = stubEvaluating(accepted);
      renderDetails();

      await userEvent.click(
        await screen.findByRole('button', { name: 'Decline the offer of Al Waha Tools' }),
      );
      await userEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline the offer' }),
      );

      expect(await screen.findByTestId('offer-decision-outcome')).toHaveTextContent(
        'You declined the offer of Al Waha Tools.',
      );
      expect(requestedPaths(fetchMock)).toContain(declinePath);
      await waitFor(() =>
        expect(screen.getAllByTestId('offer-status').map((badge) => badge.textContent)).toEqual([
          'Awaiting decision',
          'Declined',
        ]),
      );
      expect(screen.getByRole('button', { name: 'Accept the offer of Al Noor Trading' })).toBeInTheDocument();
    });

    it('says when it is too late to decide (TENDER_NOT_EVALUATING)', async () => {
      stubEvaluating(() => apiError('TENDER_NOT_EVALUATING', 409));
      renderDetails();

      await userEvent.click(
        await screen.findByRole('button', { name: 'Accept the offer of Al Noor Trading' }),
      );
      await userEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept the offer' }),
      );

      expect(await screen.findByTestId('offer-decision-outcome')).toHaveTextContent(
        'Offers on this tender can no longer be accepted or declined.',
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('explains a tender closed without award, with nothing to decide', async () => {
      stubFetch({
        [`GET ${tenderPath}`]: anEvaluatingTender({ phase: 'CLOSED' }),
        [`GET ${offersPath}`]: [anOffer({ status: 'DECLINED' })],
      });
      renderDetails();

      expect(await screen.findByTestId('tender-closed-notice')).toHaveTextContent(
        'No offer was accepted by the response deadline',
      );
      expect(await screen.findByTestId('offer-row')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Accept the offer/ })).not.toBeInTheDocument();
    });

    it('says so when no supplier sent an offer', async () => {
      stubFetch({
        [`GET ${tenderPath}`]: anEvaluatingTender({ offerCount: 0 }),
        [`GET ${offersPath}`]: [],
      });
      renderDetails();

      expect(await screen.findByTestId('offers-empty')).toHaveTextContent('No offers were received');
      expect(screen.getByTestId('tender-offers-count')).toHaveTextContent('0 offers');
    });
  });

  it('says when the tender does not exist', async () => {
    stubFetch({ [`GET ${tenderPath}`]: () => apiError('NOT_FOUND', 404) });
    renderDetails();

    expect(await screen.findByText('We could not find this tender.')).toBeInTheDocument();
  });
});
