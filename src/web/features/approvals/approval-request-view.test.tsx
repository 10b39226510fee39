import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalRequest } from '../../../contract/approvals/approvals.schemas';
import { buyerUser, cartIds, sentBodies, stubFetch } from '../../test/cart';
import { renderWithProviders } from '../../test/render';
import { ApprovalRequestView } from './approval-request-view';

const requestId = '70000000-0000-4000-8000-000000000001';
const path = `/api/buyers/me/approval-requests/${requestId}`;

function aRequest(overrides: Partial<ApprovalRequest> = {}): ApprovalRequest {
  const basket = {
    groups: [
      {
        supplier: { userId: cartIds.noor, businessName: 'Al Noor Trading' },
        lines: [
          {
            productId: cartIds.gloves,
            nameAr: 'قفازات نتريل',
            nameEn: 'Nitrile gloves',
            unitPrice: 10_000,
            quantity: 10,
            lineTotal: 100_000,
            vat: 15_000,
          },
        ],
        productsTotal: 100_000,
        deliveryFee: 0,
        vat: 15_000,
        total: 115_000,
      },
    ],
    productsTotal: 100_000,
    deliveryFees: 0,
    vat: 15_000,
    total: 115_000,
  };
  return {
    id: requestId,
    status: 'PENDING',
    requester: { memberId: '80000000-0000-4000-8000-000000000001', name: 'سارة' },
    note: 'لفرع الرياض',
    total: 115_000,
    supplierCount: 1,
    lineCount: 1,
    createdAt: '2026-11-29T08:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    declineReason: null,
    basket,
    current: basket,
    changes: [],
    canDecide: true,
    canCancel: false,
    ...overrides,
  };
}

function renderRequest() {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/buyer/approvals/${requestId}`]}>
      <Routes>
        <Route path="/buyer/approvals/:id" element={<ApprovalRequestView id={requestId} />} />
      </Routes>
    </MemoryRouter>,
    { language: 'ar' },
  );
}

describe('ApprovalRequestView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the requester, the note and the basket by supplier with VAT and total', async () => {
    stubFetch({ 'GET /api/users/me': buyerUser, [`GET ${path}`]: aRequest() } as never);
    renderRequest();

    expect(await screen.findByText('مقدّم الطلب: سارة')).toBeInTheDocument();
    expect(screen.getByTestId('approval-note')).toHaveTextContent('لفرع الرياض');
    const supplier = screen.getByRole('region', { name: 'Al Noor Trading' });
    expect(within(supplier).getByText('قفازات نتريل')).toBeInTheDocument();
    expect(within(supplier).getByText(/الضريبة: 150\.00 ر\.س/)).toBeInTheDocument();
    expect(screen.getByTestId('approval-total')).toHaveTextContent('1,150.00 ر.س');
    expect(screen.getByText('لم يتغيّر شيء منذ الإرسال: الأسعار والمخزون كما هي.')).toBeInTheDocument();
  });

  it('declines with the reason written in the modal', async () => {
    const declined = aRequest({ status: 'DECLINED', canDecide: false, declineReason: 'من المورد المعتمد' });
    let current = aRequest();
    const fetchMock = stubFetch({
      'GET /api/users/me': buyerUser,
      [`GET ${path}`]: () => Response.json(current),
      [`POST ${path}/decline`]: () => {
        current = declined;
        return Response.json(declined);
      },
    } as never);
    renderRequest();

    await userEvent.click(await screen.findByRole('button', { name: 'رفض' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'رفض الطلب' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /سبب الرفض/ }), 'من المورد المعتمد');
    await userEvent.click(confirm);

    await waitFor(() =>
      expect(sentBodies(fetchMock, `POST ${path}/decline`)).toEqual([{ reason: 'من المورد المعتمد' }]),
    );
    expect(await screen.findByText('سبب الرفض: من المورد المعتمد')).toBeInTheDocument();
  });

  it('names what changed and offers no decision to whoever may not decide', async () => {
    stubFetch({
      'GET /api/users/me': buyerUser,
      [`GET ${path}`]: aRequest({
        canDecide: false,
        changes: [
          {
            kind: 'PRICE_UP',
            productId: cartIds.gloves,
            nameAr: 'قفازات نتريل',
            nameEn: 'Nitrile gloves',
            requestedAmount: 10_000,
            currentAmount: 12_000,
          },
        ],
      }),
    } as never);
    renderRequest();

    expect(await screen.findByTestId('approval-changes')).toHaveTextContent(
      'ارتفع سعر «قفازات نتريل» من 100.00 ر.س إلى 120.00 ر.س',
    );
    expect(screen.queryByRole('button', { name: 'موافقة' })).not.toBeInTheDocument();
  });
});
