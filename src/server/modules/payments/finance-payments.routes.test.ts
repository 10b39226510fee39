import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type {
  OperatorPaymentDetailsSchema,
  OperatorPaymentSchema,
} from '../../../contract/payments/payments.schemas.js';
import { fromOurSite, verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import {
  addToCart,
  callAs,
  chargeIdOf,
  checkout,
  productOf,
  supplierWithFee,
  testCards,
} from '../../test/checkout.js';
import { auditEntriesOf, signedInOperator } from '../../test/operators.js';

type OperatorPayment = z.input<typeof OperatorPaymentSchema>;
type Details = z.input<typeof OperatorPaymentDetailsSchema>;

/** Issue 25, decision 034: finance's view of payments and its two actions, through the HTTP API. */
describe('finance’s payments API', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  /** Moved forward so that payments age past the reconciler's windows without waiting. */
  let offsetMs = 0;
  const clock = { now: () => new Date(Date.now() + offsetMs) };
  const app = () => testApp.app;
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];
  const paymentRow = async (id: string) => (await query('SELECT * FROM payments WHERE id = $1', [id]))[0]!;
  const asOperator = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app().inject({ method, url, headers: { cookie, ...fromOurSite }, ...(payload ? { payload } : {}) });

  let finance: { id: string; cookie: string };
  let abandonedId: string;
  let abandonedChargeId: string;
  let unknownChargeId: string;
  let businessCookie: string;

  beforeAll(async () => {
    testApp = await createTestApp({}, { clock });
    finance = await signedInOperator(testApp.database, 'FINANCE');
    const supplier = await supplierWithFee(app(), testApp.database.pool, 0);
    const gloves = await productOf(app(), supplier.user.id, { price: 1_000, stock: 100 });
    const buyer = await verifiedAccount(app(), { businessName: 'مؤسسة المشتري' });
    businessCookie = buyer.cookie;
    await addToCart(app(), buyer.cookie, gloves, 10);
    // A checkout left on the 3-D Secure page: the reconciler abandons it after 30 minutes…
    const response = await checkout(app(), buyer.cookie, { card: testCards.challenge });
    ({ paymentId: abandonedId } = response.json<{ paymentId: string }>());
    abandonedChargeId = chargeIdOf(response.json<{ redirectUrl: string }>().redirectUrl);
    offsetMs += 35 * 60 * 1000;
    await app().services.payments.reconcilePendingPayments();
    // …and the buyer finishes 3-D Secure afterwards, with nobody confirming it: money taken, no order.
    await callAs(app(), 'POST', `/api/payments/sandbox/charges/${abandonedChargeId}/approve`);

    // A payment failed when the provider did not answer, 40 minutes ago: past the reconciler's look.
    const settledAt = new Date(clock.now().getTime() - 40 * 60 * 1000);
    const [row] = await query(
      `INSERT INTO payments (buyer_id, idempotency_key, status, amount, provider, cart, failure_code, created_at, settled_at)
       VALUES ($1, $2, 'FAILED', 5000, 'sandbox', '{"groups":[]}'::jsonb, 'CHECKOUT_FAILED', $3, $3) RETURNING id`,
      [buyer.user.id, randomUUID(), settledAt],
    );
    unknownChargeId = row!.id as string;
  }, 120_000);
  afterAll(() => testApp?.close());

  it('lists what needs attention with its reason, the business, and the provider’s reference', async () => {
    const response = await asOperator(finance.cookie, 'GET', '/api/operator/payments?needsAttention=true');
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json<OperatorPayment[]>();
    expect(listed.map((payment) => [payment.id, payment.attentionReason])).toEqual([
      [abandonedId, 'ABANDONED_WITH_CHARGE'],
      [unknownChargeId, 'CHARGE_UNKNOWN'],
    ]);
    expect(listed[0]).toMatchObject({
      status: 'FAILED',
      amount: 115,
      amountHalalas: 11_500,
      purpose: 'CHECKOUT',
      business: { businessName: 'مؤسسة المشتري' },
      provider: 'sandbox',
      chargeId: abandonedChargeId,
      failureCode: 'PAYMENT_ABANDONED',
      isResolved: false,
    });

    const paged = await asOperator(finance.cookie, 'GET', '/api/operator/payments?status=FAILED&limit=1');
    expect(paged.json<OperatorPayment[]>()).toHaveLength(1);
    const next = await asOperator(
      finance.cookie,
      'GET',
      `/api/operator/payments?status=FAILED&limit=1&cursor=${paged.headers['x-next-cursor'] as string}`,
    );
    expect(next.json<OperatorPayment[]>().map((payment) => payment.id)).toEqual([unknownChargeId]);
    const none = await asOperator(finance.cookie, 'GET', '/api/operator/payments?status=PAID');
    expect(none.json()).toEqual([]);
  });

  it('shows one payment with the provider’s current word on its charge', async () => {
    const response = await asOperator(finance.cookie, 'GET', `/api/operator/payments/${abandonedId}`);
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json<Details>();
    expect(details.charge).toMatchObject({
      id: abandonedChargeId,
      status: 'CAPTURED',
      amountHalalas: 11_500,
      reference: abandonedId,
    });
    expect(details.chargeProblem).toBeNull();
    expect(details.history.map((event) => [event.kind, event.detail])).toEqual([
      ['CREATED', null],
      ['FAILED', 'PAYMENT_ABANDONED'],
    ]);
    const unknown = await asOperator(finance.cookie, 'GET', `/api/operator/payments/${unknownChargeId}`);
    expect(unknown.json<Details>()).toMatchObject({ charge: null, chargeProblem: 'NO_CHARGE' });
    const missing = await asOperator(finance.cookie, 'GET', `/api/operator/payments/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a support agent and a business, and changes nothing', async () => {
    const support = await signedInOperator(testApp.database, 'SUPPORT');
    const trust = await signedInOperator(testApp.database, 'TRUST_AND_SAFETY');
    const before = await paymentRow(abandonedId);
    for (const [method, url, payload] of [
      ['GET', '/api/operator/payments', undefined],
      ['GET', `/api/operator/payments/${abandonedId}`, undefined],
      ['POST', `/api/operator/payments/${abandonedId}/recheck`, undefined],
      ['POST', `/api/operator/payments/${abandonedId}/resolutions`, { note: 'Checked with the bank' }],
    ] as const) {
      for (const operator of [support, trust]) {
        const refused = await asOperator(operator.cookie, method, url, payload);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toMatchObject({ error: { code: 'ROLE_NOT_ALLOWED' } });
      }
      const business = await asOperator(businessCookie, method, url, payload);
      expect(business.statusCode, url).toBe(401);
    }
    expect(await paymentRow(abandonedId)).toEqual(before);
    expect(await auditEntriesOf(testApp.database, 'PAYMENT', abandonedId)).toEqual([]);
    expect(await query('SELECT * FROM payment_resolutions')).toEqual([]);
  });

  it('asks the provider again: refunds the late capture once, however many ask at once, and audits each', async () => {
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        asOperator(finance.cookie, 'POST', `/api/operator/payments/${abandonedId}/recheck`),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await paymentRow(abandonedId)).toMatchObject({
      status: 'FAILED',
      failure_code: 'PAYMENT_REFUNDED',
    });
    const [charge] = await query('SELECT card FROM sandbox_charges WHERE id = $1', [abandonedChargeId]);
    expect((charge!.card as { refundedAmount: number }).refundedAmount).toBe(11_500);
    const entries = await auditEntriesOf(testApp.database, 'PAYMENT', abandonedId);
    expect(entries).toHaveLength(3);
    expect(
      entries.every((entry) => entry.action === 'PAYMENT_RECHECKED' && entry.operatorId === finance.id),
    ).toBe(true);
    expect(
      entries.filter(
        (entry) =>
          (entry.before as { failureCode: string }).failureCode === 'PAYMENT_ABANDONED' &&
          (entry.after as { failureCode: string }).failureCode === 'PAYMENT_REFUNDED',
      ),
    ).toHaveLength(1);
    const listed = await asOperator(finance.cookie, 'GET', '/api/operator/payments?needsAttention=true');
    expect(listed.json<OperatorPayment[]>().map((payment) => payment.id)).toEqual([unknownChargeId]);
  });

  it('shows a payment’s refunds, and one whose refund failed needs attention', async () => {
    const [buyer] = await query(`SELECT buyer_id FROM payments WHERE id = $1`, [unknownChargeId]);
    const [paid] = await query(
      `INSERT INTO payments (buyer_id, idempotency_key, status, amount, provider, cart, charge_id, created_at, settled_at)
       VALUES ($1, $2, 'PAID', 20000, 'sandbox', '{"groups":[]}'::jsonb, $3, now(), now()) RETURNING id`,
      [buyer!.buyer_id, randomUUID(), `chg_${randomUUID()}`],
    );
    const paidId = paid!.id as string;
    await query(
      `INSERT INTO payment_refunds (payment_id, amount, reason, purpose_key, status, created_at)
       VALUES ($1, 5000, 'Half of a damaged delivery', $2, 'FAILED', now())`,
      [paidId, `DISPUTE:${randomUUID()}`],
    );
    const listed = await asOperator(finance.cookie, 'GET', '/api/operator/payments?needsAttention=true');
    expect(listed.json<OperatorPayment[]>().find((payment) => payment.id === paidId)).toMatchObject({
      status: 'PAID',
      attentionReason: 'REFUND_NOT_SETTLED',
    });
    const details = await asOperator(finance.cookie, 'GET', `/api/operator/payments/${paidId}`);
    expect(details.json<Details>().refunds).toEqual([
      expect.objectContaining({
        amountHalalas: 5_000,
        status: 'FAILED',
        reason: 'Half of a damaged delivery',
      }),
    ]);
    // Resolved by finance, it leaves the list like any other.
    await asOperator(finance.cookie, 'POST', `/api/operator/payments/${paidId}/resolutions`, {
      note: 'Refunded by bank transfer',
    });
  });

  it('marks a payment resolved with a note: a resolution, an audit entry, and no more attention', async () => {
    const url = `/api/operator/payments/${unknownChargeId}/resolutions`;
    const empty = await asOperator(finance.cookie, 'POST', url, { note: '  ' });
    expect(empty.statusCode).toBe(400);
    const tooLong = await asOperator(finance.cookie, 'POST', url, { note: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    const admin = await signedInOperator(testApp.database, 'ADMIN');
    const note = 'أكد المزوّد أنه لم يُنشئ عملية دفع — Tap confirmed no charge';
    const response = await asOperator(admin.cookie, 'POST', url, { note });
    expect(response.statusCode, response.body).toBe(201);
    const details = response.json<Details>();
    expect(details.payment).toMatchObject({ isResolved: true, attentionReason: null, status: 'FAILED' });
    expect(details.resolutions).toEqual([expect.objectContaining({ operatorId: admin.id, note })]);
    expect(details.history.at(-1)).toMatchObject({ kind: 'RESOLVED', detail: note });
    expect(await auditEntriesOf(testApp.database, 'PAYMENT', unknownChargeId)).toEqual([
      {
        operatorId: admin.id,
        action: 'PAYMENT_RESOLVED',
        reason: note,
        before: null,
        after: { resolutionId: details.resolutions[0]!.id },
      },
    ]);
    const listed = await asOperator(finance.cookie, 'GET', '/api/operator/payments?needsAttention=true');
    expect(listed.json()).toEqual([]);
    const missing = await asOperator(
      finance.cookie,
      'POST',
      `/api/operator/payments/${randomUUID()}/resolutions`,
      {
        note: 'x',
      },
    );
    expect(missing.statusCode).toBe(404);
  });
});
