import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../contract/errors/error-messages.js';
import type { DemandForecast } from '../../../contract/forecasting/forecasting.schemas.js';
import type { GroupPurchase } from '../../../contract/group-purchases/group-purchases.schemas.js';
import type { Invoice } from '../../../contract/invoices/invoices.schemas.js';
import { supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import {
  addToCart,
  callAs,
  chargeIdOf,
  checkout,
  productOf,
  supplierWithFee,
  testCards,
} from '../../test/checkout.js';
import { pngImage } from '../../test/uploads.js';
import { dayMs, riyadhPeriodStart } from '../../platform/time/riyadh-time.js';
import { adviseReorder } from './forecast-models.js';

type Account = Awaited<ReturnType<typeof verifiedAccount>>;
type Forecast = Extract<DemandForecast, { status: 'FORECAST' }>;
type Insufficient = Extract<DemandForecast, { status: 'INSUFFICIENT_HISTORY' }>;

const weekMs = 7 * dayMs;
/** The Riyadh calendar day of an instant. */
const riyadhDay = (instant: number) => new Date(instant + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Issue 10: demand forecasts of a Premium supplier's products, through the HTTP API on a real database. */
describe('GET /api/suppliers/me/products/{id}/forecast', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];

  /** Sunday 00:00 in Riyadh of the current week, and of `weeks` weeks before it. */
  const currentWeek = () => riyadhPeriodStart('WEEK', new Date()).getTime();
  const weekStartAgo = (weeks: number) => currentWeek() - weeks * weekMs;
  /** Monday 09:00 in Riyadh of the week `weeks` weeks before the current one. */
  const mondayAgo = (weeks: number) => new Date(weekStartAgo(weeks) + dayMs + 9 * 60 * 60 * 1000);

  const forecastOf = (cookie: string | undefined, productId: string, headers: Record<string, string> = {}) =>
    app().inject({
      method: 'GET',
      url: `/api/suppliers/me/products/${productId}/forecast`,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
  async function answerOf<T extends DemandForecast>(cookie: string, productId: string): Promise<T> {
    const response = await forecastOf(cookie, productId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  async function premiumSupplier() {
    const supplier = await supplierWithFee(app(), testApp.database.pool, 0);
    await query(`UPDATE suppliers SET plan = 'PREMIUM' WHERE user_id = $1`, [supplier.user.id]);
    return supplier;
  }

  /** A paid order of `quantity` units (case 10) placed through checkout, then moved to `at`. */
  async function orderAt(buyer: Account, productId: string, quantity: number, at: Date): Promise<string> {
    await addToCart(app(), buyer.cookie, productId, quantity);
    const response = await checkout(app(), buyer.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const { paymentId } = response.json<{ paymentId: string }>();
    const [order] = await query('UPDATE orders SET created_at = $2 WHERE payment_id = $1 RETURNING id', [
      paymentId,
      at,
    ]);
    return order!.id as string;
  }

  /** Pays the buyer's invoice (installment FULL or UPFRONT) through the sandbox, approved at once. */
  async function payInvoice(buyer: Account, invoiceId: string, installment: 'FULL' | 'UPFRONT') {
    const response = await callAs(
      app(),
      'POST',
      `/api/buyers/me/invoices/${invoiceId}/payments`,
      buyer.cookie,
      {
        idempotencyKey: randomUUID(),
        card: testCards.approve,
        installment,
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const confirmed = await callAs(app(), 'POST', '/api/payments/confirm', buyer.cookie, {
      chargeId: chargeIdOf(response.json<{ redirectUrl: string }>().redirectUrl),
    });
    expect(confirmed.json<{ status: string }>().status).toBe('PAID');
  }

  /** The supplier's accepted invoice to `buyer` for `quantity` units of its product. */
  async function productInvoice(
    supplier: Account,
    buyer: Account,
    productId: string,
    quantity: number,
    terms: { paymentTerms: 'FULL' } | { paymentTerms: 'PARTIAL'; upfrontAmountHalalas: number },
  ): Promise<string> {
    // Halalas under their `…Halalas` names: a plain amount name means riyals (decision 019).
    const created = await callAs(app(), 'POST', '/api/suppliers/me/invoices', supplier.cookie, {
      idempotencyKey: randomUUID(),
      buyerId: buyer.user.id,
      items: [
        { listingId: productId, name: 'Safety helmets', details: '', quantity, unitPriceHalalas: 10_000 },
      ],
      deliveryDate: riyadhDay(Date.now() + 2 * dayMs),
      ...terms,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<Invoice>();
    const accepted = await callAs(app(), 'POST', `/api/buyers/me/invoices/${id}/accept`, buyer.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return id;
  }

  const issueAt = (invoiceId: string, at: Date) =>
    query('UPDATE invoices SET issued_at = $2 WHERE id = $1', [invoiceId, at]);
  const unitsOfWeek = (answer: DemandForecast, weeksAgo: number) =>
    answer.history.find((week) => week.weekStart === riyadhDay(weekStartAgo(weeksAgo)))?.units;

  let buyer: Account;

  beforeAll(async () => {
    testApp = await createTestApp();
    buyer = await verifiedAccount(app());
  });
  afterAll(() => testApp.close());

  it('forecasts 12 weeks with an 80% interval and advises a reorder from 20 weeks of orders', async () => {
    const supplier = await premiumSupplier();
    const productId = await productOf(app(), supplier.user.id, { price: 2_000, stock: 2_000 });
    const sold = [30, 40, 30, 50, 40, 30, 40, 50, 30, 40, 40, 30, 50, 40, 30, 40, 50, 40, 30, 40];
    for (const [index, quantity] of sold.entries()) {
      await orderAt(buyer, productId, quantity, mondayAgo(sold.length - index));
    }
    await app().services.inventory.updateStock(supplier.user.id, productId, 50);

    const answer = await answerOf<Forecast>(supplier.cookie, productId);

    expect(answer).toMatchObject({
      status: 'FORECAST',
      product: {
        id: productId,
        nameAr: null,
        nameEn: 'Nitrile Gloves Box of 100',
        stock: 50,
        caseQuantity: 10,
      },
      demandPattern: 'SMOOTH',
    });
    expect(['SEASONAL_NAIVE', 'HOLT_WINTERS_DAMPED']).toContain(answer.model);
    // The last 52 weeks up to the last complete one, zeros included.
    expect(answer.history).toHaveLength(52);
    expect(answer.history.at(-1)).toEqual({ weekStart: riyadhDay(weekStartAgo(1)), units: 40 });
    expect(answer.history.slice(-20).map((week) => week.units)).toEqual(sold);
    expect(answer.history.slice(0, 32).every((week) => week.units === 0)).toBe(true);
    // The next 12 weeks, the current one first, each a Sunday.
    expect(answer.weeks.map((week) => week.weekStart)).toEqual(
      Array.from({ length: 12 }, (_, week) => riyadhDay(currentWeek() + week * weekMs)),
    );
    for (const week of answer.weeks) {
      expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(0);
      expect(week.lower).toBeGreaterThanOrEqual(0);
      expect(week.lower).toBeLessThanOrEqual(week.mean);
      expect(week.mean).toBeLessThanOrEqual(week.upper);
      expect(week.mean).toBeGreaterThan(25);
      expect(week.mean).toBeLessThan(55);
    }
    // Origins from week 8 (after the fitting weeks) to week 16 (the last with 4 weeks after it).
    expect(answer.backtest.origins).toBe(9);
    expect(answer.backtest.mase).toBeGreaterThan(0);
    expect(answer.backtest.wape).toBeGreaterThan(0);
    expect(answer.backtest.wape).toBeLessThan(0.5);
    expect(answer.candidates.map((candidate) => candidate.model)).toContain(answer.model);
    // 50 units at about 38 a week run out in the second week, counted from this week's Sunday.
    const stockOut = Date.parse(`${answer.advice.stockOutDate}T00:00:00Z`);
    const sunday = Date.parse(`${answer.weeks[0]!.weekStart}T00:00:00Z`);
    expect(stockOut - sunday).toBeGreaterThanOrEqual(7 * dayMs);
    expect(stockOut - sunday).toBeLessThan(14 * dayMs);
    expect(answer.advice.coverWeeks).toBe(4);
    expect(answer.advice.reorderQuantity % 10).toBe(0);
    expect(answer.advice.reorderCases).toBe(answer.advice.reorderQuantity / 10);
    expect(answer.advice.reorderQuantity + 50).toBeGreaterThanOrEqual(
      answer.weeks.slice(0, 4).reduce((sum, week) => sum + week.upper, 0),
    );
    expect(answer.advice).toMatchObject(
      adviseReorder({
        weeks: answer.weeks,
        stockQuantity: 50,
        caseQuantity: 10,
        startDate: answer.weeks[0]!.weekStart,
      }),
    );
  });

  it('says what is missing for a product with 3 weeks of sales instead of forecasting', async () => {
    const supplier = await premiumSupplier();
    const productId = await productOf(app(), supplier.user.id, { price: 2_000, stock: 500 });
    for (const weeksAgo of [3, 2, 1]) await orderAt(buyer, productId, 20, mondayAgo(weeksAgo));

    const answer = await answerOf<Insufficient>(supplier.cookie, productId);

    expect(answer).toEqual({
      status: 'INSUFFICIENT_HISTORY',
      product: {
        id: productId,
        nameAr: null,
        nameEn: 'Nitrile Gloves Box of 100',
        stock: 440,
        caseQuantity: 10,
      },
      history: expect.any(Array),
      weeksWithSales: 3,
      weeksWithSalesNeeded: 8,
      weeksOfHistory: 3,
      weeksOfHistoryNeeded: 16,
    });
    expect(answer.history.slice(-4).map((week) => week.units)).toEqual([0, 20, 20, 20]);
  });

  it('counts orders not cancelled and paid product and group-purchase invoices, each once, by Riyadh week', async () => {
    const supplier = await premiumSupplier();
    const tree = await app().services.categories.listCategoryTree('en');
    const categoryId = tree.find((c) => c.usedFor === 'PRODUCT')!.subcategories[0]!.id;
    const { catalog } = app().services;
    const product = await catalog.createProduct(supplier.user.id, {
      nameAr: 'خوذة سلامة صناعية',
      descriptionEn: '',
      categoryId,
      price: 2_000,
      caseQuantity: 10,
      minOrderQuantity: 10,
      maxOrderQuantity: null,
      stock: 1_000,
      isGroupPurchaseEnabled: true,
      groupMinQuantity: 100,
      groupDeadlineDays: 7,
      groupPrice: 1_500,
    });
    await catalog.addImage(supplier.user.id, 'PRODUCT', product.id, await pngImage(64, 64));
    await catalog.publish(supplier.user.id, 'PRODUCT', product.id);
    const productId = product.id;

    // Week 6: an order whose ORDER invoice is moved into the same week; it counts once.
    const counted = await orderAt(buyer, productId, 20, mondayAgo(6));
    const [orderInvoice] = await query(
      `UPDATE invoices SET issued_at = $2 WHERE order_id = $1 RETURNING kind, status`,
      [counted, mondayAgo(6)],
    );
    expect(orderInvoice).toEqual({ kind: 'ORDER', status: 'FULLY_PAID' });
    // Week 5: a cancelled order does not count.
    const cancelled = await orderAt(buyer, productId, 30, mondayAgo(5));
    const cancel = await callAs(
      app(),
      'PATCH',
      `/api/suppliers/me/orders/${cancelled}/status`,
      supplier.cookie,
      {
        action: 'CANCEL',
      },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Week 4 ends on Saturday 23:30 in Riyadh (20:30 UTC); week 3 starts at Sunday 00:10.
    await orderAt(buyer, productId, 10, new Date(weekStartAgo(3) - 30 * 60 * 1000));
    await orderAt(buyer, productId, 40, new Date(weekStartAgo(3) + 10 * 60 * 1000));
    // Week 2: product invoices paid in full (7) and upfront (5) count; an accepted unpaid one (9) does not.
    const full = await productInvoice(supplier, buyer, productId, 7, { paymentTerms: 'FULL' });
    await payInvoice(buyer, full, 'FULL');
    const partial = await productInvoice(supplier, buyer, productId, 5, {
      paymentTerms: 'PARTIAL',
      upfrontAmountHalalas: 10_000,
    });
    await payInvoice(buyer, partial, 'UPFRONT');
    const unpaid = await productInvoice(supplier, buyer, productId, 9, { paymentTerms: 'FULL' });
    for (const id of [full, partial, unpaid]) await issueAt(id, mondayAgo(2));
    expect(
      (
        await query('SELECT status FROM invoices WHERE id = ANY($1) ORDER BY counter', [
          [full, partial, unpaid],
        ])
      ).map((row) => row.status),
    ).toEqual(['FULLY_PAID', 'PARTIALLY_PAID', 'ACCEPTED']);
    // Week 1: a completed group purchase of 5 × 20 units; the one member who paid counts.
    const members = await Promise.all(Array.from({ length: 5 }, () => verifiedAccount(app())));
    let group: GroupPurchase | undefined;
    for (const member of members) {
      const joined = await callAs(app(), 'POST', '/api/group-purchases', member.cookie, {
        productId,
        quantity: 20,
      });
      expect(joined.statusCode, joined.body).toBe(201);
      group = joined.json<GroupPurchase>();
    }
    expect(group!.status).toBe('COMPLETED');
    await payInvoice(members[4]!, group!.myInvoiceId!, 'FULL');
    await query(
      `UPDATE invoices SET issued_at = $2
     FROM group_purchase_members WHERE group_purchase_members.invoice_id = invoices.id AND group_purchase_id = $1`,
      [group!.id, mondayAgo(1)],
    );

    const answer = await answerOf(supplier.cookie, productId);

    expect([6, 5, 4, 3, 2, 1].map((weeksAgo) => unitsOfWeek(answer, weeksAgo))).toEqual([
      20, 0, 10, 40, 12, 20,
    ]);
    expect(answer.history.reduce((sum, week) => sum + week.units, 0)).toBe(102);
  });

  it('refuses a Basic supplier with 403 PREMIUM_REQUIRED in its language', async () => {
    const basic = await supplierAccount(app());
    const productId = await productOf(app(), basic.user.id, { price: 2_000, stock: 100 });

    const english = await forecastOf(basic.cookie, productId, { 'accept-language': 'en' });
    const arabic = await forecastOf(basic.cookie, productId, { 'accept-language': 'ar' });

    expect(english.statusCode).toBe(403);
    expect(english.json().error).toMatchObject({
      code: 'PREMIUM_REQUIRED',
      message: errorMessages.en.PREMIUM_REQUIRED,
    });
    expect(arabic.statusCode).toBe(403);
    expect(arabic.json().error).toMatchObject({
      code: 'PREMIUM_REQUIRED',
      message: errorMessages.ar.PREMIUM_REQUIRED,
    });
  });

  it("answers 404 for another supplier's product, an unknown id and a malformed one", async () => {
    const owner = await premiumSupplier();
    const other = await premiumSupplier();
    const productId = await productOf(app(), owner.user.id, { price: 2_000, stock: 100 });

    const others = await forecastOf(other.cookie, productId);
    const unknown = await forecastOf(other.cookie, randomUUID());
    const malformed = await forecastOf(other.cookie, 'not-an-id');

    for (const response of [others, unknown, malformed]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await forecastOf(owner.cookie, productId)).statusCode).toBe(200);
  });

  it('refuses a buyer with 403 ROLE_NOT_ALLOWED and a guest with 401', async () => {
    const supplier = await premiumSupplier();
    const productId = await productOf(app(), supplier.user.id, { price: 2_000, stock: 100 });

    const asBuyer = await forecastOf(buyer.cookie, productId);
    const asGuest = await forecastOf(undefined, productId);

    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json().error.code).toBe('ROLE_NOT_ALLOWED');
    expect(asGuest.statusCode).toBe(401);
  });
});
