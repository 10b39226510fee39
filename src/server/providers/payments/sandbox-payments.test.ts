import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import type { CreateChargeInput, RawCard } from './payment-provider.js';
import { createSandboxPayments, sandboxTestCards, type SandboxPayments } from './sandbox-payments.js';
import { sandboxCharges } from './sandbox-payments.tables.js';

const publicUrl = 'http://localhost:3000';
const callbackUrl = `${publicUrl}/buyer/payment/callback`;

const rawCard = (number: string): RawCard => ({
  holderName: 'Sara Al-Harbi',
  number,
  expiryMonth: 12,
  expiryYear: 2030,
  securityCode: '123',
});

/** A charge for a new payment: each has its own reference (a second charge for one answers the first). */
function chargeInput(
  source: CreateChargeInput['source'],
  saveCard = false,
  reference: string = randomUUID(),
): CreateChargeInput {
  return {
    amount: 23_000,
    reference,
    description: 'Tawrid order',
    customer: { id: null, name: 'Sara', email: 'sara@example.sa' },
    source,
    saveCard,
    redirectUrl: callbackUrl,
    webhookUrl: `${publicUrl}/api/payments/webhook`,
  };
}

describe('createSandboxPayments', () => {
  let database: TestDatabase;
  let sandbox: SandboxPayments;

  beforeAll(async () => {
    database = await createTestDatabase();
    sandbox = createSandboxPayments({ db: database.db, publicUrl, clock: { now: () => new Date() } });
  });
  afterAll(async () => database.drop());

  const charge = (number: string, saveCard = false) =>
    sandbox.createCharge(chargeInput({ kind: 'RAW_CARD', card: rawCard(number) }, saveCard));

  it('captures 4111 1111 1111 1111 at once, without 3-D Secure', async () => {
    const created = await charge('4111 1111 1111 1111');

    expect(created).toMatchObject({
      status: 'CAPTURED',
      amount: 23_000,
      transactionUrl: null,
      failureCode: null,
    });
    expect(created.id).toMatch(/^chg_sbx_[0-9a-f-]{36}$/);
    expect(await sandbox.getCharge(created.id)).toEqual(created);
  });

  it.each([
    ['4000000000000002', 'PAYMENT_DECLINED'],
    ['4000000000009995', 'INSUFFICIENT_FUNDS'],
  ])('declines %s at once with %s', async (number, failureCode) => {
    expect(await charge(number)).toMatchObject({ status: 'DECLINED', failureCode, transactionUrl: null });
  });

  it.each(['4000000000003220', '4464040000000007', '4242424242424242'])(
    'sends %s to the test 3-D Secure page',
    async (number) => {
      const created = await charge(number);
      expect(created).toMatchObject({ status: 'INITIATED', failureCode: null });
      expect(created.transactionUrl).toBe(`${publicUrl}/payments/sandbox/${created.id}`);
    },
  );

  it('shows the mada test card as mada on the test page', async () => {
    const created = await charge('4464040000000007');
    expect(await sandbox.findTestCharge(created.id)).toMatchObject({ brand: 'MADA', last4: '0007' });
  });

  it('refuses a number that fails the Luhn check with CARD_INVALID', async () => {
    await expect(charge('4111111111111112')).rejects.toMatchObject({ code: 'CARD_INVALID' });
  });

  it('captures an approved challenge and sends the buyer back with tap_id, once', async () => {
    const created = await charge('4000000000003220');

    const { redirectUrl } = await sandbox.answerChallenge(created.id, 'APPROVE');
    const again = await sandbox.answerChallenge(created.id, 'DECLINE');

    expect(redirectUrl).toBe(`${callbackUrl}?tap_id=${created.id}`);
    expect(again.redirectUrl).toBe(redirectUrl);
    expect(await sandbox.getCharge(created.id)).toMatchObject({ status: 'CAPTURED', transactionUrl: null });
  });

  it('declines a declined challenge with PAYMENT_DECLINED', async () => {
    const created = await charge('4000000000003220');
    await sandbox.answerChallenge(created.id, 'DECLINE');
    expect(await sandbox.getCharge(created.id)).toMatchObject({
      status: 'DECLINED',
      failureCode: 'PAYMENT_DECLINED',
    });
  });

  it('answers the charge already made to a second charge with the same reference, charging once', async () => {
    const reference = randomUUID();
    const card = { kind: 'RAW_CARD', card: rawCard('4111111111111111') } as const;

    const [first, ...repeats] = await Promise.all(
      Array.from({ length: 5 }, () => sandbox.createCharge(chargeInput(card, false, reference))),
    );

    for (const repeat of repeats) expect(repeat).toEqual(first);
    const rows = await database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, reference));
    expect(rows).toHaveLength(1);
  });

  it('finds a charge by its reference, and answers null for a reference it never charged', async () => {
    const reference = randomUUID();
    const created = await sandbox.createCharge(
      chargeInput({ kind: 'RAW_CARD', card: rawCard('4000000000003220') }, false, reference),
    );

    expect(await sandbox.findChargeByReference(reference, new Date())).toEqual(created);
    expect(await sandbox.findChargeByReference(randomUUID(), new Date())).toBeNull();
  });

  it('answers NOT_FOUND for an unknown charge', async () => {
    await expect(sandbox.getCharge('chg_sbx_missing')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps the card of a captured charge when asked, and a later charge with it behaves like its number', async () => {
    const approved = await charge('4111111111111111', true);
    const declined = await charge('4000000000000002', true);
    expect(approved.savedCard).toMatchObject({
      brand: 'VISA',
      last4: '1111',
      expiryMonth: 12,
      expiryYear: 2030,
    });
    expect(approved.savedCard?.providerCardId).toMatch(/^sbx_card_/);
    expect(declined.savedCard).toBeNull();

    const withSaved = await sandbox.createCharge(
      chargeInput({ kind: 'SAVED_CARD', card: approved.savedCard! }),
    );
    const declinedCard = await sandbox.saveCard({
      customer: { id: null, name: 'Sara', email: 'sara@example.sa' },
      source: { kind: 'RAW_CARD', card: rawCard('4000000000000002') },
    });
    const withDeclined = await sandbox.createCharge(chargeInput({ kind: 'SAVED_CARD', card: declinedCard }));

    expect(withSaved).toMatchObject({ status: 'CAPTURED', savedCard: null });
    expect(withDeclined).toMatchObject({ status: 'DECLINED', failureCode: 'PAYMENT_DECLINED' });
  });

  it('never stores the card number or the security code', async () => {
    const created = await charge('4000000000003220', true);
    const [row] = await database.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, created.id));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('4000000000003220');
    expect(stored).not.toMatch(/securityCode|"123"/);
  });

  it('refunds a captured charge, never more than was taken', async () => {
    const created = await charge('4111111111111111');
    const refund = { chargeId: created.id, reason: 'Out of stock' };
    await sandbox.refundCharge({ ...refund, amount: 23_000, reference: 'first' });
    await expect(sandbox.refundCharge({ ...refund, amount: 1, reference: 'again' })).rejects.toMatchObject({
      code: 'REFUND_FAILED',
    });
  });

  it('answers the refund already made for a reference, and finds it by that reference', async () => {
    const created = await charge('4111111111111111');
    const input = { chargeId: created.id, amount: 5_000, reason: 'Damaged', reference: 'dispute-refund-1' };
    const first = await sandbox.refundCharge(input);
    const again = await sandbox.refundCharge(input);

    expect(first).toMatchObject({ status: 'SUCCEEDED', amount: 5_000, reference: 'dispute-refund-1' });
    expect(again.id).toBe(first.id);
    expect(await sandbox.findRefundByReference(created.id, 'dispute-refund-1')).toEqual(first);
    expect(await sandbox.findRefundByReference(created.id, 'never-asked')).toBeNull();
    // 23,000 captured, 5,000 refunded once: 18,000 is left, not 13,000.
    await sandbox.refundCharge({ ...input, amount: 18_000, reference: 'rest' });
  });

  it('refuses every webhook: the sandbox never sends one', () => {
    expect(() => sandbox.parseWebhook('{"id":"chg_sbx_1"}', { hashstring: 'x' })).toThrow(
      expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }),
    );
  });

  it('documents a test card for every outcome', () => {
    expect(new Set(sandboxTestCards.map((card) => card.behaviour))).toEqual(
      new Set(['approve', 'challenge', 'decline', 'funds']),
    );
  });
});
