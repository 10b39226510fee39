import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { OpenTendersList } from './open-tenders-list';
import { anotherBusinessTender, apiErrorAnswer, tenderIds } from '../../test/tenders';

const renderList = (language: 'ar' | 'en' = 'en') =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/supplier/bids']}>
      <OpenTendersList />
    </MemoryRouter>,
    { language },
  );

const requested = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/tenders/open'));

describe('OpenTendersList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each tender with its organization, reference, activity, deadline, time left and phase', async () => {
    stubApi({
      '/api/tenders/open': {
        body: [
          anotherBusinessTender({ hasMyOffer: true }),
          anotherBusinessTender({
            id: tenderIds.otherTender,
            name: 'Cleaning services',
            daysLeft: 0,
            phase: 'EVALUATING',
          }),
        ],
      },
    });
    renderList();

    const [first, second] = await screen.findAllByTestId('tender-card');
    expect(
      within(first!).getByRole('link', { name: 'Office furniture for the Jeddah branch' }),
    ).toHaveAttribute('href', `/supplier/bids/${tenderIds.tender}`);
    expect(first).toHaveTextContent('Al Waha Stores · TND-2026-000042');
    expect(first).toHaveTextContent('Supply and install desks, chairs and storage');
    expect(first).toHaveTextContent('Submission deadline: 1 May 2026, 14:00');
    expect(within(first!).getByTestId('tender-time-left')).toHaveTextContent('5 days left');
    expect(within(first!).getByTestId('tender-phase')).toHaveTextContent('Open for offers');
    expect(within(first!).getByTestId('tender-has-my-offer')).toHaveTextContent('Offer submitted');

    expect(within(second!).getByTestId('tender-time-left')).toHaveTextContent('Deadline passed');
    expect(within(second!).getByTestId('tender-phase')).toHaveTextContent('Evaluating offers');
    expect(within(second!).queryByTestId('tender-has-my-offer')).not.toBeInTheDocument();
  });

  it('asks for the joined tenders, the typed search once typing pauses, the order, then the next page', async () => {
    let answers = 0;
    const fetchMock = stubApi({
      // Each answer is another tender, as the next page would be.
      get '/api/tenders/open'() {
        answers += 1;
        const id = `00000000-0000-4000-8000-${String(answers).padStart(12, '0')}`;
        return { body: [anotherBusinessTender({ id })], headers: { 'x-next-cursor': 'next1' } };
      },
    });
    renderList();
    await screen.findByTestId('tender-card');
    expect(requested(fetchMock)).toEqual(['/api/tenders/open?sort=deadline_asc']);

    await userEvent.click(screen.getByRole('radio', { name: 'Joined' }));
    await waitFor(() =>
      expect(requested(fetchMock)).toContain('/api/tenders/open?joined=true&sort=deadline_asc'),
    );

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tenders' }), 'furniture');
    await waitFor(() =>
      expect(requested(fetchMock)).toContain('/api/tenders/open?joined=true&q=furniture&sort=deadline_asc'),
    );
    // One request for the whole word, not one per letter.
    expect(requested(fetchMock).filter((url) => url.includes('q='))).toHaveLength(1);

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'deadline_desc' },
    });
    await waitFor(() =>
      expect(requested(fetchMock)).toContain('/api/tenders/open?joined=true&q=furniture&sort=deadline_desc'),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(requested(fetchMock)).toContain(
        '/api/tenders/open?joined=true&q=furniture&sort=deadline_desc&cursor=next1',
      ),
    );
  });

  it('says in Arabic how many days are left, or that the deadline passed', async () => {
    stubApi({
      '/api/tenders/open': {
        body: [
          anotherBusinessTender({ daysLeft: 5 }),
          anotherBusinessTender({ id: tenderIds.otherTender, daysLeft: 0, phase: 'EVALUATING' }),
        ],
      },
    });
    renderList('ar');

    const [first, second] = await screen.findAllByTestId('tender-card');
    expect(within(first!).getByTestId('tender-time-left')).toHaveTextContent('متبقٍ 5 أيام');
    expect(within(second!).getByTestId('tender-time-left')).toHaveTextContent('انتهى موعد التقديم');
    expect(screen.getByRole('radio', { name: 'المناقصات المتاحة' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'المناقصات التي شاركت فيها' })).not.toBeChecked();
  });

  it('tells a supplier who joined no tender yet what to do', async () => {
    stubApi({ '/api/tenders/open': { body: [] } });
    renderList();
    await userEvent.click(await screen.findByRole('radio', { name: 'Joined' }));
    expect(await screen.findByText('You have not joined any tender yet')).toBeInTheDocument();
  });

  it('says the open tenders could not be loaded, with a retry', async () => {
    stubApi({ '/api/tenders/open': apiErrorAnswer(500, 'INTERNAL_ERROR', 'Something went wrong.') });
    renderList();
    expect(await screen.findByText('We could not load the open tenders.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
