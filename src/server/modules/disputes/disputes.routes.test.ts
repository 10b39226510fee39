import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { DisputeSchema, OperatorDisputeSchema } from '../../../contract/disputes/disputes.schemas.js';
import { fromOurSite, nextAddress, verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { addToCart, callAs, checkout, productOf, supplierWithFee } from '../../test/checkout.js';
import { auditEntriesOf, signedInOperator } from '../../test/operators.js';
import { multipartFile, pngImage } from '../../test/uploads.js';

/** A dispute as it travels (decision 019): amounts in riyals and, exactly, as `…Halalas`. */
type Dispute = z.input<typeof DisputeSchema>;
type OperatorDispute = z.input<typeof OperatorDisputeSchema>;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Issue 25, decision 033: disputes through the HTTP API on a real database, per action and role, with
 * their refunds through the payments ledger, credit notes, notifications and audit entries.
 */
describe('disputes', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  const app = () => testApp.app;
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];

  beforeAll(async () => {
    testApp = await createTestApp({}, { clock });
  });
  afterAll(() => testApp.close());

  /** A VAT-registered supplier's paid order of 10 × 100 SAR plus a 25 SAR fee (1,178.75 SAR), invoiced. */
  async function paidOrder() {
    const supplier = await supplierWithFee(app(), testApp.database.pool, 2_500);
    const buyer = await verifiedAccount(app());
    const product = await productOf(app(), supplier.user.id, { price: 10_000, stock: 100 });
    await addToCart(app(), buyer.cookie, product, 10);
    const response = await checkout(app(), buyer.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const { paymentId } = response.json<{ paymentId: string }>();
    const [order] = await query('SELECT id, total_price FROM orders WHERE payment_id = $1', [paymentId]);
    return { supplier, buyer, paymentId, orderId: order!.id as string, total: order!.total_price as number };
  }

  const move = async (cookie: string, orderId: string, action: 'PROCESS' | 'SHIP') => {
    const response = await callAs(app(), 'PATCH', `/api/suppliers/me/orders/${orderId}/status`, cookie, {
      action,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  async function shippedOrder() {
    const order = await paidOrder();
    await move(order.supplier.cookie, order.orderId, 'PROCESS');
    await move(order.supplier.cookie, order.orderId, 'SHIP');
    return order;
  }

  const open = (cookie: string, orderId: string, body: object = {}) =>
    callAs(app(), 'POST', `/api/buyers/me/orders/${orderId}/disputes`, cookie, {
      reason: 'NOT_RECEIVED',
      description: 'The pallet never arrived.',
      ...body,
    });

  async function openedDispute() {
    const order = await shippedOrder();
    const response = await open(order.buyer.cookie, order.orderId);
    expect(response.statusCode, response.body).toBe(201);
    return { ...order, dispute: response.json<Dispute>() };
  }

  const notificationsOf = (userId: string) =>
    query(
      `SELECT content_en, content_ar FROM notifications WHERE recipient_id = $1 AND type = 'DISPUTE_STATUS'
        ORDER BY created_at`,
      [userId],
    );
  const creditNotesOf = (orderId: string) =>
    query(
      `SELECT c.total FROM invoices c JOIN invoices i ON c.original_invoice_id = i.id
        WHERE i.order_id = $1 AND c.document_type = 'CREDIT_NOTE'`,
      [orderId],
    );
  const refundsOf = (paymentId: string) =>
    query('SELECT id, amount, status, purpose_key FROM payment_refunds WHERE payment_id = $1', [paymentId]);
  const sandboxRefundsOf = (paymentId: string) =>
    query(
      `SELECT r.amount FROM sandbox_refunds r JOIN payments p ON p.charge_id = r.charge_id WHERE p.id = $1
        AND r.reference <> ''`,
      [paymentId],
    );

  const upload = async (cookie: string, url: string) => {
    const file = multipartFile(await pngImage(40, 30), 'photo.png', 'image/png');
    return app().inject({
      method: 'POST',
      url,
      headers: { ...fromOurSite, cookie, ...file.headers },
      remoteAddress: nextAddress(),
      payload: file.payload,
    });
  };

  describe('the buyer', () => {
    it('opens a dispute on a shipped order it says never arrived; the supplier is told', async () => {
      const order = await shippedOrder();
      const before = await callAs(
        app(),
        'GET',
        `/api/buyers/me/orders/${order.orderId}/dispute`,
        order.buyer.cookie,
      );
      expect(before.json()).toMatchObject({
        canOpen: true,
        ineligibility: null,
        maxAmountHalalas: order.total,
      });

      const response = await open(order.buyer.cookie, order.orderId, { amountHalalas: 50_000 });

      expect(response.statusCode, response.body).toBe(201);
      const dispute = response.json<Dispute>();
      expect(dispute).toMatchObject({
        status: 'AWAITING_SUPPLIER',
        reason: 'NOT_RECEIVED',
        amountAskedHalalas: 50_000,
        orderTotalHalalas: order.total,
        events: [{ kind: 'OPENED', side: 'BUYER', text: 'The pallet never arrived.' }],
      });
      expect(new Date(dispute.supplierDeadline).getTime() - new Date(dispute.createdAt).getTime()).toBe(
        3 * dayMs,
      );
      const [notice] = await notificationsOf(order.supplier.user.id);
      expect(notice!.content_en).toContain('opened a dispute');
      expect(notice!.content_ar).toContain('نزاعًا');

      const again = await open(order.buyer.cookie, order.orderId);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('DISPUTE_ALREADY_OPEN');
      const supplierView = await callAs(
        app(),
        'GET',
        `/api/suppliers/me/orders/${order.orderId}/dispute`,
        order.supplier.cookie,
      );
      expect(supplierView.json()).toMatchObject({ canOpen: false, dispute: { id: dispute.id } });
    });

    it('defaults the amount to the total, refuses more, and an order not shipped yet', async () => {
      const order = await paidOrder();
      const early = await open(order.buyer.cookie, order.orderId);
      expect(early.statusCode).toBe(409);
      expect(early.json().error.code).toBe('DISPUTE_NOT_ALLOWED');
      await move(order.supplier.cookie, order.orderId, 'PROCESS');
      await move(order.supplier.cookie, order.orderId, 'SHIP');

      const tooMuch = await open(order.buyer.cookie, order.orderId, { amountHalalas: order.total + 1 });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().error.code).toBe('DISPUTE_AMOUNT_TOO_HIGH');
      const bad = await open(order.buyer.cookie, order.orderId, { reason: 'LATE', description: '' });
      expect(bad.statusCode).toBe(400);
      const opened = await open(order.buyer.cookie, order.orderId);
      expect(opened.json()).toMatchObject({ amountAskedHalalas: order.total });
    });

    it('can no longer dispute 14 days after delivery', async () => {
      const order = await shippedOrder();
      const confirmed = await callAs(
        app(),
        'PATCH',
        `/api/buyers/me/orders/${order.orderId}/confirm-delivery`,
        order.buyer.cookie,
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      clock.offsetMs = 15 * dayMs;
      try {
        const eligibility = await callAs(
          app(),
          'GET',
          `/api/buyers/me/orders/${order.orderId}/dispute`,
          order.buyer.cookie,
        );
        expect(eligibility.json()).toMatchObject({ canOpen: false, ineligibility: 'WINDOW_PASSED' });
        expect((await open(order.buyer.cookie, order.orderId)).json().error.code).toBe('DISPUTE_NOT_ALLOWED');
      } finally {
        clock.offsetMs = 0;
      }
    });

    it("never reaches another business's order or dispute", async () => {
      const { dispute, orderId, supplier } = await openedDispute();
      const stranger = await verifiedAccount(app());
      for (const [method, url] of [
        ['GET', `/api/buyers/me/orders/${orderId}/dispute`],
        ['POST', `/api/buyers/me/orders/${orderId}/disputes`],
        ['GET', `/api/buyers/me/disputes/${dispute.id}`],
        ['POST', `/api/buyers/me/disputes/${dispute.id}/replies`],
      ] as const) {
        const response = await callAs(app(), method, url, stranger.cookie, {
          reason: 'DAMAGED',
          description: 'x',
          text: 'x',
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      // The supplier in its supplier role may not use the buyer's endpoints.
      const asSupplier = await callAs(app(), 'GET', `/api/buyers/me/disputes/${dispute.id}`, supplier.cookie);
      expect(asSupplier.json().error.code).toBe('ROLE_NOT_ALLOWED');
      expect((await callAs(app(), 'GET', `/api/buyers/me/disputes/${dispute.id}`)).statusCode).toBe(401);
    });
  });

  describe('photos', () => {
    it('are stored privately: the two businesses and operators read them, nobody else', async () => {
      const { dispute, buyer, supplier } = await openedDispute();
      const added = await upload(buyer.cookie, `/api/buyers/me/disputes/${dispute.id}/photos`);
      expect(added.statusCode, added.body).toBe(201);
      const photo = added.json<Dispute>().photos[0]!;
      expect(photo.side).toBe('BUYER');
      const supplierAdded = await upload(supplier.cookie, `/api/suppliers/me/disputes/${dispute.id}/photos`);
      expect(supplierAdded.json<Dispute>().photos.map((p) => p.side)).toEqual(['BUYER', 'SUPPLIER']);

      const asBuyer = await callAs(app(), 'GET', photo.url, buyer.cookie);
      expect(asBuyer.statusCode).toBe(200);
      expect(asBuyer.headers['content-type']).toBe('image/webp');
      const supplierUrl = `/api/suppliers/me/disputes/${dispute.id}/photos/${photo.id}`;
      expect((await callAs(app(), 'GET', supplierUrl, supplier.cookie)).statusCode).toBe(200);
      const support = await signedInOperator(testApp.database, 'SUPPORT');
      const operatorUrl = `/api/operator/disputes/${dispute.id}/photos/${photo.id}`;
      expect((await callAs(app(), 'GET', operatorUrl, support.cookie)).statusCode).toBe(200);
      const stranger = await verifiedAccount(app());
      expect((await callAs(app(), 'GET', photo.url, stranger.cookie)).statusCode).toBe(404);
      const [row] = await query('SELECT image_key FROM dispute_photos WHERE id = $1', [photo.id]);
      expect((await callAs(app(), 'GET', `/api/files/${row!.image_key as string}`)).statusCode).toBe(404);
    });

    it('takes at most 5 per side, and refuses what is not an image', async () => {
      const { dispute, buyer } = await openedDispute();
      const url = `/api/buyers/me/disputes/${dispute.id}/photos`;
      for (let i = 0; i < 5; i += 1) expect((await upload(buyer.cookie, url)).statusCode).toBe(201);
      const sixth = await upload(buyer.cookie, url);
      expect(sixth.statusCode).toBe(409);
      expect(sixth.json().error.code).toBe('DISPUTE_PHOTO_LIMIT');
      const text = multipartFile(Buffer.from('not an image'), 'x.png', 'image/png');
      const refused = await app().inject({
        method: 'POST',
        url,
        headers: { ...fromOurSite, cookie: buyer.cookie, ...text.headers },
        remoteAddress: nextAddress(),
        payload: text.payload,
      });
      expect(refused.statusCode).toBe(415);
    });
  });

  describe('the supplier', () => {
    it('answers: the dispute goes to the operators, the buyer is told and replies', async () => {
      const { dispute, buyer, supplier } = await openedDispute();
      const answered = await callAs(
        app(),
        'POST',
        `/api/suppliers/me/disputes/${dispute.id}/answers`,
        supplier.cookie,
        { text: 'Delivered on Sunday, signed by the guard.' },
      );
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.json()).toMatchObject({ status: 'AWAITING_OPERATOR' });
      expect((await notificationsOf(buyer.user.id))[0]!.content_en).toContain('supplier answered');

      const replied = await callAs(
        app(),
        'POST',
        `/api/buyers/me/disputes/${dispute.id}/replies`,
        buyer.cookie,
        {
          text: 'Nobody signed anything.',
        },
      );
      expect(replied.json<Dispute>().events.map((event) => event.kind)).toEqual([
        'OPENED',
        'SUPPLIER_ANSWERED',
        'BUYER_REPLIED',
      ]);
      const other = await supplierWithFee(app(), testApp.database.pool, 0);
      const stranger = await callAs(
        app(),
        'POST',
        `/api/suppliers/me/disputes/${dispute.id}/answers`,
        other.cookie,
        { text: 'mine?' },
      );
      expect(stranger.statusCode).toBe(404);
    });

    it('accepts the refund asked: refunded once on the card, credit note issued, both told', async () => {
      const { dispute, buyer, supplier, orderId, paymentId, total } = await openedDispute();
      const accepted = await callAs(
        app(),
        'POST',
        `/api/suppliers/me/disputes/${dispute.id}/acceptance`,
        supplier.cookie,
      );

      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({
        status: 'REFUNDED',
        refundedAmountHalalas: total,
        decision: 'REFUND_FULL',
      });
      expect(await refundsOf(paymentId)).toMatchObject([
        { amount: total, status: 'SUCCEEDED', purpose_key: `DISPUTE:${dispute.id}` },
      ]);
      expect(await sandboxRefundsOf(paymentId)).toHaveLength(1);
      expect(await creditNotesOf(orderId)).toEqual([{ total }]);
      expect((await notificationsOf(buyer.user.id)).at(-1)!.content_en).toContain('refunded in full');
      expect((await notificationsOf(supplier.user.id)).at(-1)!.content_en).toContain('refunded in full');
      const again = await callAs(
        app(),
        'POST',
        `/api/suppliers/me/disputes/${dispute.id}/acceptance`,
        supplier.cookie,
      );
      expect(again.json().error.code).toBe('DISPUTE_CLOSED');
    });
  });

  describe('the deadline job', () => {
    it('sends a dispute the supplier did not answer within 3 days to the operators', async () => {
      const { dispute, buyer } = await openedDispute();
      clock.offsetMs = 3 * dayMs + 1_000;
      try {
        await app().services.jobs.runNow('dispute-supplier-deadlines');
      } finally {
        clock.offsetMs = 0;
      }
      const seen = await callAs(app(), 'GET', `/api/buyers/me/disputes/${dispute.id}`, buyer.cookie);
      expect(seen.json()).toMatchObject({ status: 'AWAITING_OPERATOR' });
      expect(seen.json<Dispute>().events.at(-1)).toMatchObject({ kind: 'DEADLINE_PASSED', side: 'PLATFORM' });
      expect((await notificationsOf(buyer.user.id)).at(-1)!.content_en).toContain('has passed');
    });
  });

  describe('operators', () => {
    const decide = (cookie: string, id: string, body: object) =>
      callAs(app(), 'POST', `/api/operator/disputes/${id}/decisions`, cookie, body);

    it('list the queue with the disputes waiting for them first, and read one with its order and payment', async () => {
      const waiting = await openedDispute();
      await callAs(
        app(),
        'POST',
        `/api/suppliers/me/disputes/${waiting.dispute.id}/answers`,
        waiting.supplier.cookie,
        {
          text: 'We disagree.',
        },
      );
      const newer = await openedDispute();
      const support = await signedInOperator(testApp.database, 'SUPPORT');

      const queue = await callAs(app(), 'GET', '/api/operator/disputes?limit=100', support.cookie);
      expect(queue.statusCode, queue.body).toBe(200);
      const ids = queue.json<{ id: string; status: string }[]>().map((item) => item.id);
      expect(ids.indexOf(waiting.dispute.id)).toBeLessThan(ids.indexOf(newer.dispute.id));
      const statuses = queue.json<{ status: string }[]>().map((item) => item.status);
      expect(statuses.lastIndexOf('AWAITING_OPERATOR')).toBeLessThan(statuses.indexOf('AWAITING_SUPPLIER'));
      const firstPage = await callAs(app(), 'GET', '/api/operator/disputes?limit=1', support.cookie);
      expect(firstPage.headers['x-next-cursor']).toBeTruthy();
      const secondPage = await callAs(
        app(),
        'GET',
        `/api/operator/disputes?limit=1&cursor=${String(firstPage.headers['x-next-cursor'])}`,
        support.cookie,
      );
      expect(secondPage.json<{ id: string }[]>()[0]!.id).not.toBe(firstPage.json<{ id: string }[]>()[0]!.id);

      const one = await callAs(app(), 'GET', `/api/operator/disputes/${waiting.dispute.id}`, support.cookie);
      expect(one.json()).toMatchObject({
        dispute: {
          id: waiting.dispute.id,
          events: [{ kind: 'OPENED' }, { kind: 'SUPPLIER_ANSWERED', text: 'We disagree.' }],
        },
        order: { id: waiting.orderId, items: [{ quantity: 10 }] },
        payment: { paymentId: waiting.paymentId, refundableAmountHalalas: waiting.total, refunds: [] },
      });
      const business = await callAs(app(), 'GET', '/api/operator/disputes', waiting.buyer.cookie);
      expect(business.statusCode).toBe(401);
    });

    it('refund in part (FINANCE): the payment refunds that amount once, with its credit note, audited', async () => {
      const { dispute, buyer, supplier, orderId, paymentId, total } = await openedDispute();
      const finance = await signedInOperator(testApp.database, 'FINANCE');

      const tooMuch = await decide(finance.cookie, dispute.id, {
        decision: 'REFUND_PART',
        amountHalalas: total + 1,
        reason: 'Half the boxes were crushed.',
      });
      expect(tooMuch.json().error.code).toBe('REFUND_AMOUNT_TOO_HIGH');
      const noAmount = await decide(finance.cookie, dispute.id, { decision: 'REFUND_PART', reason: 'x' });
      expect(noAmount.statusCode).toBe(400);
      const noReason = await decide(finance.cookie, dispute.id, { decision: 'CLOSE', reason: '' });
      expect(noReason.statusCode).toBe(400);

      const half = Math.floor(total / 2);
      const decided = await decide(finance.cookie, dispute.id, {
        decision: 'REFUND_PART',
        amountHalalas: half,
        reason: 'Half the boxes were crushed.',
      });

      expect(decided.statusCode, decided.body).toBe(200);
      expect(decided.json<OperatorDispute>()).toMatchObject({
        dispute: {
          status: 'PARTLY_REFUNDED',
          refundedAmountHalalas: half,
          decision: 'REFUND_PART',
          decisionReason: 'Half the boxes were crushed.',
        },
        payment: { refundedAmountHalalas: half, refundableAmountHalalas: total - half },
      });
      expect(await refundsOf(paymentId)).toMatchObject([{ amount: half, status: 'SUCCEEDED' }]);
      expect(await creditNotesOf(orderId)).toEqual([{ total: half }]);
      expect(await auditEntriesOf(testApp.database, 'DISPUTE', dispute.id)).toEqual([
        {
          operatorId: finance.id,
          action: 'DISPUTE_REFUNDED',
          reason: 'Half the boxes were crushed.',
          before: { status: 'AWAITING_SUPPLIER' },
          after: expect.objectContaining({ status: 'REFUND_PENDING', decision: 'REFUND_PART', amount: half }),
        },
      ]);
      for (const userId of [buyer.user.id, supplier.user.id]) {
        const notice = (await notificationsOf(userId)).at(-1)!;
        expect(notice.content_en).toContain('Half the boxes were crushed.');
        expect(notice.content_ar).toContain('استُرد');
      }
      const seenByBuyer = await callAs(app(), 'GET', `/api/buyers/me/disputes/${dispute.id}`, buyer.cookie);
      expect(seenByBuyer.json()).toMatchObject({
        status: 'PARTLY_REFUNDED',
        decisionReason: 'Half the boxes were crushed.',
      });
    });

    it('close without refund (TRUST_AND_SAFETY): nothing refunded, audited, both told the reason', async () => {
      const { dispute, buyer, paymentId } = await openedDispute();
      const trust = await signedInOperator(testApp.database, 'TRUST_AND_SAFETY');
      const closed = await decide(trust.cookie, dispute.id, {
        decision: 'CLOSE',
        reason: 'The carrier’s proof of delivery is signed.',
      });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json()).toMatchObject({ dispute: { status: 'CLOSED', refundedAmountHalalas: 0 } });
      expect(await refundsOf(paymentId)).toEqual([]);
      expect(await auditEntriesOf(testApp.database, 'DISPUTE', dispute.id)).toMatchObject([
        { operatorId: trust.id, action: 'DISPUTE_CLOSED', after: { status: 'CLOSED' } },
      ]);
      expect((await notificationsOf(buyer.user.id)).at(-1)!.content_en).toContain('signed');
      const after = await decide(trust.cookie, dispute.id, {
        decision: 'REFUND_FULL',
        reason: 'Changed my mind',
      });
      expect(after.json().error.code).toBe('DISPUTE_ALREADY_DECIDED');
    });

    it('SUPPORT reads but may not decide; a business session is not an operator', async () => {
      const { dispute, buyer, paymentId } = await openedDispute();
      const support = await signedInOperator(testApp.database, 'SUPPORT');
      const refused = await decide(support.cookie, dispute.id, { decision: 'REFUND_FULL', reason: 'Refund' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('ROLE_NOT_ALLOWED');
      const asBusiness = await decide(buyer.cookie, dispute.id, {
        decision: 'REFUND_FULL',
        reason: 'Refund',
      });
      expect(asBusiness.statusCode).toBe(401);
      expect(await refundsOf(paymentId)).toEqual([]);
      expect(await auditEntriesOf(testApp.database, 'DISPUTE', dispute.id)).toEqual([]);
      const admin = await signedInOperator(testApp.database, 'ADMIN');
      expect(
        (await decide(admin.cookie, dispute.id, { decision: 'REFUND_FULL', reason: 'Refund' })).statusCode,
      ).toBe(200);
    });

    it('two operators deciding at once, and one decision sent twice: one refund, one credit note, one provider call', async () => {
      const { dispute, orderId, paymentId, total } = await openedDispute();
      const [finance, trust] = await Promise.all([
        signedInOperator(testApp.database, 'FINANCE'),
        signedInOperator(testApp.database, 'TRUST_AND_SAFETY'),
      ]);
      const body = { decision: 'REFUND_FULL', reason: 'Never delivered.' };
      const answers = await Promise.all([
        decide(finance.cookie, dispute.id, body),
        decide(finance.cookie, dispute.id, body),
        decide(trust.cookie, dispute.id, { decision: 'REFUND_PART', amountHalalas: 1_000, reason: 'Part' }),
        decide(trust.cookie, dispute.id, body),
      ]);

      for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
      expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThan(0);
      const refunds = await refundsOf(paymentId);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.status).toBe('SUCCEEDED');
      expect(await sandboxRefundsOf(paymentId)).toHaveLength(1);
      expect(await creditNotesOf(orderId)).toHaveLength(1);
      expect(await auditEntriesOf(testApp.database, 'DISPUTE', dispute.id)).toHaveLength(1);
      const [row] = await query('SELECT status, refunded_amount FROM disputes WHERE id = $1', [dispute.id]);
      expect(['REFUNDED', 'PARTLY_REFUNDED']).toContain(row!.status);
      expect(row!.refunded_amount === total || row!.refunded_amount === 1_000).toBe(true);
    });

    it('a crash after the decision committed and before the provider answered: the reconciler refunds once', async () => {
      const { dispute, orderId, paymentId, total } = await openedDispute();
      const finance = await signedInOperator(testApp.database, 'FINANCE');
      const provider = app().services.providers.payments;
      const refundCharge = provider.refundCharge.bind(provider);
      // The process dies while asking: the provider never hears of the refund.
      provider.refundCharge = () => Promise.reject(new Error('process killed'));
      let decided;
      try {
        decided = await decide(finance.cookie, dispute.id, {
          decision: 'REFUND_FULL',
          reason: 'Never delivered.',
        });
      } finally {
        provider.refundCharge = refundCharge;
      }
      expect(decided.statusCode, decided.body).toBe(200);
      expect(decided.json()).toMatchObject({ dispute: { status: 'REFUND_PENDING' } });
      expect(await refundsOf(paymentId)).toMatchObject([{ status: 'PENDING', amount: total }]);
      expect(await sandboxRefundsOf(paymentId)).toEqual([]);

      clock.offsetMs = 2 * 60 * 1000;
      try {
        await app().services.jobs.runNow('payment-reconciliation');
        await app().services.jobs.runNow('payment-reconciliation');
      } finally {
        clock.offsetMs = 0;
      }
      expect(await refundsOf(paymentId)).toMatchObject([{ status: 'SUCCEEDED' }]);
      expect(await sandboxRefundsOf(paymentId)).toHaveLength(1);
      expect(await creditNotesOf(orderId)).toEqual([{ total }]);
      const [row] = await query('SELECT status FROM disputes WHERE id = $1', [dispute.id]);
      expect(row!.status).toBe('REFUNDED');
    });
  });
});
