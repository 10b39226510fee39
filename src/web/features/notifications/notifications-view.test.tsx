import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aNotification, signedIn } from '../../test/notifications';
import { renderWithProviders, stubApi, type StubbedAnswer } from '../../test/render';
import { NotificationsView } from './notifications-view';
import { isolate } from '../../lib/bidi';

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderView(role: 'buyer' | 'supplier', language: 'ar' | 'en' = 'en') {
  const router = createMemoryRouter(
    [
      { path: `/${role}/notifications`, element: <NotificationsView role={role} /> },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [`/${role}/notifications`] },
  );
  return renderWithProviders(<RouterProvider router={router} />, { language });
}

function stub(routes: Record<string, StubbedAnswer>, role: 'BUYER' | 'SUPPLIER' = 'BUYER') {
  return stubApi({
    '/api/users/me': signedIn(role),
    '/api/notifications/me/unread-count': { body: { count: 2 } },
    ...routes,
  });
}

/** The query strings the list was asked with, in order. */
const listQueries = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://tawrid.test'))
    .filter((url) => url.pathname === '/api/notifications/me')
    .map((url) => Object.fromEntries(url.searchParams));

const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === path && (init?.method ?? 'GET').toUpperCase() === method,
  );

describe('NotificationsView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('lists notifications newest first and marks the unread ones apart, not by colour alone', async () => {
    stub({
      '/api/notifications/me': {
        body: [
          aNotification(1),
          aNotification(2, { isRead: true, title: 'Invoice paid', type: 'INVOICE_STATUS' }),
        ],
      },
    });
    renderView('buyer');
    const items = await screen.findAllByTestId('notification');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Order 1 placed');
    expect(items[0]).toHaveTextContent('Unread');
    expect(items[0]).toHaveTextContent(`From ${isolate('Al Noor Trading')}`);
    expect(items[0]).toHaveTextContent('1 minute ago');
    expect(items[1]).toHaveTextContent('Invoice paid');
    expect(items[1]).toHaveTextContent('Invoice status');
    expect(items[1]).not.toHaveTextContent('Unread');
    expect(await screen.findByText('You have 2 unread notifications.')).toBeInTheDocument();
  });

  it('asks in the interface language and sends the type, unread-only and day filters', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // A Wednesday afternoon in Riyadh; the Saudi week began on Sunday the 22nd.
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    const fetchMock = stub({ '/api/notifications/me': { body: [aNotification(1)] } });
    renderView('buyer', 'ar');
    await screen.findAllByTestId('notification');
    expect(listQueries(fetchMock).at(-1)).toEqual({ lang: 'ar' });

    fireEvent.click(screen.getByRole('textbox', { name: 'النوع' }));
    fireEvent.click(await screen.findByRole('option', { name: 'حالة الفاتورة', hidden: true }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ lang: 'ar', type: 'INVOICE_STATUS' }),
    );

    fireEvent.click(screen.getByRole('switch', { name: 'غير المقروءة فقط' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ lang: 'ar', type: 'INVOICE_STATUS', isRead: 'false' }),
    );

    fireEvent.click(screen.getByRole('radio', { name: 'هذا الأسبوع' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ from: '2026-11-22' }));
    expect(listQueries(fetchMock).at(-1)).not.toHaveProperty('to');

    fireEvent.click(screen.getByRole('radio', { name: 'اليوم' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ from: '2026-11-25' }));

    fireEvent.click(screen.getByRole('radio', { name: 'تحديد التواريخ' }));
    fireEvent.change(screen.getByLabelText('من'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('إلى'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        lang: 'ar',
        type: 'INVOICE_STATUS',
        isRead: 'false',
        from: '2026-11-01',
        to: '2026-11-10',
      }),
    );
  });

  it('loads the next page with the cursor from the x-next-cursor header', async () => {
    const fetchMock = stubApi({
      '/api/users/me': signedIn('BUYER'),
      '/api/notifications/me/unread-count': { body: { count: 0 } },
    });
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://tawrid.test');
      const json = (body: unknown, headers: Record<string, string> = {}) =>
        new Response(JSON.stringify(body), { headers: { ...headers, 'content-type': 'application/json' } });
      if (url.pathname === '/api/users/me') return json(signedIn('BUYER').body);
      if (url.pathname === '/api/notifications/me/unread-count') return json({ count: 0 });
      return url.searchParams.get('cursor') === 'page-2'
        ? json([aNotification(3, { title: 'Older one' })])
        : json([aNotification(1)], { 'x-next-cursor': 'page-2' });
    });
    renderView('buyer');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older one')).toBeInTheDocument();
    expect(screen.getAllByTestId('notification')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks one read and opens its page when clicked', async () => {
    const notification = aNotification(1);
    const fetchMock = stub({
      '/api/notifications/me': { body: [notification] },
      [`PATCH /api/notifications/${notification.notificationId}/read`]: {
        body: { ...notification, isRead: true },
      },
    });
    renderView('buyer');
    fireEvent.click(await screen.findByRole('button', { name: /Order 1 placed/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/buyer/orders/order-1');
    await waitFor(() =>
      expect(
        calls(fetchMock, 'PATCH', `/api/notifications/${notification.notificationId}/read`),
      ).toHaveLength(1),
    );
  });

  it('opens the supplier side of an offer for a supplier', async () => {
    stub(
      {
        '/api/notifications/me': {
          body: [
            aNotification(1, { type: 'NEW_OFFER', relatedEntityType: 'OFFER', relatedEntityId: 'bid-7' }),
          ],
        },
        [`PATCH /api/notifications/${aNotification(1).notificationId}/read`]: { body: aNotification(1) },
      },
      'SUPPLIER',
    );
    renderView('supplier');
    fireEvent.click(await screen.findByRole('button', { name: /Order 1 placed/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/supplier/offers/bid/bid-7');
  });

  it('stays on the page for a notification that names nothing to open', async () => {
    stub({
      '/api/notifications/me': {
        body: [aNotification(1, { isRead: true, relatedEntityType: null, relatedEntityId: null })],
      },
    });
    renderView('buyer');
    fireEvent.click(await screen.findByRole('button', { name: /Order 1 placed/ }));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('marks all as read: the unread labels and the count clear', async () => {
    let isAllRead = false;
    const fetchMock = stubApi({
      '/api/users/me': signedIn('BUYER'),
      '/api/notifications/me/unread-count': { body: { count: 2 } },
      // The server's answer after the call, when the list reloads.
      get '/api/notifications/me'() {
        return { body: [aNotification(1, { isRead: isAllRead }), aNotification(2, { isRead: isAllRead })] };
      },
      get 'PATCH /api/notifications/read-all'() {
        isAllRead = true;
        return { body: { updated: 2 } };
      },
    });
    renderView('buyer');
    await screen.findByText('You have 2 unread notifications.');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(calls(fetchMock, 'PATCH', '/api/notifications/read-all')).toHaveLength(1);
    for (const item of screen.getAllByTestId('notification')) expect(item).not.toHaveTextContent('Unread');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows the empty state, and offers to clear filters when they hide everything', async () => {
    stub({ '/api/notifications/me': { body: [] } });
    renderView('buyer');
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Unread only' }));
    const empty = await screen.findByTestId('notifications-empty');
    await within(empty).findByText('No notifications match these filters');
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('logs a failed load and offers to try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stub({
      '/api/notifications/me': {
        status: 500,
        body: { error: { code: 'INTERNAL_ERROR', message: 'Boom', statusCode: 500 }, requestId: 'r' },
      },
    });
    renderView('buyer');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your notifications.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});
