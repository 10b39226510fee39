import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../platform/errors/app-error.js';
import { createLocalDiskStorage } from '../../platform/storage/local-disk-storage.js';
import { listingFieldsIn } from '../../test/listings.js';
import { createTestApp } from '../../test/app.js';
import { supplierAccount } from '../../test/accounts.js';
import { pngImage } from '../../test/uploads.js';
import { sql as drizzleSql } from 'drizzle-orm';
import { createCatalogRepository } from './catalog.repository.js';
import { normalizedSql } from '../../platform/text/normalized-sql.js';
import { createCatalogService, type CatalogService } from './catalog.service.js';
import { normalizeSearchText } from '../../platform/text/search-text.js';

const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' ? (result.reason as AppError).code : 'OK';

describe('catalog service', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let catalog: CatalogService;
  let filesRoot: string;
  let fields: Awaited<ReturnType<typeof listingFieldsIn>>;
  let image: Buffer;

  beforeAll(async () => {
    testApp = await createTestApp();
    filesRoot = await mkdtemp(path.join(os.tmpdir(), 'tawrid-listings-'));
    // Its own file storage, so the test can see every file the service writes or leaves behind.
    catalog = createCatalogService({
      repository: createCatalogRepository(testApp.database.db),
      categories: testApp.app.services.categories,
      users: testApp.app.services.users,
      storage: createLocalDiskStorage({ root: filesRoot }),
    });
    fields = await listingFieldsIn(testApp.app);
    image = await pngImage(800, 600);
  });
  afterAll(async () => {
    await testApp.close();
    await rm(filesRoot, { recursive: true, force: true });
  });

  const product = (overrides?: Parameters<typeof fields.product>[0]) => fields.product(overrides);
  const service = (overrides?: Parameters<typeof fields.service>[0]) => fields.service(overrides);
  const newSupplier = async () => (await supplierAccount(testApp.app)).user.id;
  const sql = (text: string, values: unknown[] = []) => testApp.database.pool.query(text, values);
  const storedFiles = async () => readdir(path.join(filesRoot, 'listings')).catch(() => [] as string[]);

  describe('plan limits under concurrency', () => {
    it('ends 15 parallel creates of a Basic supplier with exactly 10 products', async () => {
      const supplierId = await newSupplier();

      const results = await Promise.allSettled(
        Array.from({ length: 15 }, (_, i) =>
          catalog.createProduct(supplierId, product({ nameEn: `Box ${i}` })),
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
      const original = await catalog.createService(supplierId, service());

      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () => catalog.duplicate(supplierId, 'SERVICE', original.id)),
      );

      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      expect((await catalog.listForSupplier(supplierId, { kind: 'SERVICE' })).length).toBe(3);
    });

    it('ends 5 parallel publishes with exactly 3 published services', async () => {
      const supplierId = await newSupplier();
      await sql(`UPDATE suppliers SET plan = 'PREMIUM' WHERE user_id = $1`, [supplierId]);
      const created = [];
      for (let i = 0; i < 5; i++) {
        const listing = await catalog.createService(supplierId, service({ nameEn: `Service ${i}` }));
        await catalog.addImage(supplierId, 'SERVICE', listing.id, image);
        created.push(listing);
      }
      await sql(`UPDATE suppliers SET plan = 'BASIC' WHERE user_id = $1`, [supplierId]);

      const results = await Promise.allSettled(
        created.map((listing) => catalog.publish(supplierId, 'SERVICE', listing.id)),
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
      for (let i = 0; i < 11; i++) created.push(await catalog.createProduct(supplierId, product()));
      // Publishing checks only that an image row exists: rows without files keep this test fast.
      await sql(
        `INSERT INTO listing_images (product_id, position, key, thumbnail_key)
         SELECT id, 0, 'listings/x.webp', 'listings/x-thumb.webp' FROM products WHERE supplier_id = $1`,
        [supplierId],
      );
      await sql(`UPDATE suppliers SET plan = 'BASIC' WHERE user_id = $1`, [supplierId]);
      for (const listing of created.slice(0, 10)) await catalog.publish(supplierId, 'PRODUCT', listing.id);

      const refused = await catalog.publish(supplierId, 'PRODUCT', created[10]!.id).catch((e: AppError) => e);
      const again = await catalog.publish(supplierId, 'PRODUCT', created[0]!.id);

      expect((refused as AppError).code).toBe('PLAN_LIMIT_REACHED');
      expect(again.isPublished).toBe(true);
    });

    it('lets a Premium supplier create past the Basic limits', async () => {
      const supplierId = await newSupplier();
      await sql(`UPDATE suppliers SET plan = 'PREMIUM' WHERE user_id = $1`, [supplierId]);

      for (let i = 0; i < 4; i++) await catalog.createService(supplierId, service());

      expect(await catalog.listForSupplier(supplierId)).toHaveLength(4);
    });
  });

  describe('recordImportedListingDates (demo history, decision 028)', () => {
    it("dates the supplier's own listings, and changes nothing when one is another supplier's", async () => {
      const [supplierId, otherId] = await Promise.all([newSupplier(), newSupplier()]);
      const own = await catalog.createProduct(supplierId, product({ nameEn: 'Dated carton' }));
      const ownService = await catalog.createService(supplierId, service());
      const others = await catalog.createProduct(otherId, product({ nameEn: 'Not theirs' }));
      const listedAt = new Date('2026-02-03T07:00:00.000Z');
      const createdOf = async (table: string, id: string) =>
        ((await sql(`SELECT created_at FROM ${table} WHERE id = $1`, [id])).rows[0] as { created_at: Date })
          .created_at;

      await catalog.recordImportedListingDates(supplierId, 'PRODUCT', [{ id: own.id, createdAt: listedAt }]);
      await catalog.recordImportedListingDates(supplierId, 'SERVICE', [
        { id: ownService.id, createdAt: listedAt },
      ]);
      const later = new Date('2026-04-01T07:00:00.000Z');
      await expect(
        catalog.recordImportedListingDates(supplierId, 'PRODUCT', [
          { id: own.id, createdAt: later },
          { id: others.id, createdAt: later },
        ]),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });

      expect(await createdOf('products', own.id)).toEqual(listedAt);
      expect(await createdOf('services', ownService.id)).toEqual(listedAt);
      expect(await createdOf('products', others.id)).not.toEqual(later);
    });
  });

  describe('images', () => {
    it('keeps at most 3 images when 5 uploads race, and leaves no stray file', async () => {
      const supplierId = await newSupplier();
      const listing = await catalog.createProduct(supplierId, product());
      const before = (await storedFiles()).length;

      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () => catalog.addImage(supplierId, 'PRODUCT', listing.id, image)),
      );

      expect(results.map(codeOf).sort()).toEqual([
        'IMAGE_LIMIT_REACHED',
        'IMAGE_LIMIT_REACHED',
        'OK',
        'OK',
        'OK',
      ]);
      const images = (await catalog.getOwnProduct(supplierId, listing.id)).images;
      expect(images).toHaveLength(3);
      expect((await storedFiles()).length - before).toBe(6);
    });

    it('keeps the rows and files of a deleted listing for history', async () => {
      const supplierId = await newSupplier();
      const listing = await catalog.createService(supplierId, service());
      const withImage = await catalog.addImage(supplierId, 'SERVICE', listing.id, image);

      await catalog.remove(supplierId, 'SERVICE', listing.id);

      const { rows } = await sql('SELECT key FROM listing_images WHERE service_id = $1', [listing.id]);
      expect(rows).toHaveLength(1);
      expect(await storedFiles()).toContain(path.basename(withImage.images[0]!.url));
      await expect(catalog.getOwnService(supplierId, listing.id)).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('deletes the copied files when a duplicate is refused', async () => {
      const supplierId = await newSupplier();
      const services = [];
      for (let i = 0; i < 3; i++) services.push(await catalog.createService(supplierId, service()));
      await catalog.addImage(supplierId, 'SERVICE', services[0]!.id, image);
      const before = (await storedFiles()).sort();

      const refused = await catalog
        .duplicate(supplierId, 'SERVICE', services[0]!.id)
        .catch((e: AppError) => e);

      expect((refused as AppError).code).toBe('PLAN_LIMIT_REACHED');
      expect((await storedFiles()).sort()).toEqual(before);
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
