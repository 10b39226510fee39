import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { addToCart, callAs, checkout, productOf, supplierWithFee, testCards } from '../../test/checkout.js';
import { memberOf } from '../../test/members.js';

/*
 * Issue 26: carts per person, order limits and approval requests, through the HTTP API. The product costs
 * SAR 100 per unit before VAT; a cart of 10 units from a VAT-registered supplier without a delivery fee
 * comes to 100,000 + 15,000 VAT = 115,000 halalas, above the requester's limit of 50,000.
 */
const cartTotal = 115_000;
const requesterLimit = 50_000;
const path = '/api/buyers/me/approval-requests';

describe('spending limits and approvals', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  const query = async (sql: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(sql, values)).rows;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  /** A business with a requester (limit 50,000) whose cart holds 10 units, and an approver. */
  async function team({ approverLimit = null }: { approverLimit?: number | null } = {}) {
    const supplier = await supplierWithFee(app(), testApp.database.pool, 0);
    const productId = await productOf(app(), supplier.user.id, { price: 10_000, stock: 100 });
    const business = await verifiedAccount(app());
    const requester = await memberOf(app(), testApp.database, business, ['REQUESTER'], {
      orderLimit: requesterLimit,
    });
    const approver = await memberOf(app(), testApp.database, business, ['APPROVER'], {
      orderLimit: approverLimit,
    });
    await addToCart(app(), requester.cookie, productId, 10);
    return { supplier, productId, business, requester, approver };
  }

  const send = (cookie: string, note?: string) =>
    callAs(app(), 'POST', path, cookie, note === undefined ? {} : { note });
  const approve = (cookie: string, id: string) => callAs(app(), 'POST', `${path}/${id}/approve`, cookie);
  const paidOrdersOf = async (buyerId: string) =>
    (await query('SELECT count(*)::int AS n FROM orders WHERE buyer_id = $1', [buyerId]))[0].n as number;

  it('keeps a cart per person: a member’s lines are not the owner’s', async () => {
    const { business, requester, productId } = await team();

    const ownerCart = (await callAs(app(), 'GET', '/api/buyers/me/cart', business.cookie)).json();
    const requesterCart = (await callAs(app(), 'GET', '/api/buyers/me/cart', requester.cookie)).json();

    expect(ownerCart.groups).toEqual([]);
    expect(requesterCart.groups[0].lines[0]).toMatchObject({ productId, quantity: 10 });
    const rows = await query('SELECT buyer_id, member_id FROM cart_items WHERE product_id = $1', [productId]);
    expect(rows).toEqual([{ buyer_id: business.user.id, member_id: requester.memberId }]);
  });

  it('refuses a checkout above the limit with APPROVAL_REQUIRED, and the cart says so', async () => {
    const { requester } = await team();

    const cart = (await callAs(app(), 'GET', '/api/buyers/me/cart', requester.cookie)).json();
    const response = await checkout(app(), requester.cookie);

    expect(cart).toMatchObject({ orderLimitHalalas: requesterLimit, isAboveOrderLimit: true });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'APPROVAL_REQUIRED',
      details: { limit: requesterLimit, total: cartTotal },
    });
    expect(await query('SELECT 1 FROM payments WHERE buyer_id = $1', [requester.memberId])).toEqual([]);
  });

  it('lets a checkout under the limit through', async () => {
    const supplier = await supplierWithFee(app(), testApp.database.pool, 0);
    const productId = await productOf(app(), supplier.user.id, { price: 10_000, stock: 100 });
    const business = await verifiedAccount(app());
    const requester = await memberOf(app(), testApp.database, business, ['REQUESTER'], {
      orderLimit: 200_000,
    });
    await addToCart(app(), requester.cookie, productId, 10);

    // Keeping the card is finance's: the requester pays without keeping it.
    const keeping = await checkout(app(), requester.cookie, { saveCard: true });
    const response = await checkout(app(), requester.cookie);

    expect(keeping.json().error.code).toBe('TEAM_ROLE_NOT_ALLOWED');
    expect(response.statusCode, response.body).toBe(201);
    expect(await paidOrdersOf(business.user.id)).toBe(1);
    expect(await query('SELECT 1 FROM saved_cards WHERE buyer_id = $1', [business.user.id])).toEqual([]);
  });

  it('sends the basket to approvers, who approve it; the requester then pays it once', async () => {
    const { business, requester, approver } = await team();

    const sent = await send(requester.cookie, 'For the Riyadh branch');
    expect(sent.statusCode, sent.body).toBe(201);
    const request = sent.json();
    expect(request).toMatchObject({
      status: 'PENDING',
      note: 'For the Riyadh branch',
      totalHalalas: cartTotal,
      requester: { memberId: requester.memberId },
      basket: { totalHalalas: cartTotal, vatHalalas: 15_000 },
      canDecide: false,
      canCancel: true,
    });
    const listed = (await callAs(app(), 'GET', `${path}?status=PENDING`, approver.cookie)).json();
    expect(listed.map((item: { id: string }) => item.id)).toEqual([request.id]);
    const count = (await callAs(app(), 'GET', `${path}/pending-count`, approver.cookie)).json();
    expect(count).toEqual({ count: 1 });

    const approved = await approve(approver.cookie, request.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', decidedBy: { memberId: approver.memberId } });

    const paid = await checkout(app(), requester.cookie);
    expect(paid.statusCode, paid.body).toBe(201);
    const [row] = await query('SELECT status, payment_id FROM approval_requests WHERE id = $1', [request.id]);
    expect(row).toEqual({ status: 'ORDERED', payment_id: paid.json().paymentId });
    expect(await paidOrdersOf(business.user.id)).toBe(1);
    // One notification per member concerned: the request to the owner and the approver, the answer to
    // its requester.
    const notified = await query(
      `SELECT type, member_id FROM notifications WHERE recipient_id = $1 AND type::text LIKE 'APPROVAL_%'`,
      [business.user.id],
    );
    expect(notified).toEqual(
      expect.arrayContaining([
        { type: 'APPROVAL_REQUESTED', member_id: business.user.id },
        { type: 'APPROVAL_REQUESTED', member_id: approver.memberId },
        { type: 'APPROVAL_DECIDED', member_id: requester.memberId },
      ]),
    );
    expect(notified).toHaveLength(3);
  });

  it('tells the approvers of a request, and only its requester of the decision', async () => {
    const { business, requester, approver } = await team();
    const viewer = await memberOf(app(), testApp.database, business, ['VIEWER']);
    const typesOf = async (cookie: string) =>
      (await callAs(app(), 'GET', '/api/notifications/me', cookie))
        .json<{ type: string }[]>()
        .map((notification) => notification.type)
        .filter((type) => type.startsWith('APPROVAL_'));

    const request = (await send(requester.cookie)).json<{ id: string }>();
    await vi.waitFor(async () => expect(await typesOf(approver.cookie)).toEqual(['APPROVAL_REQUESTED']));
    expect((await approve(approver.cookie, request.id)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await typesOf(requester.cookie)).toEqual(['APPROVAL_DECIDED']));

    // The owner hears of requests too; nobody else hears of the decision, and a viewer of neither.
    expect(await typesOf(business.cookie)).toEqual(['APPROVAL_REQUESTED']);
    expect(await typesOf(approver.cookie)).toEqual(['APPROVAL_REQUESTED']);
    expect(await typesOf(viewer.cookie)).toEqual([]);
  });

  it('approves once when two approvers approve at once, and the checkout then places orders once', async () => {
    const { business, requester, approver } = await team();
    const second = await memberOf(app(), testApp.database, business, ['APPROVER']);
    const request = (await send(requester.cookie)).json();

    const answers = await Promise.all([
      approve(approver.cookie, request.id),
      approve(second.cookie, request.id),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error.code).toBe(
      'APPROVAL_ALREADY_DECIDED',
    );
    expect((await checkout(app(), requester.cookie)).statusCode).toBe(201);
    expect((await checkout(app(), requester.cookie)).statusCode).not.toBe(201);
    expect(await paidOrdersOf(business.user.id)).toBe(1);
  });

  it('pays an approved basket once when two checkouts run at once', async () => {
    const { business, requester, approver } = await team();
    const request = (await send(requester.cookie)).json();
    await approve(approver.cookie, request.id);

    const answers = await Promise.all([checkout(app(), requester.cookie), checkout(app(), requester.cookie)]);

    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const payments = await query(`SELECT status FROM payments WHERE buyer_id = $1`, [business.user.id]);
    expect(payments).toEqual([{ status: 'PAID' }]);
    expect(await paidOrdersOf(business.user.id)).toBe(1);
  });

  it('keeps the approval usable after a declined card', async () => {
    const { business, requester, approver } = await team();
    const request = (await send(requester.cookie)).json();
    await approve(approver.cookie, request.id);

    const declined = await checkout(app(), requester.cookie, { card: testCards.decline });
    const [afterDecline] = await query('SELECT status FROM approval_requests WHERE id = $1', [request.id]);
    const paid = await checkout(app(), requester.cookie);

    expect(declined.statusCode, declined.body).not.toBe(500);
    expect(afterDecline).toEqual({ status: 'APPROVED' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await paidOrdersOf(business.user.id)).toBe(1);
  });

  it('refuses an approver whose own limit is below the request', async () => {
    const { requester, approver } = await team({ approverLimit: 100_000 });
    const request = (await send(requester.cookie)).json();

    const response = await approve(approver.cookie, request.id);

    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'APPROVAL_ABOVE_YOUR_LIMIT',
      details: { limit: 100_000, total: cartTotal },
    });
  });

  it('refuses to approve a basket whose price went up, naming the change', async () => {
    const { requester, approver, productId } = await team();
    const request = (await send(requester.cookie)).json();
    await query('UPDATE products SET price = 12000 WHERE id = $1', [productId]);

    const response = await approve(approver.cookie, request.id);
    const detail = (await callAs(app(), 'GET', `${path}/${request.id}`, approver.cookie)).json();

    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('APPROVAL_BASKET_CHANGED');
    expect(response.json().error.details.changes).toContainEqual(
      expect.objectContaining({
        kind: 'PRICE_UP',
        productId,
        requestedAmount: 10_000,
        currentAmount: 12_000,
      }),
    );
    expect(detail.changes.map((change: { kind: string }) => change.kind)).toEqual(['PRICE_UP', 'TOTAL_UP']);
    expect(detail.status).toBe('PENDING');
  });

  it('declines with a reason the requester reads; a reason is required', async () => {
    const { requester, approver } = await team();
    const request = (await send(requester.cookie)).json();
    const decline = (body: object) =>
      callAs(app(), 'POST', `${path}/${request.id}/decline`, approver.cookie, body);

    expect((await decline({ reason: '  ' })).statusCode).toBe(400);
    const declined = await decline({ reason: 'Buy from the framework supplier' });
    const seen = (await callAs(app(), 'GET', `${path}/${request.id}`, requester.cookie)).json();

    expect(declined.statusCode, declined.body).toBe(200);
    expect(seen).toMatchObject({ status: 'DECLINED', declineReason: 'Buy from the framework supplier' });
    expect((await checkout(app(), requester.cookie)).json().error.code).toBe('APPROVAL_REQUIRED');
  });

  it('lets no requester, finance or viewer approve, and no approver approve their own request', async () => {
    const { business, requester, approver, productId } = await team();
    const request = (await send(requester.cookie)).json();
    const finance = await memberOf(app(), testApp.database, business, ['FINANCE']);
    const viewer = await memberOf(app(), testApp.database, business, ['VIEWER']);

    for (const cookie of [requester.cookie, finance.cookie, viewer.cookie]) {
      const response = await approve(cookie, request.id);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('TEAM_ROLE_NOT_ALLOWED');
    }
    await addToCart(app(), approver.cookie, productId, 10);
    const own = (await send(approver.cookie)).json();
    const response = await approve(approver.cookie, own.id);
    expect(response.json().error.code).toBe('APPROVAL_OWN_REQUEST');
    expect((await query('SELECT status FROM approval_requests WHERE id = $1', [request.id]))[0].status).toBe(
      'PENDING',
    );
  });

  it('shows a requester only their own requests; a new one replaces the pending one', async () => {
    const { business, requester, productId } = await team();
    const other = await memberOf(app(), testApp.database, business, ['REQUESTER'], { orderLimit: 1 });
    await addToCart(app(), other.cookie, productId, 10);
    const first = (await send(requester.cookie)).json();
    const second = (await send(requester.cookie)).json();
    const others = (await send(other.cookie)).json();

    const mine = (await callAs(app(), 'GET', path, requester.cookie)).json();

    expect(mine.map((item: { id: string; status: string }) => [item.id, item.status])).toEqual([
      [second.id, 'PENDING'],
      [first.id, 'CANCELLED'],
    ]);
    expect((await callAs(app(), 'GET', `${path}/${others.id}`, requester.cookie)).statusCode).toBe(404);
    const cancelled = await callAs(app(), 'POST', `${path}/${second.id}/cancel`, requester.cookie);
    expect(cancelled.json().status).toBe('CANCELLED');
  });
});
