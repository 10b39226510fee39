import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { listingMoneyKeys } from '../../../contract/catalog/catalog.schemas.js';
import type {
  CityGroupPurchaseSchema,
  GroupPurchaseSchema,
} from '../../../contract/group-purchases/group-purchases.schemas.js';
import type { InvoiceSchema } from '../../../contract/invoices/invoices.schemas.js';
import { toWireMoney } from '../../../contract/money/riyals.js';
import { openPool } from '../../platform/db/database.js';
import { sessionCookieOf, supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { callAs, supplierWithFee, testCards } from '../../test/checkout.js';
import { pngImage } from '../../test/uploads.js';
import { createGroupPurchasesRepository } from './group-purchases.repository.js';
import { createGroupPurchasesService } from './group-purchases.service.js';

type Account = Awaited<ReturnType<typeof verifiedAccount>>;
/** Answers as they travel: each amount in riyals and, as `…Halalas`, in halalas (decision 019). */
type GroupPurchase = z.input<typeof GroupPurchaseSchema>;
type CityGroupPurchase = z.input<typeof CityGroupPurchaseSchema>;
type Invoice = z.input<typeof InvoiceSchema>;

const dayMs = 24 * 60 * 60 * 1000;

/** The app's time: the real time moved forward by tests that let a deadline pass (never backward). */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
function moveClockPast(instant: string, byMs = 60_000) {
  clock.offsetMs = Math.max(clock.offsetMs, Date.parse(instant) + byMs - Date.now());
}

/** Decision 015: group purchases by city, through the HTTP API on a real database. */
describe('group purchases API', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];
  /** The invoices the groups recorded on their members when they completed (decision 026). */
  const memberInvoicesOf = (groupIds: readonly unknown[]) =>
    query(
      `SELECT invoices.buyer_id, kind, status, total FROM invoices
       JOIN group_purchase_members ON group_purchase_members.invoice_id = invoices.id
       WHERE group_purchase_members.group_purchase_id = ANY($1)`,
      [groupIds],
    );
  const errorCodeOf = (response: { json<T>(): T }) => response.json<{ error: { code: string } }>().error.code;

  /** A supplier (delivery fee 25.00 SAR) and its product: 18.00 SAR, group price 15.00, case 10. */
  async function groupProduct(
    terms: { stock?: number; groupMinQuantity?: number; maxOrderQuantity?: number | null } = {},
  ) {
    const supplier = await supplierWithFee(app(), testApp.database.pool, 2_500);
    const tree = await app().services.categories.listCategoryTree('en');
    const categoryId = tree.find((c) => c.usedFor === 'PRODUCT')!.subcategories[0]!.id;
    const { catalog } = app().services;
    const product = await catalog.createProduct(supplier.user.id, {
      nameAr: 'قفازات نتريل - علبة 100',
      descriptionEn: '',
      categoryId,
      price: 1_800,
      caseQuantity: 10,
      minOrderQuantity: 10,
      maxOrderQuantity: terms.maxOrderQuantity ?? null,
      stock: terms.stock ?? 1_000,
      isGroupPurchaseEnabled: true,
      groupMinQuantity: terms.groupMinQuantity ?? 100,
      groupDeadlineDays: 7,
      groupPrice: 1_500,
    });
    await catalog.addImage(supplier.user.id, 'PRODUCT', product.id, await pngImage(64, 64));
    await catalog.publish(supplier.user.id, 'PRODUCT', product.id);
    return { supplier, productId: product.id };
  }

  const buyersOf = (count: number, city = 'الرياض') =>
    Promise.all(Array.from({ length: count }, () => verifiedAccount(app(), { city })));

  const join = (buyer: Account, productId: string, quantity: number) =>
    callAs(app(), 'POST', '/api/group-purchases', buyer.cookie, { productId, quantity });

  async function joined(buyer: Account, productId: string, quantity: number): Promise<GroupPurchase> {
    const response = await join(buyer, productId, quantity);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<GroupPurchase>();
  }

  async function get<T>(cookie: string, url: string): Promise<T> {
    const response = await callAs(app(), 'GET', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  const stockOf = async (productId: string) =>
    (await query('SELECT stock FROM products WHERE id = $1', [productId]))[0]!.stock;
  const groupStatusesOf = async (recipientId: string) =>
    (
      await query(
        `SELECT content_en FROM notifications WHERE recipient_id = $1 AND type = 'GROUP_PURCHASE_STATUS'
         ORDER BY created_at`,
        [recipientId],
      )
    ).map((row) => row.content_en as string);

  beforeAll(async () => {
    testApp = await createTestApp({}, { clock });
    // The tests run the deadline job themselves: a pass of the minute timer must not interleave.
    await testApp.app.services.jobs.pause('group-purchase-deadlines');
  });
  afterAll(() => testApp.close());

  describe('POST /api/group-purchases', () => {
    it(
      'completes when the fifth buyer of the city brings the minimum: stock reserved, one invoice per member',
      { timeout: 60_000 },
      async () => {
        const { supplier, productId } = await groupProduct();
        // One of them wrote the city in English: «Riyadh» and «الرياض» are one city.
        const buyers = [...(await buyersOf(4)), await verifiedAccount(app(), { city: 'Riyadh' })];

        const first = await joined(buyers[0]!, productId, 20);
        expect(first).toMatchObject({
          status: 'OPEN',
          isTakingMembers: true,
          city: { ar: 'الرياض', en: 'Riyadh' },
          unitPriceHalalas: 1_500,
          standardPriceHalalas: 1_800,
          savingPercent: 16,
          deliveryFeeHalalas: 2_500,
          buyersRequired: 5,
          minQuantity: 100,
          memberCount: 1,
          totalQuantity: 20,
          myQuantity: 20,
          myInvoiceId: null,
          supplier: { userId: supplier.user.id },
        });
        expect(Date.parse(first.deadline) - Date.parse(first.startedAt)).toBe(7 * dayMs);
        expect(Math.abs(first.secondsLeft - 7 * 24 * 60 * 60)).toBeLessThan(60);
        for (const buyer of buyers.slice(1, 4)) {
          expect((await joined(buyer, productId, 20)).status).toBe('OPEN');
        }
        expect(await stockOf(productId)).toBe(1_000);

        const fifth = await joined(buyers[4]!, productId, 20);

        expect(fifth).toMatchObject({
          id: first.id,
          status: 'COMPLETED',
          memberCount: 5,
          totalQuantity: 100,
        });
        expect(fifth.myInvoiceId).not.toBeNull();
        expect(await stockOf(productId)).toBe(900);
        const invoices = await memberInvoicesOf([first.id]);
        expect(invoices).toHaveLength(5);
        expect(new Set(invoices.map((row) => row.buyer_id))).toEqual(new Set(buyers.map((b) => b.user.id)));
        const invoice = await get<Invoice>(
          buyers[0]!.cookie,
          `/api/buyers/me/invoices/${
            (await get<GroupPurchase>(buyers[0]!.cookie, `/api/group-purchases/${first.id}`)).myInvoiceId
          }`,
        );
        expect(invoice).toMatchObject({
          kind: 'GROUP_PURCHASE',
          status: 'ACCEPTED',
          paymentTerms: 'FULL',
          seller: { userId: supplier.user.id },
          buyer: { userId: buyers[0]!.user.id },
          // 20 × 15.00 = 300.00 + VAT 45.00; delivery 25.00 + VAT 3.75.
          lines: [
            expect.objectContaining({
              listingId: productId,
              quantity: 20,
              unitPriceHalalas: 1_500,
              netHalalas: 30_000,
              vatHalalas: 4_500,
            }),
            expect.objectContaining({
              listingId: null,
              quantity: 1,
              unitPriceHalalas: 2_500,
              netHalalas: 2_500,
              vatHalalas: 375,
            }),
          ],
          subtotalHalalas: 32_500,
          vatHalalas: 4_875,
          totalHalalas: 37_375,
          dueInstallment: { installment: 'FULL', amountHalalas: 37_375 },
        });
        expect(await groupStatusesOf(buyers[0]!.user.id)).toEqual([
          'Another buyer joined the group purchase of “قفازات نتريل - علبة 100”: 2 of 5 buyers.',
          'Another buyer joined the group purchase of “قفازات نتريل - علبة 100”: 3 of 5 buyers.',
          'Another buyer joined the group purchase of “قفازات نتريل - علبة 100”: 4 of 5 buyers.',
          'The group purchase of “قفازات نتريل - علبة 100” reached its target and is confirmed. Your invoice is ready to pay.',
        ]);
        expect(await groupStatusesOf(supplier.user.id)).toEqual([
          'A group purchase of “قفازات نتريل - علبة 100” completed with 5 buyers; their invoices were issued in your name.',
        ]);

        // The member pays its invoice through the normal payment flow.
        const paid = await callAs(
          app(),
          'POST',
          `/api/buyers/me/invoices/${invoice.id}/payments`,
          buyers[0]!.cookie,
          {
            idempotencyKey: randomUUID(),
            installment: 'FULL',
            card: testCards.approve,
          },
        );
        expect(paid.statusCode, paid.body).toBe(201);
        expect((await get<Invoice>(buyers[0]!.cookie, `/api/buyers/me/invoices/${invoice.id}`)).status).toBe(
          'FULLY_PAID',
        );
        // The product page shows a member how its group ended, with its invoice's state.
        const page = await get<CityGroupPurchase>(
          buyers[0]!.cookie,
          `/api/products/${productId}/group-purchase`,
        );
        expect(page).toEqual({
          city: { ar: 'الرياض', en: 'Riyadh' },
          group: expect.objectContaining({
            id: first.id,
            status: 'COMPLETED',
            isTakingMembers: false,
            myInvoiceId: invoice.id,
            myInvoiceStatus: 'FULLY_PAID',
          }),
        });
        expect(
          (await get<CityGroupPurchase>(buyers[1]!.cookie, `/api/products/${productId}/group-purchase`))
            .group,
        ).toMatchObject({ myInvoiceStatus: 'ACCEPTED' });
      },
    );

    it(
      'lets the next buyer of the city start a new group once one completed',
      { timeout: 60_000 },
      async () => {
        const { productId } = await groupProduct();
        const buyers = await buyersOf(6);
        let completed: GroupPurchase | undefined;
        for (const buyer of buyers.slice(0, 5)) completed = await joined(buyer, productId, 20);
        expect(completed!.status).toBe('COMPLETED');

        const next = await joined(buyers[5]!, productId, 20);

        expect(next.id).not.toBe(completed!.id);
        expect(next).toMatchObject({ status: 'OPEN', memberCount: 1, totalQuantity: 20 });
        expect(await memberInvoicesOf([next.id])).toHaveLength(0);
      },
    );

    it('waits for the minimum quantity even with five buyers', { timeout: 60_000 }, async () => {
      const { productId } = await groupProduct({ groupMinQuantity: 200 });
      const buyers = await buyersOf(6);
      for (const buyer of buyers.slice(0, 5)) await joined(buyer, productId, 30);

      expect(
        (await get<{ group: GroupPurchase }>(buyers[0]!.cookie, `/api/products/${productId}/group-purchase`))
          .group,
      ).toMatchObject({
        status: 'OPEN',
        memberCount: 5,
        totalQuantity: 150,
      });
      expect((await joined(buyers[5]!, productId, 50)).status).toBe('COMPLETED');
    });

    it('keeps another city out: it neither sees nor joins the group, and starts its own', async () => {
      const { productId } = await groupProduct();
      const [riyadh] = await buyersOf(1);
      const [jeddah] = await buyersOf(1, 'جدة');
      const group = await joined(riyadh!, productId, 20);

      const seen = await get<{ group: GroupPurchase | null }>(
        jeddah!.cookie,
        `/api/products/${productId}/group-purchase`,
      );
      const direct = await callAs(app(), 'GET', `/api/group-purchases/${group.id}`, jeddah!.cookie);
      const leave = await callAs(
        app(),
        'DELETE',
        `/api/group-purchases/${group.id}/membership`,
        jeddah!.cookie,
      );
      const own = await joined(jeddah!, productId, 20);

      expect(seen).toEqual({ group: null, city: { ar: 'جدة', en: 'Jeddah' } });
      expect(direct.statusCode).toBe(404);
      expect(leave.statusCode).toBe(404);
      expect(own).toMatchObject({ city: { ar: 'جدة', en: 'Jeddah' }, memberCount: 1 });
      expect(own.id).not.toBe(group.id);
      expect((await get<GroupPurchase>(riyadh!.cookie, `/api/group-purchases/${group.id}`)).memberCount).toBe(
        1,
      );
    });

    it('takes each buyer once, even when it joins twice at the same time', async () => {
      const { productId } = await groupProduct();
      const [buyer] = await buyersOf(1);

      const responses = await Promise.all([join(buyer!, productId, 20), join(buyer!, productId, 30)]);

      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(errorCodeOf(responses.find((r) => r.statusCode === 409)!)).toBe('GROUP_PURCHASE_ALREADY_JOINED');
      const [row] = await query(
        'SELECT member_count, total_quantity FROM group_purchases WHERE product_id = $1',
        [productId],
      );
      expect(row).toEqual({ member_count: 1, total_quantity: responses[0]!.statusCode === 201 ? 20 : 30 });
    });

    it("applies the product's case rules and what the other members left of the stock", async () => {
      const { productId } = await groupProduct({ stock: 100, maxOrderQuantity: 60 });
      const [first, second] = await buyersOf(2);
      await joined(first!, productId, 60);

      const cases = await Promise.all(
        [
          [15, 'NOT_CASE_MULTIPLE'],
          [70, 'QUANTITY_ABOVE_MAXIMUM'],
          [50, 'GROUP_STOCK_SHORT'],
          [0, 'AMOUNT_INVALID'],
        ].map(async ([quantity, code]) => {
          const response = await join(second!, productId, quantity as number);
          return [response.statusCode, errorCodeOf(response), code];
        }),
      );

      for (const [, actual, expected] of cases) expect(actual).toBe(expected);
      expect(cases.map(([status]) => status)).toEqual([400, 400, 409, 400]);
      expect((await joined(second!, productId, 40)).totalQuantity).toBe(100);
    });

    it('refuses a product without group purchasing, my own product, and a product buyers cannot see', async () => {
      const { supplier, productId } = await groupProduct();
      const [buyer] = await buyersOf(1);
      const product = await app().services.catalog.getOwnProduct(supplier.user.id, productId);
      const { id, images, isPublished, avgRating, ratingsCount, createdAt, updatedAt, kind, ...fields } =
        product;
      void [id, images, isPublished, avgRating, ratingsCount, createdAt, updatedAt, kind];
      let supplierCookie = supplier.cookie;
      // Amounts as Tawrid's web app sends them: halalas under `…Halalas` (decision 019).
      const update = (changes: Partial<typeof fields>) =>
        callAs(
          app(),
          'PUT',
          `/api/suppliers/me/products/${productId}`,
          supplierCookie,
          toWireMoney({ ...fields, ...changes }, listingMoneyKeys.PRODUCT),
        );

      // Spec §5: the group price must stay below the standard price.
      const notBelow = await update({ groupPrice: 1_800 });
      expect(notBelow.statusCode).toBe(400);
      expect(errorCodeOf(notBelow)).toBe('GROUP_PRICE_NOT_BELOW_PRICE');

      const own = await callAs(app(), 'POST', '/api/group-purchases', supplier.cookie, {
        productId,
        quantity: 20,
      });
      // A supplier's session is in the supplier role; as a buyer it still may not buy from itself.
      expect(own.statusCode).toBe(403);
      const asBuyer = sessionCookieOf(await callAs(app(), 'PATCH', '/api/auth/switch-role', supplier.cookie));
      const ownJoin = await callAs(app(), 'POST', '/api/group-purchases', asBuyer, {
        productId,
        quantity: 20,
      });
      expect(errorCodeOf(ownJoin)).toBe('GROUP_PURCHASE_OWN_PRODUCT');
      // Back to the supplier role, which edits the product.
      supplierCookie = sessionCookieOf(await callAs(app(), 'PATCH', '/api/auth/switch-role', asBuyer));

      expect(
        (
          await update({
            isGroupPurchaseEnabled: false,
            groupMinQuantity: null,
            groupDeadlineDays: null,
            groupPrice: null,
          })
        ).statusCode,
      ).toBe(200);
      const disabled = await join(buyer!, productId, 20);
      expect(disabled.statusCode).toBe(409);
      expect(errorCodeOf(disabled)).toBe('GROUP_PURCHASE_NOT_ENABLED');

      await app().services.catalog.unpublish(supplier.user.id, 'PRODUCT', productId);
      expect((await join(buyer!, productId, 20)).statusCode).toBe(404);
      expect(
        (await callAs(app(), 'GET', `/api/products/${productId}/group-purchase`, buyer!.cookie)).statusCode,
      ).toBe(404);
      expect(await query('SELECT 1 FROM group_purchases WHERE product_id = $1', [productId])).toHaveLength(0);
    });

    it('is for signed-in buyers only', async () => {
      const { productId } = await groupProduct();
      const supplier = await supplierAccount(app());

      const guest = await callAs(app(), 'POST', '/api/group-purchases', undefined, {
        productId,
        quantity: 20,
      });
      const asSupplier = await callAs(
        app(),
        'GET',
        `/api/products/${productId}/group-purchase`,
        supplier.cookie,
      );

      expect(guest.statusCode).toBe(401);
      expect(asSupplier.statusCode).toBe(403);
    });

    it(
      'cancels the group, charging nobody, when its stock is gone by the time the fifth buyer completes it',
      { timeout: 60_000 },
      async () => {
        const { productId } = await groupProduct({ stock: 100 });
        const buyers = await buyersOf(5);
        for (const buyer of buyers.slice(0, 4)) await joined(buyer, productId, 20);
        // Another business holds the product row and sells the stock while the fifth join runs.
        const seller = await testApp.database.pool.connect();
        try {
          await seller.query('BEGIN');
          await seller.query('SELECT 1 FROM products WHERE id = $1 FOR UPDATE', [productId]);
          const fifth = join(buyers[4]!, productId, 20);
          await waitForLockWaiters(1);
          await seller.query('UPDATE products SET stock = 0 WHERE id = $1', [productId]);
          await seller.query('COMMIT');

          const response = await fifth;

          expect(response.statusCode, response.body).toBe(201);
          expect(response.json<GroupPurchase>()).toMatchObject({
            status: 'CANCELLED',
            cancelReason: 'OUT_OF_STOCK',
            memberCount: 5,
            myInvoiceId: null,
          });
        } finally {
          seller.release();
        }
        const [group] = await query('SELECT id FROM group_purchases WHERE product_id = $1', [productId]);
        expect(await memberInvoicesOf([group!.id])).toHaveLength(0);
        expect(await stockOf(productId)).toBe(0);
        expect((await groupStatusesOf(buyers[0]!.user.id)).at(-1)).toBe(
          "The group purchase of “قفازات نتريل - علبة 100” was cancelled: the supplier's stock no longer covers the group. Nobody is charged.",
        );
      },
    );

    it(
      'counts 30 buyers joining at once exactly: five-buyer groups complete one after the other',
      { timeout: 120_000 },
      async () => {
        const { productId } = await groupProduct({ stock: 10_000 });
        const buyers = await buyersOf(30);

        const responses = await Promise.all(buyers.map((buyer) => join(buyer, productId, 20)));

        expect(
          responses.map((r) => r.statusCode),
          responses.map((r) => r.body).join('\n'),
        ).toEqual(Array(30).fill(201));
        const groups = await query(
          'SELECT id, status, member_count, total_quantity FROM group_purchases WHERE product_id = $1',
          [productId],
        );
        // Each group completes with its fifth member, and the next joiner starts the next group.
        expect(groups).toHaveLength(6);
        expect(
          groups.every((g) => g.status === 'COMPLETED' && g.member_count === 5 && g.total_quantity === 100),
        ).toBe(true);
        const members = await query(
          `SELECT group_purchase_id, count(*)::int AS members, sum(quantity)::int AS quantity
           FROM group_purchase_members WHERE group_purchase_id = ANY($1) GROUP BY group_purchase_id`,
          [groups.map((g) => g.id)],
        );
        expect(members.every((m) => m.members === 5 && m.quantity === 100)).toBe(true);
        expect(await memberInvoicesOf(groups.map((g) => g.id))).toHaveLength(30);
        expect(await stockOf(productId)).toBe(10_000 - 600);
      },
    );

    it('counts 30 buyers joining one group at once exactly', { timeout: 120_000 }, async () => {
      const { productId } = await groupProduct({ stock: 100_000, groupMinQuantity: 10_000 });
      const buyers = await buyersOf(30);
      const quantities = buyers.map((_, index) => 10 * (1 + (index % 4)));

      const responses = await Promise.all(
        buyers.map((buyer, index) => join(buyer, productId, quantities[index]!)),
      );

      expect(responses.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
      const [group] = await query(
        'SELECT id, status, member_count, total_quantity FROM group_purchases WHERE product_id = $1',
        [productId],
      );
      expect(group).toMatchObject({
        status: 'OPEN',
        member_count: 30,
        total_quantity: quantities.reduce((sum, q) => sum + q, 0),
      });
      const [members] = await query(
        'SELECT count(*)::int AS members, sum(quantity)::int AS quantity FROM group_purchase_members WHERE group_purchase_id = $1',
        [group!.id],
      );
      expect(members).toEqual({ members: 30, quantity: group!.total_quantity });
    });
  });

  /*
   * Issue 20 item 4 (decision 019), from spec §3 Product: "price per unit … group price per unit", shown
   * in SAR. A group's amounts travel in riyals under their names and as integer halalas under
   * `…Halalas`, the two equal, in every answer with a group. Joining sends a quantity, never an amount.
   */
  describe('amounts on the wire', () => {
    it('answers the group price, the standard price and the delivery fee in riyals and in halalas, equal', async () => {
      const { supplier, productId } = await groupProduct();
      await query('UPDATE products SET price = 1805, group_price = 1505 WHERE id = $1', [productId]);
      await query('UPDATE suppliers SET delivery_fee = 2505 WHERE user_id = $1', [supplier.user.id]);
      const [buyer] = await buyersOf(1);

      const response = await join(buyer!, productId, 20);
      const page = await get<CityGroupPurchase>(buyer!.cookie, `/api/products/${productId}/group-purchase`);
      const [mine] = await get<GroupPurchase[]>(buyer!.cookie, '/api/buyers/me/group-purchases');

      expect(response.statusCode, response.body).toBe(201);
      expect(response.body).toContain('"unitPrice":15.05,');
      for (const group of [response.json<GroupPurchase>(), page.group!, mine!]) {
        expect(group).toMatchObject({
          unitPrice: 15.05,
          unitPriceHalalas: 1_505,
          standardPrice: 18.05,
          standardPriceHalalas: 1_805,
          deliveryFee: 25.05,
          deliveryFeeHalalas: 2_505,
        });
        expect(group.unitPrice).toBe(group.unitPriceHalalas / 100);
      }
    });
  });

  describe('DELETE /api/group-purchases/{id}/membership', () => {
    it('takes the member and its quantity out; the last one leaving cancels the group', async () => {
      const { productId } = await groupProduct();
      const [first, second] = await buyersOf(2);
      const group = await joined(first!, productId, 30);
      await joined(second!, productId, 20);

      const left = await callAs(
        app(),
        'DELETE',
        `/api/group-purchases/${group.id}/membership`,
        second!.cookie,
      );
      expect(left.statusCode, left.body).toBe(200);
      expect(left.json<GroupPurchase>()).toMatchObject({
        status: 'OPEN',
        memberCount: 1,
        totalQuantity: 30,
        myQuantity: null,
      });
      const again = await callAs(
        app(),
        'DELETE',
        `/api/group-purchases/${group.id}/membership`,
        second!.cookie,
      );
      expect(again.statusCode).toBe(404);

      const last = await callAs(
        app(),
        'DELETE',
        `/api/group-purchases/${group.id}/membership`,
        first!.cookie,
      );
      expect(last.json<GroupPurchase>()).toMatchObject({
        status: 'CANCELLED',
        cancelReason: 'NO_MEMBERS',
        memberCount: 0,
      });
      expect(
        (
          await get<{ group: GroupPurchase | null }>(
            first!.cookie,
            `/api/products/${productId}/group-purchase`,
          )
        ).group,
      ).toBeNull();
    });

    it('refuses to leave a completed group', { timeout: 60_000 }, async () => {
      const { productId } = await groupProduct();
      const buyers = await buyersOf(5);
      let group: GroupPurchase | undefined;
      for (const buyer of buyers) group = await joined(buyer, productId, 20);

      const response = await callAs(
        app(),
        'DELETE',
        `/api/group-purchases/${group!.id}/membership`,
        buyers[0]!.cookie,
      );

      expect(response.statusCode).toBe(409);
      expect(errorCodeOf(response)).toBe('GROUP_PURCHASE_CLOSED');
    });
  });

  describe('GET /api/buyers/me/group-purchases', () => {
    it('lists my groups newest first, by status, a page at a time', { timeout: 60_000 }, async () => {
      const [buyer] = await buyersOf(1);
      const products = [await groupProduct(), await groupProduct(), await groupProduct()];
      const groups: GroupPurchase[] = [];
      for (const { productId } of products) groups.push(await joined(buyer!, productId, 20));
      await callAs(app(), 'DELETE', `/api/group-purchases/${groups[0]!.id}/membership`, buyer!.cookie);

      const firstPage = await callAs(app(), 'GET', '/api/buyers/me/group-purchases?limit=1', buyer!.cookie);
      const cursor = firstPage.headers['x-next-cursor'] as string;
      const secondPage = await get<GroupPurchase[]>(
        buyer!.cookie,
        `/api/buyers/me/group-purchases?limit=5&cursor=${encodeURIComponent(cursor)}`,
      );
      const open = await get<GroupPurchase[]>(buyer!.cookie, '/api/buyers/me/group-purchases?status=OPEN');

      expect(firstPage.json<GroupPurchase[]>().map((g) => g.id)).toEqual([groups[2]!.id]);
      // Left groups are no longer mine.
      expect(secondPage.map((g) => g.id)).toEqual([groups[1]!.id]);
      expect(open.map((g) => g.id)).toEqual([groups[2]!.id, groups[1]!.id]);
      expect(open[0]).toMatchObject({ myQuantity: 20, product: { id: products[2]!.productId } });
      const other = (await buyersOf(1))[0]!;
      expect(await get<GroupPurchase[]>(other.cookie, '/api/buyers/me/group-purchases')).toEqual([]);
    });
  });

  describe('GET /api/group-purchases', () => {
    /** A city of its own (letters only, as sign-up asks), so the groups of the other tests stay out. */
    const cityOfItsOwn = () =>
      `Wadi ${randomUUID()
        .replace(/-/g, '')
        .slice(0, 10)
        .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!)}`;

    it(
      "lists the groups open in my city, the soonest deadline first, a page at a time: not another city's, not closed ones",
      { timeout: 60_000 },
      async () => {
        const [city, otherCity] = [cityOfItsOwn(), cityOfItsOwn()];
        const [starter, leaver, looker] = await buyersOf(3, city);
        const [farBuyer] = await buyersOf(1, otherCity);
        const [first, second, left] = [await groupProduct(), await groupProduct(), await groupProduct()];
        const firstGroup = await joined(starter!, first.productId, 20);
        const secondGroup = await joined(starter!, second.productId, 30);
        const leftGroup = await joined(leaver!, left.productId, 20);
        await callAs(app(), 'DELETE', `/api/group-purchases/${leftGroup.id}/membership`, leaver!.cookie);
        const farGroup = await joined(farBuyer!, first.productId, 20);

        const firstPage = await callAs(app(), 'GET', '/api/group-purchases?limit=1', looker!.cookie);
        expect(firstPage.statusCode, firstPage.body).toBe(200);
        const cursor = firstPage.headers['x-next-cursor'] as string;
        const secondPage = await callAs(
          app(),
          'GET',
          `/api/group-purchases?limit=1&cursor=${encodeURIComponent(cursor)}`,
          looker!.cookie,
        );
        const all = await get<GroupPurchase[]>(looker!.cookie, '/api/group-purchases');
        const far = await get<GroupPurchase[]>(farBuyer!.cookie, '/api/group-purchases');

        expect(firstPage.json<GroupPurchase[]>().map((g) => g.id)).toEqual([firstGroup.id]);
        expect(secondPage.json<GroupPurchase[]>().map((g) => g.id)).toEqual([secondGroup.id]);
        expect(secondPage.headers['x-next-cursor']).toBeUndefined();
        // The cancelled group (its last member left) and the other city's group are not listed.
        expect(all.map((g) => g.id)).toEqual([firstGroup.id, secondGroup.id]);
        expect(all[0]).toMatchObject({
          status: 'OPEN',
          isTakingMembers: true,
          memberCount: 1,
          totalQuantity: 20,
          myQuantity: null,
          product: { id: first.productId },
        });
        expect(far.map((g) => g.id)).toEqual([farGroup.id]);
        expect(far[0]).toMatchObject({ myQuantity: 20 });
      },
    );

    it('is for signed-in buyers only, and refuses a malformed cursor', async () => {
      const [buyer] = await buyersOf(1);
      const supplier = await supplierAccount(app());

      const guest = await callAs(app(), 'GET', '/api/group-purchases', undefined);
      const asSupplier = await callAs(app(), 'GET', '/api/group-purchases', supplier.cookie);
      const badCursor = await callAs(app(), 'GET', '/api/group-purchases?cursor=nonsense', buyer!.cookie);

      expect(guest.statusCode).toBe(401);
      expect(asSupplier.statusCode).toBe(403);
      expect(badCursor.statusCode).toBe(400);
      expect(errorCodeOf(badCursor)).toBe('VALIDATION_FAILED');
    });
  });

  describe('cancelExpiredGroups', () => {
    it('cancels a group that missed its deadline, tells its members and charges nobody', async () => {
      const { productId } = await groupProduct();
      const buyers = await buyersOf(4);
      let group: GroupPurchase | undefined;
      for (const buyer of buyers) group = await joined(buyer, productId, 30);
      moveClockPast(group!.deadline);

      // Past its deadline a join is refused before the job has run.
      const late = await join((await buyersOf(1))[0]!, productId, 20);
      expect(late.statusCode).toBe(409);
      expect(errorCodeOf(late)).toBe('GROUP_PURCHASE_CLOSED');
      expect(await app().services.groupPurchases.cancelExpiredGroups()).toBeGreaterThanOrEqual(1);

      expect(await get<GroupPurchase>(buyers[0]!.cookie, `/api/group-purchases/${group!.id}`)).toMatchObject({
        status: 'CANCELLED',
        cancelReason: 'DEADLINE_MISSED',
        memberCount: 4,
      });
      expect(await memberInvoicesOf([group!.id])).toHaveLength(0);
      expect(await stockOf(productId)).toBe(1_000);
      for (const buyer of buyers) {
        expect((await groupStatusesOf(buyer.user.id)).at(-1)).toBe(
          'The group purchase of “قفازات نتريل - علبة 100” was cancelled: it did not reach its target before the deadline. Nobody is charged.',
        );
      }
    });

    it(
      'cancels each expired group once when two nodes run the job at the same time',
      { timeout: 60_000 },
      async () => {
        const { supplier, productId } = await groupProduct();
        const [buyer] = await buyersOf(1);
        // 55 groups of one product in 55 cities (more than one batch), each with one member, all expired.
        const now = clock.now();
        const ids = (
          await query(
            `INSERT INTO group_purchases (product_id, supplier_id, city, city_key, unit_price, standard_price,
             buyers_required, min_quantity, member_count, total_quantity, started_at, deadline)
           SELECT $1, $2, 'City ' || n, 'expired city ' || n || ' ' || $4, 1500, 1800, 5, 100, 1, 20,
                  $3::timestamptz - interval '8 days', $3::timestamptz - interval '1 day'
           FROM generate_series(1, 55) AS n RETURNING id`,
            [productId, supplier.user.id, now, randomUUID()],
          )
        ).map((row) => row.id as string);
        await query(
          `INSERT INTO group_purchase_members (group_purchase_id, buyer_id, quantity, joined_at)
         SELECT unnest($1::uuid[]), $2, 20, $3`,
          [ids, buyer!.user.id, now],
        );
        // A second node: its own pool and its own service, on the same database.
        const secondNode = openPool(testApp.database.url);
        const { services } = app();
        const secondService = createGroupPurchasesService({
          repository: createGroupPurchasesRepository(secondNode.db),
          catalog: services.catalog,
          inventory: services.inventory,
          users: services.users,
          invoices: services.invoices,
          events: services.events,
          clock,
        });

        const due = await query("SELECT id FROM group_purchases WHERE status = 'OPEN' AND deadline <= $1", [
          now,
        ]);

        try {
          const cancelled = await Promise.all([
            services.groupPurchases.cancelExpiredGroups(),
            secondService.cancelExpiredGroups(),
          ]);
          expect(cancelled[0] + cancelled[1]).toBe(due.length);
        } finally {
          await secondNode.pool.end();
        }
        const rows = await query('SELECT status, cancel_reason FROM group_purchases WHERE id = ANY($1)', [
          ids,
        ]);
        expect(
          rows.every((row) => row.status === 'CANCELLED' && row.cancel_reason === 'DEADLINE_MISSED'),
        ).toBe(true);
        const notices = await query(
          `SELECT related_entity_id FROM notifications
         WHERE recipient_id = $1 AND type = 'GROUP_PURCHASE_STATUS' AND related_entity_id = ANY($2)`,
          [buyer!.user.id, ids],
        );
        expect(notices).toHaveLength(55);
        expect(new Set(notices.map((n) => n.related_entity_id)).size).toBe(55);
        expect(await services.groupPurchases.cancelExpiredGroups()).toBe(0);
      },
    );

    it('keeps a group whole when joins race the deadline job: each join is in before it or in a new group', async () => {
      const { productId } = await groupProduct();
      const [first, ...racers] = await buyersOf(5);
      const group = await joined(first!, productId, 20);
      // The job runs on a node whose clock has passed the deadline; the joins still read a time before it.
      const { services } = app();
      const jobNode = createGroupPurchasesService({
        repository: createGroupPurchasesRepository(testApp.database.db),
        catalog: services.catalog,
        inventory: services.inventory,
        users: services.users,
        invoices: services.invoices,
        events: services.events,
        clock: { now: () => new Date(Date.parse(group.deadline) + 60_000) },
      });

      const [joins] = await Promise.all([
        Promise.all(racers.map((racer) => join(racer, productId, 20))),
        jobNode.cancelExpiredGroups(),
      ]);
      // A pass skips a group a join holds (`SKIP LOCKED`); the next minute's pass takes it.
      await jobNode.cancelExpiredGroups();

      expect(joins.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
      const [row] = await query(
        'SELECT status, member_count, total_quantity FROM group_purchases WHERE id = $1',
        [group.id],
      );
      const members = await query(
        'SELECT buyer_id, quantity FROM group_purchase_members WHERE group_purchase_id = $1',
        [group.id],
      );
      expect(row).toEqual({
        status: 'CANCELLED',
        member_count: members.length,
        total_quantity: 20 * members.length,
      });
      // Whoever was in when it was cancelled was told once; whoever came after is in a new open group.
      for (const member of members) {
        const notices = await query(
          `SELECT 1 FROM notifications WHERE recipient_id = $1 AND related_entity_id = $2 AND content_en LIKE '%cancelled%'`,
          [member.buyer_id, group.id],
        );
        expect(notices).toHaveLength(1);
      }
      const after = joins.map((r) => r.json<GroupPurchase>()).filter((g) => g.id !== group.id);
      expect(after.length + members.length - 1).toBe(racers.length);
      expect(after.every((g) => g.status === 'OPEN')).toBe(true);
    });
  });

  /** Waits until `count` sessions wait for a lock (the fifth join blocked on the product row). */
  async function waitForLockWaiters(count: number) {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const [row] = await query(
        "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
      );
      if ((row!.waiting as number) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the join never waited for the product row');
  }
});
