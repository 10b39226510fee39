import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { addToCart, checkout, productOf, supplierWithFee } from '../../test/checkout.js';
import { createPaymentRefundsRepository } from './payment-refunds.repository.js';
import { createPaymentRefundsService } from './payment-refunds.service.js';

/**
 * Decision 033: the refund ledger. Idempotent per thing refunded, never more than was captured, and a
 * process killed around the provider call (before asking, or after asking and before saving the answer)
 * is completed by the reconciler, which asks the provider by our reference: one refund at the provider.
 */
describe('payment refunds', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let offsetMs = 0;
  const clock = { now: () => new Date(Date.now() + offsetMs) };
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];

  beforeAll(async () => {
    testApp = await createTestApp({}, { clock });
  });
  afterAll(() => testApp.close());

  /** The app's refunds service, with a fault where a killed process would stop. */
  const refundsWith = (faults: Parameters<typeof createPaymentRefundsService>[0]['faults'] = {}) =>
    createPaymentRefundsService({
      repository: createPaymentRefundsRepository(testApp.database.db),
      provider: testApp.app.services.providers.payments,
      events: testApp.app.services.events,
      clock,
      log: { warn: () => undefined },
      faults,
    });

  async function paidPayment() {
    const supplier = await supplierWithFee(testApp.app, testApp.database.pool, 0);
    const buyer = await verifiedAccount(testApp.app);
    const product = await productOf(testApp.app, supplier.user.id, { price: 1_000, stock: 50 });
    await addToCart(testApp.app, buyer.cookie, product, 10);
    const response = await checkout(testApp.app, buyer.cookie);
    const { paymentId } = response.json<{ paymentId: string }>();
    const [payment] = await query('SELECT amount, charge_id FROM payments WHERE id = $1', [paymentId]);
    return { paymentId, amount: payment!.amount as number, chargeId: payment!.charge_id as string };
  }
  const providerRefundsOf = (chargeId: string) =>
    query('SELECT amount, reference FROM sandbox_refunds WHERE charge_id = $1', [chargeId]);

  it('refunds a thing once however often it is asked, and never more than is left', async () => {
    const { paymentId, amount, chargeId } = await paidPayment();
    const refunds = refundsWith();
    const request = { paymentId, amount: 3_000, purposeKey: `TEST:${paymentId}`, reason: 'Damaged' };
    const [first, second] = await Promise.all([refunds.refund(request), refunds.refund(request)]);

    expect(second.id).toBe(first.id);
    expect((await refunds.findRefund(first.id))!.status).toBe('SUCCEEDED');
    expect(await providerRefundsOf(chargeId)).toEqual([{ amount: 3_000, reference: first.id }]);
    await expect(
      refunds.refund({ ...request, purposeKey: `OTHER:${paymentId}`, amount: amount - 3_000 + 1 }),
    ).rejects.toMatchObject({ code: 'REFUND_AMOUNT_TOO_HIGH' });
    expect((await refunds.getPaymentMoney(paymentId)).refundableAmount).toBe(amount - 3_000);
  });

  it('completes a refund whose process died before asking the provider, once', async () => {
    const { paymentId, chargeId } = await paidPayment();
    const killed = refundsWith({
      beforeProviderCall: () => {
        throw new Error('process killed');
      },
    });
    const request = { paymentId, amount: 2_000, purposeKey: `TEST:${paymentId}`, reason: 'Not received' };
    await expect(killed.refund(request)).rejects.toThrow('process killed');
    const [row] = await query('SELECT id, status FROM payment_refunds WHERE purpose_key = $1', [
      request.purposeKey,
    ]);
    expect(row!.status).toBe('PENDING');
    expect(await providerRefundsOf(chargeId)).toEqual([]);

    // Not yet a minute old: left to the request that may still be running.
    expect(await refundsWith().reconcilePendingRefunds()).toBe(0);
    offsetMs = 2 * 60 * 1000;
    try {
      expect(await refundsWith().reconcilePendingRefunds()).toBeGreaterThanOrEqual(1);
      await refundsWith().reconcilePendingRefunds();
    } finally {
      offsetMs = 0;
    }
    expect((await refundsWith().findRefund(row!.id as string))!.status).toBe('SUCCEEDED');
    expect(await providerRefundsOf(chargeId)).toEqual([{ amount: 2_000, reference: row!.id }]);
  });

  it('completes a refund whose answer was lost, from the provider found by our reference', async () => {
    const { paymentId, chargeId } = await paidPayment();
    const killed = refundsWith({
      afterProviderCall: () => {
        throw new Error('process killed');
      },
    });
    const request = { paymentId, amount: 1_500, purposeKey: `TEST:${paymentId}`, reason: 'Damaged' };
    await expect(killed.refund(request)).rejects.toThrow('process killed');
    expect(await providerRefundsOf(chargeId)).toHaveLength(1);

    offsetMs = 2 * 60 * 1000;
    try {
      await refundsWith().reconcilePendingRefunds();
    } finally {
      offsetMs = 0;
    }
    const [row] = await query(
      'SELECT status, provider_refund_id FROM payment_refunds WHERE purpose_key = $1',
      [request.purposeKey],
    );
    expect(row!.status).toBe('SUCCEEDED');
    expect(row!.provider_refund_id).toMatch(/^re_sbx_/);
    expect(await providerRefundsOf(chargeId)).toHaveLength(1);
  });
});
