import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { CartSchema } from '../../../contract/cart/cart.schemas.js';
import { AppError } from '../../platform/errors/app-error.js';
import { createTestApp } from '../../test/app.js';
import { fromOurSite, nextAddress, supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { pngImage } from '../../test/uploads.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/** A cart as it travels: each amount in riyals and, as `…Halalas`, in halalas (decision 019). */
type Cart = z.input<typeof CartSchema>;

interface ProductTerms {
  name?: string;
  price?: number;
  caseQuantity?: number;
  minOrderQuantity?: number;
  maxOrderQuantity?: number | null;
  stock?: number;
}

describe('cart API', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let image: Buffer;
  let categoryId: string;

  /** A request as the holder of `cookie` (none: a guest), from a fresh address and from our own site. */
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...fromOurSite, ...(cookie ? { cookie } : {}) },
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });
  const sql = (text: string, values: unknown[]) => testApp.database.pool.query(text, values);

  const getCart = async (cookie: string) => (await call('GET', '/api/buyers/me/cart', cookie)).json<Cart>();
  const add = (cookie: string, productId: string, quantity: number, extra: object = {}) =>
    call('POST', '/api/buyers/me/cart/items', cookie, { productId, quantity, ...extra });
  const storedQuantity = async (buyerId: string, productId: string) => {
    const { rows } = await sql('SELECT quantity FROM cart_items WHERE buyer_id = $1 AND product_id = $2', [
      buyerId,
      productId,
    ]);
    return (rows[0]?.quantity as number | undefined) ?? null;
  };
  const linesOf = (cart: Cart) => cart.groups.flatMap((group) => group.lines);

  /** A supplier with this flat delivery fee (halalas). */
  async function newSupplier(deliveryFee = 0) {
    const supplier = await supplierAccount(testApp.app);
    await sql('UPDATE suppliers SET delivery_fee = $2 WHERE user_id = $1', [supplier.user.id, deliveryFee]);
    return supplier;
  }

  /** A published product of `supplierId` with these order terms. */
  async function product(supplierId: string, terms: ProductTerms = {}) {
    const { catalog } = testApp.app.services;
    const created = await catalog.createProduct(supplierId, {
      nameEn: terms.name ?? 'Nitrile Gloves Box of 100',
      descriptionEn: '',
      categoryId,
      price: terms.price ?? 1_800,
      caseQuantity: terms.caseQuantity ?? 10,
      minOrderQuantity: terms.minOrderQuantity ?? 10,
      maxOrderQuantity: terms.maxOrderQuantity ?? null,
      stock: terms.stock ?? 100,
      isGroupPurchaseEnabled: false,
      groupMinQuantity: null,
      groupDeadlineDays: null,
      groupPrice: null,
    });
    await catalog.addImage(supplierId, 'PRODUCT', created.id, image);
    await catalog.publish(supplierId, 'PRODUCT', created.id);
    return created.id;
  }

  let supplier: Awaited<ReturnType<typeof newSupplier>>;
  /** Case 10, minimum 20, maximum 100, stock 60, 18.00 SAR. */
  let gloves: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    const tree = await testApp.app.services.categories.listCategoryTree('en');
    categoryId = tree.find((c) => c.usedFor === 'PRODUCT' && c.subcategories.length > 0)!.subcategories[0]!
      .id;
    image = await pngImage(64, 64);
    supplier = await newSupplier(2_500);
    gloves = await product(supplier.user.id, { minOrderQuantity: 20, maxOrderQuantity: 100, stock: 60 });
  });
  afterAll(() => testApp.close());

  describe('GET /api/buyers/me/cart', () => {
    it('answers an empty cart that cannot be checked out', async () => {
      const { cookie } = await verifiedAccount(testApp.app);

      const response = await call('GET', '/api/buyers/me/cart', cookie);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        groups: [],
        supplierCount: 0,
        productsTotal: 0,
        productsTotalHalalas: 0,
        deliveryFees: 0,
        deliveryFeesHalalas: 0,
        vat: 0,
        vatHalalas: 0,
        total: 0,
        totalHalalas: 0,
        canCheckOut: false,
        // Issue 26: the owner has no order limit.
        orderLimit: null,
        orderLimitHalalas: null,
        isAboveOrderLimit: false,
      });
    });
  });

  describe('POST /api/buyers/me/cart/items', () => {
    it('adds a product priced from the catalog, with its image and order terms', async () => {
      const { cookie } = await verifiedAccount(testApp.app);

      const response = await add(cookie, gloves, 20);

      expect(response.statusCode).toBe(200);
      const cart = response.json<Cart>();
      expect(cart.groups).toHaveLength(1);
      expect(cart.groups[0]!.supplier).toEqual({
        userId: supplier.user.id,
        businessName: supplier.body.businessName,
      });
      expect(cart.groups[0]!.lines).toEqual([
        {
          productId: gloves,
          nameAr: null,
          nameEn: 'Nitrile Gloves Box of 100',
          imageUrl: expect.stringMatching(/^\/api\/files\//),
          unitPrice: 18,
          unitPriceHalalas: 1_800,
          quantity: 20,
          lineTotal: 360,
          lineTotalHalalas: 36_000,
          caseQuantity: 10,
          minOrderQuantity: 20,
          maxOrderQuantity: 100,
          problem: null,
          isAvailable: true,
        },
      ]);
      expect(cart.canCheckOut).toBe(true);
    });

    it.each([
      [10, 400, 'QUANTITY_BELOW_MINIMUM'],
      [110, 400, 'QUANTITY_ABOVE_MAXIMUM'],
      [25, 400, 'NOT_CASE_MULTIPLE'],
      [70, 409, 'OUT_OF_STOCK'],
    ])('refuses %i units with %i %s and stores nothing', async (quantity, status, code) => {
      const { cookie, user } = await verifiedAccount(testApp.app);

      const response = await add(cookie, gloves, quantity);

      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(code);
      expect(await storedQuantity(user.id, gloves)).toBeNull();
    });

    it('adds to the quantity already in the cart, and refuses a sum that breaks the rule', async () => {
      const { cookie, user } = await verifiedAccount(testApp.app);

      await add(cookie, gloves, 20);
      const second = await add(cookie, gloves, 30);
      const third = await add(cookie, gloves, 20);

      expect(second.json<Cart>().groups[0]!.lines[0]!.quantity).toBe(50);
      expect(third.statusCode).toBe(409);
      expect(third.json().error.code).toBe('OUT_OF_STOCK');
      expect(await storedQuantity(user.id, gloves)).toBe(50);
    });

    it('takes no price from the client, and follows the listing price when it changes', async () => {
      const { cookie } = await verifiedAccount(testApp.app);
      const own = await newSupplier();
      const drill = await product(own.user.id, { price: 45_000, caseQuantity: 1, minOrderQuantity: 1 });

      const added = await add(cookie, drill, 2, {
        price: 1,
        unitPrice: 1,
        unitPriceHalalas: 1,
        lineTotal: 2,
      });
      await sql('UPDATE products SET price = 50000 WHERE id = $1', [drill]);
      const later = await getCart(cookie);

      expect(added.statusCode).toBe(200);
      expect(added.json<Cart>().productsTotalHalalas).toBe(90_000);
      expect(linesOf(later)[0]).toMatchObject({ unitPriceHalalas: 50_000, lineTotalHalalas: 100_000 });
      expect(later.productsTotalHalalas).toBe(100_000);
    });

    it('answers 404 NOT_FOUND for an unknown product and for one buyers cannot see', async () => {
      const { cookie, user } = await verifiedAccount(testApp.app);
      const own = await newSupplier();
      const hidden = await product(own.user.id);
      await testApp.app.services.catalog.unpublish(own.user.id, 'PRODUCT', hidden);

      const unknown = await add(cookie, randomUUID(), 10);
      const unpublished = await add(cookie, hidden, 10);

      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('NOT_FOUND');
      expect(unpublished.statusCode).toBe(404);
      expect(unpublished.json().error.code).toBe('NOT_FOUND');
      expect(await storedQuantity(user.id, hidden)).toBeNull();
    });

    it('sums 10 parallel adds of the same product exactly', async () => {
      const { cookie, user } = await verifiedAccount(testApp.app);
      const own = await newSupplier();
      const bolts = await product(own.user.id, { caseQuantity: 5, minOrderQuantity: 5, stock: 1_000 });

      const answers = await Promise.all(Array.from({ length: 10 }, () => add(cookie, bolts, 15)));

      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
      expect(await storedQuantity(user.id, bolts)).toBe(150);
    });

    it('lets parallel adds reach the stock but never pass it', async () => {
      const { cookie, user } = await verifiedAccount(testApp.app);
      const own = await newSupplier();
      const bolts = await product(own.user.id, { caseQuantity: 5, minOrderQuantity: 5, stock: 50 });

      const answers = await Promise.all(Array.from({ length: 10 }, () => add(cookie, bolts, 10)));

      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
      expect(
        answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().error.code),
      ).toEqual(Array(5).fill('OUT_OF_STOCK'));
      expect(await storedQuantity(user.id, bolts)).toBe(50);
    });

    it('answers 401 without a session and 403 ROLE_NOT_ALLOWED to a supplier', async () => {
      const other = await newSupplier();

      const guest = await add('', gloves, 20);
      const asSupplier = await add(other.cookie, gloves, 20);
      const read = await call('GET', '/api/buyers/me/cart', other.cookie);

      expect(guest.statusCode).toBe(401);
      expect(asSupplier.statusCode).toBe(403);
      expect(asSupplier.json().error.code).toBe('ROLE_NOT_ALLOWED');
      expect(read.statusCode).toBe(403);
      expect(await storedQuantity(other.user.id, gloves)).toBeNull();
    });
  });

  describe('pricing', () => {
    it('groups lines by supplier, charges each delivery fee once, and rounds VAT half up per line', async () => {
      const { cookie } = await verifiedAccount(testApp.app);
      const first = await newSupplier(1_001);
      const second = await newSupplier(2_500);
      const a = await product(first.user.id, { price: 333, caseQuantity: 10, minOrderQuantity: 10 });
      const b = await product(first.user.id, { price: 1_001, caseQuantity: 5, minOrderQuantity: 5 });
      const c = await product(second.user.id, { price: 77, caseQuantity: 3, minOrderQuantity: 3 });

      await add(cookie, a, 10);
      await add(cookie, c, 3);
      await add(cookie, b, 5);
      const cart = await getCart(cookie);

      expect(cart.supplierCount).toBe(2);
      expect(cart.groups.map((group) => group.supplier.userId)).toEqual([first.user.id, second.user.id]);
      expect(cart.groups.map((group) => group.lines.map((line) => line.productId))).toEqual([[a, b], [c]]);
      expect(cart.groups.map((group) => [group.productsTotalHalalas, group.deliveryFeeHalalas])).toEqual([
        [3_330 + 5_005, 1_001],
        [231, 2_500],
      ]);
      expect(cart.productsTotalHalalas).toBe(8_566);
      expect(cart.deliveryFeesHalalas).toBe(3_501);
      // 499.5 → 500, 750.75 → 751, 34.65 → 35, fees 150.15 → 150 and 375.
      expect(cart.vatHalalas).toBe(500 + 751 + 35 + 150 + 375);
      expect(cart.totalHalalas).toBe(8_566 + 3_501 + 1_811);
    });

    it('marks a line whose stock fell below its quantity and blocks checkout', async () => {
      const { cookie } = await verifiedAccount(testApp.app);
      const own = await newSupplier();
      const masks = await product(own.user.id, { stock: 100 });
      await add(cookie, masks, 50);

      await sql('UPDATE products SET stock = 30 WHERE id = $1', [masks]);
      const cart = await getCart(cookie);

      expect(linesOf(cart)[0]).toMatchObject({ quantity: 50, problem: 'OUT_OF_STOCK', isAvailable: true });
      expect(cart.productsTotalHalalas).toBe(90_000);
      expect(cart.canCheckOut).toBe(false);
    });

    it('keeps a line buyers can no longer see as unavailable, out of the totals', async () => {
      const { cookie } = await verifiedAccount(testApp.app);
      const own = await newSupplier(1_000);
      const masks = await product(own.user.id);
      await add(cookie, masks, 10);

      await testApp.app.services.catalog.unpublish(own.user.id, 'PRODUCT', masks);
      const cart = await getCart(cookie);

      expect(linesOf(cart)[0]).toMatchObject({ productId: masks, isAvailable: false });
      expect(cart.groups[0]).toMatchObject({ productsTotalHalalas: 0, deliveryFeeHalalas: 0 });
      expect(cart.totalHalalas).toBe(0);
      expect(cart.canCheckOut).toBe(false);
    });
  });

  describe('PATCH /api/buyers/me/cart/items/{productId}', () => {
    it('sets the quantity under the same rule', async () => {
      const { cookie, user } = await verifiedAccount(testApp.app);
      await add(cookie, gloves, 20);

      const set = await call('PATCH', `/api/buyers/me/cart/items/${gloves}`, cookie, { quantity: 40 });
      const broken = await call('PATCH', `/api/buyers/me/cart/items/${gloves}`, cookie, { quantity: 45 });

      expect(set.statusCode).toBe(200);
      expect(linesOf(set.json<Cart>())[0]!.quantity).toBe(40);
      expect(broken.statusCode).toBe(400);
      expect(broken.json().error.code).toBe('NOT_CASE_MULTIPLE');
      expect(await storedQuantity(user.id, gloves)).toBe(40);
    });

    it("answers 404 for a product not in the caller's cart, leaving another buyer's line unchanged", async () => {
      const owner = await verifiedAccount(testApp.app);
      const other = await verifiedAccount(testApp.app);
      await add(owner.cookie, gloves, 20);

      const response = await call('PATCH', `/api/buyers/me/cart/items/${gloves}`, other.cookie, {
        quantity: 30,
      });

      expect(response.statusCode).toBe(404);
      expect(await storedQuantity(owner.user.id, gloves)).toBe(20);
      expect(await storedQuantity(other.user.id, gloves)).toBeNull();
    });
  });

  describe('removing', () => {
    it("removes one line, one supplier's lines, or everything, only in the caller's cart", async () => {
      const buyer = await verifiedAccount(testApp.app);
      const other = await verifiedAccount(testApp.app);
      const first = await newSupplier();
      const second = await newSupplier();
      const a = await product(first.user.id);
      const b = await product(first.user.id);
      const c = await product(second.user.id);
      for (const id of [a, b, c]) {
        await add(buyer.cookie, id, 10);
        await add(other.cookie, id, 10);
      }

      const afterLine = await call('DELETE', `/api/buyers/me/cart/items/${c}`, buyer.cookie);
      await add(buyer.cookie, c, 10);
      const afterSupplier = await call(
        'DELETE',
        `/api/buyers/me/cart/suppliers/${first.user.id}`,
        buyer.cookie,
      );
      const afterAll = await call('DELETE', '/api/buyers/me/cart', buyer.cookie);

      expect(linesOf(afterLine.json<Cart>()).map((line) => line.productId)).toEqual([a, b]);
      expect(linesOf(afterSupplier.json<Cart>()).map((line) => line.productId)).toEqual([c]);
      expect(afterAll.statusCode).toBe(200);
      expect(afterAll.json<Cart>().groups).toEqual([]);
      expect(linesOf(await getCart(other.cookie))).toHaveLength(3);
    });
  });

  describe('POST /api/buyers/me/cart/merge', () => {
    it('adds the guest lines, clamping or skipping those that break a rule, and never fails', async () => {
      const { cookie, user } = await verifiedAccount(testApp.app);
      const own = await newSupplier();
      const kept = await product(own.user.id, { stock: 1_000 });
      const aboveStock = await product(own.user.id, { stock: 40 });
      const oddAmount = await product(own.user.id, { stock: 1_000 });
      const gone = await product(own.user.id, { stock: 0 });
      const hidden = await product(own.user.id);
      await add(cookie, kept, 20);
      await testApp.app.services.catalog.unpublish(own.user.id, 'PRODUCT', hidden);

      const response = await call('POST', '/api/buyers/me/cart/merge', cookie, {
        items: [
          { productId: kept, quantity: 30 },
          { productId: aboveStock, quantity: 90 },
          { productId: oddAmount, quantity: 24 },
          { productId: gone, quantity: 10 },
          { productId: hidden, quantity: 10 },
          { productId: randomUUID(), quantity: 10 },
        ],
      });

      expect(response.statusCode).toBe(200);
      expect(await storedQuantity(user.id, kept)).toBe(50);
      expect(await storedQuantity(user.id, aboveStock)).toBe(40);
      expect(await storedQuantity(user.id, oddAmount)).toBe(20);
      expect(await storedQuantity(user.id, gone)).toBeNull();
      expect(await storedQuantity(user.id, hidden)).toBeNull();
      expect(linesOf(response.json<Cart>())).toHaveLength(3);
    });
  });

  describe('POST /api/cart/quote', () => {
    it("prices a guest's cart without a session, summing repeats and dropping hidden products", async () => {
      const own = await newSupplier(1_000);
      const visible = await product(own.user.id, { price: 1_000, stock: 30 });
      const hidden = await product(own.user.id);
      await testApp.app.services.catalog.unpublish(own.user.id, 'PRODUCT', hidden);

      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        headers: fromOurSite,
        payload: {
          items: [
            { productId: visible, quantity: 20 },
            { productId: hidden, quantity: 10 },
            { productId: visible, quantity: 20 },
          ],
        },
      });

      expect(response.statusCode).toBe(200);
      const cart = response.json<Cart>();
      expect(linesOf(cart)).toEqual([
        expect.objectContaining({
          productId: visible,
          quantity: 40,
          lineTotalHalalas: 40_000,
          problem: 'OUT_OF_STOCK',
        }),
      ]);
      expect(cart).toMatchObject({
        productsTotalHalalas: 40_000,
        deliveryFeesHalalas: 1_000,
        vatHalalas: 6_150,
        canCheckOut: false,
      });
    });

    it('answers 400 for a malformed body', async () => {
      const response = await call('POST', '/api/cart/quote', undefined, { items: [{ productId: gloves }] });

      expect(response.statusCode).toBe(400);
    });
  });

  describe('for checkout', () => {
    it('prices the cart with its lines and delivery fees, then removes bought products', async () => {
      const { cookie, user } = await verifiedAccount(testApp.app);
      const own = await newSupplier(1_500);
      const a = await product(own.user.id, { price: 333 });
      const b = await product(own.user.id);
      await add(cookie, a, 10);
      await add(cookie, b, 10);
      const { cart: service } = testApp.app.services;

      const priced = await service.priceCartForCheckout({ buyerId: user.id, memberId: user.id });
      await service.removeProducts({ buyerId: user.id, memberId: user.id }, [a]);

      expect(priced.lines[0]).toEqual({
        productId: a,
        supplierId: own.user.id,
        supplierBusinessName: own.body.businessName,
        nameAr: null,
        nameEn: 'Nitrile Gloves Box of 100',
        imageKey: expect.any(String),
        unitPrice: 333,
        quantity: 10,
        lineTotal: 3_330,
        vat: 500,
      });
      expect(priced.deliveryFees).toEqual({ [own.user.id]: 1_500 });
      expect(priced.cart.total).toBe(3_330 + 18_000 + 1_500 + 500 + 2_700 + 225);
      expect(linesOf(await getCart(cookie)).map((line) => line.productId)).toEqual([b]);
    });

    it('refuses an empty cart and a cart with a problem', async () => {
      const { cookie, user } = await verifiedAccount(testApp.app);
      const own = await newSupplier();
      const masks = await product(own.user.id);
      const { cart: service } = testApp.app.services;

      const empty = await service
        .priceCartForCheckout({ buyerId: user.id, memberId: user.id })
        .catch((error: unknown) => error);
      await add(cookie, masks, 50);
      await sql('UPDATE products SET stock = 0 WHERE id = $1', [masks]);
      const problem = await service
        .priceCartForCheckout({ buyerId: user.id, memberId: user.id })
        .catch((error: unknown) => error);

      expect(empty).toBeInstanceOf(AppError);
      expect((empty as AppError).code).toBe('CART_EMPTY');
      expect((problem as AppError).code).toBe('CART_HAS_PROBLEMS');
    });
  });

  /*
   * Issue 20 item 4 (decision 019): spec §3 shows prices "in SAR". Every amount of the cart travels in
   * riyals under its name and as integer halalas under `…Halalas`, the two equal. The cart's requests
   * carry no amount (prices come from the catalog), so there is no riyals request to take here.
   */
  describe('amounts on the wire', () => {
    it('answers every amount of the cart, its groups and its lines in riyals and in halalas, equal', async () => {
      const { cookie } = await verifiedAccount(testApp.app);
      const own = await newSupplier(1_001);
      const bolts = await product(own.user.id, { price: 1_005, caseQuantity: 1, minOrderQuantity: 1 });

      const response = await add(cookie, bolts, 3);

      expect(response.statusCode).toBe(200);
      // Two decimals, printed as such: 1,005 halalas is 10.05 SAR, never 10.049999….
      expect(response.body).toContain('"unitPrice":10.05,');
      const cart = response.json<Cart>();
      const group = cart.groups[0]!;
      // Line 3,015 → VAT 452.25 → 452; fee 1,001 → VAT 150.15 → 150.
      expect(group.lines[0]).toMatchObject({
        unitPrice: 10.05,
        unitPriceHalalas: 1_005,
        lineTotal: 30.15,
        lineTotalHalalas: 3_015,
      });
      expect(group).toMatchObject({
        productsTotal: 30.15,
        productsTotalHalalas: 3_015,
        deliveryFee: 10.01,
        deliveryFeeHalalas: 1_001,
        vat: 6.02,
        vatHalalas: 602,
      });
      expect(cart).toMatchObject({
        productsTotal: 30.15,
        productsTotalHalalas: 3_015,
        deliveryFees: 10.01,
        deliveryFeesHalalas: 1_001,
        vat: 6.02,
        vatHalalas: 602,
        total: 46.18,
        totalHalalas: 4_618,
      });
      for (const [riyals, halalas] of [
        [cart.total, cart.totalHalalas],
        [group.vat, group.vatHalalas],
        [group.lines[0]!.lineTotal, group.lines[0]!.lineTotalHalalas],
      ]) {
        expect(riyals).toBe(halalas! / 100);
      }
    });
  });
});
