import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalRequestSummary } from '../../../contract/approvals/approvals.schemas';
import { buyerUser, sentBodies, stubFetch, twoSupplierCart } from '../../test/cart';
import { renderWithProviders } from '../../test/render';
import { CartView } from '../cart/cart-view';

const requester = {
  ...buyerUser,
  memberId: '80000000-0000-4000-8000-000000000001',
  memberRoles: ['REQUESTER'],
};
const overLimitCart = { ...twoSupplierCart(), orderLimit: 50_000, isAboveOrderLimit: true };
const summary = (overrides: Partial<ApprovalRequestSummary>): ApprovalRequestSummary => ({
  id: '70000000-0000-4000-8000-000000000001',
  status: 'PENDING',
  requester: { memberId: requester.memberId, name: 'سارة' },
  note: null,
  total: 101_005,
  supplierCount: 2,
  lineCount: 3,
  createdAt: '2026-11-29T08:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  declineReason: null,
  ...overrides,
});

function renderCart() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/cart']}>
      <Routes>
        <Route path="/cart" element={<CartView />} />
      </Routes>
    </MemoryRouter>,
    { language: 'ar' },
  );
}

describe('a cart above the order limit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says it is above the limit and sends it for approval with a note instead of paying', async () => {
    const fetchMock = stubFetch({
      'GET /api/users/me': requester,
      'GET /api/buyers/me/cart': overLimitCart,
      'GET /api/buyers/me/approval-requests': [],
      'POST /api/buyers/me/approval-requests': { ...summary({}), basket: null },
    } as never);
    renderCart();

    expect(await screen.findByText('يتجاوز حدّك للطلب')).toBeInTheDocument();
    expect(screen.getByTestId('over-limit')).toHaveTextContent(
      'حدّك للطلب 500.00 ر.س، وإجمالي السلة 1,010.05 ر.س',
    );
    expect(screen.queryByRole('button', { name: /ادفع/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /ملاحظة للموافِق/ }), 'عاجل');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال للموافقة' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/buyers/me/approval-requests')).toEqual([{ note: 'عاجل' }]),
    );
  });

  it('shows a pending request and, once approved, the payment', async () => {
    stubFetch({
      'GET /api/users/me': requester,
      'GET /api/buyers/me/cart': overLimitCart,
      'GET /api/buyers/me/approval-requests': [
        summary({ status: 'APPROVED', decidedBy: { memberId: buyerUser.id, name: 'خالد' } }),
      ],
      'GET /api/buyers/me/cards': [],
    } as never);
    renderCart();

    expect(await screen.findByText('وافق خالد على سلتك. يمكنك الدفع الآن.')).toBeInTheDocument();
    expect(screen.queryByText('يتجاوز حدّك للطلب')).not.toBeInTheDocument();
  });
});
