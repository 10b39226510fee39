import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryWithSubcategories } from '../../../contract/categories/categories.schemas.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { CardItemsSchema } from '../../../contract/catalog/catalog.schemas.js';
import { createTestApp } from '../../test/app.js';
import { nextAddress, supplierAccount } from '../../test/accounts.js';

/*
 * Issue 20, item 6 (category browsing), from the specification's wording:
 *   §7 "GET /api/search/products?category={id} | answer: array of product items" (and /services);
 *   issue 20: "… and /services also take `subcategory={id}` (today ignored: ten items come back where two
 *   match) and the text query under `name` as well as `q`."
 * Every search is a guest's request through the HTTP API, on its own database, so the counts are exact.
 */

type Kind = 'products' | 'services';
const zodJson = serializerCompiler({ schema: CardItemsSchema, method: 'GET', url: '/api/search/products' });

describe('category browsing: subcategory={id} and name= (spec §7, issue 20 item 6)', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let productMain: CategoryWithSubcategories;
  let otherProductMain: CategoryWithSubcategories;
  let serviceMain: CategoryWithSubcategories;
  /** Ids of the seeded listings, by kind and subcategory. */
  const seeded = { products: new Map<string, string[]>(), services: new Map<string, string[]>() };

  /** A guest's search: `GET /api/search/{kind}?{query}`. */
  const search = (kind: Kind, query: Record<string, string>) =>
    testApp.app.inject({
      url: `/api/search/${kind}?${new URLSearchParams({ limit: '60', ...query })}`,
      remoteAddress: nextAddress(),
    });
  const idsOf = async (kind: Kind, query: Record<string, string>) => {
    const response = await search(kind, query);
    expect(response.statusCode).toBe(200);
    return response
      .json<{ _id: string }[]>()
      .map((card) => card._id)
      .sort();
  };
  const seededIn = (kind: Kind, ...subcategoryIds: string[]) =>
    subcategoryIds.flatMap((id) => seeded[kind].get(id) ?? []).sort();

  beforeAll(async () => {
    testApp = await createTestApp();
    const { app } = testApp;
    const tree = await app.services.categories.listCategoryTree('en');
    const productMains = tree.filter((c) => c.usedFor === 'PRODUCT' && c.subcategories.length >= 2);
    productMain = productMains[0]!;
    otherProductMain = productMains[1]!;
    serviceMain = tree.find((c) => c.usedFor === 'SERVICE' && c.subcategories.length >= 2)!;

    // A Premium supplier: ten products are past the Basic plan's limit (spec §6).
    const supplier = await supplierAccount(app);
    const supplierId = supplier.user.id;
    await testApp.database.pool.query(`UPDATE suppliers SET plan = 'PREMIUM' WHERE user_id = $1`, [
      supplierId,
    ]);

    /** `count` listings named «{word} n» in a subcategory, published (search needs no image). */
    async function seed(kind: Kind, subcategoryId: string, count: number, word: string) {
      for (let n = 1; n <= count; n++) {
        const name = `${word} ${n}`;
        const { id } =
          kind === 'products'
            ? await app.services.catalog.createProduct(supplierId, {
                nameEn: name,
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
              })
            : await app.services.catalog.createService(supplierId, {
                nameEn: name,
                categoryId: subcategoryId,
                price: 50_000,
                isPriceNegotiable: false,
                availability: 'WEEKDAYS',
              });
        await testApp.database.pool.query(`UPDATE ${kind} SET is_published = true WHERE id = $1`, [id]);
        seeded[kind].set(subcategoryId, [...(seeded[kind].get(subcategoryId) ?? []), id]);
      }
    }
    // "ten items come back where two match": two in S, eight in the other subcategory of the same category.
    const [productS, productOther] = productMain.subcategories;
    await seed('products', productS!.id, 2, 'Lantern');
    await seed('products', productOther!.id, 8, 'Bucket');
    await seed('products', otherProductMain.subcategories[0]!.id, 1, 'Lantern');
    const [serviceS, serviceOther] = serviceMain.subcategories;
    await seed('services', serviceS!.id, 2, 'Inspection');
    await seed('services', serviceOther!.id, 8, 'Cleaning');
  });
  afterAll(() => testApp.close());

  it.each([
    ['products', () => productMain],
    ['services', () => serviceMain],
  ] as const)(
    '`/api/search/%s?category={id}&subcategory={id}` answers only the items of that subcategory',
    async (kind, main) => {
      const [s, other] = main().subcategories;

      const wholeCategory = await idsOf(kind, { category: main().id });
      const narrowed = await idsOf(kind, { category: main().id, subcategory: s!.id });

      expect(wholeCategory).toEqual(seededIn(kind, s!.id, other!.id));
      expect(wholeCategory).toHaveLength(10);
      expect(narrowed).toEqual(seededIn(kind, s!.id));
      expect(narrowed).toHaveLength(2);
    },
  );

  it('takes `subcategory={id}` without `category` too', async () => {
    const s = productMain.subcategories[0]!.id;

    expect(await idsOf('products', { subcategory: s })).toEqual(seededIn('products', s));
  });

  it('answers an empty array for a subcategory that is not in the category', async () => {
    const elsewhere = otherProductMain.subcategories[0]!.id;

    expect(seededIn('products', elsewhere)).toHaveLength(1);
    expect(await idsOf('products', { category: productMain.id, subcategory: elsewhere })).toEqual([]);
  });

  it('refuses an unknown or malformed subcategory with CATEGORY_NOT_FOUND, as it refuses such a category', async () => {
    const unknown = await search('products', { subcategory: '00000000-0000-4000-8000-000000000000' });
    const malformed = await search('services', { category: serviceMain.id, subcategory: 'cleaning' });

    expect([unknown.statusCode, malformed.statusCode]).toEqual([400, 400]);
    expect(unknown.json().error.code).toBe('CATEGORY_NOT_FOUND');
    expect(malformed.json().error.code).toBe('CATEGORY_NOT_FOUND');
  });

  it.each([
    [
      'products',
      'lantern',
      () => seededIn('products', productMain.subcategories[0]!.id, otherProductMain.subcategories[0]!.id),
    ],
    ['services', 'inspection', () => seededIn('services', serviceMain.subcategories[0]!.id)],
  ] as const)(
    'takes the text query of `/api/search/%s` under `name` as well as `q`',
    async (kind, word, matching) => {
      const byName = await idsOf(kind, { name: word });

      expect(byName).toEqual(await idsOf(kind, { q: word }));
      expect(byName).toEqual(matching());
    },
  );

  it('uses `q` when both `q` and `name` carry text, and `name` when `q` is empty', async () => {
    expect(await idsOf('products', { q: 'bucket', name: 'lantern' })).toEqual(
      await idsOf('products', { q: 'bucket' }),
    );
    expect(await idsOf('products', { q: '', name: 'lantern' })).toEqual(
      await idsOf('products', { q: 'lantern' }),
    );
  });

  it('combines `name` with `category` and `subcategory`', async () => {
    const s = productMain.subcategories[0]!.id;

    expect(await idsOf('products', { category: productMain.id, subcategory: s, name: 'lantern' })).toEqual(
      seededIn('products', s),
    );
  });

  // Issue 23: a main category's page walks each subcategory's (category, sort) index and keeps the best;
  // its cursor must still go through every card once, in order, whatever the sort. The ten products share
  // one price and one rating, so every later page starts inside a tie (the cursor's row comparison).
  it.each(['relevance', 'newest', 'price_asc', 'price_desc', 'rating'])(
    'pages through a main category sorted by %s, every card once, in the order of the first page',
    async (sort) => {
      const whole = await search('products', { category: productMain.id, sort });
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await search('products', {
          category: productMain.id,
          sort,
          limit: '3',
          ...(cursor ? { cursor } : {}),
        });
        expect(page.statusCode).toBe(200);
        seen.push(...page.json<{ _id: string }[]>().map((card) => card._id));
        cursor = page.headers['x-next-cursor'] as string | undefined;
      } while (cursor);

      expect(seen).toEqual(whole.json<{ _id: string }[]>().map((card) => card._id));
      expect([...seen].sort()).toEqual(seededIn('products', ...productMain.subcategories.map((c) => c.id)));
    },
  );

  it('answers cards the contract reads back, byte for byte what its zod serializer writes', async () => {
    for (const [kind, query] of [
      ['products', { q: 'lantern' }],
      ['services', { category: serviceMain.id, sort: 'price_desc' }],
    ] as const) {
      const response = await search(kind, query);
      const cards = CardItemsSchema.decode(response.json());

      expect(cards.length).toBeGreaterThan(0);
      expect(response.body).toBe(zodJson(cards));
    }
  });

  it('documents `subcategory` and `name` in the OpenAPI document', async () => {
    const paths = (await testApp.app.inject({ url: '/api/docs/json' })).json().paths;

    for (const path of ['/api/search/products', '/api/search/services']) {
      const parameters = paths[path].get.parameters as { name: string; in: string; description?: string }[];
      const named = (name: string) => parameters.find((p) => p.in === 'query' && p.name === name);
      expect(named('subcategory')?.description).toMatch(/empty array/);
      expect(named('name')?.description).toMatch(/`q` is used/);
    }
  });
});
