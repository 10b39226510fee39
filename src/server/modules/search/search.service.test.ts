import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../../platform/storage/local-disk-storage.js';
import { listingFieldsIn } from '../../test/listings.js';
import { createTestApp } from '../../test/app.js';
import { supplierAccount } from '../../test/accounts.js';
import { createCatalogRepository } from '../catalog/catalog.repository.js';
import { createCatalogService, type CatalogService } from '../catalog/catalog.service.js';
import { createSearchRepository } from './search.repository.js';
import {
  createSearchService,
  defaultSearchLimit,
  searchResultLimit,
  type SearchService,
} from './search.service.js';

describe('search service', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let catalog: CatalogService;
  let search: SearchService;
  let filesRoot: string;
  let fields: Awaited<ReturnType<typeof listingFieldsIn>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    filesRoot = await mkdtemp(path.join(os.tmpdir(), 'tawrid-listings-'));
    // Its own file storage, so the test can see every file the service writes or leaves behind.
    ({ catalog, search } = searchWithItsCatalog());
    fields = await listingFieldsIn(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await rm(filesRoot, { recursive: true, force: true });
  });

  const product = (overrides?: Parameters<typeof fields.product>[0]) => fields.product(overrides);
  const service = (overrides?: Parameters<typeof fields.service>[0]) => fields.service(overrides);
  const newSupplier = async () => (await supplierAccount(testApp.app)).user.id;
  const sql = (text: string, values: unknown[] = []) => testApp.database.pool.query(text, values);

  /** A catalog and a search of their own, wired as services.ts wires them. */
  function searchWithItsCatalog() {
    const own: { catalog: CatalogService; search: SearchService } = {} as never;
    own.catalog = createCatalogService({
      repository: createCatalogRepository(testApp.database.db),
      categories: testApp.app.services.categories,
      users: testApp.app.services.users,
      storage: createLocalDiskStorage({ root: filesRoot }),
      onListingsChanged: () => own.search.forgetSearchAnswers(),
    });
    own.search = createSearchService({
      repository: createSearchRepository(testApp.database.db),
      categories: testApp.app.services.categories,
      catalog: own.catalog,
    });
    return own;
  }

  describe('search', () => {
    it(`answers ${defaultSearchLimit} cards by default and at most ${searchResultLimit}, the newest first`, async () => {
      const supplierId = await newSupplier();
      const categoryId = fields.productMain.subcategories[1]!.id;
      await sql(
        `INSERT INTO products (supplier_id, category_id, name_en, price, case_quantity, min_order_quantity, stock,
                               is_published, created_at)
         SELECT $1, $2, 'Bulk item ' || n, 100, 1, 1, 5, true, now() - n * interval '1 minute'
         FROM generate_series(1, $3::int) AS n`,
        [supplierId, categoryId, searchResultLimit + 5],
      );

      const byDefault = await search.searchListingsPage('PRODUCT', { category: categoryId });
      const largest = await search.searchListingsPage('PRODUCT', { category: categoryId, limit: 1_000 });

      expect(byDefault.items).toHaveLength(defaultSearchLimit);
      expect(largest.items).toHaveLength(searchResultLimit);
      expect(largest.items[0]).toMatchObject({
        nameEn: 'Bulk item 1',
        imagesFilesUrls: [],
        avgRating: 0,
        ratingsCount: 0,
      });
      expect(largest.items.at(-1)!.nameEn).toBe(`Bulk item ${searchResultLimit}`);
      expect(largest.nextCursor).toEqual(expect.any(String));
    });

    it('answers an empty list for a main category of the other kind', async () => {
      expect(await search.searchListings('SERVICE', { category: fields.productMain.id })).toEqual([]);
    });

    it('refuses an id that is no category', async () => {
      await expect(
        search.searchListings('PRODUCT', { category: '00000000-0000-4000-8000-000000000000' }),
      ).rejects.toMatchObject({ code: 'CATEGORY_NOT_FOUND' });
    });

    it('lists the visible listings of one supplier for its storefront', async () => {
      const supplierId = await newSupplier();
      const published = async (name: string) => {
        const { id } = await catalog.createProduct(supplierId, product({ nameEn: name }));
        await sql('UPDATE products SET is_published = true WHERE id = $1', [id]);
        return id;
      };
      const first = await published('First');
      const second = await published('Second');
      await catalog.createProduct(supplierId, product({ nameEn: 'Draft' }));
      await published('Other supplier').then(() => undefined);
      const third = await published('Third');

      const cards = await search.searchListings('PRODUCT', { supplierId, limit: 2, sort: 'newest' });
      const all = await search.searchListings('PRODUCT', { supplierId, limit: 60 });

      expect(cards.map((card) => card._id)).toEqual([third, expect.any(String)]);
      expect(all.map((card) => card._id)).toEqual(expect.arrayContaining([first, second, third]));
      expect(all.map((card) => card.nameEn)).not.toContain('Draft');
    });

    it('finds rows written without search columns: computed before the first text search', async () => {
      const supplierId = await newSupplier();
      const categoryId = fields.productMain.subcategories[0]!.id;
      const { rows } = await sql(
        `INSERT INTO products (supplier_id, category_id, name_ar, price, case_quantity, min_order_quantity, stock,
                               is_published)
         VALUES ($1, $2, 'الأسمنت المقاوم القديم', 100, 1, 1, 5, true) RETURNING id`,
        [supplierId, categoryId],
      );
      const fresh = searchWithItsCatalog().search;

      const cards = await fresh.searchListings('PRODUCT', { q: 'اسمنت مقاوم' });
      const stored = await sql('SELECT search_name FROM products WHERE id = $1', [rows[0].id]);

      expect(cards.map((card) => card._id)).toContain(rows[0].id);
      expect(stored.rows[0].search_name).toBe('الاسمنت اسمنت المقاوم مقاوم القديم قديم');
    });
  });

  describe('findCardItems', () => {
    it('answers the cards of visible listings only, in the order asked', async () => {
      const supplierId = await newSupplier();
      const publishedProduct = async (name: string) => {
        const { id } = await catalog.createProduct(supplierId, product({ nameEn: name }));
        await sql('UPDATE products SET is_published = true WHERE id = $1', [id]);
        return id;
      };
      const first = await publishedProduct('First card');
      const second = await publishedProduct('Second card');
      const deleted = await publishedProduct('Deleted card');
      await catalog.remove(supplierId, 'PRODUCT', deleted);
      const draft = (await catalog.createProduct(supplierId, product({ nameEn: 'Draft card' }))).id;
      const { id: serviceId } = await catalog.createService(supplierId, service({ nameEn: 'Service card' }));
      await sql('UPDATE services SET is_published = true WHERE id = $1', [serviceId]);

      const cards = await search.findCardItems([
        { kind: 'PRODUCT', id: second },
        { kind: 'PRODUCT', id: draft },
        { kind: 'SERVICE', id: serviceId },
        { kind: 'PRODUCT', id: deleted },
        { kind: 'SERVICE', id: first },
        { kind: 'PRODUCT', id: first },
        { kind: 'PRODUCT', id: '00000000-0000-4000-8000-000000000000' },
      ]);

      expect(cards.map((card) => [card._id, card.nameEn])).toEqual([
        [second, 'Second card'],
        [serviceId, 'Service card'],
        [first, 'First card'],
      ]);
      expect(cards[1]).toMatchObject({ serviceId, isPriceNegotiable: false });
      expect(await search.findCardItems([])).toEqual([]);
    });
  });
});
