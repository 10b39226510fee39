import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedCard } from '../../../contract/payments/payments.schemas.js';
import { createTestApp, testPublicUrl } from '../../test/app.js';
import { fromOurSite, nextAddress, supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { startFakeTapServer, type FakeTapServer } from '../../test/fake-tap-server.js';

type Method = 'GET' | 'POST' | 'DELETE';

const cardFields = (overrides: Record<string, string> = {}) => ({
  holderName: 'Sara Al-Harbi',
  number: '4111 1111 1111 1111',
  expiry: '12/30',
  securityCode: '737',
  ...overrides,
});

/** Today is 15 May 2026 for these tests: 05/26 still pays, 04/26 has expired. */
const now = new Date('2026-05-15T09:00:00Z');

describe('saved cards API (sandbox)', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let buyer: string;
  let otherBuyer: string;

  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...fromOurSite, ...(cookie ? { cookie } : {}) },
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });
  const rowsOf = async (buyerCookieId: string) =>
    (await testApp.database.pool.query('SELECT * FROM saved_cards WHERE buyer_id = $1', [buyerCookieId]))
      .rows;

  let buyerId: string;

  beforeAll(async () => {
    testApp = await createTestApp({}, { clock: { now: () => now } });
    const account = await verifiedAccount(testApp.app);
    buyer = account.cookie;
    buyerId = account.user.id;
    otherBuyer = (await verifiedAccount(testApp.app)).cookie;
  });
  afterAll(async () => testApp.close());

  it('saves a card and lists it, keeping only token, brand, last four, expiry and holder', async () => {
    const saved = await call('POST', '/api/buyers/me/cards', buyer, cardFields());
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      brand: 'VISA',
      last4: '1111',
      expiryMonth: 12,
      expiryYear: 2030,
      holderName: 'Sara Al-Harbi',
    });

    const list = await call('GET', '/api/buyers/me/cards', buyer);
    expect(list.json<SavedCard[]>().map((card) => card.id)).toContain(saved.json<SavedCard>().id);
  });

  it('never stores the card number or the security code', async () => {
    await call(
      'POST',
      '/api/buyers/me/cards',
      buyer,
      cardFields({ number: '5123 4500 0000 0008', securityCode: '9182' }),
    );

    const stored = JSON.stringify(await rowsOf(buyerId));
    expect(stored).not.toContain('5123450000000008');
    expect(stored).not.toContain('512345');
    expect(stored).not.toContain('9182');
    expect(stored).toContain('"last4":"0008"');
  });

  it('accepts a card that expires this month and refuses last month with CARD_EXPIRED', async () => {
    expect(
      (await call('POST', '/api/buyers/me/cards', buyer, cardFields({ expiry: '05/26' }))).statusCode,
    ).toBe(201);

    const expired = await call('POST', '/api/buyers/me/cards', buyer, cardFields({ expiry: '04/26' }));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('CARD_EXPIRED');
  });

  it.each([
    ['a number failing the Luhn check', { number: '4111 1111 1111 1112' }, 'CARD_INVALID'],
    ['an expiry not in MM/YY', { expiry: '13/30' }, 'CARD_EXPIRY_INVALID'],
    ['a missing holder name', { holderName: '' }, 'FIELD_REQUIRED'],
  ])('refuses %s with %s', async (_label, overrides, code) => {
    const response = await call('POST', '/api/buyers/me/cards', buyer, cardFields(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(code);
  });

  it('deletes a card: it leaves the list and the row is kept, marked deleted', async () => {
    const card = (
      await call('POST', '/api/buyers/me/cards', buyer, cardFields({ number: '4000000000003220' }))
    ).json<SavedCard>();

    expect((await call('DELETE', `/api/buyers/me/cards/${card.id}`, buyer)).statusCode).toBe(204);

    const list = (await call('GET', '/api/buyers/me/cards', buyer)).json<SavedCard[]>();
    expect(list.map((item) => item.id)).not.toContain(card.id);
    const row = (await rowsOf(buyerId)).find((item) => item.id === card.id);
    expect(row?.deleted_at).not.toBeNull();
  });

  it('answers 404 to another buyer deleting a card, and the card stays', async () => {
    const card = (await call('POST', '/api/buyers/me/cards', buyer, cardFields())).json<SavedCard>();

    const response = await call('DELETE', `/api/buyers/me/cards/${card.id}`, otherBuyer);

    expect(response.statusCode).toBe(404);
    expect((await call('GET', '/api/buyers/me/cards', otherBuyer)).json()).toEqual([]);
    const row = (await rowsOf(buyerId)).find((item) => item.id === card.id);
    expect(row?.deleted_at).toBeNull();
  });

  it('refuses guests and suppliers', async () => {
    const supplier = await supplierAccount(testApp.app);
    expect((await call('GET', '/api/buyers/me/cards')).statusCode).toBe(401);
    const asSupplier = await call('POST', '/api/buyers/me/cards', supplier.cookie, cardFields());
    expect(asSupplier.json().error.code).toBe('ROLE_NOT_ALLOWED');
  });

  it('answers the sandbox provider on /api/payments/config', async () => {
    expect((await call('GET', '/api/payments/config')).json()).toEqual({
      provider: 'sandbox',
      tapPublicKey: null,
    });
  });

  describe('what checkout uses', () => {
    it('findUsableCard answers the owner’s card as the provider takes it, and null for anyone else', async () => {
      const card = (await call('POST', '/api/buyers/me/cards', buyer, cardFields())).json<SavedCard>();
      const { savedCards } = testApp.app.services;
      const otherId = (await verifiedAccount(testApp.app)).user.id;

      expect(await savedCards.findUsableCard(buyerId, card.id)).toMatchObject({
        providerCardId: expect.stringMatching(/^sbx_card_/),
        last4: '1111',
      });
      expect(await savedCards.findUsableCard(otherId, card.id)).toBeNull();
    });

    it('keepCardFromCharge keeps the card of a charge once, even when settled again in parallel', async () => {
      const sandbox = testApp.app.services.providers.sandboxPayments!;
      const fresh = (await verifiedAccount(testApp.app)).user.id;
      const charge = await sandbox.createCharge({
        amount: 1000,
        reference: '3f0c9a7e-2b1d-4c55-9a0e-5d1b7c2e8f10',
        description: 'x',
        customer: { id: null, name: 'Sara', email: 'sara@example.sa' },
        source: {
          kind: 'RAW_CARD',
          card: {
            holderName: 'Sara',
            number: '4111111111111111',
            expiryMonth: 1,
            expiryYear: 2031,
            securityCode: '1',
          },
        },
        saveCard: true,
        redirectUrl: `${testPublicUrl}/buyer/payment/callback`,
        webhookUrl: `${testPublicUrl}/api/payments/webhook`,
      });

      await Promise.all(
        Array.from({ length: 5 }, () =>
          testApp.app.services.savedCards.keepCardFromCharge(fresh, charge.savedCard!),
        ),
      );

      expect(await rowsOf(fresh)).toHaveLength(1);
    });
  });

  describe('sandbox 3-D Secure page API', () => {
    it('shows a challenged charge and sends the buyer back to the callback with tap_id after approving', async () => {
      const sandbox = testApp.app.services.providers.sandboxPayments!;
      const charge = await sandbox.createCharge({
        amount: 115_050,
        // Another payment's charge than the one above: a reference is charged once (issue 19).
        reference: '7b2d4e1a-9c3f-4a8b-b6d5-2e1f0a9c8d73',
        description: 'x',
        customer: { id: null, name: 'Sara', email: 'sara@example.sa' },
        source: {
          kind: 'RAW_CARD',
          card: {
            holderName: 'Sara',
            number: '4464040000000007',
            expiryMonth: 1,
            expiryYear: 2031,
            securityCode: '1',
          },
        },
        saveCard: false,
        redirectUrl: `${testPublicUrl}/buyer/payment/callback`,
        webhookUrl: `${testPublicUrl}/api/payments/webhook`,
      });

      const shown = await call('GET', `/api/payments/sandbox/charges/${charge.id}`);
      expect(shown.json()).toEqual({
        id: charge.id,
        amount: 1_150.5,
        amountHalalas: 115_050,
        status: 'INITIATED',
        brand: 'MADA',
        last4: '0007',
      });

      const approved = await call('POST', `/api/payments/sandbox/charges/${charge.id}/approve`);
      expect(approved.json()).toEqual({
        redirectUrl: `${testPublicUrl}/buyer/payment/callback?tap_id=${charge.id}`,
      });
      expect((await sandbox.getCharge(charge.id)).status).toBe('CAPTURED');
    });

    it('answers 404 for an unknown charge', async () => {
      expect((await call('POST', '/api/payments/sandbox/charges/chg_sbx_nope/decline')).statusCode).toBe(404);
    });
  });
});

