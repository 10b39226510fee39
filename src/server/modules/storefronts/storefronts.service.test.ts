import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { supplierAccount } from '../../test/accounts.js';
import { publishedProduct } from '../../test/listings.js';

describe('getStorefront', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('rates the supplier by its visible listings, each weighted by its number of ratings', async () => {
    const { user } = await supplierAccount(testApp.app);
    const first = await publishedProduct(testApp.app, user.id, 'Safety Helmet');
    const second = await publishedProduct(testApp.app, user.id, 'Safety Vest');
    const hidden = await publishedProduct(testApp.app, user.id, 'Hidden Item');
    const rate = (id: string, avg: number, count: number) =>
      testApp.database.pool.query('UPDATE products SET avg_rating = $2, ratings_count = $3 WHERE id = $1', [
        id,
        avg,
        count,
      ]);
    await rate(first, 4.0, 10);
    await rate(second, 5.0, 30);
    await rate(hidden, 1.0, 100);
    await testApp.app.services.catalog.unpublish(user.id, 'PRODUCT', hidden);

    const storefront = await testApp.app.services.storefronts.getStorefront(user.id);
    expect(storefront.products.map((p) => p.nameEn).sort()).toEqual(['Safety Helmet', 'Safety Vest']);
    expect(storefront.ratingsCount).toBe(40);
    expect(storefront.avgRating).toBeCloseTo(4.75);
  });
});
