import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { maxLineQuantity, maxUnitPrice } from '../../../contract/cart/amount-limits.js';
import { maxCartLines, maxCheckoutTotal, type CartSchema } from '../../../contract/cart/cart.schemas.js';
import { listingMoneyKeys } from '../../../contract/catalog/catalog.schemas.js';
import { errorMessages } from '../../../contract/errors/error-messages.js';
import { toWireMoney } from '../../../contract/money/riyals.js';
import { maxDeliveryFeeHalalas } from '../../../contract/users/users.schemas.js';
import { fromOurSite, nextAddress, supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { callAs, checkout } from '../../test/checkout.js';
import { pngImage } from '../../test/uploads.js';

/** A cart as it travels: each amount in riyals and, as `…Halalas`, in halalas (decision 019). */
type Cart = z.input<typeof CartSchema>;

/**
 * Issue 19, item 4: 10,000,000 units at 1,000,000,000 halalas is 10^16 halalas, past 2^53, and every
 * endpoint that prices such a cart answered 500 (the line was saved first, so the buyer's cart stayed
 * broken); a supplier repricing a product did it to the carts of other accounts. The limits and why
 * every sum stays exact: src/contract/cart/amount-limits.ts.
 */
describe('cart amounts and the unit price and line quantity limits', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  const sql = (text: string, values: unknown[]) => testApp.database.pool.query(text, values);
  let categoryId: string;
  let image: Buffer;

  beforeAll(async () => {
    testApp = await createTestApp();
    const tree = await app().services.categories.listCategoryTree('en');
    categoryId = tree.find((c) => c.usedFor === 'PRODUCT' && c.subcategories.length > 0)!.subcategories[0]!
      .id;
    image = await pngImage(8, 8);
  });
  afterAll(() => testApp.close());

  const productFields = (price: number, name = 'Industrial pump') => ({
    nameEn: name,
    description: '',
    categoryId,
    price,
    caseQuantity: 1,
    minOrderQuantity: 1,
    maxOrderQuantity: null,
    stock: 100_000_000,
    isGroupPurchaseEnabled: false,
    groupMinQuantity: null,
    groupDeadlineDays: null,
    groupPrice: null,
  });

  /** A VAT-registered supplier (its lines carry 15% VAT) with this delivery fee. */
  async function registeredSupplier(deliveryFee = 0) {
    const supplier = await supplierAccount(app());
    await sql(`UPDATE suppliers SET delivery_fee = $2, vat_number = '300000000000003' WHERE user_id = $1`, [
      supplier.user.id,
      deliveryFee,
    ]);
    return supplier;
  }

  /** A published product sold by the unit, with a stock past any line. */
  async function publishedProduct(supplierId: string, price: number, name?: string) {
    const { catalog } = app().services;
    const created = await catalog.createProduct(supplierId, productFields(price, name));
    await catalog.addImage(supplierId, 'PRODUCT', created.id, image);
    await catalog.publish(supplierId, 'PRODUCT', created.id);
    return created.id;
  }

  const getCart = (cookie: string) => callAs(app(), 'GET', '/api/buyers/me/cart', cookie);

  it('answers 400 QUANTITY_TOO_LARGE, not 500, to 10,000,000 units at SAR 10,000,000 on add, quote and merge', async () => {
    const supplier = await registeredSupplier();
    const productId = await publishedProduct(supplier.user.id, 1_000_000_000);
    const buyer = await verifiedAccount(app());
    const items = [{ productId, quantity: 10_000_000 }];

    const add = await callAs(app(), 'POST', '/api/buyers/me/cart/items', buyer.cookie, items[0]);
    const cart = await getCart(buyer.cookie);
    const quote = await callAs(app(), 'POST', '/api/cart/quote', undefined, { items });
    const merge = await callAs(app(), 'POST', '/api/buyers/me/cart/merge', buyer.cookie, { items });
    // A product listed twice is one line: halves within the limit that sum past it are refused too.
    const halves = Array.from({ length: 2 }, () => ({ productId, quantity: maxLineQuantity / 2 + 1 }));
    const summed = await callAs(app(), 'POST', '/api/cart/quote', undefined, { items: halves });
    const inArabic = await app().inject({
      method: 'POST',
      url: '/api/cart/quote',
      headers: { ...fromOurSite, 'accept-language': 'ar' },
      remoteAddress: nextAddress(),
      payload: { items },
    });

    expect(
      [add, cart, quote, merge, summed].map((response) => response.statusCode),
      add.body,
    ).toEqual([400, 200, 400, 400, 400]);
    for (const refused of [add, quote, merge, summed]) {
      expect(refused.json().error).toMatchObject({
        code: 'QUANTITY_TOO_LARGE',
        message: errorMessages.en.QUANTITY_TOO_LARGE,
      });
    }
    expect(inArabic.json().error).toMatchObject({
      code: 'QUANTITY_TOO_LARGE',
      message: errorMessages.ar.QUANTITY_TOO_LARGE,
    });
    expect(cart.json<Cart>()).toMatchObject({ groups: [], totalHalalas: 0 });
  });

  it('refuses an add that sums a line past the limit, and keeps the line as it was', async () => {
    const supplier = await registeredSupplier();
    const productId = await publishedProduct(supplier.user.id, 100);
    const buyer = await verifiedAccount(app());

    const first = await callAs(app(), 'POST', '/api/buyers/me/cart/items', buyer.cookie, {
      productId,
      quantity: maxLineQuantity,
    });
    const more = await callAs(app(), 'POST', '/api/buyers/me/cart/items', buyer.cookie, {
      productId,
      quantity: 1,
    });
    const kept = await getCart(buyer.cookie);
    // A merge clamps to the nearest quantity the line may hold instead of failing the login.
    const merged = await callAs(app(), 'POST', '/api/buyers/me/cart/merge', buyer.cookie, {
      items: [{ productId, quantity: maxLineQuantity }],
    });

    expect([first.statusCode, more.statusCode, merged.statusCode]).toEqual([200, 400, 200]);
    expect(more.json().error).toMatchObject({
      code: 'QUANTITY_TOO_LARGE',
      details: { quantity: maxLineQuantity + 1, maxLineQuantity },
    });
    expect(kept.json<Cart>().groups[0]!.lines[0]!.quantity).toBe(maxLineQuantity);
    expect(merged.json<Cart>().groups[0]!.lines[0]!.quantity).toBe(maxLineQuantity);
  });

  it("refuses a supplier's reprice past the limit; the buyer's cart still answers 200 with exact totals", async () => {
    const supplier = await registeredSupplier();
    const productId = await publishedProduct(supplier.user.id, 1);
    const buyer = await verifiedAccount(app());
    // The issue's way in: many units while the product is cheap, then a reprice by the supplier.
    const tooMany = await callAs(app(), 'POST', '/api/buyers/me/cart/items', buyer.cookie, {
      productId,
      quantity: 10_000_000,
    });
    const added = await callAs(app(), 'POST', '/api/buyers/me/cart/items', buyer.cookie, {
      productId,
      quantity: maxLineQuantity,
    });
    // Prices sent as Tawrid's web app sends them: halalas under `priceHalalas` (decision 019).
    const productBody = (fields: ReturnType<typeof productFields>) =>
      toWireMoney(fields, listingMoneyKeys.PRODUCT);
    const reprice = (price: number) =>
      callAs(
        app(),
        'PUT',
        `/api/suppliers/me/products/${productId}`,
        supplier.cookie,
        productBody(productFields(price)),
      );

    const pastLimit = await reprice(maxUnitPrice + 1);
    const caseTooLarge = await callAs(
      app(),
      'PUT',
      `/api/suppliers/me/products/${productId}`,
      supplier.cookie,
      productBody({
        ...productFields(1),
        caseQuantity: maxLineQuantity + 1,
        minOrderQuantity: maxLineQuantity + 1,
      }),
    );
    const issuePrice = await reprice(1_000_000_000);
    const cart = await getCart(buyer.cookie);
    const paying = await checkout(app(), buyer.cookie);

    expect([tooMany.statusCode, added.statusCode, pastLimit.statusCode, issuePrice.statusCode]).toEqual([
      400, 200, 400, 200,
    ]);
    expect(pastLimit.json().error.code).toBe('AMOUNT_INVALID');
    expect([caseTooLarge.statusCode, caseTooLarge.json().error.code]).toEqual([400, 'QUANTITY_TOO_LARGE']);
    expect(cart.statusCode, cart.body).toBe(200);
    // 50,000 × 1,000,000,000 = 50,000,000,000,000; VAT 15% = 7,500,000,000,000.
    expect(cart.json<Cart>()).toMatchObject({
      productsTotalHalalas: 50_000_000_000_000,
      deliveryFeesHalalas: 0,
      vatHalalas: 7_500_000_000_000,
      totalHalalas: 57_500_000_000_000,
      canCheckOut: true,
    });
    expect(cart.json<Cart>().groups[0]!.lines[0]).toMatchObject({
      unitPriceHalalas: 1_000_000_000,
      quantity: maxLineQuantity,
      lineTotalHalalas: 50_000_000_000_000,
    });
    // Shown whole, but more than one checkout may pay: the existing total limit answers.
    expect(paying.statusCode, paying.body).toBe(409);
    expect(paying.json().error).toMatchObject({
      code: 'CART_TOTAL_TOO_LARGE',
      details: { maxTotal: maxCheckoutTotal },
    });
    const { rows } = await sql('SELECT price FROM products WHERE id = $1', [productId]);
    expect(rows[0]).toEqual({ price: 1_000_000_000 });
  });

  it('prices a cart of the most lines at the highest price and quantity exactly, on get, quote and merge', async () => {
    const supplier = await registeredSupplier(maxDeliveryFeeHalalas);
    await sql(`UPDATE suppliers SET plan = 'PREMIUM' WHERE user_id = $1`, [supplier.user.id]);
    const { catalog } = app().services;
    const productIds: string[] = [];
    for (let line = 0; line < maxCartLines; line += 1) {
      const created = await catalog.createProduct(
        supplier.user.id,
        productFields(maxUnitPrice, `Turbine ${line}`),
      );
      productIds.push(created.id);
    }
    // Images are not what this test is about: publish the copies directly.
    await sql('UPDATE products SET is_published = true WHERE supplier_id = $1', [supplier.user.id]);
    const buyer = await verifiedAccount(app());
    const items = productIds.map((productId) => ({ productId, quantity: maxLineQuantity }));

    const merged = await callAs(app(), 'POST', '/api/buyers/me/cart/merge', buyer.cookie, { items });
    const cart = await getCart(buyer.cookie);
    const quote = await callAs(app(), 'POST', '/api/cart/quote', undefined, { items });

    expect([merged.statusCode, cart.statusCode, quote.statusCode], merged.body).toEqual([200, 200, 200]);
    // 100 lines × 1,000,000,000 × 50,000 = 5,000,000,000,000,000 halalas of products; VAT 15% of each
    // line (7,500,000,000,000) and of the delivery fee (150,000): 750,000,000,150,000.
    // Riyals are exact too: each is its halalas divided by 100 and prints with at most two decimals.
    const expected = {
      supplierCount: 1,
      productsTotal: 50_000_000_000_000,
      productsTotalHalalas: 5_000_000_000_000_000,
      deliveryFees: 10_000,
      deliveryFeesHalalas: 1_000_000,
      vat: 7_500_000_001_500,
      vatHalalas: 750_000_000_150_000,
      total: 57_500_000_011_500,
      totalHalalas: 5_750_000_001_150_000,
    };
    for (const answer of [merged, cart, quote]) {
      const priced = answer.json<Cart>();
      expect(priced).toMatchObject(expected);
      expect(priced.groups[0]!.lines).toHaveLength(maxCartLines);
      expect(priced.groups[0]!.lines.every((line) => line.lineTotalHalalas === 50_000_000_000_000)).toBe(
        true,
      );
      expect(Number.isSafeInteger(priced.totalHalalas)).toBe(true);
    }
    // The exact sum, in BigInt, is what the number says.
    expect(BigInt(cart.json<Cart>().totalHalalas)).toBe(
      100n * 50_000_000_000_000n + 1_000_000n + 100n * 7_500_000_000_000n + 150_000n,
    );
  });
});
