import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { OrderSchema } from '../../../contract/orders/orders.schemas.js';
import { supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { addToCart, callAs, checkout, productOf, supplierWithFee } from '../../test/checkout.js';

/** An order as it travels: each amount in riyals and, as `…Halalas`, in halalas (decision 019). */
type Order = z.input<typeof OrderSchema>;

describe('orders API', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];
  const orderRow = async (id: string) => (await query('SELECT * FROM orders WHERE id = $1', [id]))[0]!;
  const stockOf = async (productId: string) =>
    (await query('SELECT stock FROM products WHERE id = $1', [productId]))[0]!.stock as number;
  const act = (cookie: string, id: string, action: string) =>
    callAs(app(), 'PATCH', `/api/suppliers/me/orders/${id}/status`, cookie, { action });
  const confirmDelivery = (cookie: string, id: string) =>
    callAs(app(), 'PATCH', `/api/buyers/me/orders/${id}/confirm-delivery`, cookie);

  let supplier: Awaited<ReturnType<typeof supplierAccount>>;
  let buyer: Awaited<ReturnType<typeof verifiedAccount>>;
  let gloves: string;

  /** A paid order of `buyer` with `supplier`: 20 gloves at 18.00 SAR, delivery 25.00 SAR. */
  async function paidOrder(): Promise<string> {
    await addToCart(app(), buyer.cookie, gloves, 20);
    const response = await checkout(app(), buyer.cookie);
    const { paymentId } = response.json<{ paymentId: string }>();
    const [order] = await query('SELECT id FROM orders WHERE payment_id = $1', [paymentId]);
    return order!.id as string;
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    supplier = await supplierWithFee(app(), testApp.database.pool, 2_500);
    buyer = await verifiedAccount(app());
    gloves = await productOf(app(), supplier.user.id, { price: 1_800, stock: 1_000 });
  });
  afterAll(() => testApp.close());

  it('shows the order to its buyer and its supplier, with its number, lines and totals', async () => {
    const id = await paidOrder();

    const asBuyer = await callAs(app(), 'GET', `/api/buyers/me/orders/${id}`, buyer.cookie);
    const asSupplier = await callAs(app(), 'GET', `/api/suppliers/me/orders/${id}`, supplier.cookie);

    expect(asBuyer.statusCode).toBe(200);
    expect(asSupplier.json()).toEqual(asBuyer.json());
    const order = asBuyer.json<Order>();
    expect(order).toMatchObject({
      id,
      status: 'PENDING',
      isPaid: true,
      supplier: { userId: supplier.user.id },
      buyer: { userId: buyer.user.id, city: 'الرياض' },
      productsTotalHalalas: 36_000,
      deliveryFeeHalalas: 2_500,
      vatHalalas: 5_775,
      totalPriceHalalas: 44_275,
      shippedAt: null,
      completedAt: null,
      review: null,
    });
    expect(order.number).toMatch(/^TW-\d{4}-\d{6}$/);
    expect(order.items).toEqual([
      {
        productId: gloves,
        imageUrl: expect.stringMatching(/^\/api\/files\//),
        nameAr: null,
        nameEn: 'Nitrile Gloves Box of 100',
        unitPrice: 18,
        unitPriceHalalas: 1_800,
        quantity: 20,
        total: 360,
        totalHalalas: 36_000,
        review: null,
      },
    ]);
  });

  it('lists orders newest first by status, a page at a time', async () => {
    const ids = [await paidOrder(), await paidOrder(), await paidOrder()];
    await act(supplier.cookie, ids[0]!, 'PROCESS');

    const first = await callAs(app(), 'GET', '/api/buyers/me/orders?status=PENDING&limit=1', buyer.cookie);
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await callAs(
      app(),
      'GET',
      `/api/buyers/me/orders?status=PENDING&limit=1&cursor=${cursor}`,
      buyer.cookie,
    );
    const processing = await callAs(
      app(),
      'GET',
      '/api/suppliers/me/orders?status=PROCESSING',
      supplier.cookie,
    );

    expect(first.json<Order[]>().map((o) => o.id)).toEqual([ids[2]]);
    expect(second.json<Order[]>().map((o) => o.id)).toEqual([ids[1]]);
    expect(processing.json<Order[]>().map((o) => o.id)).toContain(ids[0]);
    expect(processing.json<Order[]>().every((o) => o.status === 'PROCESSING')).toBe(true);
  });

  it('moves an order through processing, shipping and the buyer confirming delivery, telling the other side', async () => {
    const id = await paidOrder();

    const processed = await act(supplier.cookie, id, 'PROCESS');
    const shipped = await act(supplier.cookie, id, 'SHIP');
    const completed = await confirmDelivery(buyer.cookie, id);

    expect([processed, shipped, completed].map((r) => r.json<Order>().status)).toEqual([
      'PROCESSING',
      'SHIPPED',
      'COMPLETED',
    ]);
    expect(completed.json<Order>().shippedAt).not.toBeNull();
    expect(completed.json<Order>().completedAt).not.toBeNull();
    const told = await query(
      "SELECT recipient_id FROM notifications WHERE type = 'ORDER_STATUS' AND related_entity_id = $1 ORDER BY created_at",
      [id],
    );
    expect(told.map((n) => n.recipient_id)).toEqual([buyer.user.id, buyer.user.id, supplier.user.id]);
  });

  it('refuses every move the state machine does not allow, and leaves the order as it was', async () => {
    const pending = await paidOrder();
    const shipped = await paidOrder();
    await act(supplier.cookie, shipped, 'PROCESS');
    await act(supplier.cookie, shipped, 'SHIP');
    const completed = await paidOrder();
    await act(supplier.cookie, completed, 'PROCESS');
    await act(supplier.cookie, completed, 'SHIP');
    await confirmDelivery(buyer.cookie, completed);
    const cancelled = await paidOrder();
    await act(supplier.cookie, cancelled, 'CANCEL');
    const before = await Promise.all([pending, shipped, completed, cancelled].map(orderRow));

    const refused = [
      await act(supplier.cookie, pending, 'SHIP'),
      await confirmDelivery(buyer.cookie, pending),
      await act(supplier.cookie, shipped, 'PROCESS'),
      await act(supplier.cookie, shipped, 'SHIP'),
      await act(supplier.cookie, shipped, 'CANCEL'),
      ...(await Promise.all(['PROCESS', 'SHIP', 'CANCEL'].map((a) => act(supplier.cookie, completed, a)))),
      await confirmDelivery(buyer.cookie, completed),
      ...(await Promise.all(['PROCESS', 'SHIP', 'CANCEL'].map((a) => act(supplier.cookie, cancelled, a)))),
      await confirmDelivery(buyer.cookie, cancelled),
    ];

    for (const response of refused) {
      expect([response.statusCode, response.json().error.code]).toEqual([
        409,
        'ORDER_TRANSITION_NOT_ALLOWED',
      ]);
    }
    expect(await Promise.all([pending, shipped, completed, cancelled].map(orderRow))).toEqual(before);
  });

  it('lets neither the buyer ship nor the supplier complete', async () => {
    const id = await paidOrder();
    await act(supplier.cookie, id, 'PROCESS');
    const before = await orderRow(id);

    const buyerShips = await act(buyer.cookie, id, 'SHIP');
    const supplierCompletes = await confirmDelivery(supplier.cookie, id);
    const completeAction = await act(supplier.cookie, id, 'COMPLETE');

    expect(buyerShips.json().error.code).toBe('ROLE_NOT_ALLOWED');
    expect(supplierCompletes.json().error.code).toBe('ROLE_NOT_ALLOWED');
    expect(completeAction.statusCode).toBe(400);
    expect(await orderRow(id)).toEqual(before);
  });

  it('cancels before shipping: the stock comes back and the order total is refunded, once under parallel requests', async () => {
    const id = await paidOrder();
    const stockBefore = await stockOf(gloves);

    const responses = await Promise.all(Array.from({ length: 5 }, () => act(supplier.cookie, id, 'CANCEL')));

    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await orderRow(id)).status).toBe('CANCELLED');
    expect(await stockOf(gloves)).toBe(stockBefore + 20);
    const [charge] = await query(
      'SELECT c.card FROM sandbox_charges c JOIN payments p ON p.charge_id = c.id JOIN orders o ON o.payment_id = p.id WHERE o.id = $1',
      [id],
    );
    expect((charge!.card as { refundedAmount: number }).refundedAmount).toBe(44_275);
  });

  it("shows no business another's orders, and lets none change them", async () => {
    const id = await paidOrder();
    const otherBuyer = await verifiedAccount(app());
    const otherSupplier = await supplierAccount(app());
    const before = await orderRow(id);

    const responses = [
      await callAs(app(), 'GET', `/api/buyers/me/orders/${id}`, otherBuyer.cookie),
      await confirmDelivery(otherBuyer.cookie, id),
      await callAs(app(), 'GET', `/api/suppliers/me/orders/${id}`, otherSupplier.cookie),
      await act(otherSupplier.cookie, id, 'CANCEL'),
    ];
    const lists = [
      await callAs(app(), 'GET', '/api/buyers/me/orders', otherBuyer.cookie),
      await callAs(app(), 'GET', '/api/suppliers/me/orders', otherSupplier.cookie),
    ];

    expect(responses.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect(lists.map((r) => r.json())).toEqual([[], []]);
    expect(await orderRow(id)).toEqual(before);
  });

  /*
   * Issue 20 item 4 (decision 019): spec §3 shows prices "in SAR". An order's amounts travel in riyals
   * under their names and as integer halalas under `…Halalas`, the two equal, in every answer with an
   * order. Order requests carry no amount (they come from the cart), so no riyals request applies.
   */
  it('answers every amount of an order and its lines in riyals and in halalas, equal, one by one and listed', async () => {
    const id = await paidOrder();

    const one = await callAs(app(), 'GET', `/api/buyers/me/orders/${id}`, buyer.cookie);
    const listed = await callAs(app(), 'GET', '/api/suppliers/me/orders', supplier.cookie);
    const processed = await act(supplier.cookie, id, 'PROCESS');

    // 20 × 18.00 + 25.00 delivery + VAT (54.00 + 3.75) = 442.75 SAR.
    expect(one.body).toContain('"totalPrice":442.75,');
    const inList = listed.json<Order[]>().find((order) => order.id === id)!;
    for (const order of [one.json<Order>(), inList, processed.json<Order>()]) {
      expect(order).toMatchObject({
        productsTotal: 360,
        productsTotalHalalas: 36_000,
        deliveryFee: 25,
        deliveryFeeHalalas: 2_500,
        vat: 57.75,
        vatHalalas: 5_775,
        totalPrice: 442.75,
        totalPriceHalalas: 44_275,
      });
      expect(order.totalPrice).toBe(order.totalPriceHalalas / 100);
      expect(order.items[0]).toMatchObject({ unitPrice: 18, unitPriceHalalas: 1_800 });
      expect(order.items[0]!.total).toBe(order.items[0]!.totalHalalas / 100);
    }
  });
});