describe('saved cards API (tap)', () => {
  let tap: FakeTapServer;
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    tap = await startFakeTapServer();
    testApp = await createTestApp({
      payments: {
        provider: 'tap',
        secretKey: tap.secretKey,
        baseUrl: tap.baseUrl,
        publicKey: 'pk_test_browser',
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await tap.close();
  });

  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...fromOurSite, ...(cookie ? { cookie } : {}) },
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });

  it('tells the browser to use Tap with its public key, and has no sandbox page', async () => {
    expect((await call('GET', '/api/payments/config')).json()).toEqual({
      provider: 'tap',
      tapPublicKey: 'pk_test_browser',
    });
    expect((await call('GET', '/api/payments/sandbox/charges/chg_x')).statusCode).toBe(404);
  });

  it('saves a card from a Tap token, reusing the customer for the next card, and deletes it at Tap', async () => {
    const { cookie } = await verifiedAccount(testApp.app);

    const first = await call('POST', '/api/buyers/me/cards', cookie, { tapTokenId: 'tok_browser_1' });
    await call('POST', '/api/buyers/me/cards', cookie, { tapTokenId: 'tok_browser_2' });
    expect(first.statusCode).toBe(201);
    expect(tap.requests.filter((request) => request.path === '/v2/customers')).toHaveLength(1);

    const card = first.json<SavedCard>();
    expect((await call('DELETE', `/api/buyers/me/cards/${card.id}`, cookie)).statusCode).toBe(204);
    expect(tap.requests.at(-1)?.method).toBe('DELETE');
  });

  it('refuses card fields: in tap mode the number never reaches our server', async () => {
    const { cookie } = await verifiedAccount(testApp.app);
    const response = await call('POST', '/api/buyers/me/cards', cookie, cardFields());
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(tap.requests)).not.toContain('4111');
  });

  it('keeps the card when Tap cannot delete it (CARD_DELETE_FAILED)', async () => {
    const { cookie } = await verifiedAccount(testApp.app);
    const card = (
      await call('POST', '/api/buyers/me/cards', cookie, { tapTokenId: 'tok_browser_3' })
    ).json<SavedCard>();
    tap.failWith = 500;

    const response = await call('DELETE', `/api/buyers/me/cards/${card.id}`, cookie);

    tap.failWith = null;
    expect(response.json().error.code).toBe('CARD_DELETE_FAILED');
    expect((await call('GET', '/api/buyers/me/cards', cookie)).json()).toHaveLength(1);
  });
});
