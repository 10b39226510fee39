import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeTapServer, type FakeTapServer } from '../../test/fake-tap-server.js';
import type { CreateChargeInput } from './payment-provider.js';
import { createTapPayments, tapWebhookHash } from './tap-payments.js';

const paymentId = '3f0c9a7e-2b1d-4c55-9a0e-5d1b7c2e8f10';

function chargeInput(overrides: Partial<CreateChargeInput> = {}): CreateChargeInput {
  return {
    amount: 115_050,
    reference: paymentId,
    description: 'Tawrid order',
    customer: { id: null, name: 'Sara Al-Harbi', email: 'sara@example.sa' },
    source: { kind: 'TOKEN', tokenId: 'tok_browser_1' },
    saveCard: false,
    redirectUrl: 'https://tawrid.example/buyer/payment/callback',
    webhookUrl: 'https://tawrid.example/api/payments/webhook',
    ...overrides,
  };
}

describe('createTapPayments', () => {
  let tap: FakeTapServer;
  const warn = vi.fn<(obj: object, msg: string) => void>();
  const provider = (timeoutMs?: number) =>
    createTapPayments({ secretKey: tap.secretKey, baseUrl: tap.baseUrl, timeoutMs, log: { warn } });

  beforeAll(async () => {
    tap = await startFakeTapServer();
  });
  afterAll(async () => tap.close());
  beforeEach(() => {
    // Tap answers a repeated `reference.idempotent` with its first charge: each test starts afresh.
    tap.charges.clear();
    tap.requests.length = 0;
    tap.behaviour = 'capture';
    tap.delayMs = 0;
    tap.failWith = null;
    warn.mockReset();
  });

  describe('createCharge', () => {
    it('charges SAR major units with our payment id, redirect and webhook URLs, under the Bearer key', async () => {
      const charge = await provider().createCharge(chargeInput());

      expect(charge).toMatchObject({ status: 'CAPTURED', amount: 115_050, reference: paymentId });
      expect(charge.failureCode).toBeNull();
      expect(charge.transactionUrl).toBeNull();
      const sent = tap.requests[0]!;
      expect(sent.authorization).toBe(`Bearer ${tap.secretKey}`);
      expect(sent.path).toBe('/v2/charges');
      expect(sent.body).toMatchObject({
        amount: 1150.5,
        currency: 'SAR',
        source: { id: 'tok_browser_1' },
        reference: { transaction: paymentId },
        redirect: { url: 'https://tawrid.example/buyer/payment/callback' },
        post: { url: 'https://tawrid.example/api/payments/webhook' },
        customer: { first_name: 'Sara Al-Harbi', email: 'sara@example.sa' },
        save_card: false,
      });
    });

    it('sends our payment id as the idempotent reference: the same charge again is the first one', async () => {
      const first = await provider().createCharge(chargeInput());
      const again = await provider().createCharge(chargeInput());

      expect(again).toEqual(first);
      expect(tap.charges.size).toBe(1);
      expect(tap.requests[0]?.body).toMatchObject({
        reference: { transaction: paymentId, order: paymentId, idempotent: paymentId },
      });
    });

    it('answers the 3-D Secure page while INITIATED, then the outcome Tap gives on GET', async () => {
      tap.behaviour = 'challenge';
      const created = await provider().createCharge(chargeInput());
      expect(created.status).toBe('INITIATED');
      expect(created.transactionUrl).toMatch(/^https:\/\/sandbox\.payments\.tap\.company\/3ds\//);

      tap.finishChallenge(created.id, 'CAPTURED');
      const settled = await provider().getCharge(created.id);

      expect(settled).toMatchObject({
        id: created.id,
        status: 'CAPTURED',
        failureCode: null,
        transactionUrl: null,
      });
    });

    it('maps a declined charge to PAYMENT_DECLINED', async () => {
      tap.behaviour = 'decline';
      const charge = await provider().createCharge(chargeInput());
      expect(charge).toMatchObject({ status: 'DECLINED', failureCode: 'PAYMENT_DECLINED' });
    });

    it('maps response code 51 to INSUFFICIENT_FUNDS', async () => {
      tap.behaviour = 'insufficient';
      const charge = await provider().createCharge(chargeInput());
      expect(charge).toMatchObject({ status: 'DECLINED', failureCode: 'INSUFFICIENT_FUNDS' });
    });

    it('maps an abandoned 3-D Secure to PAYMENT_ABANDONED', async () => {
      tap.behaviour = 'challenge';
      const created = await provider().createCharge(chargeInput());
      tap.finishChallenge(created.id, 'ABANDONED');

      const charge = await provider().getCharge(created.id);

      expect(charge).toMatchObject({ status: 'ABANDONED', failureCode: 'PAYMENT_ABANDONED' });
    });

    it("sends a new card to Tap's own card page as src_card", async () => {
      await provider().createCharge(chargeInput({ source: { kind: 'PROVIDER_FORM' } }));
      expect(tap.requests[0]?.body).toMatchObject({ source: { id: 'src_card' } });
    });

    it('refuses to send raw card fields to Tap', async () => {
      const raw: CreateChargeInput['source'] = {
        kind: 'RAW_CARD',
        card: {
          holderName: 'x',
          number: '4111111111111111',
          expiryMonth: 1,
          expiryYear: 2030,
          securityCode: '123',
        },
      };
      await expect(provider().createCharge(chargeInput({ source: raw }))).rejects.toThrow(/cannot be sent/);
      expect(tap.requests).toHaveLength(0);
    });

    it('answers PAYMENT_PROVIDER_UNAVAILABLE when Tap is slower than the timeout', async () => {
      tap.delayMs = 1000;
      const startedAt = Date.now();

      await expect(provider(200).createCharge(chargeInput())).rejects.toMatchObject({
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
      expect(Date.now() - startedAt).toBeLessThan(900);
    });

    it('answers PAYMENT_PROVIDER_UNAVAILABLE on a 5xx', async () => {
      tap.failWith = 503;
      await expect(provider().getCharge('chg_any')).rejects.toMatchObject({
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
    });

    it('answers PAYMENT_PROVIDER_UNAVAILABLE and warns without the key when Tap refuses the key', async () => {
      const wrongKey = createTapPayments({ secretKey: 'sk_test_wrong', baseUrl: tap.baseUrl, log: { warn } });

      await expect(wrongKey.getCharge('chg_any')).rejects.toMatchObject({
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
      expect(warn).toHaveBeenCalledOnce();
      expect(JSON.stringify(warn.mock.calls)).not.toContain('sk_test_wrong');
    });
  });

  describe('saved cards', () => {
    it('keeps the card a captured charge saved, and pays later through a token made from it', async () => {
      const first = await provider().createCharge(chargeInput({ saveCard: true }));
      const saved = first.savedCard!;
      expect(saved).toMatchObject({ brand: 'VISA', last4: '1111', expiryMonth: 12, expiryYear: 2030 });
      expect(saved.providerCardId).toMatch(/^card_/);
      expect(saved.providerCustomerId).toMatch(/^cus_/);

      tap.requests.length = 0;
      const second = await provider().createCharge(
        chargeInput({ reference: randomUUID(), source: { kind: 'SAVED_CARD', card: saved } }),
      );

      expect(second.status).toBe('CAPTURED');
      expect(tap.requests.map((request) => request.path)).toEqual(['/v2/tokens', '/v2/charges']);
      expect(tap.requests[0]?.body).toEqual({
        saved_card: { card_id: saved.providerCardId, customer_id: saved.providerCustomerId },
      });
      expect((tap.requests[1]?.body?.source as { id: string }).id).toMatch(/^tok_/);
    });

    it('saves a browser token for a new customer, then deletes the card', async () => {
      const card = await provider().saveCard({
        customer: { id: null, name: 'Sara Al-Harbi', email: 'sara@example.sa' },
        source: { kind: 'TOKEN', tokenId: 'tok_from_browser' },
      });
      expect(
        tap.requests.map((request) => `${request.method} ${request.path.replace(/cus_\w+/, 'cus')}`),
      ).toEqual(['POST /v2/customers', 'POST /v2/card/cus']);
      expect(card).toMatchObject({ brand: 'VISA', last4: '1111', holderName: 'Sara Al-Harbi' });
      expect(tap.cards.has(card.providerCardId)).toBe(true);

      await provider().deleteCard(card);

      expect(tap.cards.has(card.providerCardId)).toBe(false);
      expect(tap.requests.at(-1)).toMatchObject({
        method: 'DELETE',
        path: `/v2/card/${card.providerCustomerId}/${card.providerCardId}`,
      });
    });

    it('answers CARD_SAVE_FAILED when Tap refuses the token', async () => {
      await expect(
        provider().saveCard({
          customer: { id: 'cus_known', name: 'Sara', email: 'sara@example.sa' },
          source: { kind: 'TOKEN', tokenId: 'not-a-token' },
        }),
      ).rejects.toMatchObject({ code: 'CARD_SAVE_FAILED' });
    });
  });

  describe('findChargeByReference', () => {
    it("finds our charge among the period's charges, paging through Tap's list", async () => {
      const createdAt = new Date();
      const ours = await provider().createCharge(chargeInput());
      for (let made = 0; made < 60; made += 1) {
        await provider().createCharge(chargeInput({ reference: randomUUID() }));
      }
      tap.requests.length = 0;

      const found = await provider().findChargeByReference(paymentId, createdAt);

      expect(found).toEqual(ours);
      expect(tap.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        'POST /v2/charges/list',
        'POST /v2/charges/list',
      ]);
      expect(tap.requests[0]?.body).toMatchObject({
        period: { date: { from: expect.any(Number), to: expect.any(Number) } },
        limit: 50,
      });
      expect(tap.requests[1]?.body?.starting_after).toEqual(expect.stringMatching(/^chg_/));
    });

    it('answers null when Tap has no charge with our reference, and never guesses when Tap is down', async () => {
      await provider().createCharge(chargeInput({ reference: randomUUID() }));

      expect(await provider().findChargeByReference(paymentId, new Date())).toBeNull();
      // A period without any charge: Tap answers 400 "Charges not found".
      expect(await provider().findChargeByReference(paymentId, new Date('2020-01-01'))).toBeNull();
      tap.failWith = 503;
      await expect(provider().findChargeByReference(paymentId, new Date())).rejects.toMatchObject({
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
    });
  });

  describe('refundCharge', () => {
    it('refunds a captured charge in SAR major units, with our reference', async () => {
      const charge = await provider().createCharge(chargeInput());

      const refund = await provider().refundCharge({
        chargeId: charge.id,
        amount: 115_050,
        reason: 'Out of stock',
        reference: 'refund-ref-1',
      });

      expect(tap.refunds.at(-1)).toMatchObject({
        charge_id: charge.id,
        amount: 1150.5,
        currency: 'SAR',
        reference: { merchant: 'refund-ref-1' },
      });
      expect(refund).toMatchObject({ status: 'SUCCEEDED', amount: 115_050, reference: 'refund-ref-1' });
    });

    it('answers REFUND_FAILED when Tap refuses', async () => {
      tap.behaviour = 'decline';
      const charge = await provider().createCharge(chargeInput());
      await expect(
        provider().refundCharge({ chargeId: charge.id, amount: 100, reason: 'x', reference: 'r' }),
      ).rejects.toMatchObject({ code: 'REFUND_FAILED' });
    });
  });

  describe('findRefundByReference', () => {
    it("finds the charge's refund made with our reference, and null when there is none", async () => {
      const charge = await provider().createCharge(chargeInput());
      expect(await provider().findRefundByReference(charge.id, 'dispute-ref')).toBeNull();
      const made = await provider().refundCharge({
        chargeId: charge.id,
        amount: 5_000,
        reason: 'Damaged',
        reference: 'dispute-ref',
      });
      await provider().refundCharge({ chargeId: charge.id, amount: 100, reason: 'x', reference: 'other' });

      expect(await provider().findRefundByReference(charge.id, 'dispute-ref')).toEqual(made);
      tap.failWith = 503;
      await expect(provider().findRefundByReference(charge.id, 'dispute-ref')).rejects.toMatchObject({
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
    });
  });

  describe('parseWebhook', () => {
    const event = {
      id: 'chg_TS0123',
      object: 'charge',
      amount: 1150.5,
      currency: 'SAR',
      status: 'CAPTURED',
      reference: { gateway: '123456789', payment: '5123456789', transaction: paymentId },
      transaction: { created: '1700000000000' },
    };

    it('answers the charge id of a webhook signed with our secret key', () => {
      const raw = JSON.stringify(event);
      const hashstring = tapWebhookHash(event, tap.secretKey);
      expect(provider().parseWebhook(raw, { hashstring })).toBe('chg_TS0123');
    });

    it('signs the amount with two decimals, as Tap does for SAR', () => {
      const text =
        'x_idchg_TS0123x_amount1150.50x_currencySARx_gateway_reference123456789' +
        'x_payment_reference5123456789x_statusCAPTUREDx_created1700000000000';
      expect(tapWebhookHash(event, 'key')).toBe(createHmac('sha256', 'key').update(text).digest('hex'));
    });

    it('gives the same charge id when the same webhook is delivered again', () => {
      const raw = JSON.stringify(event);
      const headers = { hashstring: tapWebhookHash(event, tap.secretKey) };
      expect([provider().parseWebhook(raw, headers), provider().parseWebhook(raw, headers)]).toEqual([
        'chg_TS0123',
        'chg_TS0123',
      ]);
    });

    it.each([
      ['signed with another key', () => ({ hashstring: tapWebhookHash(event, 'sk_test_other') }), event],
      ['without a hashstring', () => ({}), event],
      [
        'whose status was changed after signing',
        () => ({ hashstring: tapWebhookHash(event, tap.secretKey) }),
        { ...event, status: 'DECLINED' },
      ],
    ])('refuses a webhook %s with WEBHOOK_SIGNATURE_INVALID', (_label, headers, body) => {
      expect(() => provider().parseWebhook(JSON.stringify(body), headers())).toThrow(
        expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }),
      );
    });

    it('refuses a webhook whose body is not JSON', () => {
      expect(() => provider().parseWebhook('{"id":', { hashstring: 'abc' })).toThrow(
        expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }),
      );
    });
  });
});
