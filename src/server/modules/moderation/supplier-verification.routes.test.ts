import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorSupplier } from '../../../contract/supplier-verification/supplier-verification.schemas.js';
import { createTestApp } from '../../test/app.js';
import { fromOurSite, nextAddress, supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { publishedProduct } from '../../test/listings.js';
import { auditEntriesOf, signedInOperator } from '../../test/operators.js';

type Account = Awaited<ReturnType<typeof verifiedAccount>>;
type Operator = Awaited<ReturnType<typeof signedInOperator>>;

describe('supplier verification and suspension (issue 25)', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let trust: Operator;
  let support: Operator;
  let finance: Operator;
  let admin: Operator;
  let buyer: Account;

  beforeAll(async () => {
    testApp = await createTestApp();
    [trust, support, finance, admin] = await Promise.all([
      signedInOperator(testApp.database, 'TRUST_AND_SAFETY'),
      signedInOperator(testApp.database, 'SUPPORT'),
      signedInOperator(testApp.database, 'FINANCE'),
      signedInOperator(testApp.database, 'ADMIN'),
    ]);
    buyer = await verifiedAccount(testApp.app);
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...fromOurSite, ...(cookie ? { cookie } : {}) },
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });
  const sql = (text: string, values: unknown[] = []) => testApp.database.pool.query(text, values);

  const verificationOf = async (supplierId: string) =>
    (
      await sql(
        'SELECT verification, verification_question, suspended_at, suspension_reason FROM suppliers WHERE user_id = $1',
        [supplierId],
      )
    ).rows[0] as {
      verification: string;
      verification_question: string | null;
      suspended_at: Date | null;
      suspension_reason: string | null;
    };

  const notificationsOf = async (userId: string) =>
    (
      await sql(
        `SELECT type, title_en, content_en, content_ar FROM notifications WHERE recipient_id = $1 AND type = 'TRUST_AND_SAFETY'
         ORDER BY created_at`,
        [userId],
      )
    ).rows as { type: string; title_en: string; content_en: string; content_ar: string }[];

  /** An order of the buyer still under way (SHIPPED), written as settling a payment would. */
  async function openOrder(buyerId: string, supplierId: string): Promise<string> {
    const payment = await sql(
      `INSERT INTO payments (buyer_id, idempotency_key, status, amount, provider, cart)
       VALUES ($1, $2, 'PAID', 2070, 'sandbox', '[]'::jsonb) RETURNING id`,
      [buyerId, randomUUID()],
    );
    const created = await sql(
      `INSERT INTO orders (payment_id, buyer_id, supplier_id, status, products_total, delivery_fee, vat, total_price)
       VALUES ($1, $2, $3, 'SHIPPED', 1800, 0, 270, 2070) RETURNING id`,
      [payment.rows[0].id, buyerId, supplierId],
    );
    return created.rows[0].id;
  }

  describe('the queue', () => {
    it('shows a new supplier PENDING with its registry answer, VAT number and store, to trust and support', async () => {
      const supplier = await supplierAccount(testApp.app);
      await publishedProduct(testApp.app, supplier.user.id, 'Queue Gloves');
      await openOrder(buyer.user.id, supplier.user.id);

      for (const operator of [trust, support, admin]) {
        const response = await call(
          'GET',
          `/api/operator/suppliers?q=${supplier.body.registrationNumber}`,
          operator.cookie,
        );
        expect(response.statusCode).toBe(200);
        const [row] = response.json<OperatorSupplier[]>();
        expect(row).toMatchObject({
          supplierId: supplier.user.id,
          verification: 'PENDING',
          isSuspended: false,
          vatNumber: '310122393500003',
          registryAnswer: { outcome: 'ACTIVE', city: 'Riyadh' },
          store: { listingsCount: 1, openOrdersCount: 1, plan: 'BASIC' },
        });
        expect(row!.registryAnswer!.activity).toEqual(expect.any(String));
        expect(row!.registryCheckedAt).not.toBeNull();
      }
    });

    it('puts waiting suppliers first, the longest waiting first, and filters by state', async () => {
      const [older, newer] = [await supplierAccount(testApp.app), await supplierAccount(testApp.app)];
      await sql(
        `UPDATE suppliers SET verification_changed_at = now() - interval '2 days' WHERE user_id = $1`,
        [older.user.id],
      );
      const page = (
        await call('GET', '/api/operator/suppliers?state=PENDING&limit=100', support.cookie)
      ).json<OperatorSupplier[]>();
      const ids = page.map((row) => row.supplierId);
      expect(ids.indexOf(older.user.id)).toBeLessThan(ids.indexOf(newer.user.id));
      expect(page.every((row) => row.verification === 'PENDING')).toBe(true);
    });

    it('is refused to finance (403) and to a business session (401)', async () => {
      const refused = await call('GET', '/api/operator/suppliers', finance.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('ROLE_NOT_ALLOWED');
      expect((await call('GET', '/api/operator/suppliers', buyer.cookie)).statusCode).toBe(401);
    });
  });

  describe('approve and request information', () => {
    it('approves with a reason, audited, and tells the supplier', async () => {
      const supplier = await supplierAccount(testApp.app);
      const response = await call(
        'POST',
        `/api/operator/suppliers/${supplier.user.id}/approve`,
        trust.cookie,
        {
          reason: 'Registry and VAT certificate match',
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<OperatorSupplier>().verification).toBe('APPROVED');
      expect(await auditEntriesOf(testApp.database, 'SUPPLIER', supplier.user.id)).toEqual([
        expect.objectContaining({
          operatorId: trust.id,
          action: 'SUPPLIER_APPROVED',
          reason: 'Registry and VAT certificate match',
          before: { verification: 'PENDING' },
          after: { verification: 'APPROVED' },
        }),
      ]);
      await expect.poll(async () => (await notificationsOf(supplier.user.id)).length).toBe(1);
      expect((await notificationsOf(supplier.user.id))[0]!.title_en).toBe('Your store is verified');
    });

    it('refuses support (403) and a missing reason (400), changing nothing', async () => {
      const supplier = await supplierAccount(testApp.app);
      const url = `/api/operator/suppliers/${supplier.user.id}/approve`;
      const bySupport = await call('POST', url, support.cookie, { reason: 'Looks fine' });
      expect(bySupport.statusCode).toBe(403);
      expect(bySupport.json().error.code).toBe('ROLE_NOT_ALLOWED');
      expect((await call('POST', url, trust.cookie, { reason: '  ' })).statusCode).toBe(400);
      expect((await call('POST', url, buyer.cookie, { reason: 'x' })).statusCode).toBe(401);
      expect((await verificationOf(supplier.user.id)).verification).toBe('PENDING');
      expect(await auditEntriesOf(testApp.database, 'SUPPLIER', supplier.user.id)).toEqual([]);
    });

    it('asks a question the supplier reads and answers, which puts it back in the queue as PENDING', async () => {
      const supplier = await supplierAccount(testApp.app);
      const asked = await call(
        'POST',
        `/api/operator/suppliers/${supplier.user.id}/request-information`,
        trust.cookie,
        { question: 'Please upload your VAT certificate' },
      );
      expect(asked.json<OperatorSupplier>().verification).toBe('INFO_REQUESTED');
      const mine = await call('GET', '/api/suppliers/me/verification', supplier.cookie);
      expect(mine.json()).toEqual({
        verification: 'INFO_REQUESTED',
        verificationQuestion: 'Please upload your VAT certificate',
        isSuspended: false,
        suspensionReason: null,
      });
      const answered = await call('POST', '/api/suppliers/me/verification/answer', supplier.cookie, {
        answer: 'Uploaded it in the store settings',
      });
      expect(answered.json()).toMatchObject({ verification: 'PENDING' });
      expect((await verificationOf(supplier.user.id)).verification_question).toContain(
        'Uploaded it in the store settings',
      );
      const again = await call('POST', '/api/suppliers/me/verification/answer', supplier.cookie, {
        answer: 'again',
      });
      expect(again.json().error.code).toBe('VERIFICATION_NO_QUESTION');
    });

    it('asks the registry again and keeps the answer, audited', async () => {
      const supplier = await supplierAccount(testApp.app);
      await sql('UPDATE users SET registry_answer = NULL, registry_checked_at = NULL WHERE id = $1', [
        supplier.user.id,
      ]);
      const response = await call(
        'POST',
        `/api/operator/suppliers/${supplier.user.id}/registry-check`,
        trust.cookie,
      );
      expect(response.json<OperatorSupplier>().registryAnswer).toMatchObject({ outcome: 'ACTIVE' });
      const [entry] = await auditEntriesOf(testApp.database, 'SUPPLIER', supplier.user.id);
      expect(entry).toMatchObject({ action: 'SUPPLIER_REGISTRY_CHECKED', before: { registryAnswer: null } });
    });
  });

  describe('suspend and reinstate', () => {
    it('hides the storefront and listings from buyers at once, keeps open orders, and tells everyone', async () => {
      const supplier = await supplierAccount(testApp.app);
      const productId = await publishedProduct(testApp.app, supplier.user.id, 'Suspended Zinc Bolts');
      const orderId = await openOrder(buyer.user.id, supplier.user.id);
      const searchIds = async () =>
        (await call('GET', '/api/search/products?q=Suspended Zinc Bolts'))
          .json<{ _id: string }[]>()
          .map((c) => c._id);
      expect(await searchIds()).toContain(productId);

      const response = await call(
        'POST',
        `/api/operator/suppliers/${supplier.user.id}/suspend`,
        trust.cookie,
        {
          reason: 'Counterfeit goods reported by three buyers',
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<OperatorSupplier>()).toMatchObject({
        isSuspended: true,
        suspensionReason: 'Counterfeit goods reported by three buyers',
      });

      expect(await searchIds()).not.toContain(productId);
      expect((await call('GET', `/api/products/${productId}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/suppliers/${supplier.user.id}`)).statusCode).toBe(404);
      const added = await call('POST', '/api/buyers/me/cart/items', buyer.cookie, {
        productId,
        quantity: 10,
      });
      expect(added.statusCode).toBeGreaterThanOrEqual(400);
      expect(added.statusCode).toBeLessThan(500);
      // Open orders continue: the supplier still reads and moves its order.
      expect((await call('GET', `/api/suppliers/me/orders/${orderId}`, supplier.cookie)).statusCode).toBe(
        200,
      );
      expect((await call('GET', '/api/suppliers/me/verification', supplier.cookie)).json()).toMatchObject({
        isSuspended: true,
        suspensionReason: 'Counterfeit goods reported by three buyers',
      });

      await expect.poll(async () => (await notificationsOf(supplier.user.id)).length).toBe(1);
      const [told] = await notificationsOf(supplier.user.id);
      expect(told!.content_en).toContain('Counterfeit goods reported by three buyers');
      expect(told!.content_ar).toContain('Counterfeit goods reported by three buyers');
      await expect
        .poll(async () =>
          (await notificationsOf(buyer.user.id)).some((n) =>
            n.content_en.includes(supplier.body.businessName),
          ),
        )
        .toBe(true);
      const mail = await call('GET', `/dev/mailbox/latest?to=${encodeURIComponent(supplier.body.email)}`);
      expect(mail.json<{ text: string }>().text).toContain('Counterfeit goods reported by three buyers');
      expect(await auditEntriesOf(testApp.database, 'SUPPLIER', supplier.user.id)).toEqual([
        expect.objectContaining({ action: 'SUPPLIER_SUSPENDED', operatorId: trust.id }),
      ]);

      const twice = await call('POST', `/api/operator/suppliers/${supplier.user.id}/suspend`, trust.cookie, {
        reason: 'again',
      });
      expect(twice.json().error.code).toBe('SUPPLIER_ALREADY_SUSPENDED');

      const reinstated = await call(
        'POST',
        `/api/operator/suppliers/${supplier.user.id}/reinstate`,
        admin.cookie,
        { reason: 'The supplier proved the goods are genuine' },
      );
      expect(reinstated.json<OperatorSupplier>().isSuspended).toBe(false);
      expect(await searchIds()).toContain(productId);
      expect((await call('GET', `/api/products/${productId}`)).statusCode).toBe(200);
      await expect.poll(async () => (await notificationsOf(supplier.user.id)).length).toBe(2);
    });

    it('refuses support and finance (403), changing nothing', async () => {
      const supplier = await supplierAccount(testApp.app);
      for (const operator of [support, finance]) {
        const response = await call(
          'POST',
          `/api/operator/suppliers/${supplier.user.id}/suspend`,
          operator.cookie,
          { reason: 'No' },
        );
        expect(response.statusCode).toBe(403);
      }
      expect((await verificationOf(supplier.user.id)).suspended_at).toBeNull();
    });

    it('answers NOT_FOUND for a buyer-only account', async () => {
      const response = await call('POST', `/api/operator/suppliers/${buyer.user.id}/suspend`, trust.cookie, {
        reason: 'x',
      });
      expect(response.statusCode).toBe(404);
    });
  });
});
