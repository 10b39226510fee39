import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { MarketplaceHealthSchema } from '../../../contract/marketplace-health/marketplace-health.schemas.js';
import { fromOurSite, supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { publishedProduct } from '../../test/listings.js';
import { signedInOperator } from '../../test/operators.js';

/** The answer as it travels: GMV in riyals and, as `gmvHalalas`, in halalas (decision 019). */
type Health = z.input<typeof MarketplaceHealthSchema>;

/**
 * Decision 034: the marketplace's health through the HTTP API, on a small known data set written at
 * chosen instants. Today is 2026-03-10 in Riyadh; the last 7 days are 4–10 March, the 7 before them
 * 25 February – 3 March. Riyadh is UTC+3: 2026-03-03T21:00Z is the first instant of 4 March.
 */
describe('marketplace health API', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let fixedNow: Date | null = null;
  const clock = { now: () => fixedNow ?? new Date() };
  const app = () => testApp.app;
  const sql = (text: string, values: unknown[] = []) => testApp.database.pool.query(text, values);
  const today = new Date('2026-03-10T12:00:00Z');
  let businessCookie: string;

  async function order(
    buyerId: string,
    supplierId: string,
    placedAt: string,
    { status, isPaid = true, net }: { status: string; isPaid?: boolean; net: number },
  ) {
    const vat = Math.round(net * 0.15);
    const { rows } = await sql(
      `INSERT INTO payments (buyer_id, idempotency_key, status, amount, provider, cart, created_at, settled_at)
       VALUES ($1, $2, 'PAID', $3, 'sandbox', '{}'::jsonb, $4, $4) RETURNING id`,
      [buyerId, randomUUID(), net + vat, placedAt],
    );
    await sql(
      `INSERT INTO orders (payment_id, buyer_id, supplier_id, status, products_total, delivery_fee, vat, total_price, is_paid, created_at)
       VALUES ($1, $2, $3, $4, $5, 0, $6, $7, $8, $9)`,
      [rows[0].id, buyerId, supplierId, status, net, vat, net + vat, isPaid, placedAt],
    );
  }

  async function healthAs(cookie: string, query: string) {
    fixedNow = today;
    try {
      return await app().inject({
        method: 'GET',
        url: `/api/operator/health${query}`,
        headers: { cookie, ...fromOurSite },
      });
    } finally {
      fixedNow = null;
    }
  }

  beforeAll(async () => {
    testApp = await createTestApp({}, { clock });
    const buyerAr = await verifiedAccount(app(), { city: 'الرياض' });
    const buyerEn = await verifiedAccount(app(), { city: 'Riyadh' });
    const buyerJeddah = await verifiedAccount(app(), { city: 'Jeddah' });
    const supplier = await supplierAccount(app());
    businessCookie = buyerAr.cookie;
    const productId = await publishedProduct(app(), supplier.user.id);
    // Every account's creation moved to a known instant (and any other, such as the platform's, away).
    await sql(`UPDATE users SET created_at = '2025-01-01T00:00:00Z'`);
    const created = async (id: string, city: string, at: string) =>
      sql(`UPDATE users SET city = $2, created_at = $3 WHERE id = $1`, [id, city, at]);
    await created(buyerAr.user.id, 'الرياض', '2026-03-05T10:00:00Z');
    await created(buyerEn.user.id, 'Riyadh', '2026-03-03T20:59:59Z');
    await created(buyerJeddah.user.id, 'Jeddah', '2026-01-01T00:00:00Z');
    await created(supplier.user.id, 'جدة', '2026-03-03T21:00:00Z');

    const s = supplier.user.id;
    await order(buyerAr.user.id, s, '2026-03-03T21:00:00Z', { status: 'PENDING', net: 10_000 });
    await order(buyerEn.user.id, s, '2026-03-09T10:00:00Z', { status: 'COMPLETED', net: 20_000 });
    await order(buyerEn.user.id, s, '2026-03-09T22:00:00Z', { status: 'CANCELLED', net: 5_000 });
    await order(buyerJeddah.user.id, s, '2026-03-03T20:59:59Z', { status: 'SHIPPED', net: 1_000 });
    await order(buyerJeddah.user.id, s, '2026-03-10T11:00:00Z', {
      status: 'PROCESSING',
      isPaid: false,
      net: 2_000,
    });

    const tender = (published: string, status: string, decided: string | null) =>
      sql(
        `INSERT INTO tenders (creator_id, name, main_activity, organization_name, published_at,
           submission_deadline, response_deadline_option, response_deadline, status, decided_at)
         VALUES ($1, 'Gloves', 'Medical', 'Clinic', $2, $2::timestamptz + interval '7 days', '1w',
           $2::timestamptz + interval '14 days', $3, $4)`,
        [buyerAr.user.id, published, status, decided],
      );
    await tender('2026-03-05T08:00:00Z', 'OPEN', null);
    await tender('2026-02-27T08:00:00Z', 'AWARDED', '2026-03-06T08:00:00Z');
    await sql(
      `INSERT INTO group_purchases (product_id, supplier_id, city, city_key, status, unit_price, standard_price,
         buyers_required, min_quantity, started_at, deadline, closed_at)
       VALUES ($1, $2, 'جدة', 'jeddah', 'COMPLETED', 1500, 1800, 5, 50, '2026-03-04T00:00:00Z',
         '2026-03-11T00:00:00Z', '2026-03-08T09:00:00Z')`,
      [productId, s],
    );
  }, 120_000);
  afterAll(() => testApp?.close());

  const riyadh = { ar: 'الرياض', en: 'Riyadh' };
  const jeddah = { ar: 'جدة', en: 'Jeddah' };

  it('adds up the last 7 Riyadh days and the 7 before, by day, status and city in both languages', async () => {
    const operator = await signedInOperator(testApp.database, 'SUPPORT');
    const response = await healthAs(operator.cookie, '?period=LAST_7_DAYS');
    expect(response.statusCode, response.body).toBe(200);
    const health = response.json<Health>();
    expect(health).toMatchObject({
      from: '2026-03-04',
      to: '2026-03-10',
      previousFrom: '2026-02-25',
      previousTo: '2026-03-03',
    });
    // GMV: paid orders not cancelled, VAT included (11,500 + 23,000); the cancelled and the unpaid
    // orders count as orders only.
    expect(health.current).toEqual({
      gmv: 345,
      gmvHalalas: 34_500,
      orderCount: 4,
      newBusinessCount: 2,
      activeSupplierCount: 1,
      tendersPublishedCount: 1,
      tendersAwardedCount: 1,
      groupPurchasesStartedCount: 1,
      groupPurchasesCompletedCount: 1,
    });
    expect(health.previous).toEqual({
      gmv: 11.5,
      gmvHalalas: 1_150,
      orderCount: 1,
      newBusinessCount: 1,
      activeSupplierCount: 1,
      tendersPublishedCount: 1,
      tendersAwardedCount: 0,
      groupPurchasesStartedCount: 0,
      groupPurchasesCompletedCount: 0,
    });
    expect(health.ordersByStatus).toEqual([
      { status: 'PENDING', count: 1 },
      { status: 'PROCESSING', count: 1 },
      { status: 'SHIPPED', count: 0 },
      { status: 'COMPLETED', count: 1 },
      { status: 'CANCELLED', count: 1 },
    ]);
    expect(health.days.map((day) => day.day)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    const byDay = Object.fromEntries(health.days.map(({ day, ...figures }) => [day, figures]));
    // 21:00Z on 3 March is midnight on 4 March in Riyadh; 22:00Z on 9 March is 1 a.m. on the 10th.
    expect(byDay['2026-03-04']).toMatchObject({
      gmvHalalas: 11_500,
      orderCount: 1,
      newBusinessCount: 1,
      activeSupplierCount: 1,
      groupPurchasesStartedCount: 1,
    });
    expect(byDay['2026-03-09']).toMatchObject({ gmvHalalas: 23_000, orderCount: 1 });
    expect(byDay['2026-03-10']).toMatchObject({ gmvHalalas: 0, orderCount: 2, activeSupplierCount: 1 });
    expect(byDay['2026-03-06']).toMatchObject({ tendersAwardedCount: 1, orderCount: 0 });
    // «الرياض» and «Riyadh» are one city; the supplier's «جدة» and the buyer's «Jeddah» another.
    expect(health.cities).toEqual([
      {
        city: riyadh,
        gmv: 345,
        gmvHalalas: 34_500,
        orderCount: 3,
        newBusinessCount: 1,
        activeSupplierCount: 0,
        tendersPublishedCount: 1,
        tendersAwardedCount: 1,
        groupPurchasesStartedCount: 0,
        groupPurchasesCompletedCount: 0,
      },
      {
        city: jeddah,
        gmv: 0,
        gmvHalalas: 0,
        orderCount: 1,
        newBusinessCount: 1,
        activeSupplierCount: 1,
        tendersPublishedCount: 0,
        tendersAwardedCount: 0,
        groupPurchasesStartedCount: 1,
        groupPurchasesCompletedCount: 1,
      },
    ]);
  });

  it('takes a custom range of Riyadh days, both included, with the same length before it', async () => {
    const operator = await signedInOperator(testApp.database, 'FINANCE');
    const response = await healthAs(operator.cookie, '?from=2026-03-09&to=2026-03-09');
    expect(response.statusCode, response.body).toBe(200);
    const health = response.json<Health>();
    expect(health).toMatchObject({ previousFrom: '2026-03-08', previousTo: '2026-03-08' });
    expect(health.current).toMatchObject({ gmvHalalas: 23_000, orderCount: 1 });
    expect(health.previous).toMatchObject({ orderCount: 0, groupPurchasesCompletedCount: 1 });
  });

  it('refuses a range longer than 366 days, reversed or half given', async () => {
    const operator = await signedInOperator(testApp.database, 'ADMIN');
    for (const query of [
      '?from=2025-01-01&to=2026-01-02',
      '?from=2026-03-10&to=2026-03-09',
      '?from=2026-03-01',
      '?period=LAST_8_DAYS',
    ]) {
      const response = await healthAs(operator.cookie, query);
      expect(response.statusCode, query).toBe(400);
    }
    const tooLong = await healthAs(operator.cookie, '?from=2025-01-01&to=2026-01-02');
    expect(tooLong.json()).toMatchObject({ error: { code: 'DATE_RANGE_INVALID' } });
    expect((await healthAs(operator.cookie, '?from=2025-01-01&to=2026-01-01')).statusCode).toBe(200);
  });

  it('is for every operator role, and never for a business', async () => {
    for (const role of ['ADMIN', 'TRUST_AND_SAFETY', 'FINANCE', 'SUPPORT'] as const) {
      const operator = await signedInOperator(testApp.database, role);
      expect((await healthAs(operator.cookie, '')).statusCode, role).toBe(200);
    }
    const business = await healthAs(businessCookie, '');
    expect(business.statusCode).toBe(401);
    expect(business.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('exports one CSV row per day and city, UTF-8 with a BOM, riyals, headers in the caller’s language', async () => {
    const operator = await signedInOperator(testApp.database, 'FINANCE');
    fixedNow = today;
    const response = await app().inject({
      method: 'GET',
      url: '/api/operator/health.csv?period=LAST_7_DAYS',
      headers: { cookie: operator.cookie, 'accept-language': 'ar', ...fromOurSite },
    });
    fixedNow = null;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="marketplace-health-2026-03-04-2026-03-10.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'اليوم,المدينة (بالعربية),المدينة (بالإنجليزية),إجمالي قيمة البضائع (ريال),الطلبات,منشآت جديدة,' +
        'موردون نشطون,مناقصات منشورة,مناقصات مرساة,شراء جماعي بدأ,شراء جماعي اكتمل',
    );
    expect(lines.slice(1)).toEqual([
      '2026-03-04,جدة,Jeddah,0.00,0,1,1,0,0,1,0',
      '2026-03-04,الرياض,Riyadh,115.00,1,0,0,0,0,0,0',
      '2026-03-05,الرياض,Riyadh,0.00,0,1,0,1,0,0,0',
      '2026-03-06,الرياض,Riyadh,0.00,0,0,0,0,1,0,0',
      '2026-03-08,جدة,Jeddah,0.00,0,0,0,0,0,0,1',
      '2026-03-09,جدة,Jeddah,0.00,0,0,1,0,0,0,0',
      '2026-03-09,الرياض,Riyadh,230.00,1,0,0,0,0,0,0',
      '2026-03-10,جدة,Jeddah,0.00,1,0,1,0,0,0,0',
      '2026-03-10,الرياض,Riyadh,0.00,1,0,0,0,0,0,0',
    ]);
  });
});
