import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ChatMessage, ChatThread } from '../../../contract/chats/chats.schemas.js';
import {
  maxInvoiceTotal,
  type InvoiceCustomer,
  type InvoiceSchema,
} from '../../../contract/invoices/invoices.schemas.js';
import { riyadhPeriodStart } from '../../platform/time/riyadh-time.js';
import { sessionCookieOf, supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { addToCart, callAs, checkout, productOf } from '../../test/checkout.js';
import { pngImage } from '../../test/uploads.js';

type Account = Awaited<ReturnType<typeof verifiedAccount>>;
/** An invoice as it travels (decision 019): each amount in riyals and, exactly, as `…Halalas`. */
type Invoice = z.input<typeof InvoiceSchema>;

/** Time as the app sees it: the real time unless a test fixes it. */
const clock = { fixed: undefined as Date | undefined, now: () => clock.fixed ?? new Date() };

/** A Riyadh calendar day, `days` after the clock's today (noon in Riyadh is the same date in UTC). */
const riyadhDay = (days = 0) =>
  new Date(riyadhPeriodStart('TODAY', clock.now()).getTime() + (days + 0.5) * 86_400_000)
    .toISOString()
    .slice(0, 10);

describe('supplier invoices API', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];

  /** A published service of `supplierId` (one image), made through the listings service. */
  async function serviceOf(supplierId: string, name = 'Fire system maintenance', price = 50_000) {
    const tree = await app().services.categories.listCategoryTree('en');
    const categoryId = tree.find((c) => c.usedFor === 'SERVICE' && c.subcategories.length > 0)!
      .subcategories[0]!.id;
    const { catalog } = app().services;
    const created = await catalog.createService(supplierId, {
      nameEn: name,
      categoryId,
      price,
      isPriceNegotiable: true,
      availability: 'APPOINTMENT',
    });
    await catalog.addImage(supplierId, 'SERVICE', created.id, await pngImage(64, 64));
    await catalog.publish(supplierId, 'SERVICE', created.id);
    return created.id;
  }

  async function openChat(cookie: string, counterpartId: string, mySide: 'BUYER' | 'SUPPLIER' = 'BUYER') {
    const response = await callAs(app(), 'POST', '/api/chats', cookie, { counterpartId, mySide });
    expect([200, 201], response.body).toContain(response.statusCode);
    return response.json<ChatThread>().id;
  }

  /** A supplier with a published service, and a buyer that opened a chat with it. */
  async function dealing() {
    const supplier = await supplierAccount(app());
    const buyer = await verifiedAccount(app());
    const serviceId = await serviceOf(supplier.user.id);
    const threadId = await openChat(buyer.cookie, supplier.user.id);
    return { supplier, buyer, serviceId, threadId };
  }

  /**
   * A FULL invoice body for one item of 1,000 SAR, due for delivery today in Riyadh; `overrides` replace
   * fields. Amounts in halalas go under their `…Halalas` names, as Tawrid's web app sends them: a plain
   * name means riyals (decision 019).
   */
  const invoiceBody = (buyerId: string, listingId: string, overrides: Record<string, unknown> = {}) => ({
    idempotencyKey: randomUUID(),
    buyerId,
    items: [{ listingId, name: 'Fire system maintenance', quantity: 1, unitPriceHalalas: 100_000 }],
    deliveryDate: riyadhDay(),
    paymentTerms: 'FULL',
    ...overrides,
  });

  const create = (cookie: string, body: object) =>
    callAs(app(), 'POST', '/api/suppliers/me/invoices', cookie, body);

  async function created(cookie: string, body: object): Promise<Invoice> {
    const response = await create(cookie, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Invoice>();
  }

  const answer = (cookie: string, id: string, action: 'accept' | 'reject', reason?: string) =>
    callAs(
      app(),
      'POST',
      `/api/buyers/me/invoices/${id}/${action}`,
      cookie,
      action === 'reject' ? { ...(reason === undefined ? {} : { reason }) } : undefined,
    );

  async function get<T>(cookie: string, url: string): Promise<T> {
    const response = await callAs(app(), 'GET', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  const invoiceCount = async (supplierId: string) =>
    (await query('SELECT count(*)::int AS n FROM invoices WHERE supplier_id = $1', [supplierId]))[0]!.n;
  const lastCounter = async (supplierId: string) =>
    (await query('SELECT last_counter FROM invoice_counters WHERE supplier_id = $1', [supplierId]))[0]
      ?.last_counter;

  /** The business switched to its other role; answers the rotated cookie. */
  async function switched(account: Account): Promise<Account> {
    const response = await callAs(app(), 'PATCH', '/api/auth/switch-role', account.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return { ...account, cookie: sessionCookieOf(response) };
  }

  beforeAll(async () => {
    testApp = await createTestApp({}, { clock });
  });
  afterAll(() => testApp.close());

  describe('POST /api/suppliers/me/invoices', () => {
    it('computes VAT per line (half up), the delivery fee line and the totals, and stores it PENDING', async () => {
      const { supplier, buyer, serviceId } = await dealing();
      const productId = await productOf(app(), supplier.user.id, {
        price: 1_000,
        stock: 100,
        name: 'Valves',
      });

      const invoice = await created(
        supplier.cookie,
        invoiceBody(buyer.user.id, serviceId, {
          items: [
            {
              listingId: serviceId,
              name: 'Inspection visit',
              details: '  Two sites  ',
              quantity: 1,
              unitPriceHalalas: 10,
            },
            { listingId: productId, name: 'Valves', quantity: 1, unitPriceHalalas: 10 },
            {
              listingId: productId,
              name: 'Valves, large',
              details: '',
              quantity: 3,
              unitPriceHalalas: 1_001,
            },
          ],
          deliveryFeeHalalas: 2_500,
          deliveryDate: riyadhDay(7),
          notes: 'As agreed in chat',
          terms: 'Net on delivery',
        }),
      );

      // 0.15 SAR of VAT on each 0.10 line rounds up to 0.02 (0.04 together, where 0.20 at once gives
      // 0.03); 4.5045 SAR on 30.03 rounds down to 4.50; the delivery fee is a line of its own.
      expect(invoice.lines).toMatchObject([
        {
          listingId: serviceId,
          description: 'Inspection visit',
          details: 'Two sites',
          quantity: 1,
          unitPriceHalalas: 10,
          netHalalas: 10,
          vatHalalas: 2,
          totalHalalas: 12,
        },
        {
          listingId: productId,
          description: 'Valves',
          details: null,
          quantity: 1,
          unitPriceHalalas: 10,
          netHalalas: 10,
          vatHalalas: 2,
          totalHalalas: 12,
        },
        {
          listingId: productId,
          description: 'Valves, large',
          details: null,
          quantity: 3,
          unitPriceHalalas: 1_001,
          netHalalas: 3_003,
          vatHalalas: 450,
          totalHalalas: 3_453,
        },
        {
          listingId: null,
          description: 'رسوم التوصيل / Delivery fee',
          details: null,
          quantity: 1,
          unitPriceHalalas: 2_500,
          netHalalas: 2_500,
          vatHalalas: 375,
          totalHalalas: 2_875,
        },
      ]);
      expect(invoice).toMatchObject({
        counter: 1,
        number: 'INV-000001',
        previousHash: createHash('sha256').update('0').digest('base64'),
        kind: 'PRODUCT',
        status: 'PENDING',
        subtotalHalalas: 5_523,
        vatHalalas: 829,
        totalHalalas: 6_352,
        orderId: null,
        orderNumber: null,
        paymentTerms: 'FULL',
        upfrontAmountHalalas: null,
        paidAmountHalalas: 0,
        dueInstallment: null,
        deliveryDate: riyadhDay(7),
        notes: 'As agreed in chat',
        terms: 'Net on delivery',
        rejectionReason: null,
        acceptedAt: null,
        rejectedAt: null,
        payments: [],
        seller: { userId: supplier.user.id, businessName: supplier.body.businessName },
        buyer: { userId: buyer.user.id, businessName: buyer.body.businessName, vatNumber: null },
      });
      expect(await get<Invoice>(buyer.cookie, `/api/buyers/me/invoices/${invoice.id}`)).toEqual(invoice);
    });

    it('is a SERVICE invoice when every item is a service', async () => {
      const { supplier, buyer, serviceId } = await dealing();
      const other = await serviceOf(supplier.user.id, 'Training session');

      const invoice = await created(
        supplier.cookie,
        invoiceBody(buyer.user.id, serviceId, {
          items: [
            { listingId: serviceId, name: 'Maintenance', quantity: 2, unitPriceHalalas: 20_000 },
            { listingId: other, name: 'Training', quantity: 1, unitPriceHalalas: 5_000 },
          ],
        }),
      );

      expect(invoice.kind).toBe('SERVICE');
    });

    it('takes an upfront amount of exactly 30% of the total and refuses one halala more', async () => {
      const { supplier, buyer, serviceId } = await dealing();
      // 1,000.00 SAR + 150.00 VAT: at most 345.00 upfront.
      const partial = (upfrontAmount: number | undefined) =>
        invoiceBody(buyer.user.id, serviceId, {
          paymentTerms: 'PARTIAL',
          upfrontAmountHalalas: upfrontAmount,
        });

      const above = await create(supplier.cookie, partial(34_501));
      const missing = await create(supplier.cookie, partial(undefined));
      const exact = await create(supplier.cookie, partial(34_500));

      expect(above.statusCode).toBe(400);
      expect(above.json().error).toMatchObject({
        code: 'UPFRONT_ABOVE_LIMIT',
        details: { issues: [{ path: 'body.upfrontAmount' }] },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toMatchObject({
        code: 'FIELD_REQUIRED',
        details: { issues: [{ path: 'body.upfrontAmount' }] },
      });
      expect(exact.statusCode, exact.body).toBe(201);
      expect(exact.json<Invoice>()).toMatchObject({
        totalHalalas: 115_000,
        paymentTerms: 'PARTIAL',
        upfrontAmountHalalas: 34_500,
        counter: 1,
      });
    });

    it('ignores an upfront amount with FULL terms', async () => {
      const { supplier, buyer, serviceId } = await dealing();

      const invoice = await created(
        supplier.cookie,
        invoiceBody(buyer.user.id, serviceId, { upfrontAmountHalalas: 1_000 }),
      );

      expect(invoice).toMatchObject({
        paymentTerms: 'FULL',
        upfrontAmount: null,
        upfrontAmountHalalas: null,
      });
    });

    it('takes amounts in riyals, checks the 30% on halalas, and answers each amount in both forms (decision 019)', async () => {
      const { supplier, buyer, serviceId } = await dealing();
      // 2 × 1,234.50 SAR and a 25.00 SAR delivery fee, 2,868.10 SAR with VAT: at most 860.43 upfront.
      const inRiyals = (upfrontAmount: number) =>
        invoiceBody(buyer.user.id, serviceId, {
          items: [{ listingId: serviceId, name: 'Maintenance visit', quantity: 2, unitPrice: 1234.5 }],
          deliveryFee: 25,
          paymentTerms: 'PARTIAL',
          upfrontAmount,
        });

      const above = await create(supplier.cookie, inRiyals(860.44));
      const finerThanAHalala = await create(supplier.cookie, inRiyals(860.425));
      const invoice = await created(supplier.cookie, inRiyals(860.43));

      expect(above.json().error).toMatchObject({
        code: 'UPFRONT_ABOVE_LIMIT',
        details: { issues: [{ path: 'body.upfrontAmount' }] },
      });
      expect(finerThanAHalala.json().error).toMatchObject({
        code: 'AMOUNT_INVALID',
        details: { issues: [{ path: 'body.upfrontAmount' }] },
      });
      expect(invoice).toMatchObject({
        subtotal: 2494,
        subtotalHalalas: 249_400,
        vat: 374.1,
        vatHalalas: 37_410,
        total: 2868.1,
        totalHalalas: 286_810,
        upfrontAmount: 860.43,
        upfrontAmountHalalas: 86_043,
        paidAmount: 0,
        paidAmountHalalas: 0,
      });
      expect(invoice.lines).toMatchObject([
        { unitPrice: 1234.5, unitPriceHalalas: 123_450, net: 2469, netHalalas: 246_900 },
        { unitPrice: 25, unitPriceHalalas: 2_500, vat: 3.75, vatHalalas: 375 },
      ]);
      for (const line of invoice.lines) {
        expect([line.unitPrice, line.net, line.vat, line.total]).toEqual(
          [line.unitPriceHalalas, line.netHalalas, line.vatHalalas, line.totalHalalas].map((h) => h / 100),
        );
      }
      const accepted = await answer(buyer.cookie, invoice.id, 'accept');
      expect(accepted.json<Invoice>().dueInstallment).toEqual({
        installment: 'UPFRONT',
        amount: 860.43,
        amountHalalas: 86_043,
      });
      // Tawrid keeps halalas.
      expect(
        await query('SELECT subtotal, vat, total, upfront_amount FROM invoices WHERE id = $1', [invoice.id]),
      ).toEqual([{ subtotal: 249_400, vat: 37_410, total: 286_810, upfront_amount: 86_043 }]);
    });

    it('documents the amounts in the OpenAPI document: riyals and …Halalas, in the body and the invoice', async () => {
      const route = (await callAs(app(), 'GET', '/api/docs/json')).json().paths['/api/suppliers/me/invoices']
        .post;
      const body = route.requestBody.content['application/json'].schema;
      const invoice = route.responses['201'].content['application/json'].schema;

      for (const [schema, keys] of [
        [body, ['deliveryFee', 'upfrontAmount']],
        [body.properties.items.items, ['unitPrice']],
        [invoice, ['subtotal', 'vat', 'total', 'upfrontAmount', 'paidAmount']],
        [invoice.properties.lines.items, ['unitPrice', 'net', 'vat', 'total']],
      ] as const) {
        for (const key of keys) {
          expect(JSON.stringify(schema.properties[key]), key).toContain('SAR, at most two decimals');
          expect(schema.properties[`${key}Halalas`], `${key}Halalas`).toBeDefined();
        }
      }
      expect(invoice.properties.totalHalalas).toMatchObject({ type: 'integer' });
    });

    it('refuses a total above 10,000,000 SAR with INVOICE_TOTAL_TOO_LARGE', async () => {
      const { supplier, buyer, serviceId } = await dealing();

      const response = await create(
        supplier.cookie,
        invoiceBody(buyer.user.id, serviceId, {
          items: [{ listingId: serviceId, name: 'Plant', quantity: 1, unitPriceHalalas: maxInvoiceTotal }],
        }),
      );

      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('INVOICE_TOTAL_TOO_LARGE');
      expect(await invoiceCount(supplier.user.id)).toBe(0);
    });

    it('refuses a listing of another supplier, an unpublished one and a deleted one with LISTING_NOT_FOUND', async () => {
      const { supplier, buyer, serviceId } = await dealing();
      const otherSupplier = await supplierAccount(app());
      const foreign = await serviceOf(otherSupplier.user.id);
      const unpublished = await serviceOf(supplier.user.id, 'Unpublished service');
      await app().services.catalog.unpublish(supplier.user.id, 'SERVICE', unpublished);
      const deleted = await productOf(app(), supplier.user.id, { price: 1_000, stock: 10, name: 'Gone' });
      await app().services.catalog.remove(supplier.user.id, 'PRODUCT', deleted);

      const answers = await Promise.all(
        [foreign, unpublished, deleted].map((listingId) =>
          create(
            supplier.cookie,
            invoiceBody(buyer.user.id, serviceId, {
              items: [
                { listingId: serviceId, name: 'Mine', quantity: 1, unitPriceHalalas: 1_000 },
                { listingId, name: 'Not mine to sell', quantity: 1, unitPriceHalalas: 1_000 },
              ],
            }),
          ),
        ),
      );

      for (const response of answers) {
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'LISTING_NOT_FOUND',
          details: { field: 'items.1.listingId' },
        });
      }
      expect(await invoiceCount(supplier.user.id)).toBe(0);
    });

    it('refuses a buyer the supplier has neither chatted with nor sold to, and itself', async () => {
      const { supplier, serviceId } = await dealing();
      const stranger = await verifiedAccount(app());

      const unknown = await create(supplier.cookie, invoiceBody(stranger.user.id, serviceId));
      const missing = await create(supplier.cookie, invoiceBody(randomUUID(), serviceId));
      const self = await create(supplier.cookie, invoiceBody(supplier.user.id, serviceId));

      for (const response of [unknown, missing]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'INVOICE_BUYER_UNKNOWN',
          details: { field: 'buyerId' },
        });
      }
      expect(self.statusCode).toBe(400);
      expect(self.json().error).toMatchObject({ code: 'INVOICE_TO_SELF', details: { field: 'buyerId' } });
      expect(await invoiceCount(supplier.user.id)).toBe(0);
    });

    it('takes a buyer the supplier has sold to without a chat', async () => {
      const supplier = await supplierAccount(app());
      const productId = await productOf(app(), supplier.user.id, { price: 1_000, stock: 100 });
      const buyer = await verifiedAccount(app());
      await addToCart(app(), buyer.cookie, productId, 10);
      expect((await checkout(app(), buyer.cookie)).statusCode).toBe(201);

      const invoice = await created(supplier.cookie, invoiceBody(buyer.user.id, productId));

      // The order's own invoice took number 1.
      expect(invoice).toMatchObject({ kind: 'PRODUCT', counter: 2, buyer: { userId: buyer.user.id } });
    });

    it('refuses a delivery date before today in Riyadh, by the server clock', async () => {
      const { supplier, buyer, serviceId } = await dealing();
      // 00:30 in Riyadh is still the day before in UTC.
      clock.fixed = new Date(riyadhPeriodStart('TODAY', new Date()).getTime() + 30 * 60_000);
      try {
        const yesterday = await create(
          supplier.cookie,
          invoiceBody(buyer.user.id, serviceId, { deliveryDate: riyadhDay(-1) }),
        );
        const today = await create(supplier.cookie, invoiceBody(buyer.user.id, serviceId));

        expect(clock.now().toISOString().slice(0, 10)).toBe(riyadhDay(-1));
        expect(yesterday.statusCode).toBe(400);
        expect(yesterday.json().error).toMatchObject({
          code: 'DELIVERY_DATE_PAST',
          details: { field: 'deliveryDate' },
        });
        expect(today.statusCode, today.body).toBe(201);
        expect(today.json<Invoice>().deliveryDate).toBe(riyadhDay());
      } finally {
        clock.fixed = undefined;
      }
    });

    it('answers the invoice already issued for a repeated key (200), taking one number', async () => {
      const { supplier, buyer, serviceId } = await dealing();
      const body = invoiceBody(buyer.user.id, serviceId);

      const first = await create(supplier.cookie, body);
      const again = await create(supplier.cookie, { ...body, notes: 'changed' });

      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await invoiceCount(supplier.user.id)).toBe(1);
      expect(await lastCounter(supplier.user.id)).toBe(1);
    });

    it('issues one invoice for parallel submits of one key, and the next one takes number 2', async () => {
      const { supplier, buyer, serviceId } = await dealing();
      const body = invoiceBody(buyer.user.id, serviceId);

      const answers = await Promise.all([1, 2, 3].map(() => create(supplier.cookie, body)));
      const next = await created(supplier.cookie, invoiceBody(buyer.user.id, serviceId));

      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
      expect(new Set(answers.map((r) => r.json<Invoice>().id)).size).toBe(1);
      expect(next.counter).toBe(2);
      expect(await invoiceCount(supplier.user.id)).toBe(2);
      const told = await query(
        `SELECT count(*)::int AS n FROM notifications WHERE recipient_id = $1 AND type = 'NEW_INVOICE'`,
        [buyer.user.id],
      );
      expect(told[0]!.n).toBe(2);
    });

    it(
      'numbers parallel invoices of one supplier 1..10 without gaps, each chained to the previous',
      { timeout: 60_000 },
      async () => {
        const { supplier, buyer, serviceId } = await dealing();

        const answers = await Promise.all(
          Array.from({ length: 10 }, () => create(supplier.cookie, invoiceBody(buyer.user.id, serviceId))),
        );

        expect(answers.map((r) => r.statusCode)).toEqual(Array<number>(10).fill(201));
        const rows = await query(
          'SELECT counter, hash, previous_hash FROM invoices WHERE supplier_id = $1 ORDER BY counter',
          [supplier.user.id],
        );
        expect(rows.map((row) => row.counter)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        expect(rows[0]!.previous_hash).toBe(createHash('sha256').update('0').digest('base64'));
        for (let n = 1; n < rows.length; n += 1) expect(rows[n]!.previous_hash).toBe(rows[n - 1]!.hash);
        expect(
          await query('SELECT last_counter, last_hash FROM invoice_counters WHERE supplier_id = $1', [
            supplier.user.id,
          ]),
        ).toEqual([{ last_counter: 10, last_hash: rows[9]!.hash }]);
      },
    );

    it('tells the buyer with NEW_INVOICE', async () => {
      const { supplier, buyer, serviceId } = await dealing();

      const invoice = await created(supplier.cookie, invoiceBody(buyer.user.id, serviceId));

      const told = await query(
        `SELECT * FROM notifications WHERE recipient_id = $1 AND type = 'NEW_INVOICE'`,
        [buyer.user.id],
      );
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        sender_id: supplier.user.id,
        related_entity_type: 'INVOICE',
        related_entity_id: invoice.id,
        title_en: 'New invoice #INV-000001',
      });
    });

    it('answers 403 to a business in its buyer role and 401 without a session', async () => {
      const { buyer, serviceId } = await dealing();

      const asBuyer = await create(buyer.cookie, invoiceBody(buyer.user.id, serviceId));
      const anonymous = await callAs(
        app(),
        'POST',
        '/api/suppliers/me/invoices',
        undefined,
        invoiceBody(buyer.user.id, serviceId),
      );

      expect(asBuyer.statusCode).toBe(403);
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('posting in the chat', () => {
    it('posts the invoice in the chat as a message of its reference alone, seen by both', async () => {
      const { supplier, buyer, serviceId, threadId } = await dealing();

      const invoice = await created(
        supplier.cookie,
        invoiceBody(buyer.user.id, serviceId, { chatId: threadId }),
      );

      const reference = {
        type: 'INVOICE',
        id: invoice.id,
        nameAr: 'INV-000001',
        nameEn: 'INV-000001',
        imageUrl: null,
      };
      for (const account of [buyer, supplier]) {
        const [message] = await get<ChatMessage[]>(account.cookie, `/api/chats/${threadId}/messages`);
        expect(message).toMatchObject({ senderId: supplier.user.id, text: '', image: null, reference });
        const thread = await get<ChatThread>(account.cookie, `/api/chats/${threadId}`);
        expect(thread.lastMessage).toMatchObject({ reference });
      }
      const events = await query(
        `SELECT user_id FROM stream_events WHERE type = 'CHAT_MESSAGE' AND user_id IN ($1, $2)`,
        [buyer.user.id, supplier.user.id],
      );
      expect(events.map((row) => row.user_id).sort()).toEqual([buyer.user.id, supplier.user.id].sort());
    });

    it('posts in a thread the supplier opened as the supplier side too', async () => {
      const supplier = await supplierAccount(app());
      const buyer = await verifiedAccount(app());
      const serviceId = await serviceOf(supplier.user.id);
      const threadId = await openChat(supplier.cookie, buyer.user.id, 'SUPPLIER');

      const invoice = await created(
        supplier.cookie,
        invoiceBody(buyer.user.id, serviceId, { chatId: threadId }),
      );

      const [message] = await get<ChatMessage[]>(buyer.cookie, `/api/chats/${threadId}/messages`);
      expect(message!.reference).toMatchObject({ type: 'INVOICE', id: invoice.id });
    });

    it('refuses a thread that is not between the supplier and the buyer, and issues nothing', async () => {
      const { supplier, buyer, serviceId } = await dealing();
      const otherBuyer = await verifiedAccount(app());
      const theirThread = await openChat(otherBuyer.cookie, supplier.user.id);
      const otherSupplier = await supplierAccount(app());
      const strangersThread = await openChat(buyer.cookie, otherSupplier.user.id);

      const answers = await Promise.all(
        [theirThread, strangersThread, randomUUID()].map((chatId) =>
          create(supplier.cookie, invoiceBody(buyer.user.id, serviceId, { chatId })),
        ),
      );

      for (const response of answers) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', details: { field: 'chatId' } });
      }
      expect(await invoiceCount(supplier.user.id)).toBe(0);
      expect(await lastCounter(supplier.user.id)).toBeUndefined();
      expect(
        await query(
          `SELECT count(*)::int AS n FROM notifications WHERE recipient_id = $1 AND type = 'NEW_INVOICE'`,
          [buyer.user.id],
        ),
      ).toEqual([{ n: 0 }]);
    });

    it('shows no reference for an invoice in a thread of other businesses', async () => {
      const { supplier, buyer, serviceId } = await dealing();
      const invoice = await created(supplier.cookie, invoiceBody(buyer.user.id, serviceId));
      const other = await verifiedAccount(app());
      const otherThread = await openChat(other.cookie, supplier.user.id);
      await query(
        `INSERT INTO chat_messages (thread_id, sender_id, text, reference_type, reference_id)
         VALUES ($1, $2, '', 'INVOICE', $3)`,
        [otherThread, supplier.user.id, invoice.id],
      );

      const [message] = await get<ChatMessage[]>(other.cookie, `/api/chats/${otherThread}/messages`);

      expect(message!.reference).toBeNull();
    });
  });

  describe('accepting and rejecting', () => {
    /** A pending invoice of a new supplier to a new buyer. */
    async function pendingInvoice(overrides: Record<string, unknown> = {}) {
      const deal = await dealing();
      const invoice = await created(
        deal.supplier.cookie,
        invoiceBody(deal.buyer.user.id, deal.serviceId, overrides),
      );
      return { ...deal, invoice };
    }

    it('accepts a pending invoice once: then the whole total is due, and it cannot be rejected', async () => {
      const { buyer, invoice } = await pendingInvoice();

      const accepted = await answer(buyer.cookie, invoice.id, 'accept');
      const rejected = await answer(buyer.cookie, invoice.id, 'reject');

      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json<Invoice>()).toMatchObject({
        status: 'ACCEPTED',
        acceptedAt: expect.any(String),
        rejectedAt: null,
        dueInstallment: { installment: 'FULL', amountHalalas: 115_000 },
      });
      expect(rejected.statusCode).toBe(409);
      expect(rejected.json().error.code).toBe('INVOICE_TRANSITION_NOT_ALLOWED');
      expect((await get<Invoice>(buyer.cookie, `/api/buyers/me/invoices/${invoice.id}`)).status).toBe(
        'ACCEPTED',
      );
    });

    it('makes the upfront amount due first on an accepted PARTIAL invoice', async () => {
      const { buyer, invoice } = await pendingInvoice({
        paymentTerms: 'PARTIAL',
        upfrontAmountHalalas: 20_000,
      });

      const accepted = await answer(buyer.cookie, invoice.id, 'accept');

      expect(accepted.json<Invoice>().dueInstallment).toEqual({
        installment: 'UPFRONT',
        amount: 200,
        amountHalalas: 20_000,
      });
    });

    it('rejects with the reason, or none when empty; a rejected invoice cannot be accepted', async () => {
      const first = await pendingInvoice();
      const second = await pendingInvoice();

      const withReason = await answer(first.buyer.cookie, first.invoice.id, 'reject', '  Price too high  ');
      const withoutReason = await answer(second.buyer.cookie, second.invoice.id, 'reject', '');
      const acceptedAfter = await answer(first.buyer.cookie, first.invoice.id, 'accept');

      expect(withReason.statusCode, withReason.body).toBe(200);
      expect(withReason.json<Invoice>()).toMatchObject({
        status: 'REJECTED',
        rejectionReason: 'Price too high',
        rejectedAt: expect.any(String),
        acceptedAt: null,
        dueInstallment: null,
        number: 'INV-000001',
      });
      expect(withoutReason.json<Invoice>()).toMatchObject({ status: 'REJECTED', rejectionReason: null });
      expect(acceptedAfter.statusCode).toBe(409);
      expect(acceptedAfter.json().error.code).toBe('INVOICE_TRANSITION_NOT_ALLOWED');
    });

    it('lets exactly one of two parallel accepts through', async () => {
      const { buyer, supplier, invoice } = await pendingInvoice();

      const answers = await Promise.all([1, 2].map(() => answer(buyer.cookie, invoice.id, 'accept')));

      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const told = await query(
        `SELECT * FROM notifications WHERE recipient_id = $1 AND type = 'INVOICE_STATUS'`,
        [supplier.user.id],
      );
      expect(told).toHaveLength(1);
    });

    it('tells the supplier with INVOICE_STATUS when the buyer accepts or rejects', async () => {
      const accepted = await pendingInvoice();
      const rejected = await pendingInvoice();

      await answer(accepted.buyer.cookie, accepted.invoice.id, 'accept');
      await answer(rejected.buyer.cookie, rejected.invoice.id, 'reject', 'Not needed');

      for (const [deal, word] of [
        [accepted, 'accepted'],
        [rejected, 'rejected'],
      ] as const) {
        const told = await query(
          `SELECT * FROM notifications WHERE recipient_id = $1 AND type = 'INVOICE_STATUS'`,
          [deal.supplier.user.id],
        );
        expect(told).toHaveLength(1);
        expect(told[0]).toMatchObject({
          sender_id: deal.buyer.user.id,
          sender_name: deal.buyer.body.businessName,
          related_entity_type: 'INVOICE',
          related_entity_id: deal.invoice.id,
          title_en: 'Invoice #INV-000001 update',
          content_en: `Invoice #INV-000001 is now ${word}.`,
        });
      }
    });

    it('lets only its buyer answer: 404 to another business, 403 to the supplier role, nothing changes', async () => {
      const { supplier, invoice } = await pendingInvoice();
      const third = await verifiedAccount(app());

      const inSupplierRole = await answer(supplier.cookie, invoice.id, 'accept');
      const supplierAsBuyer = await switched(supplier);
      const answers = await Promise.all([
        answer(third.cookie, invoice.id, 'accept'),
        answer(third.cookie, invoice.id, 'reject'),
        answer(supplierAsBuyer.cookie, invoice.id, 'accept'),
        answer(third.cookie, randomUUID(), 'accept'),
        answer(third.cookie, 'not-an-id', 'accept'),
      ]);

      expect(inSupplierRole.statusCode).toBe(403);
      expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
      expect(await query('SELECT status FROM invoices WHERE id = $1', [invoice.id])).toEqual([
        { status: 'PENDING' },
      ]);
    });

    it('refuses a reason over 500 characters', async () => {
      const { buyer, invoice } = await pendingInvoice();

      const response = await answer(buyer.cookie, invoice.id, 'reject', 'x'.repeat(501));

      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('TEXT_TOO_LONG');
    });
  });

  describe('reading', () => {
    it('shows the invoice to its buyer and issuing supplier only', async () => {
      const { supplier, buyer, serviceId } = await dealing();
      const invoice = await created(supplier.cookie, invoiceBody(buyer.user.id, serviceId));
      const otherSupplier = await supplierAccount(app());
      const otherBuyer = await verifiedAccount(app());

      const answers = await Promise.all([
        callAs(app(), 'GET', `/api/suppliers/me/invoices/${invoice.id}`, otherSupplier.cookie),
        callAs(app(), 'GET', `/api/buyers/me/invoices/${invoice.id}`, otherBuyer.cookie),
        callAs(app(), 'GET', `/api/suppliers/me/invoices/${invoice.id}`, supplier.cookie),
        callAs(app(), 'GET', `/api/buyers/me/invoices/${invoice.id}`, buyer.cookie),
      ]);

      expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 200, 200]);
      expect(await get<Invoice[]>(otherSupplier.cookie, '/api/suppliers/me/invoices')).toEqual([]);
      expect((await get<Invoice[]>(buyer.cookie, '/api/buyers/me/invoices')).map((i) => i.id)).toEqual([
        invoice.id,
      ]);
    });

    it('filters the lists by kind and status', async () => {
      const { supplier, buyer, serviceId } = await dealing();
      const productId = await productOf(app(), supplier.user.id, { price: 1_000, stock: 100 });
      const ofService = await created(supplier.cookie, invoiceBody(buyer.user.id, serviceId));
      const ofProduct = await created(supplier.cookie, invoiceBody(buyer.user.id, productId));
      await answer(buyer.cookie, ofProduct.id, 'accept');

      const ids = async (cookie: string, url: string) => (await get<Invoice[]>(cookie, url)).map((i) => i.id);

      expect(await ids(supplier.cookie, '/api/suppliers/me/invoices?kind=SERVICE')).toEqual([ofService.id]);
      expect(await ids(supplier.cookie, '/api/suppliers/me/invoices?kind=PRODUCT')).toEqual([ofProduct.id]);
      expect(await ids(supplier.cookie, '/api/suppliers/me/invoices?kind=ORDER')).toEqual([]);
      expect(await ids(buyer.cookie, '/api/buyers/me/invoices?status=ACCEPTED')).toEqual([ofProduct.id]);
      expect(await ids(buyer.cookie, '/api/buyers/me/invoices?status=PENDING&kind=SERVICE')).toEqual([
        ofService.id,
      ]);
    });

    it('lists the installments received, oldest first, and only paid ones', async () => {
      const { supplier, buyer, serviceId } = await dealing();
      const invoice = await created(
        supplier.cookie,
        invoiceBody(buyer.user.id, serviceId, { paymentTerms: 'PARTIAL', upfrontAmountHalalas: 30_000 }),
      );
      const pay = (status: string, installment: string, amount: number, settledAt: string | null) =>
        query(
          `INSERT INTO payments (buyer_id, idempotency_key, status, amount, provider, invoice_id, installment, settled_at)
           VALUES ($1, gen_random_uuid(), $2, $3, 'sandbox', $4, $5, $6)`,
          [buyer.user.id, status, amount, invoice.id, installment, settledAt],
        );
      // What the payments module records when installments settle (decision 013).
      await pay('PAID', 'REMAINDER', 85_000, '2026-02-02T10:00:00Z');
      await pay('PAID', 'UPFRONT', 30_000, '2026-02-01T10:00:00Z');
      await pay('FAILED', 'REMAINDER', 85_000, '2026-02-01T11:00:00Z');
      await pay('PENDING', 'REMAINDER', 85_000, null);

      const shown = await get<Invoice>(buyer.cookie, `/api/buyers/me/invoices/${invoice.id}`);

      expect(shown.payments).toEqual([
        {
          installment: 'UPFRONT',
          amount: 300,
          amountHalalas: 30_000,
          paidAt: '2026-02-01T10:00:00.000Z',
          paidBy: null,
        },
        {
          installment: 'REMAINDER',
          amount: 850,
          amountHalalas: 85_000,
          paidAt: '2026-02-02T10:00:00.000Z',
          paidBy: null,
        },
      ]);
    });
  });

  describe('GET /api/suppliers/me/customers', () => {
    it('lists the businesses the supplier chatted with or sold to, by business name, with a name search', async () => {
      const supplier = await supplierAccount(app());
      const productId = await productOf(app(), supplier.user.id, { price: 1_000, stock: 100 });
      const chattedFirst = await verifiedAccount(app(), { businessName: 'مؤسسة البناء الحديث' });
      const chattedSecond = await verifiedAccount(app(), {
        businessName: 'مؤسسة التقنية المتقدمة',
        name: 'Yousef Al-Ghamdi',
      });
      const soldTo = await verifiedAccount(app(), { businessName: 'مؤسسة الأمل التجارية', city: 'جدة' });
      const stranger = await verifiedAccount(app(), { businessName: 'مؤسسة البناء الأخرى' });
      await openChat(chattedFirst.cookie, supplier.user.id);
      await openChat(supplier.cookie, chattedSecond.user.id, 'SUPPLIER');
      await addToCart(app(), soldTo.cookie, productId, 10);
      expect((await checkout(app(), soldTo.cookie)).statusCode).toBe(201);
      const otherSupplier = await supplierAccount(app());
      await openChat(stranger.cookie, otherSupplier.user.id);

      const all = await get<InvoiceCustomer[]>(supplier.cookie, '/api/suppliers/me/customers');
      const byBusiness = await get<InvoiceCustomer[]>(
        supplier.cookie,
        `/api/suppliers/me/customers?q=${encodeURIComponent('البناء')}`,
      );
      const byPerson = await get<InvoiceCustomer[]>(supplier.cookie, '/api/suppliers/me/customers?q=yOUSEF');
      const limited = await get<InvoiceCustomer[]>(supplier.cookie, '/api/suppliers/me/customers?limit=1');

      expect(all).toEqual([
        { userId: soldTo.user.id, businessName: 'مؤسسة الأمل التجارية', name: 'Sara Al-Harbi', city: 'جدة' },
        {
          userId: chattedFirst.user.id,
          businessName: 'مؤسسة البناء الحديث',
          name: 'Sara Al-Harbi',
          city: 'الرياض',
        },
        {
          userId: chattedSecond.user.id,
          businessName: 'مؤسسة التقنية المتقدمة',
          name: 'Yousef Al-Ghamdi',
          city: 'الرياض',
        },
      ]);
      expect(byBusiness.map((c) => c.userId)).toEqual([chattedFirst.user.id]);
      expect(byPerson.map((c) => c.userId)).toEqual([chattedSecond.user.id]);
      expect(limited.map((c) => c.userId)).toEqual([soldTo.user.id]);
      expect(
        (await get<InvoiceCustomer[]>(otherSupplier.cookie, '/api/suppliers/me/customers')).map(
          (c) => c.userId,
        ),
      ).toEqual([stranger.user.id]);
    });

    it('answers 403 in the buyer role', async () => {
      const buyer = await verifiedAccount(app());

      const response = await callAs(app(), 'GET', '/api/suppliers/me/customers', buyer.cookie);

      expect(response.statusCode).toBe(403);
    });
  });
});
