import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listingMoneyKeys,
  ProductFieldsSchema,
  ServiceFieldsSchema,
} from '../../contract/catalog/catalog.schemas.js';
import { toWireMoney } from '../../contract/money/riyals.js';
import { categoryTaxonomy } from '../modules/categories/category-taxonomy.js';
import { basicPlanLimits } from '../../contract/plans/plans.schemas.js';
import { createTestApp } from '../test/app.js';
import { vatNumberPattern } from '../../contract/invoices/invoices.schemas.js';
import { demoSuppliers, productFields, serviceFields } from './demo-catalog-data.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoCatalog } from './demo-catalog.js';
import { seedDemoGroupPurchase } from './demo-group-purchase.js';
import { drawListingImage, imageSize, paletteFor } from './demo-images.js';

const anyCategoryId = '00000000-0000-4000-8000-000000000000';
const subcategorySlugs = categoryTaxonomy.flatMap((main) => main.subcategories.map((sub) => sub.slug));

describe('demo catalog data', () => {
  it('passes the contract rules and stays within the Basic plan', () => {
    for (const supplier of demoSuppliers) {
      expect(supplier.products.length).toBeLessThanOrEqual(basicPlanLimits.PRODUCT);
      expect(supplier.services.length).toBeLessThanOrEqual(basicPlanLimits.SERVICE);
      for (const seed of supplier.products) {
        expect(subcategorySlugs, seed[1].nameEn).toContain(seed[0]);
        expect(
          ProductFieldsSchema.safeParse(
            toWireMoney(productFields(seed, anyCategoryId), listingMoneyKeys.PRODUCT),
          ).error,
          seed[1].nameEn,
        ).toBeUndefined();
      }
      for (const seed of supplier.services) {
        expect(subcategorySlugs, seed[1].nameEn).toContain(seed[0]);
        expect(
          ServiceFieldsSchema.safeParse(
            toWireMoney(serviceFields(seed, anyCategoryId), listingMoneyKeys.SERVICE),
          ).error,
          seed[1].nameEn,
        ).toBeUndefined();
      }
    }
  });

  it('gives every supplier its own email, registration number and national ID', () => {
    for (const key of ['email', 'registrationNumber', 'nationalId'] as const) {
      expect(new Set(demoSuppliers.map((supplier) => supplier[key])).size).toBe(demoSuppliers.length);
    }
    for (const supplier of demoSuppliers) {
      expect(supplier.registrationNumber).toMatch(/^7\d{9}$/);
      expect(supplier.nationalId).toMatch(/^1\d{9}$/);
      expect(supplier.email).toMatch(/^supplier\d{2}@demo\.tawrid\.sa$/);
    }
    expect(demoSuppliers.filter((supplier) => supplier.closingMessageAr !== undefined)).toHaveLength(1);
  });

  it('gives most suppliers a valid VAT number and leaves two unregistered, so both cases show (decision 018)', () => {
    const registered = demoSuppliers.filter((supplier) => supplier.vatNumber !== null);
    expect(demoSuppliers.length - registered.length).toBe(2);
    for (const supplier of registered) expect(supplier.vatNumber).toMatch(vatNumberPattern);
    expect(new Set(registered.map((supplier) => supplier.vatNumber)).size).toBe(registered.length);
    // The README's group purchase is supplier 01's: it issues tax invoices.
    expect(demoSuppliers[0]!.vatNumber).not.toBeNull();
  });
});

describe('drawListingImage', () => {
  it('draws the same 1200×1200 PNG for the same seed and another for another seed', async () => {
    const palette = paletteFor('hardware-tools', 'hardware-safety-ppe');
    const [first, again, other] = await Promise.all([
      drawListingImage('supplier01/gloves/0', palette),
      drawListingImage('supplier01/gloves/0', palette),
      drawListingImage('supplier01/gloves/1', palette),
    ]);
    expect(first.equals(again)).toBe(true);
    expect(first.equals(other)).toBe(false);
    const metadata = await sharp(first).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', imageSize, imageSize]);
    expect(imageSize).toBe(1200);
  });
});

