import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardItemDto, Storefront } from '../../../contract/catalog/catalog.schemas.js';
import type { PublicReview } from '../../../contract/reviews/reviews.schemas.js';
import { createTestApp } from '../../test/app.js';
import { fromOurSite, nextAddress, supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { publishedProduct } from '../../test/listings.js';

type Account = Awaited<ReturnType<typeof verifiedAccount>>;

describe('reviews', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let buyer: Account;
  let otherBuyer: Account;
  let supplier: Account;
  let helmet: string;
  let vest: string;
  let gloves: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    [buyer, otherBuyer, supplier] = await Promise.all([
      verifiedAccount(testApp.app),
      verifiedAccount(testApp.app),
      supplierAccount(testApp.app),
    ]);
    helmet = await publishedProduct(testApp.app, supplier.user.id, 'Zircon Welding Helmet');
    vest = await publishedProduct(testApp.app, supplier.user.id, 'Zircon Safety Vest');
    gloves = await publishedProduct(testApp.app, supplier.user.id, 'Zircon Work Gloves');
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...fromOurSite, ...(cookie ? { cookie } : {}) },
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });

  const sql = (text: string, values: unknown[] = []) => testApp.database.pool.query(text, values);

  /**
   * A paid order of `buyerOf` from the supplier for these products (one unit each at 18.00 SAR), in the
   * given status, written straight to the tables as settling a payment would.
   */
  async function order(
    buyerOf: Account,
    productIds: readonly string[],
    status: 'COMPLETED' | 'SHIPPED' = 'COMPLETED',
  ): Promise<string> {
    const total = 1800 * productIds.length;
    const vat = Math.round(total * 0.15);
    const payment = await sql(
      `INSERT INTO payments (buyer_id, idempotency_key, status, amount, provider, cart)
       VALUES ($1, $2, 'PAID', $3, 'sandbox', '[]'::jsonb) RETURNING id`,
      [buyerOf.user.id, randomUUID(), total + vat],
    );
    const created = await sql(
      `INSERT INTO orders (payment_id, buyer_id, supplier_id, status, products_total, delivery_fee, vat,
         total_price, completed_at)
       VALUES ($1, $2, $3, $4::order_status, $5, 0, $6, $7, CASE WHEN $4::text = 'COMPLETED' THEN now() END) RETURNING id`,
      [payment.rows[0].id, buyerOf.user.id, supplier.user.id, status, total, vat, total + vat],
    );
    const orderId: string = created.rows[0].id;
    for (const productId of productIds) {
      await sql(
        `INSERT INTO order_items (order_id, product_id, name_en, unit_price, quantity, total, vat)
         VALUES ($1, $2, 'Item', 1800, 1, 1800, 270)`,
        [orderId, productId],
      );
    }
    return orderId;
  }

  const review = (orderId: string, body: object, cookie = buyer.cookie) =>
    call('POST', `/api/buyers/me/orders/${orderId}/review`, cookie, body);

  const reviewRows = async (orderId: string) =>
    (await sql('SELECT product_id, rating, text FROM reviews WHERE order_id = $1', [orderId])).rows;

  const productRating = async (id: string) =>
    (await sql('SELECT avg_rating::float8 AS avg, ratings_count AS count FROM products WHERE id = $1', [id]))
      .rows[0] as { avg: number; count: number };

  describe('POST /api/buyers/me/orders/:id/review', () => {
    it('stores the supplier review and the item reviews of a completed order', async () => {
      const orderId = await order(buyer, [helmet, vest]);

      const response = await review(orderId, {
        supplier: { rating: 4, text: '  Fast delivery  ' },
        items: [{ productId: helmet, rating: 5, text: 'Solid' }],
      });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        id: orderId,
        status: 'COMPLETED',
        review: { rating: 4, text: 'Fast delivery' },
      });
      const items = response.json().items as { productId: string; review: unknown }[];
      expect(items.find((item) => item.productId === helmet)!.review).toEqual({ rating: 5, text: 'Solid' });
      expect(items.find((item) => item.productId === vest)!.review).toBeNull();
      expect(await reviewRows(orderId)).toEqual(
        expect.arrayContaining([
          { product_id: null, rating: 4, text: 'Fast delivery' },
          { product_id: helmet, rating: 5, text: 'Solid' },
        ]),
      );
      expect(await reviewRows(orderId)).toHaveLength(2);
    });

    it('refuses an order that is not completed yet', async () => {
      const orderId = await order(buyer, [helmet], 'SHIPPED');

      const response = await review(orderId, { supplier: { rating: 5 } });

      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('REVIEW_NOT_ALLOWED');
      expect(await reviewRows(orderId)).toEqual([]);
    });

    it("answers 404 for another buyer's order and writes nothing", async () => {
      const orderId = await order(buyer, [helmet]);

      const response = await review(orderId, { supplier: { rating: 1 } }, otherBuyer.cookie);

      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
      expect(await reviewRows(orderId)).toEqual([]);
    });

    it('refuses a product that the order did not buy, and a product twice', async () => {
      const orderId = await order(buyer, [helmet]);

      const foreign = await review(orderId, {
        supplier: { rating: 5 },
        items: [{ productId: gloves, rating: 5 }],
      });
      const twice = await review(orderId, {
        supplier: { rating: 5 },
        items: [
          { productId: helmet, rating: 5 },
          { productId: helmet, rating: 4 },
        ],
      });

      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().error.code).toBe('REVIEW_ITEM_NOT_ORDERED');
      expect(twice.json().error.code).toBe('REVIEW_ITEM_NOT_ORDERED');
      expect(await reviewRows(orderId)).toEqual([]);
    });

    it('refuses a rating outside 1 to 5', async () => {
      const orderId = await order(buyer, [helmet]);

      const response = await review(orderId, { supplier: { rating: 6 } });

      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain('RATING_INVALID');
    });

    it('takes one review when five are sent at once, and refuses a later one', async () => {
      const orderId = await order(buyer, [vest]);
      const body = { supplier: { rating: 5 }, items: [{ productId: vest, rating: 3 }] };
      const before = await productRating(vest);

      const answers = await Promise.all(Array.from({ length: 5 }, () => review(orderId, body)));
      const again = await review(orderId, body);

      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const answer of answers.filter((a) => a.statusCode === 409)) {
        expect(answer.json().error.code).toBe('REVIEW_ALREADY_WRITTEN');
      }
      expect(again.json().error.code).toBe('REVIEW_ALREADY_WRITTEN');
      expect(await reviewRows(orderId)).toHaveLength(2);
      expect((await productRating(vest)).count).toBe(before.count + 1);
    });

    it('keeps each product average exact to one decimal and shows it on the search card', async () => {
      const product = await publishedProduct(testApp.app, supplier.user.id, 'Quartzite Ear Muffs');
      const search = async () =>
        (await call('GET', '/api/search/products?q=Quartzite')).json<CardItemDto[]>()[0]!;
      expect(await search()).toMatchObject({ avgRating: 0, ratingsCount: 0 });

      for (const rating of [5, 4]) {
        const orderId = await order(buyer, [product]);
        expect(
          (await review(orderId, { supplier: { rating }, items: [{ productId: product, rating }] }))
            .statusCode,
        ).toBe(201);
      }
      expect(await productRating(product)).toEqual({ avg: 4.5, count: 2 });

      const third = await order(otherBuyer, [product]);
      await review(
        third,
        { supplier: { rating: 5 }, items: [{ productId: product, rating: 5 }] },
        otherBuyer.cookie,
      );
      // (5 + 4 + 5) / 3 = 4.67 → 4.7
      expect(await productRating(product)).toEqual({ avg: 4.7, count: 3 });
      expect(await search()).toMatchObject({ avgRating: 4.7, ratingsCount: 3 });
    });

    it('notifies the supplier with NEW_REVIEW about the order', async () => {
      const orderId = await order(buyer, [gloves]);

      await review(orderId, { supplier: { rating: 3, text: 'OK' } });

      const stored = await sql(
        `SELECT type, related_entity_type, related_entity_id, content_en FROM notifications
         WHERE recipient_id = $1 AND related_entity_id = $2`,
        [supplier.user.id, orderId],
      );
      expect(stored.rows).toEqual([
        expect.objectContaining({
          type: 'NEW_REVIEW',
          related_entity_type: 'ORDER',
          related_entity_id: orderId,
        }),
      ]);
      expect(stored.rows[0].content_en).toContain('3 out of 5');
    });
  });

  describe('recordImportedReviews (demo history, decision 028)', () => {
    const writtenAt = new Date('2026-03-14T09:30:00.000Z');

    it('writes past reviews on their date under the review rules, keeps the averages, notifies nobody', async () => {
      const { reviews } = testApp.app.services;
      const pastProduct = await publishedProduct(testApp.app, supplier.user.id, 'Zircon Ear Muffs');
      const first = await order(buyer, [pastProduct]);
      const second = await order(otherBuyer, [pastProduct]);

      expect(
        await reviews.recordImportedReviews(buyer.user.id, [
          {
            orderId: first,
            writtenAt,
            supplier: { rating: 5, text: 'تعامل راقي' },
            items: [{ productId: pastProduct, rating: 4, text: 'جيد جدا' }],
          },
        ]),
      ).toBe(1);
      await reviews.recordImportedReviews(otherBuyer.user.id, [
        {
          orderId: second,
          writtenAt,
          supplier: { rating: 4, text: '' },
          items: [{ productId: pastProduct, rating: 3, text: '' }],
        },
      ]);

      expect(await productRating(pastProduct)).toEqual({ avg: 3.5, count: 2 });
      const dates = await sql('SELECT DISTINCT created_at FROM reviews WHERE order_id = ANY($1)', [
        [first, second],
      ]);
      expect(dates.rows).toEqual([{ created_at: writtenAt }]);
      const told = await sql(`SELECT id FROM notifications WHERE related_entity_id = ANY($1)`, [
        [first, second],
      ]);
      expect(told.rows).toEqual([]);
    });

    it('refuses what writeReview refuses, and writes none of the batch', async () => {
      const { reviews } = testApp.app.services;
      const done = await order(buyer, [vest]);
      const shipped = await order(buyer, [vest], 'SHIPPED');
      const another = await order(otherBuyer, [vest]);
      const supplierReview = { rating: 5, text: '' };

      await expect(
        reviews.recordImportedReviews(buyer.user.id, [
          { orderId: done, writtenAt, supplier: supplierReview, items: [] },
          { orderId: shipped, writtenAt, supplier: supplierReview, items: [] },
        ]),
      ).rejects.toMatchObject({ code: 'REVIEW_NOT_ALLOWED' });
      await expect(
        reviews.recordImportedReviews(buyer.user.id, [
          { orderId: another, writtenAt, supplier: supplierReview, items: [] },
        ]),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(
        reviews.recordImportedReviews(buyer.user.id, [
          {
            orderId: done,
            writtenAt,
            supplier: supplierReview,
            items: [{ productId: gloves, rating: 5, text: '' }],
          },
        ]),
      ).rejects.toMatchObject({ code: 'REVIEW_ITEM_NOT_ORDERED' });
      expect(await reviewRows(done)).toEqual([]);

      await reviews.recordImportedReviews(buyer.user.id, [
        { orderId: done, writtenAt, supplier: supplierReview, items: [] },
      ]);
      await expect(
        reviews.recordImportedReviews(buyer.user.id, [
          { orderId: done, writtenAt, supplier: supplierReview, items: [] },
        ]),
      ).rejects.toMatchObject({ code: 'REVIEW_ALREADY_WRITTEN' });
    });
  });

  describe('public lists', () => {
    let seller: Account;
    let product: string;

    beforeAll(async () => {
      seller = await supplierAccount(testApp.app);
      product = await publishedProduct(testApp.app, seller.user.id, 'Basalt Hard Hat');
    });

    /** A completed order of the seller's product, reviewed with these ratings. */
    async function reviewed(supplierRating: number, itemRating: number, text: string) {
      const payment = await sql(
        `INSERT INTO payments (buyer_id, idempotency_key, status, amount, provider, cart)
         VALUES ($1, $2, 'PAID', 2070, 'sandbox', '[]'::jsonb) RETURNING id`,
        [buyer.user.id, randomUUID()],
      );
      const created = await sql(
        `INSERT INTO orders (payment_id, buyer_id, supplier_id, status, products_total, delivery_fee, vat, total_price)
         VALUES ($1, $2, $3, 'COMPLETED', 1800, 0, 270, 2070) RETURNING id`,
        [payment.rows[0].id, buyer.user.id, seller.user.id],
      );
      await sql(
        `INSERT INTO order_items (order_id, product_id, name_en, unit_price, quantity, total, vat)
         VALUES ($1, $2, 'Hat', 1800, 1, 1800, 270)`,
        [created.rows[0].id, product],
      );
      const answer = await review(created.rows[0].id, {
        supplier: { rating: supplierRating, text },
        items: [{ productId: product, rating: itemRating, text }],
      });
      expect(answer.statusCode).toBe(201);
    }

    it('lists reviews newest first, a page at a time, with the buyer business name', async () => {
      await reviewed(5, 4, 'first');
      await reviewed(3, 2, 'second');
      await reviewed(4, 5, 'third');

      const first = await call('GET', `/api/products/${product}/reviews?limit=2`);
      const firstPage = first.json<PublicReview[]>();
      const cursor = first.headers['x-next-cursor'] as string;
      const second = await call('GET', `/api/products/${product}/reviews?limit=2&cursor=${cursor}`);

      expect(firstPage.map((r) => [r.text, r.rating])).toEqual([
        ['third', 5],
        ['second', 2],
      ]);
      expect(firstPage[0]!.buyerBusinessName).toBe(buyer.body.businessName);
      expect(second.json<PublicReview[]>().map((r) => r.text)).toEqual(['first']);
      expect(second.headers['x-next-cursor']).toBeUndefined();

      const company = (await call('GET', `/api/suppliers/${seller.user.id}/reviews`)).json<PublicReview[]>();
      expect(company.map((r) => [r.text, r.rating])).toEqual([
        ['third', 4],
        ['second', 3],
        ['first', 5],
      ]);
    });

    it("rates the storefront and the supplier card by the company reviews' average", async () => {
      const storefront = (await call('GET', `/api/suppliers/${seller.user.id}`)).json<Storefront>();
      expect(storefront).toMatchObject({ avgRating: 4, ratingsCount: 3 });

      const [card] = (
        await call('GET', `/api/search/suppliers?q=${encodeURIComponent(seller.body.businessName)}`)
      ).json<{ userId: string; avgRating: number; ratingsCount: number }[]>();
      expect(card).toMatchObject({ userId: seller.user.id, avgRating: 4, ratingsCount: 3 });
    });

    it('answers 404 for a hidden product and an inactive supplier', async () => {
      await testApp.app.services.catalog.unpublish(seller.user.id, 'PRODUCT', product);
      await sql(`UPDATE suppliers SET status = 'INACTIVE' WHERE user_id = $1`, [seller.user.id]);

      expect((await call('GET', `/api/products/${product}/reviews`)).statusCode).toBe(404);
      expect((await call('GET', `/api/suppliers/${seller.user.id}/reviews`)).statusCode).toBe(404);
    });
  });
});
