import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { errorMessages } from '../../../contract/errors/error-messages.js';
import type { InvoiceSchema } from '../../../contract/invoices/invoices.schemas.js';
import type { PaymentResultSchema } from '../../../contract/payments/payments.schemas.js';
import { fromOurSite, nextAddress, verifiedAccount } from '../../test/accounts.js';
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

/** Answers as they travel: each amount in riyals and, as `…Halalas`, in halalas (decision 019). */
type Invoice = z.input<typeof InvoiceSchema>;
type PaymentResult = z.input<typeof PaymentResultSchema>;

/** Decision 013: a buyer pays a supplier's invoice, in full or upfront then the remainder. */
describe('paying supplier invoices', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  /** Moved forward by the reconciler test: payments age without waiting. */
  let offsetMs = 0;
  const clock = { now: () => new Date(Date.now() + offsetMs) };
  const app = () => testApp.app;
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];
  const tomorrow = () => new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString().slice(0, 10);

  /** Amounts as Tawrid's web app sends them: halalas under `…Halalas` (decision 019). */
  type Terms = { paymentTerms: 'FULL' } | { paymentTerms: 'PARTIAL'; upfrontAmountHalalas: number };

  /**
   * A supplier's invoice to a new buyer it has chatted with: 10 × 1,000.00 SAR of one of its products,
   * so 11,500.00 SAR with VAT. Accepted by the buyer unless asked otherwise.
   */
  async function invoiceFor(terms: Terms, { isAccepted = true } = {}) {
    const supplier = await supplierWithFee(app(), testApp.database.pool, 0);
    const productId = await productOf(app(), supplier.user.id, { price: 100_000, stock: 5 });
    const buyer = await verifiedAccount(app());
    const chat = await callAs(app(), 'POST', '/api/chats', buyer.cookie, {
      counterpartId: supplier.user.id,
      mySide: 'BUYER',
    });
    expect(chat.statusCode).toBe(201);
    const created = await callAs(app(), 'POST', '/api/suppliers/me/invoices', supplier.cookie, {
      idempotencyKey: randomUUID(),
      buyerId: buyer.user.id,
      items: [
        {
          listingId: productId,
          name: 'Industrial gloves',
          details: '',
          quantity: 10,
          unitPriceHalalas: 100_000,
        },
      ],
      deliveryDate: tomorrow(),
      ...terms,
    });
    expect(created.statusCode).toBe(201);
    const invoice = created.json<Invoice>();
    expect(invoice.totalHalalas).toBe(1_150_000);
    if (isAccepted) {
      const accepted = await callAs(
        app(),
        'POST',
        `/api/buyers/me/invoices/${invoice.id}/accept`,
        buyer.cookie,
      );
      expect(accepted.statusCode).toBe(200);
    }
    return { supplier, buyer, invoice, productId };
  }

  const pay = (cookie: string, invoiceId: string, body: object) =>
    callAs(app(), 'POST', `/api/buyers/me/invoices/${invoiceId}/payments`, cookie, {
      idempotencyKey: randomUUID(),
      card: testCards.approve,
      ...body,
    });
  const confirm = async (cookie: string, redirectUrl: string) =>
    (
      await callAs(app(), 'POST', '/api/payments/confirm', cookie, { chargeId: chargeIdOf(redirectUrl) })
    ).json<PaymentResult>();
  /** Every charge the provider made for payments of the invoice, with what it refunded of each. */
  const chargesOf = async (invoiceId: string) =>
    (
      await query(
        'SELECT c.card FROM sandbox_charges c JOIN payments p ON p.id::text = c.reference WHERE p.invoice_id = $1',
        [invoiceId],
      )
    ).map((charge) => ({ refunded: (charge.card as { refundedAmount: number }).refundedAmount }));
  const invoiceAs = async (cookie: string, id: string) =>
    (await callAs(app(), 'GET', `/api/buyers/me/invoices/${id}`, cookie)).json<Invoice>();
  /** A 3-D Secure payment approved on the test page but not settled yet: its charge is CAPTURED. */
  async function approvedButUnsettled(cookie: string, invoiceId: string, installment: string) {
    const response = await pay(cookie, invoiceId, { installment, card: testCards.challenge });
    expect(response.statusCode).toBe(201);
    const { paymentId, redirectUrl } = response.json<{ paymentId: string; redirectUrl: string }>();
    const chargeId = chargeIdOf(redirectUrl);
    const approved = await callAs(app(), 'POST', `/api/payments/sandbox/charges/${chargeId}/approve`);
    expect(approved.statusCode).toBe(200);
    return { paymentId, chargeId };
  }

  beforeAll(async () => {
    testApp = await createTestApp({}, { clock });
  });
  afterAll(() => testApp.close());

  it('pays a FULL invoice once: FULLY_PAID, the payment listed, the supplier told, no order and no stock moved', async () => {
    const { supplier, buyer, invoice, productId } = await invoiceFor({ paymentTerms: 'FULL' });

    const response = await pay(buyer.cookie, invoice.id, { installment: 'FULL' });

    expect(response.statusCode).toBe(201);
    const result = await confirm(buyer.cookie, response.json<{ redirectUrl: string }>().redirectUrl);
    expect(result).toMatchObject({
      status: 'PAID',
      amount: 11_500,
      amountHalalas: 1_150_000,
      invoiceId: invoice.id,
      orderIds: [],
    });
    const paid = await invoiceAs(buyer.cookie, invoice.id);
    expect(paid).toMatchObject({ status: 'FULLY_PAID', paidAmountHalalas: 1_150_000, dueInstallment: null });
    expect(paid.payments).toEqual([
      {
        installment: 'FULL',
        amount: 11_500,
        amountHalalas: 1_150_000,
        paidAt: expect.any(String),
        // Issue 26: paid by the buyer's founding owner, whose member id is the business's.
        paidBy: { memberId: buyer.user.id, name: expect.any(String) },
      },
    ]);
    const [charge] = await query('SELECT amount FROM sandbox_charges WHERE reference = $1', [
      result.paymentId,
    ]);
    expect(charge!.amount).toBe(1_150_000);
    expect(await query('SELECT 1 FROM orders WHERE buyer_id = $1', [buyer.user.id])).toHaveLength(0);
    expect((await query('SELECT stock FROM products WHERE id = $1', [productId]))[0]!.stock).toBe(5);
    const told = await query(
      "SELECT content_en FROM notifications WHERE recipient_id = $1 AND type = 'INVOICE_STATUS' AND related_entity_id = $2 ORDER BY created_at",
      [supplier.user.id, invoice.id],
    );
    expect(told.map((n) => n.content_en)).toEqual([
      `Invoice #${invoice.number} is now accepted.`,
      `Invoice #${invoice.number} is now fully paid.`,
    ]);
  });

  it('takes a PARTIAL invoice upfront then the remainder, refusing what is not due at each step', async () => {
    const { buyer, invoice } = await invoiceFor({ paymentTerms: 'PARTIAL', upfrontAmountHalalas: 345_000 });
    expect((await invoiceAs(buyer.cookie, invoice.id)).dueInstallment).toEqual({
      installment: 'UPFRONT',
      amount: 3_450,
      amountHalalas: 345_000,
    });
    const early = await pay(buyer.cookie, invoice.id, { installment: 'REMAINDER' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: 'INVOICE_INSTALLMENT_NOT_DUE' } });

    const upfront = await pay(buyer.cookie, invoice.id, { installment: 'UPFRONT' });
    expect(await confirm(buyer.cookie, upfront.json<{ redirectUrl: string }>().redirectUrl)).toMatchObject({
      status: 'PAID',
      amountHalalas: 345_000,
    });
    const partly = await invoiceAs(buyer.cookie, invoice.id);
    expect(partly).toMatchObject({
      status: 'PARTIALLY_PAID',
      paidAmountHalalas: 345_000,
      dueInstallment: { installment: 'REMAINDER', amountHalalas: 805_000 },
    });
    const twice = await pay(buyer.cookie, invoice.id, { installment: 'UPFRONT' });
    expect(twice.statusCode).toBe(409);

    const remainder = await pay(buyer.cookie, invoice.id, { installment: 'REMAINDER' });
    expect(await confirm(buyer.cookie, remainder.json<{ redirectUrl: string }>().redirectUrl)).toMatchObject({
      status: 'PAID',
      amountHalalas: 805_000,
    });
    const paid = await invoiceAs(buyer.cookie, invoice.id);
    expect(paid).toMatchObject({ status: 'FULLY_PAID', paidAmountHalalas: 1_150_000, dueInstallment: null });
    expect(paid.payments.map((p) => [p.installment, p.amountHalalas])).toEqual([
      ['UPFRONT', 345_000],
      ['REMAINDER', 805_000],
    ]);
    expect((await pay(buyer.cookie, invoice.id, { installment: 'REMAINDER' })).statusCode).toBe(409);
  });

  it('refuses to take money for a pending or rejected invoice', async () => {
    const { buyer, invoice } = await invoiceFor({ paymentTerms: 'FULL' }, { isAccepted: false });
    expect((await pay(buyer.cookie, invoice.id, { installment: 'FULL' })).statusCode).toBe(409);
    await callAs(app(), 'POST', `/api/buyers/me/invoices/${invoice.id}/reject`, buyer.cookie, { reason: '' });

    const response = await pay(buyer.cookie, invoice.id, { installment: 'FULL' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'INVOICE_INSTALLMENT_NOT_DUE' } });
    expect(await query('SELECT 1 FROM payments WHERE invoice_id = $1', [invoice.id])).toHaveLength(0);
  });

  it("answers 404 to another business paying someone else's invoice and charges nothing", async () => {
    const { supplier, invoice } = await invoiceFor({ paymentTerms: 'FULL' });
    const stranger = await verifiedAccount(app());

    for (const cookie of [stranger.cookie, supplier.cookie]) {
      const response = await pay(cookie, invoice.id, { installment: 'FULL' });
      expect([403, 404]).toContain(response.statusCode);
    }
    // No foreign key stops a payment naming an invoice that does not exist (decision 026): the purpose does.
    const unknownInvoiceId = randomUUID();
    expect((await pay(stranger.cookie, unknownInvoiceId, { installment: 'FULL' })).statusCode).toBe(404);
    expect(
      await query('SELECT 1 FROM payments WHERE invoice_id = ANY($1)', [[invoice.id, unknownInvoiceId]]),
    ).toHaveLength(0);
  });

  it('answers the same payment to a repeated key, in parallel, and charges once', async () => {
    const { buyer, invoice } = await invoiceFor({ paymentTerms: 'FULL' });
    const body = { idempotencyKey: randomUUID(), installment: 'FULL', card: testCards.challenge };

    const responses = await Promise.all(Array.from({ length: 6 }, () => pay(buyer.cookie, invoice.id, body)));

    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(responses.map((r) => r.json<{ paymentId: string }>().paymentId));
    expect(ids.size).toBe(1);
    expect(await query('SELECT 1 FROM sandbox_charges WHERE reference = $1', [[...ids][0]])).toHaveLength(1);
    // A key already used for a checkout pays nothing else.
    const used = await pay(buyer.cookie, invoice.id, { ...body, installment: 'FULL' });
    expect(used.statusCode).toBe(200);
    const supplier = await supplierWithFee(app(), testApp.database.pool, 0);
    const gloves = await productOf(app(), supplier.user.id, { price: 1_000, stock: 100 });
    await addToCart(app(), buyer.cookie, gloves, 10);
    const cartKey = randomUUID();
    expect((await checkout(app(), buyer.cookie, { idempotencyKey: cartKey })).statusCode).toBe(201);
    const reused = await pay(buyer.cookie, invoice.id, { idempotencyKey: cartKey, installment: 'FULL' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ error: { code: 'CONFLICT' } });
  });

  it('refuses a second attempt at an installment while the first waits for 3-D Secure: one charge, no refund', async () => {
    const { buyer, invoice } = await invoiceFor({ paymentTerms: 'FULL' });
    // Two tabs: the first gets to the test 3-D Secure page, the second tries to pay the same installment.
    const first = await pay(buyer.cookie, invoice.id, { installment: 'FULL', card: testCards.challenge });
    const { paymentId, redirectUrl } = first.json<{ paymentId: string; redirectUrl: string }>();

    const second = await app().inject({
      method: 'POST',
      url: `/api/buyers/me/invoices/${invoice.id}/payments`,
      headers: { ...fromOurSite, cookie: buyer.cookie, 'accept-language': 'ar' },
      remoteAddress: nextAddress(),
      payload: { idempotencyKey: randomUUID(), installment: 'FULL', card: testCards.approve },
    });
    await callAs(app(), 'POST', `/api/payments/sandbox/charges/${chargeIdOf(redirectUrl)}/approve`);
    const paid = await confirm(buyer.cookie, redirectUrl);

    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'INVOICE_PAYMENT_IN_PROGRESS',
      message: errorMessages.ar.INVOICE_PAYMENT_IN_PROGRESS,
      statusCode: 409,
      details: { paymentId, redirectUrl },
    });
    expect(paid).toMatchObject({ paymentId, status: 'PAID' });
    expect(await chargesOf(invoice.id)).toEqual([{ refunded: 0 }]);
    expect(await invoiceAs(buyer.cookie, invoice.id)).toMatchObject({
      status: 'FULLY_PAID',
      paidAmountHalalas: invoice.totalHalalas,
    });
  });

  it(
    'captures the card once when ten payments of one installment arrive together',
    { timeout: 60_000 },
    async () => {
      const { buyer, invoice } = await invoiceFor({ paymentTerms: 'FULL' });

      const responses = await Promise.all(
        Array.from({ length: 10 }, () => pay(buyer.cookie, invoice.id, { installment: 'FULL' })),
      );

      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
      // Refused while the first is in flight, or once it has paid the installment.
      for (const refused of responses.filter((r) => r.statusCode === 409)) {
        expect(['INVOICE_PAYMENT_IN_PROGRESS', 'INVOICE_INSTALLMENT_NOT_DUE']).toContain(
          refused.json().error.code,
        );
      }
      expect(await chargesOf(invoice.id)).toEqual([{ refunded: 0 }]);
      expect(await invoiceAs(buyer.cookie, invoice.id)).toMatchObject({
        status: 'FULLY_PAID',
        paidAmountHalalas: invoice.totalHalalas,
      });
    },
  );

  it('leaves a declined payment nothing recorded and the installment still due, then takes a good card', async () => {
    const { buyer, invoice } = await invoiceFor({ paymentTerms: 'PARTIAL', upfrontAmountHalalas: 100_000 });

    const declined = await pay(buyer.cookie, invoice.id, { installment: 'UPFRONT', card: testCards.decline });

    expect(declined.statusCode).toBe(201);
    const result = await confirm(buyer.cookie, declined.json<{ redirectUrl: string }>().redirectUrl);
    expect(result).toMatchObject({
      status: 'FAILED',
      failureCode: 'PAYMENT_DECLINED',
      invoiceId: invoice.id,
    });
    expect(await invoiceAs(buyer.cookie, invoice.id)).toMatchObject({
      status: 'ACCEPTED',
      paidAmountHalalas: 0,
    });
    const retried = await pay(buyer.cookie, invoice.id, { installment: 'UPFRONT' });
    expect(await confirm(buyer.cookie, retried.json<{ redirectUrl: string }>().redirectUrl)).toMatchObject({
      status: 'PAID',
    });
    expect((await invoiceAs(buyer.cookie, invoice.id)).status).toBe('PARTIALLY_PAID');
  });

  it('has the reconciler record a captured installment nobody confirmed', async () => {
    const { buyer, invoice } = await invoiceFor({ paymentTerms: 'FULL' });
    const { paymentId } = await approvedButUnsettled(buyer.cookie, invoice.id, 'FULL');

    offsetMs = 3 * 60 * 1000;
    try {
      await app().services.payments.reconcilePendingPayments();
    } finally {
      offsetMs = 0;
    }

    expect((await query('SELECT status FROM payments WHERE id = $1', [paymentId]))[0]!.status).toBe('PAID');
    expect(await invoiceAs(buyer.cookie, invoice.id)).toMatchObject({
      status: 'FULLY_PAID',
      paidAmountHalalas: 1_150_000,
    });
  });
});
