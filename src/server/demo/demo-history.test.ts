import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/app.js';
import { pngImage } from '../test/uploads.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoActivity } from './demo-activity.js';
import { demoBuyers } from './demo-buyers.js';
import { seedDemoCatalog } from './demo-catalog.js';
import { demoSuppliers } from './demo-catalog-data.js';
import { seedDemoHistory } from './demo-history.js';
import { seedDemoInvoice } from './demo-invoice.js';
import type * as DemoImages from './demo-images.js';
import { seedDemoSalesHistory } from './demo-sales-history.js';

// Drawn 1200 px images are what makes the catalog slow to seed; the history does not look at them.
vi.mock('./demo-images.js', async (importOriginal) => ({
  ...(await importOriginal<typeof DemoImages>()),
  drawListingImage: () => pngImage(32, 32),
}));

describe('the demo history', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as T[];
  const now = new Date();
  const messages: string[] = [];
  /** Rows each seed may add, counted before and after a second run. */
  const counts = () =>
    query(`SELECT
      (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM orders) AS orders,
      (SELECT count(*)::int FROM reviews) AS reviews, (SELECT count(*)::int FROM payments) AS payments,
      (SELECT count(*)::int FROM invoices) AS invoices, (SELECT count(*)::int FROM cart_items) AS cart`);

  beforeAll(async () => {
    testApp = await createTestApp();
    const { services } = testApp.app;
    await seedDemoAccounts(services);
    await seedDemoInvoice(services, now);
    await seedDemoSalesHistory(services, { now, startPremiumTrial: (id) => services.plans.startTrial(id) });
    await seedDemoActivity(services, { now });
    // As at start-up: the catalog later, in the background, then the history.
    expect(await seedDemoHistory(services, { now })).toBe(false);
    await seedDemoCatalog(services);
    expect(await seedDemoHistory(services, { now, log: (message) => messages.push(message) })).toBe(true);
  }, 180_000);
  afterAll(() => testApp.close());

  it('gives most catalog products 1 to 8 reviews, mostly 4 and 5 stars, in varied words', async () => {
    expect(messages).toEqual([
      expect.stringMatching(/^Demo history: 16 buyers, \d+ past orders, \d+ reviewed, in [\d.]+ s\.$/),
    ]);
    const products = await query<{
      reviews: number;
      ratingsCount: number;
      avgRating: number;
      average: number;
    }>(
      `SELECT (SELECT count(*)::int FROM reviews r WHERE r.product_id = p.id) AS reviews,
         p.ratings_count AS "ratingsCount", p.avg_rating AS "avgRating",
         (SELECT round(avg(r.rating), 1)::float FROM reviews r WHERE r.product_id = p.id) AS average
       FROM products p JOIN users u ON u.id = p.supplier_id
       WHERE p.is_published AND u.email = ANY($1)`,
      [demoSuppliers.map((supplier) => supplier.email)],
    );
    expect(products.length).toBeGreaterThan(100);
    const reviewed = products.filter((product) => product.reviews > 0);
    expect(reviewed.length / products.length).toBeGreaterThan(0.75);
    expect(Math.max(...products.map((product) => product.reviews))).toBeLessThanOrEqual(8);
    // The cards' averages are the reviews', kept the normal way.
    for (const product of reviewed) {
      expect(product.ratingsCount).toBe(product.reviews);
      expect(Number(product.avgRating)).toBeCloseTo(product.average, 1);
    }

    const ratings = await query<{ rating: number; share: number }>(
      `SELECT rating, count(*)::float / (SELECT count(*) FROM reviews WHERE product_id IS NOT NULL) AS share
       FROM reviews WHERE product_id IS NOT NULL GROUP BY rating`,
    );
    const shareOf = (stars: number[]) =>
      ratings.filter((row) => stars.includes(row.rating)).reduce((sum, row) => sum + row.share, 0);
    expect(shareOf([4, 5])).toBeGreaterThan(0.75);
    expect(shareOf([3])).toBeGreaterThan(0.03);
    expect(shareOf([1, 2])).toBeGreaterThan(0);
    expect(shareOf([1, 2])).toBeLessThan(0.08);

    const texts = await query<{ text: string }>(`SELECT text FROM reviews WHERE text <> ''`);
    expect(new Set(texts.map((row) => row.text)).size).toBeGreaterThan(100);
    expect(texts.filter((row) => /[a-z]/i.test(row.text)).length).toBeGreaterThan(10);
    // Each review is of the buyer's COMPLETED order of the product, written after the product was listed
    // and the order received, and before now.
    const broken = await query(
      `SELECT r.id FROM reviews r JOIN orders o ON o.id = r.order_id
       LEFT JOIN products p ON p.id = r.product_id
       WHERE o.buyer_id <> r.buyer_id OR o.status <> 'COMPLETED' OR r.created_at < o.completed_at
         OR r.created_at > $1 OR o.created_at < p.created_at
         OR (r.product_id IS NOT NULL AND NOT EXISTS
           (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.product_id = r.product_id))`,
      [now],
    );
    expect(broken).toEqual([]);
  });

  it('shows the newest products of many suppliers', async () => {
    const newest = await query<{ supplierId: string }>(
      `SELECT supplier_id AS "supplierId" FROM products WHERE is_published ORDER BY created_at DESC LIMIT 10`,
    );
    expect(new Set(newest.map((row) => row.supplierId)).size).toBeGreaterThanOrEqual(8);
  });

  it('gives the demo buyers sign-in accounts in several cities with their own orders', async () => {
    const buyers = await query<{ city: string; orders: number; verified: boolean }>(
      `SELECT u.city, u.is_email_verified AS verified,
         (SELECT count(*)::int FROM orders o WHERE o.buyer_id = u.id) AS orders
       FROM users u WHERE u.email = ANY($1)`,
      [demoBuyers.map((buyer) => buyer.email)],
    );
    expect(buyers).toHaveLength(16);
    expect(buyers.every((buyer) => buyer.verified && buyer.orders > 0)).toBe(true);
    expect(new Set(buyers.map((buyer) => buyer.city)).size).toBeGreaterThanOrEqual(12);
    for (const key of ['registrationNumber', 'nationalId', 'email'] as const) {
      const taken = new Set(demoSuppliers.map((supplier) => supplier[key]));
      expect(demoBuyers.filter((buyer) => taken.has(buyer[key]))).toEqual([]);
    }
  });

  it('gives the demo buyer orders in every state, one shipped to confirm, and invoices to pay', async () => {
    const { services } = testApp.app;
    const buyer = (await services.users.findByEmail('buyer@demo.tawrid.sa'))!;
    const supplier = (await services.users.findByEmail('supplier@demo.tawrid.sa'))!;
    const orders = (await services.orders.listBuyerOrders(buyer.id, { limit: 100 })).items;
    const statuses = orders
      .filter((order) => order.supplier.userId === supplier.id)
      .map((order) => order.status);
    for (const status of ['PENDING', 'PROCESSING', 'SHIPPED', 'COMPLETED', 'CANCELLED'] as const) {
      expect(statuses).toContain(status);
    }
    const shipped = orders.find((order) => order.status === 'SHIPPED')!;
    expect(shipped.isPaid).toBe(true);
    // The received order waits for the visitor's review.
    expect(
      orders.find(
        (order) => order.status === 'COMPLETED' && order.shippedAt !== null && order.review === null,
      ),
    ).toBeDefined();

    const invoices = (await services.invoices.listBuyerInvoices(buyer.id, { limit: 50 })).items.filter(
      (invoice) => invoice.kind !== 'ORDER',
    );
    expect(invoices.map((invoice) => invoice.status).sort()).toEqual([
      'ACCEPTED',
      'FULLY_PAID',
      'PARTIALLY_PAID',
      'PENDING',
    ]);
    expect(invoices.find((invoice) => invoice.status === 'ACCEPTED')?.dueInstallment?.installment).toBe(
      'FULL',
    );
    expect(invoices.find((invoice) => invoice.status === 'PARTIALLY_PAID')?.dueInstallment?.installment).toBe(
      'REMAINDER',
    );
  });

  it('adds nothing when seeded again (a restart)', async () => {
    const { services } = testApp.app;
    const before = await counts();

    expect(await seedDemoHistory(services, { now })).toBe(false);
    await seedDemoActivity(services, { now });
    await seedDemoInvoice(services, now);

    expect(await counts()).toEqual(before);
  });
});
