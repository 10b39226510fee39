import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxListingPrice } from '../../../contract/catalog/catalog.schemas.js';
import { supplierAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { callAs, productOf } from '../../test/checkout.js';

/**
 * Found by src/server/security/fuzz.test.ts: prices are PostgreSQL integers (at most 2,147,483,647
 * halalas), but the schema allowed 100 times that, and a search bound past it answered 500 too; search
 * text of signs alone made an empty tsquery group.
 */
describe('listing inputs past what the database takes', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  let categories: { product: string; service: string };

  beforeAll(async () => {
    testApp = await createTestApp();
    const tree = await app().services.categories.listCategoryTree('en');
    categories = {
      product: tree.find((c) => c.usedFor === 'PRODUCT')!.subcategories[0]!.id,
      service: tree.find((c) => c.usedFor === 'SERVICE')!.subcategories[0]!.id,
    };
  });
  afterAll(() => testApp.close());

  const productFields = (price: number) => ({
    nameEn: 'Crane hire',
    descriptionEn: '',
    categoryId: categories.product,
    priceHalalas: price,
    caseQuantity: 1,
    minOrderQuantity: 1,
    maxOrderQuantity: null,
    stock: 1,
    isGroupPurchaseEnabled: false,
    groupMinQuantity: null,
    groupDeadlineDays: null,
    groupPrice: null,
  });

  it('refuses a product or service price above SAR 10,000,000 with AMOUNT_INVALID, and takes that price', async () => {
    const supplier = await supplierAccount(app());
    const tooHigh = [maxListingPrice + 1, 3_000_000_000];
    for (const price of tooHigh) {
      const product = await callAs(
        app(),
        'POST',
        '/api/suppliers/me/products',
        supplier.cookie,
        productFields(price),
      );
      const service = await callAs(app(), 'POST', '/api/suppliers/me/services', supplier.cookie, {
        nameEn: 'Crane hire',
        descriptionEn: '',
        categoryId: categories.service,
        priceHalalas: price,
        isPriceNegotiable: false,
        availability: 'EVERYDAY',
      });
      expect([product.statusCode, service.statusCode]).toEqual([400, 400]);
      expect([product.json().error.code, service.json().error.code]).toEqual([
        'AMOUNT_INVALID',
        'AMOUNT_INVALID',
      ]);
    }
    const highest = await callAs(
      app(),
      'POST',
      '/api/suppliers/me/products',
      supplier.cookie,
      productFields(maxListingPrice),
    );
    expect(highest.statusCode, highest.body).toBe(201);
  });

  it('searches text made only of signs PostgreSQL finds no word in, alone or beside a word', async () => {
    const supplier = await supplierAccount(app());
    const productId = await productOf(app(), supplier.user.id, {
      price: 1_000,
      stock: 10,
      name: 'Xylophone mallets',
    });
    // U+17F4 (a Khmer sign) and a musical symbol: no lexeme, so they once made the tsquery `()` and a 500.
    for (const q of ['\u17F4', '\u{1D160}', '\u17F4-xylophone', 'xylophone \u17F4']) {
      const response = await callAs(app(), 'GET', `/api/search/products?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
      expect(response.json<{ _id: string }[]>().map((card) => card._id)).toContain(productId);
    }
  });

  it('searches with price bounds past any price as if they were the highest price', async () => {
    const supplier = await supplierAccount(app());
    const productId = await productOf(app(), supplier.user.id, { price: maxListingPrice, stock: 10 });
    const found = await callAs(
      app(),
      'GET',
      '/api/search/products?maxPriceHalalas=3000000000&minPriceHalalas=2147483648',
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual([]);
    // The same bounds in riyals, the plain names' unit (decision 019).
    const inRiyals = await callAs(
      app(),
      'GET',
      '/api/search/products?maxPrice=30000000&minPrice=21474836.48',
    );
    expect(inRiyals.statusCode, inRiyals.body).toBe(200);
    expect(inRiyals.json()).toEqual([]);
    for (const bound of ['maxPriceHalalas=99999999999', 'maxPrice=99999999999']) {
      const below = await callAs(app(), 'GET', `/api/search/products?${bound}`);
      expect(below.statusCode, `${bound}: ${below.body}`).toBe(200);
      expect(below.json<{ _id: string }[]>().map((card) => card._id)).toContain(productId);
    }
  });
});
