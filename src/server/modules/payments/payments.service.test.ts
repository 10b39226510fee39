import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutBodySchema, type CheckoutBody } from '../../../contract/payments/payments.schemas.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.js';
import { createTapPayments } from '../../providers/payments/tap-payments.js';
import { verifiedAccount } from '../../test/accounts.js';
import { createTestApp, testPublicUrl } from '../../test/app.js';
import { addToCart, productOf, supplierWithFee, testCards } from '../../test/checkout.js';
import { startFakeTapServer, type FakeTapServer } from '../../test/fake-tap-server.js';
import { createPaymentsRepository } from './payments.repository.js';
import { createPaymentsService, reconcileAfterMs } from './payments.service.js';

/*
 * Issue 19: a process killed after the provider captured the charge and before the charge id was saved.
 * The fault hook stops the request at exactly that point; the reconciler must then find the charge by
 * its reference (our payment id) and complete the payment, or refund the charge of a payment already
 * failed. Run once with the sandbox and once with the Tap client against the fake Tap server.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** What a test reads of the provider: its charges for a payment, and how much of each was refunded. */
interface ChargesSeen {
  ofPayment(paymentId: string): Promise<Array<{ status: string; refunded: number }>>;
}

function crashSuite(
  label: string,
  setup: {
    start(clock: {
      now(): Date;
    }): Promise<{ testApp: TestApp; charges: ChargesSeen; close?(): Promise<void> }>;
    /** The checkout body of a card that captures at once. */
    capturingCard: Partial<CheckoutBody>;
    /** A provider that makes the charge and then does not answer in time (the answer is lost). */
    answerLost(testApp: TestApp): Pick<PaymentProvider, 'createCharge'> & { restore(): void };
  },
) {
  describe(`a crash between the charge and its saved id (${label})`, () => {
    let testApp: TestApp;
    let charges: ChargesSeen;
    let close: (() => Promise<void>) | undefined;
    let offsetMs = 0;
    const clock = { now: () => new Date(Date.now() + offsetMs) };
    const query = async (text: string, values: unknown[] = []) =>
      (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];

    beforeAll(async () => {
      ({ testApp, charges, close } = await setup.start(clock));
    });
    afterAll(async () => {
      await testApp.close();
      await close?.();
    });

    /** The app's payments service with a fault and, optionally, another provider. */
    function paymentsWith(options: {
      faults?: Parameters<typeof createPaymentsService>[0]['faults'];
      provider?: Pick<PaymentProvider, 'createCharge'>;
    }) {
      const { services } = testApp.app;
      const payments = createPaymentsService({
        repository: createPaymentsRepository(testApp.database.db),
        provider: { ...services.providers.payments, ...options.provider },
        cards: services.savedCards,
        users: services.users,
        clock,
        publicUrl: testPublicUrl,
        log: { warn: () => undefined, error: () => undefined },
        faults: options.faults,
      });
      payments.handlePurposes(services.paymentPurposes);
      return payments;
    }

    /** A buyer with 10 units of a 1,000-halala product from a stock of 50. */
    async function buyerWithCart() {
      const supplier = await supplierWithFee(testApp.app, testApp.database.pool, 0);
      const productId = await productOf(testApp.app, supplier.user.id, { price: 1_000, stock: 50 });
      const buyer = await verifiedAccount(testApp.app);
      await addToCart(testApp.app, buyer.cookie, productId, 10);
      const body = CheckoutBodySchema.parse({ idempotencyKey: randomUUID(), ...setup.capturingCard });
      return { buyerId: buyer.user.id, productId, body };
    }

    const paymentOf = async (buyerId: string) =>
      (await query('SELECT * FROM payments WHERE buyer_id = $1', [buyerId]))[0]!;
    const stockOf = async (productId: string) =>
      (await query('SELECT stock FROM products WHERE id = $1', [productId]))[0]!.stock as number;
    const ordersOf = (paymentId: string) => query('SELECT id FROM orders WHERE payment_id = $1', [paymentId]);
    const cartOf = (buyerId: string) => query('SELECT 1 FROM cart_items WHERE buyer_id = $1', [buyerId]);

    it('completes the payment into its order once the reconciler finds the captured charge by reference', async () => {
      const { buyerId, productId, body } = await buyerWithCart();
      const killed = paymentsWith({
        faults: {
          afterChargeCreated: () => {
            throw new Error('SIGKILL');
          },
        },
      });

      await expect(killed.checkout(buyerId, buyerId, body)).rejects.toThrow('SIGKILL');
      const stranded = await paymentOf(buyerId);
      expect(stranded).toMatchObject({ status: 'PENDING', charge_id: null });
      expect(await charges.ofPayment(stranded.id as string)).toEqual([{ status: 'CAPTURED', refunded: 0 }]);

      offsetMs += reconcileAfterMs + 60_000;
      await testApp.app.services.payments.reconcilePendingPayments();

      const settled = await paymentOf(buyerId);
      expect(settled).toMatchObject({ status: 'PAID', failure_code: null });
      expect(settled.charge_id).toEqual(expect.any(String));
      expect(await charges.ofPayment(settled.id as string)).toEqual([{ status: 'CAPTURED', refunded: 0 }]);
      expect(await ordersOf(settled.id as string)).toHaveLength(1);
      expect(await cartOf(buyerId)).toHaveLength(0);
      expect(await stockOf(productId)).toBe(40);
    });

    it('refunds in full a charge made for a payment that already failed without it', async () => {
      const { buyerId, productId, body } = await buyerWithCart();
      const lost = setup.answerLost(testApp);

      // The provider charged the card, but its answer never came: the checkout fails at once.
      await expect(paymentsWith({ provider: lost }).checkout(buyerId, buyerId, body)).rejects.toMatchObject({
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
      lost.restore();
      const failed = await paymentOf(buyerId);
      expect(failed).toMatchObject({ status: 'FAILED', charge_id: null });
      expect(await stockOf(productId)).toBe(50);
      expect(await charges.ofPayment(failed.id as string)).toEqual([{ status: 'CAPTURED', refunded: 0 }]);

      offsetMs += 60_000;
      await testApp.app.services.payments.reconcilePendingPayments();

      expect(await paymentOf(buyerId)).toMatchObject({ status: 'FAILED', failure_code: 'PAYMENT_REFUNDED' });
      expect(await charges.ofPayment(failed.id as string)).toEqual([
        { status: 'CAPTURED', refunded: failed.amount },
      ]);
      expect(await ordersOf(failed.id as string)).toHaveLength(0);
      expect(await stockOf(productId)).toBe(50);
      // A second pass refunds nothing more.
      await testApp.app.services.payments.reconcilePendingPayments();
      expect(await charges.ofPayment(failed.id as string)).toEqual([
        { status: 'CAPTURED', refunded: failed.amount },
      ]);
    });
  });
}

crashSuite('sandbox', {
  async start(clock) {
    const testApp = await createTestApp({}, { clock });
    const charges: ChargesSeen = {
      async ofPayment(paymentId) {
        const { rows } = await testApp.database.pool.query<{
          status: string;
          card: { refundedAmount: number };
        }>('SELECT status, card FROM sandbox_charges WHERE reference = $1', [paymentId]);
        return rows.map((row) => ({ status: row.status, refunded: row.card.refundedAmount }));
      },
    };
    return { testApp, charges };
  },
  capturingCard: { card: testCards.approve },
  answerLost(testApp) {
    const sandbox = testApp.app.services.providers.payments;
    return {
      async createCharge(input) {
        await sandbox.createCharge(input);
        throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      },
      restore: () => undefined,
    };
  },
});

let tap: FakeTapServer;
crashSuite('Tap', {
  async start(clock) {
    tap = await startFakeTapServer();
    const testApp = await createTestApp(
      {
        payments: {
          provider: 'tap',
          secretKey: tap.secretKey,
          baseUrl: tap.baseUrl,
          publicKey: 'pk_test_browser',
        },
      },
      { clock },
    );
    const charges: ChargesSeen = {
      async ofPayment(paymentId) {
        const made = [...tap.charges.values()].filter((charge) => charge.reference.transaction === paymentId);
        return made.map((charge) => ({
          status: charge.status,
          refunded: tap.refunds
            .filter((refund) => refund.charge_id === charge.id)
            .reduce((sum, refund) => sum + Math.round(Number(refund.amount) * 100), 0),
        }));
      },
    };
    return { testApp, charges, close: () => tap.close() };
  },
  // No card fields in `tap` mode: Tap's own card page (`src_card`), which the fake captures at once.
  capturingCard: {},
  answerLost() {
    // Tap makes the charge at once but answers after the client's timeout.
    const slowAnswer = createTapPayments({ secretKey: tap.secretKey, baseUrl: tap.baseUrl, timeoutMs: 200 });
    tap.delayMs = 1_000;
    return {
      createCharge: (input) => slowAnswer.createCharge(input),
      restore: () => {
        tap.delayMs = 0;
      },
    };
  },
});