describe('seedDemoCatalog', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('seeds once: suppliers within the Basic plan, every subcategory published with images', async () => {
    const messages: string[] = [];
    expect(await seedDemoCatalog(testApp.app.services, { log: (message) => messages.push(message) })).toBe(
      true,
    );
    expect(await seedDemoCatalog(testApp.app.services)).toBe(false);
    expect(messages).toEqual([
      expect.stringMatching(
        /^Demo catalog: \d+ suppliers, \d+ products, \d+ services, \d+ images in [\d.]+ s\.$/,
      ),
    ]);
    const { pool } = testApp.database;

    const { rows: suppliers } = await pool.query<{
      role: string;
      isEmailVerified: boolean;
      isStoreClosed: boolean;
      products: number;
      services: number;
    }>(`
      SELECT m.active_role AS role, u.is_email_verified AS "isEmailVerified", s.is_store_closed AS "isStoreClosed",
        (SELECT count(*)::int FROM products p WHERE p.supplier_id = u.id) AS products,
        (SELECT count(*)::int FROM services v WHERE v.supplier_id = u.id) AS services
      FROM users u JOIN suppliers s ON s.user_id = u.id JOIN members m ON m.id = u.id
      WHERE u.email ~ '^supplier\\d{2}@demo\\.tawrid\\.sa$'`);
    expect(suppliers.length).toBeGreaterThanOrEqual(20);
    expect(suppliers.length).toBeLessThanOrEqual(35);
    expect(suppliers.every((s) => s.role === 'SUPPLIER' && s.isEmailVerified)).toBe(true);
    expect(suppliers.filter((s) => s.isStoreClosed)).toHaveLength(1);
    expect(Math.max(...suppliers.map((s) => s.products))).toBeLessThanOrEqual(10);
    expect(Math.max(...suppliers.map((s) => s.services))).toBeLessThanOrEqual(3);
    const totalProducts = suppliers.reduce((sum, s) => sum + s.products, 0);
    const totalServices = suppliers.reduce((sum, s) => sum + s.services, 0);
    expect(totalProducts).toBeGreaterThanOrEqual(130);
    expect(totalProducts).toBeLessThanOrEqual(170);
    expect(totalServices).toBeGreaterThanOrEqual(40);
    expect(totalServices).toBeLessThanOrEqual(70);

    const { rows: covered } = await pool.query<{ slug: string }>(`
      SELECT DISTINCT c.slug FROM categories c
      WHERE EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id AND p.is_published)
         OR EXISTS (SELECT 1 FROM services v WHERE v.category_id = c.id AND v.is_published)`);
    const coveredSlugs = new Set(covered.map((row) => row.slug));
    expect(subcategorySlugs.filter((slug) => !coveredSlugs.has(slug))).toEqual([]);

    const { rows: withoutImage } = await pool.query(`
      SELECT p.name_ar FROM products p
      WHERE p.is_published AND NOT EXISTS (SELECT 1 FROM listing_images i WHERE i.product_id = p.id)
      UNION ALL
      SELECT v.name_ar FROM services v
      WHERE v.is_published AND NOT EXISTS (SELECT 1 FROM listing_images i WHERE i.service_id = v.id)`);
    expect(withoutImage).toEqual([]);
    const { rows: drafts } = await pool.query(`
      SELECT id FROM products WHERE NOT is_published UNION ALL SELECT id FROM services WHERE NOT is_published`);
    expect(drafts.length).toBeGreaterThanOrEqual(1);
    expect(drafts.length).toBeLessThanOrEqual(5);

    const { rows: products } = await pool.query<{
      name: string;
      price: number;
      caseQuantity: number;
      min: number;
      max: number | null;
      stock: number;
      isGroup: boolean;
      groupMin: number | null;
      groupDays: number | null;
      groupPrice: number | null;
    }>(`
      SELECT name_ar AS name, price, case_quantity AS "caseQuantity", min_order_quantity AS min,
        max_order_quantity AS max, stock, is_group_purchase_enabled AS "isGroup",
        group_min_quantity AS "groupMin", group_deadline_days AS "groupDays", group_price AS "groupPrice"
      FROM products`);
    // Seeds are halalas and are stored as such, not read as riyals (decision 019).
    const seededPrices = new Map(
      demoSuppliers.flatMap((supplier) => supplier.products.map((seed) => [seed[1].nameAr, seed[2]])),
    );
    for (const product of products) {
      expect(Number.isInteger(product.price) && product.price > 0, product.name).toBe(true);
      if (seededPrices.has(product.name))
        expect(product.price, product.name).toBe(seededPrices.get(product.name));
      expect(product.min % product.caseQuantity, product.name).toBe(0);
      if (product.max !== null) {
        expect(product.max % product.caseQuantity, product.name).toBe(0);
        expect(product.max, product.name).toBeGreaterThanOrEqual(product.min);
      }
      if (product.isGroup) {
        expect(product.groupMin! % product.caseQuantity, product.name).toBe(0);
        expect(product.groupDays, product.name).toBeGreaterThanOrEqual(7);
        expect(product.groupDays, product.name).toBeLessThanOrEqual(21);
        expect(product.groupPrice, product.name).toBeLessThan(product.price);
        const discount = 1 - product.groupPrice! / product.price;
        expect(discount, product.name).toBeGreaterThanOrEqual(0.05);
        expect(discount, product.name).toBeLessThan(0.16);
      }
    }
    expect(products.filter((product) => product.stock === 0).length).toBeGreaterThan(0);
    expect(products.filter((product) => product.isGroup).length).toBeGreaterThan(5);

    const { rows: servicePrices } = await pool.query<{ price: number }>('SELECT price FROM services');
    expect(servicePrices.every(({ price }) => Number.isInteger(price) && price > 0)).toBe(true);
  }, 120_000);

  it("opens a group purchase in the demo buyer's city that it can join as the fourth buyer", async () => {
    const { services } = testApp.app;
    await seedDemoAccounts(services);

    await seedDemoGroupPurchase(services);
    await seedDemoGroupPurchase(services);

    const buyer = (await services.users.findByEmail('buyer@demo.tawrid.sa'))!;
    const { rows } = await testApp.database.pool.query<{ id: string; productId: string }>(
      `SELECT id, product_id AS "productId" FROM group_purchases`,
    );
    expect(rows).toHaveLength(1);
    const { group } = await services.groupPurchases.getCityGroup(buyer.id, rows[0]!.productId);
    expect(group).toMatchObject({
      status: 'OPEN',
      city: { ar: 'الرياض', en: 'Riyadh' },
      memberCount: 3,
      totalQuantity: 600,
      minQuantity: 1000,
      savingPercent: 10,
      myQuantity: null,
    });
    const joined = await services.groupPurchases.joinGroup(buyer.id, {
      productId: rows[0]!.productId,
      quantity: 400,
    });
    expect(joined).toMatchObject({ status: 'OPEN', memberCount: 4, totalQuantity: 1000 });
  });
});
