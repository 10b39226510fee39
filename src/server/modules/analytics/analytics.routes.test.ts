import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type {
  AnalyticsMonthSchema,
  SupplierAnalyticsSchema,
  SupplierOverviewSchema,
} from '../../../contract/analytics/analytics.schemas.js';
import type { InvoiceSchema } from '../../../contract/invoices/invoices.schemas.js';
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

type Account = Awaited<ReturnType<typeof verifiedAccount>>;
/** Answers as they travel: each amount in riyals and, as `…Halalas`, in halalas (decision 019). */
type AnalyticsMonth = z.input<typeof AnalyticsMonthSchema>;
type SupplierAnalytics = z.input<typeof SupplierAnalyticsSchema>;
type SupplierOverview = z.input<typeof SupplierOverviewSchema>;
type Invoice = z.input<typeof InvoiceSchema>;

const zeroMonth = (month: string): AnalyticsMonth => ({
  month,
  orderCount: 0,
  orderRevenue: 0,
  orderRevenueHalalas: 0,
  paidInvoiceCount: 0,
  paidInvoiceRevenue: 0,
  paidInvoiceRevenueHalalas: 0,
});

describe('supplier analytics and overview API', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  /** Set to place orders and payments at a chosen instant; null is the real time. */
  let fixedNow: Date | null = null;
  const clock = { now: () => fixedNow ?? new Date() };
  const app = () => testApp.app;
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];

  /** Runs `work` with the server's clock at `instant`. */
  async function at<T>(instant: string, work: () => Promise<T>): Promise<T> {
    fixedNow = new Date(instant);
    try {
      return await work();
    } finally {
      fixedNow = null;
    }
  }

  /** A paid order of `buyer` (settled at once with the sandbox's approving card); answers its id. */
  async function order(buyer: Account, lines: Array<[productId: string, quantity: number]>) {
    for (const [productId, quantity] of lines) await addToCart(app(), buyer.cookie, productId, quantity);
    const response = await checkout(app(), buyer.cookie);
    expect(response.statusCode).toBe(201);
    const { paymentId } = response.json<{ paymentId: string }>();
    const [row] = await query('SELECT id FROM orders WHERE payment_id = $1', [paymentId]);
    return row!.id as string;
  }

  const analyticsOf = async (cookie: string, search = '') => {
    const response = await callAs(app(), 'GET', `/api/suppliers/me/analytics${search}`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json<SupplierAnalytics>();
  };
  const overviewOf = async (cookie: string) => {
    const response = await callAs(app(), 'GET', '/api/suppliers/me/overview', cookie);
    expect(response.statusCode).toBe(200);
    return response.json<SupplierOverview>();
  };
  const firstQuarter = '?from=2026-01-01&to=2026-03-31';
  const act = (cookie: string, id: string, action: string) =>
    callAs(app(), 'PATCH', `/api/suppliers/me/orders/${id}/status`, cookie, { action });

  beforeAll(async () => {
    testApp = await createTestApp({}, { clock });
  });
  afterAll(() => testApp.close());

  describe('GET /api/suppliers/me/analytics', () => {
    it('counts an order at 22:30 UTC on 31 January in February, as Riyadh counts it (01:30 on 1 February)', async () => {
      const supplier = await supplierWithFee(app(), testApp.database.pool, 2_500);
      const gloves = await productOf(app(), supplier.user.id, { price: 1_800, stock: 1_000 });
      const buyer = await verifiedAccount(app());

      // 23:59 on 31 January in Riyadh, then 01:30 on 1 February.
      await at('2026-01-31T20:59:00Z', () => order(buyer, [[gloves, 10]]));
      await at('2026-01-31T22:30:00Z', () => order(buyer, [[gloves, 20]]));

      const analytics = await analyticsOf(supplier.cookie, firstQuarter);
      expect(analytics.from).toBe('2026-01-01');
      expect(analytics.to).toBe('2026-03-31');
      // Net before VAT: the products and the delivery fee.
      expect(analytics.months).toEqual([
        { ...zeroMonth('2026-01'), orderCount: 1, orderRevenue: 205, orderRevenueHalalas: 18_000 + 2_500 },
        { ...zeroMonth('2026-02'), orderCount: 1, orderRevenue: 385, orderRevenueHalalas: 36_000 + 2_500 },
        zeroMonth('2026-03'),
      ]);
      expect(analytics.totals).toEqual({
        orderCount: 2,
        orderRevenue: 590,
        orderRevenueHalalas: 59_000,
        paidInvoiceCount: 0,
        paidInvoiceRevenue: 0,
        paidInvoiceRevenueHalalas: 0,
      });
    });

    it('counts only the days in range at its edges', async () => {
      const supplier = await supplierWithFee(app(), testApp.database.pool, 0);
      const gloves = await productOf(app(), supplier.user.id, { price: 1_000, stock: 1_000 });
      const buyer = await verifiedAccount(app());
      // 10 February and 20 February in Riyadh.
      await at('2026-02-10T09:00:00Z', () => order(buyer, [[gloves, 10]]));
      await at('2026-02-20T09:00:00Z', () => order(buyer, [[gloves, 20]]));

      const analytics = await analyticsOf(supplier.cookie, '?from=2026-02-15&to=2026-02-20');

      expect(analytics.months).toEqual([
        { ...zeroMonth('2026-02'), orderCount: 1, orderRevenue: 200, orderRevenueHalalas: 20_000 },
      ]);
    });

    it('ranks products by units and by net revenue, leaving cancelled orders out', async () => {
      const supplier = await supplierWithFee(app(), testApp.database.pool, 0);
      const cheap = await productOf(app(), supplier.user.id, {
        price: 1_000,
        stock: 1_000,
        name: 'Cheap gloves',
      });
      const dear = await productOf(app(), supplier.user.id, {
        price: 5_000,
        stock: 1_000,
        name: 'Safety boots',
      });
      const cancelled = await productOf(app(), supplier.user.id, {
        price: 9_000,
        stock: 1_000,
        name: 'Hard hats',
      });
      const buyer = await verifiedAccount(app());
      await at('2026-03-05T09:00:00Z', async () => {
        await order(buyer, [
          [cheap, 20],
          [dear, 10],
        ]);
        await order(buyer, [[cheap, 10]]);
        const refused = await order(buyer, [[cancelled, 100]]);
        expect((await act(supplier.cookie, refused, 'CANCEL')).statusCode).toBe(200);
      });

      const analytics = await analyticsOf(supplier.cookie, firstQuarter);

      const cheapRow = {
        productId: cheap,
        nameAr: null,
        nameEn: 'Cheap gloves',
        quantity: 30,
        revenue: 300,
        revenueHalalas: 30_000,
      };
      const dearRow = {
        productId: dear,
        nameAr: null,
        nameEn: 'Safety boots',
        quantity: 10,
        revenue: 500,
        revenueHalalas: 50_000,
      };
      expect(analytics.topItemsByQuantity).toEqual([cheapRow, dearRow]);
      expect(analytics.topItemsByRevenue).toEqual([dearRow, cheapRow]);
      expect(analytics.months[2]).toEqual({
        ...zeroMonth('2026-03'),
        orderCount: 2,
        orderRevenue: 800,
        orderRevenueHalalas: 80_000,
      });
    });

    describe('paid supplier invoices', () => {
      const tomorrow = () => new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString().slice(0, 10);

      /** The supplier's invoice to a buyer it chats with: 10 × 1,000.00 SAR, 11,500.00 SAR with VAT; accepted. */
      async function acceptedInvoice(
        supplier: Account,
        buyer: Account,
        // Amounts as Tawrid's web app sends them: halalas under `…Halalas` (decision 019).
        terms: { paymentTerms: 'FULL' } | { paymentTerms: 'PARTIAL'; upfrontAmountHalalas: number },
      ) {
        const productId = await productOf(app(), supplier.user.id, { price: 100_000, stock: 5 });
        const chat = await callAs(app(), 'POST', '/api/chats', buyer.cookie, {
          counterpartId: supplier.user.id,
          mySide: 'BUYER',
        });
        expect([200, 201]).toContain(chat.statusCode);
        const created = await callAs(app(), 'POST', '/api/suppliers/me/invoices', supplier.cookie, {
          idempotencyKey: randomUUID(),
          buyerId: buyer.user.id,
          items: [
            {
              listingId: productId,
              name: 'Industrial gloves',
              details: '',
              quantity: 10,
              unitPriceHalalas: 100_000,
            },
          ],
          deliveryDate: tomorrow(),
          ...terms,
        });
        expect(created.statusCode).toBe(201);
        const invoice = created.json<Invoice>();
        const accepted = await callAs(
          app(),
          'POST',
          `/api/buyers/me/invoices/${invoice.id}/accept`,
          buyer.cookie,
        );
        expect(accepted.statusCode).toBe(200);
        return invoice;
      }

      async function pay(buyer: Account, invoiceId: string, installment: string) {
        const response = await callAs(
          app(),
          'POST',
          `/api/buyers/me/invoices/${invoiceId}/payments`,
          buyer.cookie,
          {
            idempotencyKey: randomUUID(),
            installment,
            card: testCards.approve,
          },
        );
        expect(response.statusCode).toBe(201);
        const confirmed = await callAs(app(), 'POST', '/api/payments/confirm', buyer.cookie, {
          chargeId: chargeIdOf(response.json<{ redirectUrl: string }>().redirectUrl),
        });
        expect(confirmed.json()).toMatchObject({ status: 'PAID' });
      }

      it('counts a FULL invoice in the month it was paid, net of VAT, and never an order twice', async () => {
        const supplier = await supplierWithFee(app(), testApp.database.pool, 0);
        const buyer = await verifiedAccount(app());
        const invoice = await acceptedInvoice(supplier, buyer, { paymentTerms: 'FULL' });
        const gloves = await productOf(app(), supplier.user.id, { price: 1_000, stock: 1_000 });

        // 1 February 01:30 in Riyadh; the order's own ORDER invoice is paid at once too.
        await at('2026-01-31T22:30:00Z', () => pay(buyer, invoice.id, 'FULL'));
        await at('2026-02-03T09:00:00Z', () => order(buyer, [[gloves, 10]]));

        const analytics = await analyticsOf(supplier.cookie, firstQuarter);
        expect(analytics.months).toEqual([
          zeroMonth('2026-01'),
          {
            month: '2026-02',
            orderCount: 1,
            orderRevenue: 100,
            orderRevenueHalalas: 10_000,
            paidInvoiceCount: 1,
            paidInvoiceRevenue: 10_000,
            paidInvoiceRevenueHalalas: 1_000_000,
          },
          zeroMonth('2026-03'),
        ]);
      });

      it('counts a PARTIAL invoice by its upfront part, then the remainder in the month it came', async () => {
        const supplier = await supplierWithFee(app(), testApp.database.pool, 0);
        const buyer = await verifiedAccount(app());
        // 3,450.00 SAR of 11,500.00 upfront: 30% of the net 10,000.00 SAR.
        const invoice = await acceptedInvoice(supplier, buyer, {
          paymentTerms: 'PARTIAL',
          upfrontAmountHalalas: 345_000,
        });

        await at('2026-02-10T09:00:00Z', () => pay(buyer, invoice.id, 'UPFRONT'));
        const partly = await analyticsOf(supplier.cookie, firstQuarter);
        expect(partly.months[1]).toMatchObject({ paidInvoiceCount: 1, paidInvoiceRevenueHalalas: 300_000 });
        expect(partly.months[2]).toEqual(zeroMonth('2026-03'));

        await at('2026-03-01T09:00:00Z', () => pay(buyer, invoice.id, 'REMAINDER'));
        const paid = await analyticsOf(supplier.cookie, firstQuarter);
        expect(paid.months.map((m) => m.paidInvoiceRevenueHalalas)).toEqual([0, 300_000, 700_000]);
        expect(paid.totals).toMatchObject({ paidInvoiceCount: 2, paidInvoiceRevenueHalalas: 1_000_000 });
      });
    });

    it("never shows another supplier's sales: A sees zeros while B sells", async () => {
      const supplierA = await supplierWithFee(app(), testApp.database.pool, 0);
      const supplierB = await supplierWithFee(app(), testApp.database.pool, 2_500);
      await productOf(app(), supplierA.user.id, { price: 1_000, stock: 1_000 });
      const ofB = await productOf(app(), supplierB.user.id, { price: 1_000, stock: 1_000 });
      const buyer = await verifiedAccount(app());
      await at('2026-02-10T09:00:00Z', () => order(buyer, [[ofB, 40]]));

      const ofA = await analyticsOf(supplierA.cookie, firstQuarter);
      const ofBAnalytics = await analyticsOf(supplierB.cookie, firstQuarter);

      expect(ofBAnalytics.totals.orderCount).toBe(1);
      expect(ofA.months).toEqual(['2026-01', '2026-02', '2026-03'].map(zeroMonth));
      expect(ofA.topItemsByQuantity).toEqual([]);
      expect(ofA.topItemsByRevenue).toEqual([]);
      expect(ofA.rating).toEqual({ average: 0, count: 0 });
      expect(ofA.latestReviews).toEqual([]);
      const overviewA = await overviewOf(supplierA.cookie);
      expect(overviewA.recentOrders).toEqual([]);
      expect(overviewA.pendingOrders).toEqual({ toProcess: 0, toShip: 0 });
    });

    it('gives a Basic supplier no wishlist counts, and a Premium one its most saved listings', async () => {
      const supplier = await supplierAccount(app());
      const boots = await productOf(app(), supplier.user.id, { price: 1_000, stock: 100, name: 'Boots' });
      const gloves = await productOf(app(), supplier.user.id, { price: 1_000, stock: 100, name: 'Gloves' });
      await productOf(app(), supplier.user.id, { price: 1_000, stock: 100, name: 'Never saved' });
      const buyers = [await verifiedAccount(app()), await verifiedAccount(app())];
      for (const buyer of buyers) {
        expect(
          (await callAs(app(), 'PATCH', `/api/buyers/me/wishlist/${gloves}`, buyer.cookie)).statusCode,
        ).toBe(200);
      }
      await callAs(app(), 'PATCH', `/api/buyers/me/wishlist/${boots}`, buyers[0]!.cookie);

      const basic = await analyticsOf(supplier.cookie);
      expect(basic).toMatchObject({ isPremium: false, mostWishlisted: null });

      await query("UPDATE suppliers SET plan = 'PREMIUM' WHERE user_id = $1", [supplier.user.id]);
      const premium = await analyticsOf(supplier.cookie);
      expect(premium.isPremium).toBe(true);
      expect(premium.mostWishlisted).toEqual([
        { id: gloves, kind: 'PRODUCT', nameAr: null, nameEn: 'Gloves', count: 2 },
        { id: boots, kind: 'PRODUCT', nameAr: null, nameEn: 'Boots', count: 1 },
      ]);
    });

    it('defaults to the 12 calendar months up to today in Riyadh, every month present', async () => {
      const supplier = await supplierAccount(app());
      await at('2026-01-31T22:30:00Z', async () => {
        const analytics = await analyticsOf(supplier.cookie);
        // Today is 1 February 2026 in Riyadh: March 2025 to February 2026.
        expect(analytics.from).toBe('2025-03-01');
        expect(analytics.to).toBe('2026-02-01');
        expect(analytics.months.map((m) => m.month)).toEqual([
          '2025-03',
          '2025-04',
          '2025-05',
          '2025-06',
          '2025-07',
          '2025-08',
          '2025-09',
          '2025-10',
          '2025-11',
          '2025-12',
          '2026-01',
          '2026-02',
        ]);
      });
    });

    it('takes up to 36 calendar months and refuses more, or an end before the start', async () => {
      const supplier = await supplierAccount(app());

      const longest = await analyticsOf(supplier.cookie, '?from=2024-01-15&to=2026-12-01');
      expect(longest.months).toHaveLength(36);

      for (const search of [
        '?from=2024-01-15&to=2027-01-01',
        '?from=2026-03-02&to=2026-03-01',
        '?from=2023-01-01',
      ]) {
        const response = await callAs(app(), 'GET', `/api/suppliers/me/analytics${search}`, supplier.cookie);
        expect(response.statusCode, search).toBe(400);
        expect(response.json()).toMatchObject({ error: { code: 'DATE_RANGE_INVALID' } });
      }
    });
  });

  describe('GET /api/suppliers/me/overview', () => {
    it('shows open orders, stock alerts, the newest orders and reviews, unread messages and visibility', async () => {
      const supplier = await supplierWithFee(app(), testApp.database.pool, 0);
      const gloves = await productOf(app(), supplier.user.id, { price: 1_000, stock: 1_000, name: 'Gloves' });
      // Minimum order 10 (productOf): 5 left cannot be ordered; 0 neither; 1,000 can.
      const low = await productOf(app(), supplier.user.id, { price: 1_000, stock: 5, name: 'Low boots' });
      const out = await productOf(app(), supplier.user.id, { price: 1_000, stock: 0, name: 'Out hats' });
      const hidden = await productOf(app(), supplier.user.id, { price: 1_000, stock: 0, name: 'Hidden' });
      await app().services.catalog.unpublish(supplier.user.id, 'PRODUCT', hidden);
      const buyer = await verifiedAccount(app());
      const ids: string[] = [];
      for (let i = 0; i < 6; i += 1) ids.push(await order(buyer, [[gloves, 10]]));
      expect((await act(supplier.cookie, ids[0]!, 'PROCESS')).statusCode).toBe(200);
      expect((await act(supplier.cookie, ids[0]!, 'SHIP')).statusCode).toBe(200);
      const confirmed = await callAs(
        app(),
        'PATCH',
        `/api/buyers/me/orders/${ids[0]}/confirm-delivery`,
        buyer.cookie,
      );
      expect(confirmed.statusCode).toBe(200);
      const reviewed = await callAs(app(), 'POST', `/api/buyers/me/orders/${ids[0]}/review`, buyer.cookie, {
        supplier: { rating: 4, text: 'Quick delivery' },
      });
      expect(reviewed.statusCode).toBe(201);
      expect((await act(supplier.cookie, ids[1]!, 'PROCESS')).statusCode).toBe(200);
      expect((await act(supplier.cookie, ids[2]!, 'CANCEL')).statusCode).toBe(200);
      const chat = await callAs(app(), 'POST', '/api/chats', buyer.cookie, {
        counterpartId: supplier.user.id,
        mySide: 'BUYER',
      });
      const threadId = chat.json<{ id: string }>().id;
      for (const text of ['Hello', 'Are the gloves in stock?']) {
        await callAs(app(), 'POST', `/api/chats/${threadId}/messages`, buyer.cookie, { text });
      }

      const overview = await overviewOf(supplier.cookie);

      expect(overview.store).toEqual({
        isStoreClosed: false,
        supplierStatus: 'ACTIVE',
        isVisibleToBuyers: true,
      });
      expect(overview.pendingOrders).toEqual({ toProcess: 3, toShip: 1 });
      expect(overview.stockAlerts).toEqual({
        count: 2,
        items: [
          { productId: out, nameAr: null, nameEn: 'Out hats', stock: 0, minOrderQuantity: 10 },
          { productId: low, nameAr: null, nameEn: 'Low boots', stock: 5, minOrderQuantity: 10 },
        ],
      });
      expect(overview.recentOrders.map((o) => o.id)).toEqual(ids.slice(1).reverse());
      expect(overview.recentOrders[0]).toMatchObject({
        status: 'PENDING',
        buyer: { userId: buyer.user.id },
        totalPriceHalalas: 11_500,
        number: expect.stringMatching(/^TW-\d{4}-\d{6}$/),
      });
      expect(overview.recentReviews).toEqual([
        expect.objectContaining({
          rating: 4,
          text: 'Quick delivery',
          buyerBusinessName: buyer.body.businessName,
        }),
      ]);
      expect(overview.unreadMessages).toBe(2);

      const analytics = await analyticsOf(supplier.cookie);
      expect(analytics.rating).toEqual({ average: 4, count: 1 });
      expect(analytics.latestReviews).toHaveLength(1);
    });

    it('says a closed store, or an INACTIVE supplier, is hidden from buyers', async () => {
      const supplier = await supplierAccount(app());
      await query('UPDATE suppliers SET is_store_closed = true WHERE user_id = $1', [supplier.user.id]);
      expect((await overviewOf(supplier.cookie)).store).toEqual({
        isStoreClosed: true,
        supplierStatus: 'ACTIVE',
        isVisibleToBuyers: false,
      });
      await query("UPDATE suppliers SET is_store_closed = false, status = 'INACTIVE' WHERE user_id = $1", [
        supplier.user.id,
      ]);
      expect((await overviewOf(supplier.cookie)).store).toEqual({
        isStoreClosed: false,
        supplierStatus: 'INACTIVE',
        isVisibleToBuyers: false,
      });
    });
  });

  /*
   * Issue 20 item 4 (decision 019): spec §9 "Currency shown: SAR". Every amount of the analytics and of the
   * overview travels in riyals under its name and as integer halalas under `…Halalas`, the two equal. Their
   * queries carry days, never an amount.
   */
  it('answers revenues and order totals in riyals and in halalas, equal, in the analytics and the overview', async () => {
    const supplier = await supplierWithFee(app(), testApp.database.pool, 2_505);
    const bolts = await productOf(app(), supplier.user.id, { price: 1_005, stock: 1_000, name: 'Bolts' });
    const buyer = await verifiedAccount(app());
    await at('2026-02-10T09:00:00Z', () => order(buyer, [[bolts, 10]]));

    const response = await callAs(
      app(),
      'GET',
      `/api/suppliers/me/analytics${firstQuarter}`,
      supplier.cookie,
    );
    const overview = await overviewOf(supplier.cookie);

    // Net: 10 × 10.05 + 25.05 delivery = 125.55 SAR.
    expect(response.body).toContain('"orderRevenue":125.55,');
    const analytics = response.json<SupplierAnalytics>();
    for (const figures of [analytics.months[1]!, analytics.totals]) {
      expect(figures).toMatchObject({ orderRevenue: 125.55, orderRevenueHalalas: 12_555 });
      expect(figures.orderRevenue).toBe(figures.orderRevenueHalalas / 100);
      expect(figures.paidInvoiceRevenue).toBe(figures.paidInvoiceRevenueHalalas / 100);
    }
    expect(analytics.topItemsByRevenue).toEqual([
      {
        productId: bolts,
        nameAr: null,
        nameEn: 'Bolts',
        quantity: 10,
        revenue: 100.5,
        revenueHalalas: 10_050,
      },
    ]);
    // With VAT: 100.50 + 25.05 + 15.075 → 15.08 + 3.7575 → 3.76 = 144.39 SAR.
    expect(overview.recentOrders[0]).toMatchObject({ totalPrice: 144.39, totalPriceHalalas: 14_439 });
  });

  it.each(['/api/suppliers/me/analytics', '/api/suppliers/me/overview'])(
    'answers %s to suppliers only: 403 to a buyer, 401 to a guest',
    async (path) => {
      const buyer = await verifiedAccount(app());
      const asBuyer = await callAs(app(), 'GET', path, buyer.cookie);
      expect(asBuyer.statusCode).toBe(403);
      expect(asBuyer.json()).toMatchObject({ error: { code: 'ROLE_NOT_ALLOWED' } });
      const asGuest = await callAs(app(), 'GET', path);
      expect(asGuest.statusCode).toBe(401);
    },
  );
});
