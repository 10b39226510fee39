import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { nextAddress, supplierAccount } from '../../test/accounts.js';
import { relevanceCatalog, relevanceSet } from './relevance-set.js';

/*
 * The relevance test set (issue 23: "relevance must not drop"): each query's expected listings come
 * first, through a guest's `GET /api/search/products?q=`, on the fixture catalog of relevance-set.ts.
 */

describe('search relevance: Arabic normalisation, typos, both languages, name before description', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { app, database } = testApp;
    const tree = await app.services.categories.listCategoryTree('en');
    const subcategoryId = tree.find((c) => c.usedFor === 'PRODUCT' && c.subcategories.length > 0)!
      .subcategories[0]!.id;
    const supplierId = (await supplierAccount(app)).user.id;
    await database.pool.query(`UPDATE suppliers SET plan = 'PREMIUM' WHERE user_id = $1`, [supplierId]);
    for (const listing of relevanceCatalog) {
      const { id } = await app.services.catalog.createProduct(supplierId, {
        nameAr: listing.nameAr,
        nameEn: listing.nameEn,
        descriptionAr: listing.descriptionAr ?? null,
        descriptionEn: listing.descriptionEn ?? null,
        categoryId: subcategoryId,
        price: 1800,
        caseQuantity: 1,
        minOrderQuantity: 1,
        maxOrderQuantity: null,
        stock: 100,
        isGroupPurchaseEnabled: false,
        groupMinQuantity: null,
        groupDeadlineDays: null,
        groupPrice: null,
      });
      const [avgRating, ratingsCount] = listing.ratings ?? [0, 0];
      await database.pool.query(
        `UPDATE products SET is_published = true, avg_rating = $2, ratings_count = $3 WHERE id = $1`,
        [id, avgRating, ratingsCount],
      );
    }
  });
  afterAll(() => testApp.close());

  it.each(relevanceSet.map((entry) => [entry.q, entry.why, entry] as const))(
    '«%s»: %s',
    async (_q, _why, { q, expectTopNames, within }) => {
      const response = await testApp.app.inject({
        url: `/api/search/products?${new URLSearchParams({ q })}`,
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(200);
      const top = response
        .json<{ nameAr: string | null; nameEn: string | null }[]>()
        .slice(0, within)
        .flatMap((card) => [card.nameAr, card.nameEn]);

      expect(top).toEqual(expect.arrayContaining(expectTopNames));
    },
  );

  it.each(['chair', 'gloves', 'مكتب'])(
    '«%s» a card at a time: the cursor crosses from the name tier to the other, each card once',
    async (q) => {
      const search = (query: Record<string, string>) =>
        testApp.app.inject({
          url: `/api/search/products?${new URLSearchParams({ q, ...query })}`,
          remoteAddress: nextAddress(),
        });
      const idsOf = (response: Awaited<ReturnType<typeof search>>) =>
        response.json<{ _id: string }[]>().map((card) => card._id);
      const all = idsOf(await search({}));
      const paged: string[] = [];
      let cursor: string | undefined;
      do {
        const response = await search({ limit: '1', ...(cursor ? { cursor } : {}) });
        expect(response.statusCode).toBe(200);
        paged.push(...idsOf(response));
        cursor = response.headers['x-next-cursor'] as string | undefined;
      } while (cursor && paged.length < 20);

      expect(all.length).toBeGreaterThanOrEqual(2);
      expect(paged).toEqual(all);
    },
  );
});
