import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aGroupPurchase } from '../../test/group-purchases';
import { anOrder, orderIds } from '../../test/orders';
import { renderWithProviders, stubApi } from '../../test/render';
import { OrdersList } from './orders-list';
import { isolate } from '../../lib/bidi';

const renderList = (side: 'buyer' | 'supplier') =>
  renderWithProviders(
    <MemoryRouter>
      <OrdersList side={side} />
    </MemoryRouter>,
  );

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const renderBuyerOrdersAt = (entry: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      <OrdersList side="buyer" />
      <Location />
    </MemoryRouter>,
  );

const requested = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/orders'));

describe('OrdersList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each order with its number, supplier, total, paid marker and status', async () => {
    stubApi({ '/api/buyers/me/orders': { body: [anOrder({ status: 'SHIPPED' })] } });
    renderList('buyer');

    const row = await screen.findByTestId('order-row');
    expect(within(row).getByRole('link', { name: 'Order TW-2026-000123' })).toHaveAttribute(
      'href',
      `/buyer/orders/${orderIds.first}`,
    );
    expect(row).toHaveTextContent(`Supplier: ${isolate('Al Noor Trading')}`);
    expect(row).toHaveTextContent('Total: SAR 294.40');
    expect(row).toHaveTextContent('Paid');
    expect(within(row).getByTestId('order-status')).toHaveTextContent('Shipped');
  });

  it('asks for the chosen status tab and loads the next page with the cursor', async () => {
    const fetchMock = stubApi({
      '/api/buyers/me/orders': { body: [anOrder()], headers: { 'x-next-cursor': 'next1' } },
    });
    renderList('buyer');
    await screen.findByTestId('order-row');

    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    await waitFor(() => expect(requested(fetchMock)).toContain('/api/buyers/me/orders?status=COMPLETED'));
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    await waitFor(() =>
      expect(requested(fetchMock)).toContain('/api/buyers/me/orders?status=COMPLETED&cursor=next1'),
    );
    expect(requested(fetchMock)[0]).toBe('/api/buyers/me/orders');
  });

  it("shows the supplier the buyer's name and city, in Arabic with translated statuses", async () => {
    stubApi({ '/api/suppliers/me/orders': { body: [anOrder({ status: 'CANCELLED' })] } });
    renderWithProviders(
      <MemoryRouter>
        <OrdersList side="supplier" />
      </MemoryRouter>,
      { language: 'ar' },
    );

    const row = await screen.findByTestId('order-row');
    expect(row).toHaveTextContent(`المشتري: ${isolate('Al Waha Stores')}، ${isolate('Riyadh')}`);
    expect(within(row).getByTestId('order-status')).toHaveTextContent('ملغى');
    expect(within(row).getByRole('link')).toHaveAttribute('href', `/supplier/orders/${orderIds.first}`);
  });

  it('says when there are no orders', async () => {
    stubApi({ '/api/buyers/me/orders': { body: [] } });
    renderList('buyer');

    expect(await screen.findByTestId('orders-empty')).toHaveTextContent('No orders yet');
  });

  it('switches the buyer to its group purchases and keeps the view in the address', async () => {
    const fetchMock = stubApi({
      '/api/buyers/me/orders': { body: [anOrder()] },
      '/api/buyers/me/group-purchases': { body: [aGroupPurchase({ myQuantity: 24 })] },
    });
    renderBuyerOrdersAt('/buyer/orders');
    await screen.findByTestId('order-row');

    await userEvent.click(screen.getByRole('radio', { name: 'Group purchases' }));

    expect(await screen.findByTestId('group-row')).toHaveTextContent('Nitrile gloves');
    expect(screen.queryByTestId('order-row')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/buyer/orders?view=group-purchases');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/buyers/me/group-purchases');

    await userEvent.click(screen.getByRole('radio', { name: 'Orders' }));
    expect(await screen.findByTestId('order-row')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/buyer\/orders$/);
  });

  it('opens on the group purchases from a notification’s link', async () => {
    stubApi({ '/api/buyers/me/group-purchases': { body: [aGroupPurchase({ myQuantity: 24 })] } });
    renderBuyerOrdersAt('/buyer/orders?view=group-purchases');

    expect(await screen.findByTestId('group-row')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Group purchases' })).toBeChecked();
  });

  it('offers the supplier no group purchases view', async () => {
    stubApi({ '/api/suppliers/me/orders': { body: [anOrder()] } });
    renderWithProviders(
      <MemoryRouter initialEntries={['/supplier/orders?view=group-purchases']}>
        <OrdersList side="supplier" />
      </MemoryRouter>,
    );

    expect(await screen.findByTestId('order-row')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Group purchases' })).not.toBeInTheDocument();
  });
});
