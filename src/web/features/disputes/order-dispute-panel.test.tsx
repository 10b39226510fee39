import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderIds } from '../../test/orders';
import { renderWithProviders, stubApi } from '../../test/render';
import { OrderDisputePanel } from './order-dispute-panel';

const disputeId = '7b0c1d3e-58e4-4a5b-9d0e-2f4c6a8b0c1d';
const aDispute = {
  id: disputeId,
  orderId: orderIds.first,
  orderNumber: 'TW-2026-000123',
  buyer: { userId: '11111111-1111-4111-8111-111111111111', businessName: 'Buyer Co' },
  supplier: { userId: '22222222-2222-4222-8222-222222222222', businessName: 'Supplier Co' },
  status: 'AWAITING_SUPPLIER',
  reason: 'DAMAGED',
  description: 'Half the boxes were crushed.',
  amountAsked: 50_000,
  amountAskedHalalas: 50_000,
  orderTotal: 117_875,
  orderTotalHalalas: 117_875,
  refundableAmount: 117_875,
  refundableAmountHalalas: 117_875,
  refundedAmount: 0,
  refundedAmountHalalas: 0,
  supplierDeadline: '2026-03-05T09:00:00.000Z',
  decision: null,
  decisionReason: null,
  decidedAt: null,
  photos: [],
  events: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      kind: 'OPENED',
      side: 'BUYER',
      text: 'Half the boxes were crushed.',
      decision: null,
      amount: 500,
      amountHalalas: 50_000,
      createdAt: '2026-03-02T09:00:00.000Z',
    },
  ],
  createdAt: '2026-03-02T09:00:00.000Z',
};
const state = (overrides: object) => ({
  canOpen: false,
  ineligibility: null,
  openUntil: '2026-03-20T09:00:00.000Z',
  maxAmount: 1178.75,
  maxAmountHalalas: 117_875,
  dispute: null,
  ...overrides,
});

const renderPanel = (side: 'buyer' | 'supplier') =>
  renderWithProviders(
    <MemoryRouter>
      <OrderDisputePanel side={side} orderId={orderIds.first} />
    </MemoryRouter>,
  );

describe('OrderDisputePanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the buyer to open a dispute while the order may be disputed', async () => {
    stubApi({ [`/api/buyers/me/orders/${orderIds.first}/dispute`]: { body: state({ canOpen: true }) } });
    renderPanel('buyer');
    const link = await screen.findByRole('link', { name: 'Open a dispute' });
    expect(link).toHaveAttribute('href', `/buyer/disputes/new?orderId=${orderIds.first}`);
  });

  it('links the buyer to its dispute, and shows the supplier the dispute with its answer and acceptance', async () => {
    stubApi({
      [`/api/buyers/me/orders/${orderIds.first}/dispute`]: { body: state({ dispute: aDispute }) },
      [`/api/suppliers/me/orders/${orderIds.first}/dispute`]: { body: state({ dispute: aDispute }) },
    });
    const buyer = renderPanel('buyer');
    expect(await screen.findByRole('link', { name: 'View the dispute' })).toHaveAttribute(
      'href',
      `/buyer/disputes/${disputeId}`,
    );
    buyer.unmount();

    renderPanel('supplier');
    expect(await screen.findByText('Waiting for the supplier')).toBeInTheDocument();
    expect(screen.getAllByText('Half the boxes were crushed.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Accept the refund asked' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send answer' })).toBeDisabled();
  });
});
