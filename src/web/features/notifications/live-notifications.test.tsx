import { notifications as toasts } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteLayout } from '../../app/layouts/site-layout';
import { SupplierLayout } from '../../app/layouts/supplier-layout';
import { FakeEventSource } from '../../test/fake-event-source';
import { aNotification, signedIn } from '../../test/notifications';
import { renderWithProviders, stubApi } from '../../test/render';
import { NotificationsView } from './notifications-view';

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** The buyer's notifications page inside the real layout, which holds the bell and the live stream. */
function renderBuyerPage() {
  const router = createMemoryRouter(
    [
      {
        element: <SiteLayout />,
        children: [
          { path: '/buyer/notifications', element: <NotificationsView role="buyer" /> },
          { path: '*', element: <WhereAmI /> },
        ],
      },
    ],
    { initialEntries: ['/buyer/notifications'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

function stub(unreadCount: number, list = [aNotification(2)]) {
  return stubApi({
    '/api/users/me': signedIn('BUYER'),
    '/api/notifications/me/unread-count': { body: { count: unreadCount } },
    '/api/notifications/me': { body: list },
    [`PATCH /api/notifications/${live.notificationId}/read`]: { body: { ...live, isRead: true } },
    '/api/categories': { body: [] },
  });
}

/** Waits past the tick on which the query cache tells its observers, so nothing pending is missed. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** The stream opens once the session has loaded; then one message arrives. */
async function push(payload: unknown) {
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  act(() => FakeEventSource.latest().emit('NOTIFICATION', payload));
}

const live = aNotification(1, {
  type: 'NEW_MESSAGE',
  title: 'New message from Al Noor',
  content: 'Can you deliver 40 cases on Sunday?',
  relatedEntityType: 'CHAT',
  relatedEntityId: 'thread-9',
  createdAt: new Date().toISOString(),
});

describe('LiveNotifications', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(async () => {
    cleanup();
    toasts.clean();
    // The tab's stream closes at the end of the task that unmounted its last user.
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('prepends a live notification, counts it in the bell and shows a toast', async () => {
    stub(3);
    renderBuyerPage();
    await screen.findByRole('link', { name: 'Notifications (3)' });
    await screen.findAllByTestId('notification');
    await push(live);

    // The query cache tells its observers on the next tick.
    expect(await screen.findByRole('link', { name: 'Notifications (4)' })).toBeInTheDocument();
    const items = screen.getAllByTestId('notification');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('New message from Al Noor');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('New message from Al Noor');
    expect(toast).toHaveTextContent('Can you deliver 40 cases on Sunday?');
  });

  it('ignores a notification whose id it already has', async () => {
    stub(1, [live]);
    renderBuyerPage();
    await screen.findByRole('link', { name: 'Notifications (1)' });
    await screen.findAllByTestId('notification');
    await push(live);
    act(() => FakeEventSource.latest().emit('NOTIFICATION', live));
    await settle();

    expect(screen.getAllByTestId('notification')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Notifications (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a repeated live notification once', async () => {
    stub(0, []);
    renderBuyerPage();
    await screen.findByText('No notifications yet');
    await push(live);
    act(() => FakeEventSource.latest().emit('NOTIFICATION', live));
    await settle();

    expect(await screen.findByRole('link', { name: 'Notifications (1)' })).toBeInTheDocument();
    expect(screen.getAllByTestId('notification')).toHaveLength(1);
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
  });

  it('caps the bell at 99+ when a live notification passes 99', async () => {
    stub(99);
    renderBuyerPage();
    await screen.findByRole('link', { name: 'Notifications (99)' });
    await push(live);
    expect(await screen.findByRole('link', { name: 'Notifications (99+)' })).toBeInTheDocument();
  });

  it('marks the toast’s notification read and opens its chat when the toast is clicked', async () => {
    const fetchMock = stub(0, []);
    renderBuyerPage();
    await screen.findByText('No notifications yet');
    await push(live);
    const toast = await screen.findByRole('alert');
    fireEvent.click(within(toast).getByRole('button', { name: /New message from Al Noor/ }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/buyer/chats/thread-9');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) =>
            String(input) === `/api/notifications/${live.notificationId}/read` && init?.method === 'PATCH',
        ),
      ).toBe(true),
    );
  });

  it('keeps a live notification out of a list filtered to another type', async () => {
    stub(0, []);
    renderBuyerPage();
    await screen.findByText('No notifications yet');
    fireEvent.click(screen.getByRole('textbox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'New orders', hidden: true }));
    await screen.findByText('No notifications match these filters');
    await push(live);

    expect(await screen.findByRole('link', { name: 'Notifications (1)' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('notification')).toHaveLength(0);
  });

  it('logs and skips a payload that is not a notification', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stub(0, []);
    renderBuyerPage();
    await screen.findByText('No notifications yet');
    await push({ notificationId: 'not-a-uuid' });
    await settle();
    expect(warn).toHaveBeenCalledWith(
      'Skipped a live notification of an unexpected shape.',
      expect.anything(),
    );
    expect(screen.queryAllByTestId('notification')).toHaveLength(0);
  });

  it('updates the supplier sidebar badge live and closes the stream at logout', async () => {
    stubApi({
      '/api/users/me': signedIn('SUPPLIER'),
      '/api/notifications/me/unread-count': { body: { count: 5 } },
      '/api/suppliers/me': { body: { supplierStatus: 'ACTIVE' } },
      'POST /api/auth/logout': { body: {} },
    });
    const router = createMemoryRouter(
      [{ element: <SupplierLayout />, children: [{ path: '*', element: <WhereAmI /> }] }],
      { initialEntries: ['/supplier/overview'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    const nav = screen.getByRole('navigation', { name: 'Supplier navigation' });
    expect(await within(nav).findByText('5')).toBeInTheDocument();
    await push(live);
    expect(await within(nav).findByText('6')).toBeInTheDocument();
    expect(FakeEventSource.latest().url).toBe('/api/notifications/stream?lang=en');

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(FakeEventSource.latest().isClosed).toBe(true));
  });
});
