import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrder, orderIds } from '../../test/orders';
import { renderWithProviders, stubApi } from '../../test/render';
import { OrderDetails } from './order-details';

const buyerPath = `/api/buyers/me/orders/${orderIds.first}`;
const supplierPath = `/api/suppliers/me/orders/${orderIds.first}`;

const renderDetails = (side: 'buyer' | 'supplier') =>
  renderWithProviders(
    <MemoryRouter>
      <OrderDetails side={side} orderId={orderIds.first} />
    </MemoryRouter>,
  );

describe('OrderDetails', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the items with their money and the totals', async () => {
    stubApi({ [buyerPath]: { body: anOrder() } });
    renderDetails('buyer');

    const rows = await screen.findAllByTestId('order-item');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Nitrile Gloves');
    expect(rows[0]).toHaveTextContent('SAR 18.00');
    expect(rows[0]).toHaveTextContent('10');
    expect(rows[0]).toHaveTextContent('SAR 180.00');
    expect(within(rows[1]!).getByLabelText('No image')).toBeInTheDocument();
    expect(screen.getByText('Delivery fee').nextSibling).toHaveTextContent('SAR 25.00');
    expect(screen.getByText('VAT (15%)').nextSibling).toHaveTextContent('SAR 38.40');
    expect(screen.getByTestId('order-total')).toHaveTextContent('SAR 294.40');
    expect(screen.getByRole('link', { name: 'Visit the store' })).toHaveAttribute(
      'href',
      expect.stringContaining('/suppliers/'),
    );
    expect(screen.queryByRole('button', { name: 'Confirm delivery' })).not.toBeInTheDocument();
  });

  it('says VAT was not charged when the supplier was not VAT-registered (decision 018)', async () => {
    stubApi({ [buyerPath]: { body: anOrder({ isVatRegistered: false, vat: 0, totalPrice: 25_600 }) } });
    renderDetails('buyer');

    const label = await screen.findByText('VAT: not charged — supplier not VAT-registered');
    expect(label.nextSibling).toHaveTextContent('SAR 0.00');
    expect(screen.queryByText('VAT (15%)')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('SAR 256.00');
  });

  it('confirms the delivery of a shipped order after asking, then shows it completed', async () => {
    const fetchMock = stubApi({
      [buyerPath]: { body: anOrder({ status: 'SHIPPED', shippedAt: '2026-03-02T09:00:00.000Z' }) },
      [`PATCH ${buyerPath}/confirm-delivery`]: {
        body: anOrder({ status: 'COMPLETED', completedAt: '2026-03-04T09:00:00.000Z' }),
      },
    });
    renderDetails('buyer');

    await userEvent.click(await screen.findByRole('button', { name: 'Confirm delivery' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Confirm delivery of order TW-2026-000123?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, I received it' }));

    expect(await screen.findByText('Delivery confirmed. Thank you!')).toBeInTheDocument();
    expect(screen.getAllByTestId('order-status')[0]).toHaveTextContent('Completed');
    expect(screen.getByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      `/buyer/review/write-review?orderId=${orderIds.first}`,
    );
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/confirm-delivery') && init?.method === 'PATCH',
      ),
    ).toBe(true);
  });

  it('shows the written review instead of the prompt', async () => {
    stubApi({
      [buyerPath]: { body: anOrder({ status: 'COMPLETED', review: { rating: 4, text: 'Good supplier' } }) },
    });
    renderDetails('buyer');

    expect(await screen.findByTestId('order-review')).toHaveTextContent('Good supplier');
    expect(screen.queryByRole('link', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it("lets the supplier move a pending order to processing, and shows a refused change's reason", async () => {
    const fetchMock = stubApi({
      [supplierPath]: { body: anOrder() },
      [`PATCH ${supplierPath}/status`]: { body: anOrder({ status: 'PROCESSING' }) },
    });
    renderDetails('supplier');

    await userEvent.click(await screen.findByRole('button', { name: 'Mark as processing' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as processing' }),
    );

    expect(await screen.findByText('The order is now processing.')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch![1]!.body))).toEqual({ action: 'PROCESS' });
    expect(screen.getByRole('button', { name: 'Mark as shipped' })).toBeInTheDocument();

    stubApi({
      [supplierPath]: { body: anOrder({ status: 'PROCESSING' }) },
      [`PATCH ${supplierPath}/status`]: {
        status: 409,
        body: {
          error: { code: 'ORDER_TRANSITION_NOT_ALLOWED', message: 'x', statusCode: 409 },
          requestId: 'r',
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'This order cannot move to that status now.',
      ),
    );
  });
});
