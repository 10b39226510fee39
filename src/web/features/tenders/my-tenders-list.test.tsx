import { screen, waitFor, within } from '@testing-library/react';
import userEventDefault from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { aDraftTender, aTender, anEvaluatingTender, tenderIds } from '../../test/tenders';
import { MyTendersList } from './my-tenders-list';

const userEvent = userEventDefault.setup({ delay: null });

const second = '00000000-0000-4000-8000-0000000d0002';
const tenders = [
  aTender(),
  anEvaluatingTender({
    id: second,
    referenceNumber: 'TND-2026-000041',
    name: 'Cleaning services for 2026',
    organizationName: 'Al Waha Facilities',
    offerCount: 3,
  }),
];

const renderList = (language: 'ar' | 'en' = 'en') =>
  renderWithProviders(
    <MemoryRouter>
      <MyTendersList />
    </MemoryRouter>,
    { language },
  );

describe('MyTendersList', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows days left and locked offers while open, «Deadline passed» and the count after', async () => {
    stubApi({ '/api/tenders/mine': { body: tenders } });
    renderList();

    const rows = await screen.findAllByTestId('tender-row');
    expect(
      within(rows[0]!).getByRole('link', { name: 'Office furniture for the Jeddah branch' }),
    ).toHaveAttribute('href', `/buyer/bids/${tenderIds.tender}`);
    expect(rows[0]).toHaveTextContent('Reference number: TND-2026-000042');
    expect(rows[0]).toHaveTextContent('Organization: Al Waha Stores');
    expect(rows[0]).toHaveTextContent('Submission deadline: 1 May 2026, 14:00');
    expect(within(rows[0]!).getByTestId('tender-time-left')).toHaveTextContent('5 days left');
    expect(within(rows[0]!).getByTestId('tender-offers-locked')).toHaveTextContent('Locked');
    expect(within(rows[0]!).getByTestId('tender-phase')).toHaveTextContent('Open for offers');

    expect(within(rows[1]!).getByTestId('tender-time-left')).toHaveTextContent('Deadline passed');
    expect(within(rows[1]!).getByTestId('tender-offers-count')).toHaveTextContent('3 offers');
    expect(within(rows[1]!).queryByTestId('tender-offers-locked')).not.toBeInTheDocument();
  });

  it('puts the drafts awaiting approval first, with their badge and who wrote them (issue 26)', async () => {
    const draft = aDraftTender({ id: tenderIds.otherTender, name: 'Printer paper for 2027' });
    stubApi({ '/api/tenders/mine': { body: [aTender(), draft] } });
    renderList();

    const drafts = await screen.findByTestId('tender-drafts');
    const rows = await screen.findAllByTestId('tender-row');
    expect(rows).toHaveLength(2);
    expect(within(drafts).getAllByTestId('tender-row')).toEqual([rows[0]]);
    expect(rows[0]).toHaveTextContent('Printer paper for 2027');
    expect(within(rows[0]!).getByTestId('tender-phase')).toHaveTextContent('Draft awaiting approval');
    expect(rows[0]).toHaveTextContent('Written by Omar Al-Qahtani');
    expect(within(rows[0]!).queryByTestId('tender-time-left')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Office furniture for the Jeddah branch');
  });

  it('shows a draft in Arabic as «مسودة بانتظار الاعتماد»', async () => {
    stubApi({ '/api/tenders/mine': { body: [aDraftTender()] } });
    renderList('ar');

    expect(await screen.findByRole('heading', { name: 'مسودات بانتظار الاعتماد' })).toBeInTheDocument();
    expect(screen.getByTestId('tender-phase')).toHaveTextContent('مسودة بانتظار الاعتماد');
  });

  it('says «1 day left» in the singular', async () => {
    stubApi({ '/api/tenders/mine': { body: [aTender({ daysLeft: 1 })] } });
    renderList();

    expect(await screen.findByTestId('tender-time-left')).toHaveTextContent('1 day left');
  });

  it('asks for one phase when a chip is chosen', async () => {
    const fetchMock = stubApi({ '/api/tenders/mine': { body: tenders } });
    renderList();
    await screen.findAllByTestId('tender-row');

    await userEvent.click(screen.getByRole('radio', { name: 'Evaluating offers' }));

    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        '/api/tenders/mine?phase=EVALUATING',
      ),
    );
  });

  it('links to a new tender and to the received offers', async () => {
    stubApi({ '/api/tenders/mine': { body: tenders } });
    renderList();

    expect(screen.getByRole('link', { name: 'New tender' })).toHaveAttribute('href', '/buyer/bids/new');
    expect(screen.getByRole('link', { name: 'Received offers' })).toHaveAttribute(
      'href',
      '/buyer/offers/received-offers',
    );
  });

  it('invites to publish the first tender', async () => {
    stubApi({ '/api/tenders/mine': { body: [] } });
    renderList();

    expect(await screen.findByTestId('tenders-empty')).toHaveTextContent('No tenders yet');
  });

  it('speaks Arabic: «المناقصات», «متبقٍ 5 أيام», «انتهى موعد التقديم»', async () => {
    stubApi({ '/api/tenders/mine': { body: tenders } });
    renderList('ar');

    expect(screen.getByRole('heading', { level: 1, name: 'المناقصات' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'مناقصة جديدة' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('tender-row');
    expect(rows[0]).toHaveTextContent('متبقٍ 5 أيام');
    expect(rows[0]).toHaveTextContent('مغلقة');
    expect(rows[1]).toHaveTextContent('انتهى موعد التقديم');
    expect(rows[1]).toHaveTextContent('3 عروض');
  });
});
