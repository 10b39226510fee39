import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { InvoiceSchema } from '../../../contract/invoices/invoices.schemas.js';
import { CardFieldsSchema, type PaymentResultSchema } from '../../../contract/payments/payments.schemas.js';
import type { PlanSchema } from '../../../contract/plans/plans.schemas.js';
import { openPool } from '../../platform/db/database.js';
import { supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { callAs, chargeIdOf, testCards } from '../../test/checkout.js';
import { pngImage } from '../../test/uploads.js';
import { createPlansRepository } from './plans.repository.js';
import { createPlansService, platformAccountId } from './plans.service.js';

type Supplier = Awaited<ReturnType<typeof supplierAccount>>;
/** Answers as they travel: each amount in riyals and, as `…Halalas`, in halalas (decision 019). */
type Plan = z.input<typeof PlanSchema>;
type PaymentResult = z.input<typeof PaymentResultSchema>;
type Invoice = z.input<typeof InvoiceSchema>;

const dayMs = 24 * 60 * 60 * 1000;

/** Decision 016: supplier plans through the HTTP API on a real database, with an injected clock. */
describe('plans API', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];
  const errorCodeOf = (response: { json<T>(): T }) => response.json<{ error: { code: string } }>().error.code;

  async function get<T>(cookie: string | undefined, url: string): Promise<T> {
    const response = await callAs(app(), 'GET', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }
  const planOf = (supplier: Supplier) => get<Plan>(supplier.cookie, '/api/suppliers/me/plan');

  async function startTrial(supplier: Supplier): Promise<Plan> {
    const response = await callAs(app(), 'POST', '/api/suppliers/me/plan/trial', supplier.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Plan>();
  }

  /** Pays a Premium month with a test card (approved at once: no 3-D Secure) and confirms it. */
  async function upgrade(supplier: Supplier, card = testCards.approve): Promise<PaymentResult> {
    const response = await callAs(app(), 'POST', '/api/suppliers/me/plan/upgrade', supplier.cookie, {
      idempotencyKey: randomUUID(),
      card,
    });
    expect([200, 201], response.body).toContain(response.statusCode);
    const { redirectUrl } = response.json<{ redirectUrl: string }>();
    expect(new URL(redirectUrl).pathname).toBe('/supplier/payment/callback');
    const confirmed = await callAs(app(), 'POST', '/api/payments/confirm', supplier.cookie, {
      chargeId: chargeIdOf(redirectUrl),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return confirmed.json<PaymentResult>();
  }

  /** `count` published products of the supplier, named `<prefix> n`. */
  async function products(supplier: Supplier, count: number, prefix: string): Promise<string[]> {
    const tree = await app().services.categories.listCategoryTree('en');
    const categoryId = tree.find((c) => c.usedFor === 'PRODUCT')!.subcategories[0]!.id;
    const { catalog } = app().services;
    const image = await pngImage(64, 64);
    const ids: string[] = [];
    for (let n = 1; n <= count; n += 1) {
      const product = await catalog.createProduct(supplier.user.id, {
        nameEn: `${prefix} ${n}`,
        descriptionEn: '',
        categoryId,
        price: 1_000,
        caseQuantity: 1,
        minOrderQuantity: 1,
        maxOrderQuantity: null,
        stock: 50,
        isGroupPurchaseEnabled: false,
        groupMinQuantity: null,
        groupDeadlineDays: null,
        groupPrice: null,
      });
      await catalog.addImage(supplier.user.id, 'PRODUCT', product.id, image);
      await catalog.publish(supplier.user.id, 'PRODUCT', product.id);
      ids.push(product.id);
    }
    return ids;
  }

  /** Whether a buyer finds the product: its page, a search for its name, and the supplier's storefront. */
  async function buyerSees(productId: string, name: string, supplierId: string) {
    const page = await callAs(app(), 'GET', `/api/products/${productId}`);
    const search = await callAs(app(), 'GET', `/api/search/products?q=${encodeURIComponent(name)}`);
    const storefront = await callAs(app(), 'GET', `/api/suppliers/${supplierId}`);
    return {
      page: page.statusCode,
      inSearch: search.json<{ _id: string }[]>().some((card) => card._id === productId),
      storefront: storefront.statusCode,
    };
  }

  /**
   * The plan job as a node whose clock reads a minute after `instant` runs it (the ends of periods are
   * weeks away; the app's own clock, and so its sessions, stay in the present). `node` is the node's pool.
   */
  function planJobAt(instant: string, node: Pick<typeof testApp.database, 'db'> = testApp.database) {
    const { services } = app();
    return createPlansService({
      repository: createPlansRepository(node.db),
      users: services.users,
      catalog: services.catalog,
      payments: services.payments,
      savedCards: services.savedCards,
      invoices: services.invoices,
      platform: { registrationNumber: '7000000000', vatNumber: '300000000000003' },
      clock: { now: () => new Date(Date.parse(instant) + 60_000) },
      log: { warn: () => undefined },
    }).endOrRenewPeriods();
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    // The tests run the plan job themselves: a pass of the minute timer must not interleave.
    await testApp.app.services.jobs.pause('plan-renewals');
  });
  afterAll(() => testApp.close());

  it('shows a new supplier on Basic with its usage, the price and the trial on offer', async () => {
    const supplier = await supplierAccount(app());
    await products(supplier, 2, 'Basic usage');

    expect(await planOf(supplier)).toEqual({
      plan: 'BASIC',
      supplierStatus: 'ACTIVE',
      source: null,
      premiumUntil: null,
      isRenewing: false,
      canStartTrial: true,
      renewalCard: null,
      price: { net: 50, netHalalas: 5_000, vat: 7.5, vatHalalas: 750, total: 57.5, totalHalalas: 5_750 },
      limits: { products: 10, services: 3 },
      usage: { products: 2, services: 0 },
      isOverBasicLimits: false,
    });
  });

  it('gives Premium for 30 days once per supplier', async () => {
    const supplier = await supplierAccount(app());

    const trial = await startTrial(supplier);

    expect(trial).toMatchObject({
      plan: 'PREMIUM',
      source: 'TRIAL',
      isRenewing: false,
      canStartTrial: false,
    });
    expect(Math.abs(Date.parse(trial.premiumUntil!) - (Date.now() + 30 * dayMs))).toBeLessThan(60_000);
    const again = await callAs(app(), 'POST', '/api/suppliers/me/plan/trial', supplier.cookie);
    expect(again.statusCode).toBe(409);
    expect(errorCodeOf(again)).toBe('PLAN_TRIAL_USED');
  });

  it(
    'hides a store over Basic limits when its trial ends, and shows it again once it pays',
    { timeout: 60_000 },
    async () => {
      const supplier = await supplierAccount(app());
      const trial = await startTrial(supplier);
      const ids = await products(supplier, 12, 'Trial widget');
      expect(await buyerSees(ids[0]!, 'Trial widget 1', supplier.user.id)).toEqual({
        page: 200,
        inSearch: true,
        storefront: 200,
      });

      await planJobAt(trial.premiumUntil!);

      expect(await planOf(supplier)).toMatchObject({
        plan: 'BASIC',
        supplierStatus: 'INACTIVE',
        canStartTrial: false,
        usage: { products: 12, services: 0 },
        isOverBasicLimits: true,
      });
      expect(await get(supplier.cookie, '/api/suppliers/me')).toMatchObject({
        supplierStatus: 'INACTIVE',
        storeStatus: 'HIDDEN',
        plan: 'BASIC',
      });
      expect(await buyerSees(ids[0]!, 'Trial widget 1', supplier.user.id)).toEqual({
        page: 404,
        inSearch: false,
        storefront: 404,
      });
      // Basic's limits hold again: no thirteenth product.
      await expect(products(supplier, 1, 'One too many')).rejects.toMatchObject({
        code: 'PLAN_LIMIT_REACHED',
      });

      const result = await upgrade(supplier);

      expect(result).toMatchObject({ status: 'PAID', purpose: 'PLAN', amountHalalas: 5_750, orderIds: [] });
      const plan = await planOf(supplier);
      expect(plan).toMatchObject({
        plan: 'PREMIUM',
        supplierStatus: 'ACTIVE',
        source: 'PAID',
        isRenewing: true,
      });
      expect(plan.renewalCard).toMatchObject({ brand: 'VISA', last4: '1111' });
      expect(await buyerSees(ids[0]!, 'Trial widget 1', supplier.user.id)).toEqual({
        page: 200,
        inSearch: true,
        storefront: 200,
      });
      // The platform invoices the month: seller the platform with its VAT number, the supplier the buyer.
      const [invoice] = await get<Invoice[]>(supplier.cookie, '/api/suppliers/me/plan/invoices');
      expect(invoice).toMatchObject({
        kind: 'SUBSCRIPTION',
        status: 'FULLY_PAID',
        seller: { userId: platformAccountId, vatNumber: '300000000000003' },
        buyer: { userId: supplier.user.id },
        subtotalHalalas: 5_000,
        vatHalalas: 750,
        totalHalalas: 5_750,
        paidAmountHalalas: 5_750,
        dueInstallment: null,
      });
      expect(await get<Invoice>(supplier.cookie, `/api/suppliers/me/plan/invoices/${invoice!.id}`)).toEqual(
        invoice,
      );
    },
  );

  it(
    'makes an INACTIVE store ACTIVE again once it deletes enough listings',
    { timeout: 60_000 },
    async () => {
      const supplier = await supplierAccount(app());
      const trial = await startTrial(supplier);
      const ids = await products(supplier, 11, 'Reduce widget');
      await planJobAt(trial.premiumUntil!);
      expect((await planOf(supplier)).supplierStatus).toBe('INACTIVE');

      const removed = await callAs(app(), 'DELETE', `/api/suppliers/me/products/${ids[0]}`, supplier.cookie);

      expect(removed.statusCode, removed.body).toBe(204);
      expect(await planOf(supplier)).toMatchObject({
        plan: 'BASIC',
        supplierStatus: 'ACTIVE',
        isOverBasicLimits: false,
      });
    },
  );

  it('keeps a store within Basic limits ACTIVE when its trial ends', async () => {
    const supplier = await supplierAccount(app());
    const trial = await startTrial(supplier);
    await planJobAt(trial.premiumUntil!);

    expect(await planOf(supplier)).toMatchObject({
      plan: 'BASIC',
      supplierStatus: 'ACTIVE',
      premiumUntil: null,
    });
  });

  it('adds the paid month after the trial when the supplier pays during it', async () => {
    const supplier = await supplierAccount(app());
    const trial = await startTrial(supplier);

    await upgrade(supplier);

    const plan = await planOf(supplier);
    const trialEnd = new Date(trial.premiumUntil!);
    expect(plan.source).toBe('PAID');
    expect(Date.parse(plan.premiumUntil!) - trialEnd.getTime()).toBeGreaterThanOrEqual(28 * dayMs);
    expect(Date.parse(plan.premiumUntil!) - trialEnd.getTime()).toBeLessThanOrEqual(31 * dayMs);
    const again = await callAs(app(), 'POST', '/api/suppliers/me/plan/upgrade', supplier.cookie, {
      idempotencyKey: randomUUID(),
      card: testCards.approve,
    });
    expect(errorCodeOf(again)).toBe('PLAN_ALREADY_PREMIUM');
  });

  it('charges one Premium month when ten upgrades arrive together', { timeout: 60_000 }, async () => {
    const supplier = await supplierAccount(app());

    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        callAs(app(), 'POST', '/api/suppliers/me/plan/upgrade', supplier.cookie, {
          idempotencyKey: randomUUID(),
          card: testCards.approve,
        }),
      ),
    );

    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    // Refused while the first is in flight, or once it has bought the month.
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(['PLAN_PAYMENT_IN_PROGRESS', 'PLAN_ALREADY_PREMIUM']).toContain(errorCodeOf(refused));
    }
    const charges = await query(
      'SELECT 1 FROM sandbox_charges c JOIN payments p ON p.id::text = c.reference WHERE p.buyer_id = $1',
      [supplier.user.id],
    );
    expect(charges).toHaveLength(1);
    const plan = await planOf(supplier);
    expect(plan).toMatchObject({ plan: 'PREMIUM', source: 'PAID' });
    expect(Date.parse(plan.premiumUntil!) - Date.now()).toBeGreaterThanOrEqual(28 * dayMs);
    expect(Date.parse(plan.premiumUntil!) - Date.now()).toBeLessThanOrEqual(31 * dayMs);
    expect(await get<Invoice[]>(supplier.cookie, '/api/suppliers/me/plan/invoices')).toHaveLength(1);
  });

  it(
    'renews each ended paid month exactly once when two nodes run the job at the same time',
    { timeout: 60_000 },
    async () => {
      const suppliers = await Promise.all(Array.from({ length: 3 }, () => supplierAccount(app())));
      for (const supplier of suppliers) await upgrade(supplier);
      const before = await Promise.all(suppliers.map(planOf));
      const lastEnd = before
        .map((plan) => plan.premiumUntil!)
        .sort()
        .at(-1)!;
      // A second node: its own pool, on the same database.
      const secondNode = openPool(testApp.database.url);

      try {
        await Promise.all([planJobAt(lastEnd), planJobAt(lastEnd, secondNode), planJobAt(lastEnd)]);
      } finally {
        await secondNode.pool.end();
      }

      for (const [index, supplier] of suppliers.entries()) {
        const plan = await planOf(supplier);
        const previousEnd = Date.parse(before[index]!.premiumUntil!);
        expect(plan).toMatchObject({ plan: 'PREMIUM', source: 'PAID', isRenewing: true });
        expect(Date.parse(plan.premiumUntil!) - previousEnd).toBeGreaterThanOrEqual(28 * dayMs);
        expect(Date.parse(plan.premiumUntil!) - previousEnd).toBeLessThanOrEqual(31 * dayMs);
        // The renewed month follows the paid one, at the same time of day, even charged after it ended.
        expect(new Date(plan.premiumUntil!).getUTCHours()).toBe(new Date(previousEnd).getUTCHours());
        const paid = await query(
          "SELECT amount FROM payments WHERE buyer_id = $1 AND plan_months IS NOT NULL AND status = 'PAID'",
          [supplier.user.id],
        );
        expect(paid).toEqual([{ amount: 5_750 }, { amount: 5_750 }]);
        expect(await get<Invoice[]>(supplier.cookie, '/api/suppliers/me/plan/invoices')).toHaveLength(2);
      }
      // Renewed a month on: at that time nothing has ended any more.
      expect(await planJobAt(lastEnd)).toBe(0);
    },
  );

  it(
    'ends Premium when the renewal charge is declined, or when the supplier cancelled',
    { timeout: 60_000 },
    async () => {
      const declined = await supplierAccount(app());
      const cancelled = await supplierAccount(app());
      await upgrade(declined);
      await upgrade(cancelled);
      // The declined supplier's newest card is one the sandbox declines (saved in its buyer role).
      await app().services.savedCards.saveCard(declined.user.id, {
        kind: 'FIELDS',
        fields: CardFieldsSchema.parse(testCards.decline),
      });
      expect((await planOf(declined)).renewalCard).toMatchObject({ last4: '0002' });
      const cancel = await callAs(app(), 'POST', '/api/suppliers/me/plan/cancel', cancelled.cookie);
      expect(cancel.json<Plan>()).toMatchObject({ plan: 'PREMIUM', isRenewing: false });
      const ends = [await planOf(cancelled), await planOf(declined)].map((plan) => plan.premiumUntil!);
      await planJobAt(ends.sort().at(-1)!);

      expect(await planOf(cancelled)).toMatchObject({ plan: 'BASIC', supplierStatus: 'ACTIVE' });
      expect(await planOf(declined)).toMatchObject({ plan: 'BASIC', supplierStatus: 'ACTIVE' });
      const failed = await query(
        'SELECT status, failure_code FROM payments WHERE buyer_id = $1 AND plan_months IS NOT NULL ORDER BY created_at',
        [declined.user.id],
      );
      expect(failed.map((row) => row.status)).toEqual(['PAID', 'FAILED']);
      expect(
        await query('SELECT 1 FROM payments WHERE buyer_id = $1 AND plan_months IS NOT NULL', [
          cancelled.user.id,
        ]),
      ).toHaveLength(1);
    },
  );

  it('refuses wishlist counts to Basic with the Premium message', async () => {
    const supplier = await supplierAccount(app());

    const counts = await app().inject({
      url: '/api/suppliers/me/wishlist-counts',
      headers: { cookie: supplier.cookie, 'accept-language': 'ar' },
    });

    expect(counts.statusCode).toBe(403);
    expect(counts.json()).toMatchObject({
      error: { code: 'PREMIUM_REQUIRED', message: 'هذه الميزة متاحة في الباقة المميزة.' },
    });
  });

  it('is for suppliers only, each its own', async () => {
    const buyer = await verifiedAccount(app());
    const supplier = await supplierAccount(app());
    const other = await supplierAccount(app());
    await upgrade(supplier);
    const [invoice] = await get<Invoice[]>(supplier.cookie, '/api/suppliers/me/plan/invoices');

    expect((await callAs(app(), 'GET', '/api/suppliers/me/plan', buyer.cookie)).statusCode).toBe(403);
    expect((await callAs(app(), 'GET', '/api/suppliers/me/plan')).statusCode).toBe(401);
    expect(
      (await callAs(app(), 'GET', `/api/suppliers/me/plan/invoices/${invoice!.id}`, other.cookie)).statusCode,
    ).toBe(404);
    expect(await get<Invoice[]>(other.cookie, '/api/suppliers/me/plan/invoices')).toEqual([]);
  });

  /*
   * Issue 20 item 4 (decision 019), from spec §9: "Premium 50 SAR per month; … Currency shown: SAR." The
   * plan's price travels in riyals (`net: 50`) and as integer halalas (`netHalalas: 5000`), the two equal,
   * and so does what the month's payment took. The plan's requests carry no amount.
   */
  it("answers Premium's price as 50 SAR before VAT, in riyals and in halalas, and the month's payment alike", async () => {
    const supplier = await supplierAccount(app());

    const response = await callAs(app(), 'GET', '/api/suppliers/me/plan', supplier.cookie);
    const paid = await upgrade(supplier);

    expect(response.body).toContain('"net":50,');
    const { price } = response.json<Plan>();
    expect(price).toEqual({
      net: 50,
      netHalalas: 5_000,
      vat: 7.5,
      vatHalalas: 750,
      total: 57.5,
      totalHalalas: 5_750,
    });
    expect([price.net, price.vat, price.total]).toEqual([
      price.netHalalas / 100,
      price.vatHalalas / 100,
      price.totalHalalas / 100,
    ]);
    expect(paid).toMatchObject({ amount: 57.5, amountHalalas: 5_750 });
    expect((await planOf(supplier)).price).toEqual(price);
  });
});
