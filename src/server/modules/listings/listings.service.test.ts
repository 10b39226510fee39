import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryWithSubcategories } from '../../../contract/categories/categories.schemas.js';
import type { ProductFields, ServiceFields } from '../../../contract/catalog/catalog.schemas.js';
import type { AppError } from '../../platform/errors/app-error.js';
import { createLocalDiskStorage } from '../../platform/storage/local-disk-storage.js';
import { createTestApp } from '../../test/app.js';
import { supplierAccount } from '../../test/accounts.js';
import { pngImage } from '../../test/uploads.js';
import { sql as drizzleSql } from 'drizzle-orm';
import { createListingsRepository } from './listings.repository.js';
import { normalizedSql } from '../../platform/text/normalized-sql.js';
import {
  createListingsService,
  defaultSearchLimit,
  searchResultLimit,
  type ListingsService,
} from './listings.service.js';
import { normalizeSearchText } from '../../platform/text/search-text.js';

const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' ? (result.reason as AppError).code : 'OK';

describe('listings service', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let listings: ListingsService;
  let filesRoot: string;
  let productMain: CategoryWithSubcategories;
  let serviceMain: CategoryWithSubcategories;
  let image: Buffer;

  beforeAll(async () => {
    testApp = await createTestApp();
    filesRoot = await mkdtemp(path.join(os.tmpdir(), 'tawrid-listings-'));
    // Its own file storage, so the test can see every file the service writes or leaves behind.
    listings = createListingsService({
      repository: createListingsRepository(testApp.database.db),
      categories: testApp.app.services.categories,
      users: testApp.app.services.users,
      storage: createLocalDiskStorage({ root: filesRoot }),
    });
    const tree = await testApp.app.services.categories.listCategoryTree('en');
    productMain = tree.find((c) => c.usedFor === 'PRODUCT' && c.subcategories.length > 1)!;
    serviceMain = tree.find((c) => c.usedFor === 'SERVICE' && c.subcategories.length > 1)!;
    image = await pngImage(800, 600);
  });
  afterAll(async () => {
    await testApp.close();
    await rm(filesRoot, { recursive: true, force: true });
  });

  const product = (overrides: Partial<ProductFields> = {}): ProductFields => ({
    name: 'Nitrile gloves, box of 100',
    description: '',
    categoryId: productMain.subcategories[0]!.id,
    price: 2_500,
    caseQuantity: 10,
    minOrderQuantity: 10,
    maxOrderQuantity: null,
    stock: 1_000,
    isGroupPurchaseEnabled: false,
    groupMinQuantity: null,
    groupDeadlineDays: null,
    groupPrice: null,
    ...overrides,
  });
  const service = (overrides: Partial<ServiceFields> = {}): ServiceFields => ({
    name: 'Forklift maintenance',
    description: '',
    categoryId: serviceMain.subcategories[0]!.id,
    price: 90_000,
    isPriceNegotiable: false,
    availability: 'EVERYDAY',
    ...overrides,
  });
  const newSupplier = async () => (await supplierAccount(testApp.app)).user.id;
  const sql = (text: string, values: unknown[] = []) => testApp.database.pool.query(text, values);
  const storedFiles = async () => readdir(path.join(filesRoot, 'listings')).catch(() => [] as string[]);

  describe('plan limits under concurrency', () => {
    it('ends 15 parallel creates of a Basic supplier with exactly 10 products', async () => {
      const supplierId = await newSupplier();

      const results = await Promise.allSettled(
        Array.from({ length: 15 }, (_, i) =>
          listings.createProduct(supplierId, product({ name: `Box ${i}` })),
        ),
      );

      expect(results.map(codeOf).sort()).toEqual([
        ...Array<string>(10).fill('OK'),
        ...Array<string>(5).fill('PLAN_LIMIT_REACHED'),
      ]);
      const { rows } = await sql('SELECT count(*)::int AS n FROM products WHERE supplier_id = $1', [
        supplierId,
      ]);
      expect(rows[0].n).toBe(10);
    });

    it('ends 6 parallel duplicates with exactly 3 services', async () => {
      const supplierId = await newSupplier();
      const original = await listings.createService(supplierId, service());

      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () => listings.duplicate(supplierId, 'SERVICE', original.id)),
      );

      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      expect((await listings.listForSupplier(supplierId, { kind: 'SERVICE' })).length).toBe(3);
    });

    it('ends 5 parallel publishes with exactly 3 published services', async () => {
      const supplierId = await newSupplier();
      await sql(`UPDATE suppliers SET plan = 'PREMIUM' WHERE user_id = $1`, [supplierId]);
      const created = [];
      for (let i = 0; i < 5; i++) {
        const listing = await listings.createService(supplierId, service({ name: `Service ${i}` }));
        await listings.addImage(supplierId, 'SERVICE', listing.id, image);
        created.push(listing);
      }
      await sql(`UPDATE suppliers SET plan = 'BASIC' WHERE user_id = $1`, [supplierId]);

      const results = await Promise.allSettled(
        created.map((listing) => listings.publish(supplierId, 'SERVICE', listing.id)),
      );

      expect(results.map(codeOf).sort()).toEqual([
        'OK',
        'OK',
        'OK',
        'PLAN_LIMIT_REACHED',
        'PLAN_LIMIT_REACHED',
      ]);
      const { rows } = await sql(
        'SELECT count(*)::int AS n FROM services WHERE supplier_id = $1 AND is_published',
        [supplierId],
      );
      expect(rows[0].n).toBe(3);
    });

    it('refuses to publish an 11th product of a Basic supplier', async () => {
      const supplierId = await newSupplier();
      await sql(`UPDATE suppliers SET plan = 'PREMIUM' WHERE user_id = $1`, [supplierId]);
      const created = [];
      for (let i = 0; i < 11; i++) created.push(await listings.createProduct(supplierId, product()));
      // Publishing checks only that an image row exists: rows without files keep this test fast.
      await sql(
        `INSERT INTO listing_images (product_id, position, key, thumbnail_key)
         SELECT id, 0, 'listings/x.webp', 'listings/x-thumb.webp' FROM products WHERE supplier_id = $1`,
        [supplierId],
      );
      await sql(`UPDATE suppliers SET plan = 'BASIC' WHERE user_id = $1`, [supplierId]);
      for (const listing of created.slice(0, 10)) await listings.publish(supplierId, 'PRODUCT', listing.id);

      const refused = await listings
        .publish(supplierId, 'PRODUCT', created[10]!.id)
        .catch((e: AppError) => e);
      const again = await listings.publish(supplierId, 'PRODUCT', created[0]!.id);

      expect((refused as AppError).code).toBe('PLAN_LIMIT_REACHED');
      expect(again.isPublished).toBe(true);
    });

    it('lets a Premium supplier create past the Basic limits', async () => {
      const supplierId = await newSupplier();
      await sql(`UPDATE suppliers SET plan = 'PREMIUM' WHERE user_id = $1`, [supplierId]);

      for (let i = 0; i < 4; i++) await listings.createService(supplierId, service());

      expect(await listings.listForSupplier(supplierId)).toHaveLength(4);
    });
  });

  describe('images', () => {
    it('keeps at most 3 images when 5 uploads race, and leaves no stray file', async () => {
      const supplierId = await newSupplier();
      const listing = await listings.createProduct(supplierId, product());
      const before = (await storedFiles()).length;

      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () => listings.addImage(supplierId, 'PRODUCT', listing.id, image)),
      );

      expect(results.map(codeOf).sort()).toEqual([
        'IMAGE_LIMIT_REACHED',
        'IMAGE_LIMIT_REACHED',
        'OK',
        'OK',
        'OK',
      ]);
      const images = (await listings.getOwnProduct(supplierId, listing.id)).images;
      expect(images).toHaveLength(3);
      expect((await storedFiles()).length - before).toBe(6);
    });

    it('keeps the rows and files of a deleted listing for history', async () => {
      const supplierId = await newSupplier();
      const listing = await listings.createService(supplierId, service());
      const withImage = await listings.addImage(supplierId, 'SERVICE', listing.id, image);

      await listings.remove(supplierId, 'SERVICE', listing.id);

      const { rows } = await sql('SELECT key FROM listing_images WHERE service_id = $1', [listing.id]);
      expect(rows).toHaveLength(1);
      expect(await storedFiles()).toContain(path.basename(withImage.images[0]!.url));
      await expect(listings.getOwnService(supplierId, listing.id)).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('deletes the copied files when a duplicate is refused', async () => {
      const supplierId = await newSupplier();
      const services = [];
      for (let i = 0; i < 3; i++) services.push(await listings.createService(supplierId, service()));
      await listings.addImage(supplierId, 'SERVICE', services[0]!.id, image);
      const before = (await storedFiles()).sort();

      const refused = await listings
        .duplicate(supplierId, 'SERVICE', services[0]!.id)
        .catch((e: AppError) => e);

      expect((refused as AppError).code).toBe('PLAN_LIMIT_REACHED');
      expect((await storedFiles()).sort()).toEqual(before);
    });
  });

  describe('search', () => {
    it(`answers ${defaultSearchLimit} cards by default and at most ${searchResultLimit}, the newest first`, async () => {
      const supplierId = await newSupplier();
      const categoryId = productMain.subcategories[1]!.id;
      await sql(
        `INSERT INTO products (supplier_id, category_id, name, price, case_quantity, min_order_quantity, stock,
                               is_published, created_at)
         SELECT $1, $2, 'Bulk item ' || n, 100, 1, 1, 5, true, now() - n * interval '1 minute'
         FROM generate_series(1, $3::int) AS n`,
        [supplierId, categoryId, searchResultLimit + 5],
      );

      const byDefault = await listings.searchListingsPage('PRODUCT', { category: categoryId });
      const largest = await listings.searchListingsPage('PRODUCT', { category: categoryId, limit: 1_000 });

      expect(byDefault.items).toHaveLength(defaultSearchLimit);
      expect(largest.items).toHaveLength(searchResultLimit);
      expect(largest.items[0]).toMatchObject({
        name: 'Bulk item 1',
        imagesFilesUrls: [],
        avgRating: 0,
        ratingsCount: 0,
      });
      expect(largest.items.at(-1)!.name).toBe(`Bulk item ${searchResultLimit}`);
      expect(largest.nextCursor).toEqual(expect.any(String));
    });

    it('answers an empty list for a main category of the other kind', async () => {
      expect(await listings.searchListings('SERVICE', { category: productMain.id })).toEqual([]);
    });

    it('refuses an id that is no category', async () => {
      await expect(
        listings.searchListings('PRODUCT', { category: '00000000-0000-4000-8000-000000000000' }),
      ).rejects.toMatchObject({ code: 'CATEGORY_NOT_FOUND' });
    });

    it('lists the visible listings of one supplier for its storefront', async () => {
      const supplierId = await newSupplier();
      const published = async (name: string) => {
        const { id } = await listings.createProduct(supplierId, product({ name }));
        await sql('UPDATE products SET is_published = true WHERE id = $1', [id]);
        return id;
      };
      const first = await published('First');
      const second = await published('Second');
      await listings.createProduct(supplierId, product({ name: 'Draft' }));
      await published('Other supplier').then(() => undefined);
      const third = await published('Third');

      const cards = await listings.searchListings('PRODUCT', { supplierId, limit: 2, sort: 'newest' });
      const all = await listings.searchListings('PRODUCT', { supplierId, limit: 60 });

      expect(cards.map((card) => card._id)).toEqual([third, expect.any(String)]);
      expect(all.map((card) => card._id)).toEqual(expect.arrayContaining([first, second, third]));
      expect(all.map((card) => card.name)).not.toContain('Draft');
    });

    it('finds rows written without search columns: computed before the first text search', async () => {
      const supplierId = await newSupplier();
      const categoryId = productMain.subcategories[0]!.id;
      const { rows } = await sql(
        `INSERT INTO products (supplier_id, category_id, name, price, case_quantity, min_order_quantity, stock,
                               is_published)
         VALUES ($1, $2, 'الأسمنت المقاوم القديم', 100, 1, 1, 5, true) RETURNING id`,
        [supplierId, categoryId],
      );
      const fresh = createListingsService({
        repository: createListingsRepository(testApp.database.db),
        categories: testApp.app.services.categories,
        users: testApp.app.services.users,
        storage: createLocalDiskStorage({ root: filesRoot }),
      });

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
        const { id } = await listings.createProduct(supplierId, product({ name }));
        await sql('UPDATE products SET is_published = true WHERE id = $1', [id]);
        return id;
      };
      const first = await publishedProduct('First card');
      const second = await publishedProduct('Second card');
      const deleted = await publishedProduct('Deleted card');
      await listings.remove(supplierId, 'PRODUCT', deleted);
      const draft = (await listings.createProduct(supplierId, product({ name: 'Draft card' }))).id;
      const { id: serviceId } = await listings.createService(supplierId, service({ name: 'Service card' }));
      await sql('UPDATE services SET is_published = true WHERE id = $1', [serviceId]);

      const cards = await listings.findCardItems([
        { kind: 'PRODUCT', id: second },
        { kind: 'PRODUCT', id: draft },
        { kind: 'SERVICE', id: serviceId },
        { kind: 'PRODUCT', id: deleted },
        { kind: 'SERVICE', id: first },
        { kind: 'PRODUCT', id: first },
        { kind: 'PRODUCT', id: '00000000-0000-4000-8000-000000000000' },
      ]);

      expect(cards.map((card) => [card._id, card.name])).toEqual([
        [second, 'Second card'],
        [serviceId, 'Service card'],
        [first, 'First card'],
      ]);
      expect(cards[1]).toMatchObject({ serviceId, isPriceNegotiable: false });
      expect(await listings.findCardItems([])).toEqual([]);
    });
  });

  describe('normalizedSql', () => {
    it('normalizes in PostgreSQL as search-text.ts does in TypeScript', async () => {
      const samples = [
        'مؤسسة الأمل للتجارة',
        'مستشفى الشفاء',
        '«قُفّازات» كـــرتون ٥٠ ۱۲',
        'إبرة آلة ٱلكتاب',
        'Nour Trading Est., Riyadh',
        'ﻻ ﺍﺳﻤﻨﺖ',
      ];

      const { rows } = await testApp.database.db.execute<{ normalized: string }>(
        drizzleSql`SELECT ${normalizedSql(drizzleSql`sample`)} AS normalized FROM unnest(${drizzleSql.param(samples)}::text[]) WITH ORDINALITY AS s(sample, place) ORDER BY place`,
      );

      expect(rows.map((row) => row.normalized)).toEqual(samples.map(normalizeSearchText));
    });
  });
});
