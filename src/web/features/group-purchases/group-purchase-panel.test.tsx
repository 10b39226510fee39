import { screen, waitFor, within } from '@testing-library/react';
import userEventDefault from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi, type StubbedAnswer } from '../../test/render';
import { aBuyer, aGroupProduct, aGroupPurchase, groupIds, riyadh } from '../../test/group-purchases';
import { apiErrorAnswer } from '../../test/tenders';
import { GroupPurchasePanel } from './group-purchase-panel';

const userEvent = userEventDefault.setup({ delay: null });

const cityGroupPath = `/api/products/${groupIds.product}/group-purchase`;
const guest = { 'GET /api/users/me': apiErrorAnswer(401, 'UNAUTHENTICATED', 'Please log in.') };
const asBuyer = { 'GET /api/users/me': { body: aBuyer } };

function renderPanel(language: 'ar' | 'en' = 'en', product = aGroupProduct()) {
  return renderWithProviders(
    <MemoryRouter>
      <GroupPurchasePanel
        productId={groupIds.product}
        supplierId={groupIds.supplier}
        price={2500}
        product={product}
      />
    </MemoryRouter>,
    { language },
  );
}

/** The bodies sent to `METHOD path`. */
const sent = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));

describe('GroupPurchasePanel', () => {
  // A buyer's part is loaded on first use; loaded here once, so no test waits on its transform.
  beforeAll(async () => {
    await import('./buyer-group-part');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a guest the terms and a way to log in, without asking for a city group', async () => {
    const fetchMock = stubApi(guest);
    renderPanel();

    const login = await screen.findByRole('link', { name: 'Log in to join' });
    expect(login).toHaveAttribute('href', '/login');
    const terms = screen.getByText('Group price').closest('dl')!;
    expect(terms).toHaveAttribute('aria-label', 'Group purchase terms');
    expect(within(terms).getByText('Group price').nextElementSibling).toHaveTextContent('SAR 21.00 per unit');
    expect(within(terms).getByText('You save').nextElementSibling).toHaveTextContent(
      '16% off the standard price of SAR 25.00',
    );
    expect(within(terms).getByText('Buyers needed').nextElementSibling).toHaveTextContent(
      '5 buyers from the same city',
    );
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain(cityGroupPath);
  });

  it('shows a supplier the terms only', async () => {
    const fetchMock = stubApi({
      'GET /api/users/me': { body: { ...aBuyer, role: 'SUPPLIER' } },
    });
    renderPanel();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/users/me', expect.anything()));
    expect(await screen.findByText('Group price')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to join' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain(cityGroupPath);
  });

  it('offers a buyer with no group in its city to start one, at the minimum order quantity', async () => {
    const routes: Record<string, StubbedAnswer> = {
      ...asBuyer,
      [`GET ${cityGroupPath}`]: { body: { city: riyadh, group: null } },
      'POST /api/group-purchases': {
        status: 201,
        body: aGroupPurchase({ memberCount: 1, totalQuantity: 24, myQuantity: 24 }),
      },
    };
    const fetchMock = stubApi(routes);
    renderPanel();

    expect(
      await screen.findByRole('heading', { name: 'Start a group purchase in Riyadh' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your quantity' })).toHaveValue('24');
    routes[`GET ${cityGroupPath}`] = {
      body: { city: riyadh, group: aGroupPurchase({ memberCount: 1, totalQuantity: 24, myQuantity: 24 }) },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Start group purchase' }));

    expect(await screen.findByTestId('group-my-quantity')).toHaveTextContent('You joined with 24 units.');
    expect(screen.getByRole('status')).toHaveTextContent('You joined the group purchase.');
    expect(sent(fetchMock, 'POST', '/api/group-purchases')).toEqual([
      { productId: groupIds.product, quantity: 24 },
    ]);
  });

  it('shows an open group’s progress and time left, and joins it with the chosen quantity', async () => {
    const routes: Record<string, StubbedAnswer> = {
      ...asBuyer,
      [`GET ${cityGroupPath}`]: { body: { city: riyadh, group: aGroupPurchase() } },
      'POST /api/group-purchases': {
        status: 201,
        body: aGroupPurchase({ memberCount: 3, totalQuantity: 84, myQuantity: 36 }),
      },
    };
    const fetchMock = stubApi(routes);
    renderPanel();

    expect(
      await screen.findByRole('heading', { name: 'Join the group purchase in Riyadh' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Buyers joined' })).toHaveAttribute(
      'aria-valuetext',
      '2 of 5 buyers',
    );
    expect(screen.getByRole('progressbar', { name: 'Quantity gathered' })).toHaveAttribute(
      'aria-valuetext',
      '48 of 120 units',
    );
    expect(screen.getByTestId('group-time-left')).toHaveTextContent('2 days and 5 hours left');

    const quantity = screen.getByRole('textbox', { name: 'Your quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '30');
    expect(screen.getByText('Order quantities must be multiples of the case quantity.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join group purchase' })).toBeDisabled();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '36');
    routes[`GET ${cityGroupPath}`] = {
      body: { city: riyadh, group: aGroupPurchase({ memberCount: 3, totalQuantity: 84, myQuantity: 36 }) },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Join group purchase' }));

    expect(await screen.findByTestId('group-my-quantity')).toHaveTextContent('You joined with 36 units.');
    expect(screen.getByRole('progressbar', { name: 'Buyers joined' })).toHaveAttribute(
      'aria-valuetext',
      '3 of 5 buyers',
    );
    expect(sent(fetchMock, 'POST', '/api/group-purchases')).toEqual([
      { productId: groupIds.product, quantity: 36 },
    ]);
  });

  it('lets a member leave after confirming', async () => {
    const member = aGroupPurchase({ myQuantity: 24 });
    const routes: Record<string, StubbedAnswer> = {
      ...asBuyer,
      [`GET ${cityGroupPath}`]: { body: { city: riyadh, group: member } },
      [`DELETE /api/group-purchases/${groupIds.group}/membership`]: {
        body: aGroupPurchase({ memberCount: 1, totalQuantity: 24 }),
      },
    };
    const fetchMock = stubApi(routes);
    renderPanel();

    expect(await screen.findByTestId('group-my-quantity')).toHaveTextContent('You joined with 24 units.');
    await userEvent.click(screen.getByRole('button', { name: 'Leave the group purchase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the group purchase?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay in the group' }));
    expect(sent(fetchMock, 'DELETE', `/api/group-purchases/${groupIds.group}/membership`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Leave the group purchase' }));
    routes[`GET ${cityGroupPath}`] = {
      body: { city: riyadh, group: aGroupPurchase({ memberCount: 1, totalQuantity: 24 }) },
    };
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave the group purchase?' })).getByRole('button', {
        name: 'Yes, leave',
      }),
    );

    expect(await screen.findByText('You left the group purchase.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join group purchase' })).toBeInTheDocument();
    expect(sent(fetchMock, 'DELETE', `/api/group-purchases/${groupIds.group}/membership`)).toHaveLength(1);
  });

  it('announces the completed group and links to the invoice when the buyer’s join completes it', async () => {
    const routes: Record<string, StubbedAnswer> = {
      ...asBuyer,
      [`GET ${cityGroupPath}`]: {
        body: { city: riyadh, group: aGroupPurchase({ memberCount: 4, totalQuantity: 96 }) },
      },
    };
    const completed = aGroupPurchase({
      status: 'COMPLETED',
      memberCount: 5,
      totalQuantity: 120,
      myQuantity: 24,
      myInvoiceId: groupIds.invoice,
      myInvoiceStatus: 'ACCEPTED',
      isTakingMembers: false,
      closedAt: new Date().toISOString(),
    });
    routes['POST /api/group-purchases'] = { status: 201, body: completed };
    stubApi(routes);
    renderPanel();
    const join = await screen.findByRole('button', { name: 'Join group purchase' });
    // Asked again after the join, the server answers the member's completed group.
    routes[`GET ${cityGroupPath}`] = { body: { city: riyadh, group: completed } };

    await userEvent.click(join);
    const notice = await screen.findByTestId('group-completed-notice');
    expect(notice).toHaveTextContent('The group is complete — your invoice is ready');
    expect(within(notice).getByRole('link', { name: 'Pay invoice' })).toHaveAttribute(
      'href',
      `/buyer/invoices/${groupIds.invoice}`,
    );
    expect(within(notice).getByRole('link', { name: 'See my group purchases' })).toHaveAttribute(
      'href',
      '/buyer/orders?view=group-purchases',
    );
  });

  it('tells why the group was cancelled when the completing join found no stock for it', async () => {
    const cancelled = aGroupPurchase({
      status: 'CANCELLED',
      cancelReason: 'OUT_OF_STOCK',
      myQuantity: 24,
      isTakingMembers: false,
    });
    const routes: Record<string, StubbedAnswer> = {
      ...asBuyer,
      [`GET ${cityGroupPath}`]: {
        body: { city: riyadh, group: aGroupPurchase({ memberCount: 4, totalQuantity: 96 }) },
      },
      'POST /api/group-purchases': { status: 201, body: cancelled },
    };
    stubApi(routes);
    renderPanel();
    const join = await screen.findByRole('button', { name: 'Join group purchase' });
    routes[`GET ${cityGroupPath}`] = { body: { city: riyadh, group: cancelled } };

    await userEvent.click(join);

    const notice = await screen.findByTestId('group-cancelled-notice');
    expect(notice).toHaveTextContent('The group purchase was cancelled');
    expect(notice).toHaveTextContent("The supplier's stock could not cover the group's quantity.");
    expect(notice).toHaveTextContent('Nobody was charged.');
  });

  it('shows a conflict above the button and asks for the city group again', async () => {
    const fetchMock = stubApi({
      ...asBuyer,
      [`GET ${cityGroupPath}`]: { body: { city: riyadh, group: aGroupPurchase() } },
      'POST /api/group-purchases': apiErrorAnswer(409, 'GROUP_PURCHASE_CLOSED', 'Closed.'),
    });
    renderPanel();

    await userEvent.click(await screen.findByRole('button', { name: 'Join group purchase' }));

    const failure = await screen.findByTestId('group-join-failure');
    expect(failure).toHaveTextContent('Could not join the group purchase');
    expect(failure).toHaveTextContent('This group purchase is no longer open');
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([input]) => String(input) === cityGroupPath)).toHaveLength(2),
    );
  });

  it('puts the server’s quantity refusal under the field', async () => {
    stubApi({
      ...asBuyer,
      [`GET ${cityGroupPath}`]: { body: { city: riyadh, group: aGroupPurchase() } },
      'POST /api/group-purchases': apiErrorAnswer(409, 'GROUP_STOCK_SHORT', 'Not enough stock.', {
        field: 'quantity',
        available: 36,
      }),
    });
    renderPanel();

    await userEvent.click(await screen.findByRole('button', { name: 'Join group purchase' }));

    expect(
      await screen.findByText(
        "Only 36 units of the supplier's stock are left for this group. Choose a smaller quantity.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your quantity' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('group-join-failure')).not.toBeInTheDocument();
  });

  it('shows a member how its group ended, and offers to start the next one', async () => {
    stubApi({
      ...asBuyer,
      [`GET ${cityGroupPath}`]: {
        body: {
          city: riyadh,
          group: aGroupPurchase({
            status: 'COMPLETED',
            isTakingMembers: false,
            myQuantity: 24,
            myInvoiceId: groupIds.invoice,
            myInvoiceStatus: 'FULLY_PAID',
          }),
        },
      },
    });
    renderPanel();

    const notice = await screen.findByTestId('group-completed-notice');
    expect(within(notice).getByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      `/buyer/invoices/${groupIds.invoice}`,
    );
    expect(screen.getByRole('heading', { name: 'Start a group purchase in Riyadh' })).toBeInTheDocument();
  });

  it('takes no join once the server says the deadline passed, whatever the browser clock says', async () => {
    stubApi({
      ...asBuyer,
      [`GET ${cityGroupPath}`]: {
        body: { city: riyadh, group: aGroupPurchase({ isTakingMembers: false, secondsLeft: 0 }) },
      },
    });
    renderPanel();

    expect(
      await screen.findByText('This group has reached its deadline and closes in a moment.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('group-time-left')).toHaveTextContent('Deadline passed');
    expect(screen.queryByRole('button', { name: 'Join group purchase' })).not.toBeInTheDocument();
  });

  it('speaks Arabic: «ابدأ شراءً جماعيًا في الرياض» and «2 من 5 مشترين»', async () => {
    const routes: Record<string, StubbedAnswer> = {
      ...asBuyer,
      [`GET ${cityGroupPath}`]: { body: { city: riyadh, group: null } },
    };
    stubApi(routes);
    const view = renderPanel('ar');

    expect(await screen.findByRole('heading', { name: 'ابدأ شراءً جماعيًا في الرياض' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ابدأ الشراء الجماعي' })).toBeInTheDocument();
    expect(screen.getByText('سعر الشراء الجماعي').nextElementSibling).toHaveTextContent('21.00 ر.س للوحدة');
    expect(screen.getByText('عدد المشترين المطلوب').nextElementSibling).toHaveTextContent(
      '5 مشترين من المدينة نفسها',
    );
    view.unmount();

    routes[`GET ${cityGroupPath}`] = { body: { city: riyadh, group: aGroupPurchase() } };
    renderPanel('ar');
    expect(await screen.findByRole('progressbar', { name: 'المشترون المنضمّون' })).toHaveAttribute(
      'aria-valuetext',
      '2 من 5 مشترين',
    );
    expect(screen.getByRole('progressbar', { name: 'الكمية المجمّعة' })).toHaveAttribute(
      'aria-valuetext',
      '48 من 120 وحدة',
    );
    expect(screen.getByTestId('group-time-left')).toHaveTextContent('المتبقي: يومان و5 ساعات');
  });
});
