import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateRules } from '../modules/auth/auth.service.js';
import { tapWebhookHash } from '../providers/payments/tap-payments.js';
import { fromOurSite, nextAddress, sessionCookieOf, signUp, verifiedAccount } from '../test/accounts.js';
import { createTestApp, testPublicUrl } from '../test/app.js';
import { multipartFile, pngImage } from '../test/uploads.js';

/*
 * Issue 11, decision 007: brute-force login is throttled per address, per identifier and per account;
 * a session is only ever one the server issued (no fixation), rotates at login and role switch, and
 * ends server-side at logout; the cookie is HttpOnly, SameSite=Lax, Path=/ and Secure in production;
 * a state-changing request with cookies from another origin is refused, except the signed webhook.
 */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const tokenOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'tawrid_session')?.value;

describe('sessions and authentication', () => {
  let testApp: TestApp;
  const app = () => testApp.app;
  const login = (
    identifier: string,
    password: string,
    headers: Record<string, string> = {},
    remoteAddress = nextAddress(),
  ) =>
    app().inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...fromOurSite, ...headers },
      payload: { identifier, password },
      remoteAddress,
    });
  const me = (cookie: string) => app().inject({ url: '/api/users/me', headers: { cookie } });
  const codeOf = (response: LightMyRequestResponse) =>
    response.json<{ error: { code: string } }>().error.code;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  describe('brute-force login', () => {
    it('allows 10 attempts per identifier in 15 minutes from any addresses, then 429 even with the right password', async () => {
      const { body } = await verifiedAccount(app());
      expect(rateRules.loginByIdentifier).toMatchObject({ limit: 10, windowSeconds: 900 });
      const answers: string[] = [];
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        // Upper and lower case are one identifier.
        const identifier = attempt % 2 ? body.email : body.email.toUpperCase();
        answers.push(codeOf(await login(identifier, `Wrong${attempt}pass`)));
      }
      expect(answers).toEqual(Array(10).fill('INVALID_CREDENTIALS'));

      const limited = await login(body.email, body.password);
      expect(limited.statusCode).toBe(429);
      const { error } = limited.json<{ error: { code: string; details: { retryAfterSeconds: number } } }>();
      expect(error.code).toBe('RATE_LIMITED');
      expect(error.details.retryAfterSeconds).toBeGreaterThan(0);
      expect(error.details.retryAfterSeconds).toBeLessThanOrEqual(900);
      expect(limited.headers['retry-after']).toBe(String(error.details.retryAfterSeconds));
      expect(tokenOf(limited)).toBeUndefined();
    });

    it('limits an identifier that names no account the same way (no account counter involved)', async () => {
      const answers: string[] = [];
      for (let attempt = 1; attempt <= 11; attempt += 1) {
        answers.push(codeOf(await login('7999999991', 'Wrong1pass')));
      }
      expect(answers).toEqual([...Array(10).fill('USER_NOT_FOUND'), 'RATE_LIMITED']);
    });

    it('counts the account’s email and registration number together: 10 in all', async () => {
      const { body } = await verifiedAccount(app());
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const identifier = attempt <= 5 ? body.email : body.registrationNumber;
        expect(codeOf(await login(identifier, 'Wrong1pass'))).toBe('INVALID_CREDENTIALS');
      }
      expect(codeOf(await login(body.registrationNumber, body.password))).toBe('RATE_LIMITED');
      expect(codeOf(await login(body.email, body.password))).toBe('RATE_LIMITED');
    });

    it('allows 30 attempts per address in 15 minutes whatever the identifiers, then 429; other addresses go on', async () => {
      expect(rateRules.loginByIp).toMatchObject({ limit: 30, windowSeconds: 900 });
      const address = '203.0.113.77';
      const answers: string[] = [];
      for (let attempt = 1; attempt <= 30; attempt += 1) {
        answers.push(codeOf(await login(`nobody${attempt}@example.sa`, 'Wrong1pass', {}, address)));
      }
      expect(answers).toEqual(Array(30).fill('USER_NOT_FOUND'));
      const { body } = await verifiedAccount(app());
      const limited = await login(body.email, body.password, {}, address);
      expect(limited.statusCode).toBe(429);
      expect(codeOf(limited)).toBe('RATE_LIMITED');
      expect((await login(body.email, body.password, {}, '203.0.113.78')).statusCode).toBe(200);
    });
  });

  describe('session fixation', () => {
    it('never accepts a token the client chose, and signs in with a new server-made one', async () => {
      const { body } = await verifiedAccount(app());
      const chosen = 'attacker-chosen-session-token-0123456789abcdef';
      expect(codeOf(await me(`tawrid_session=${chosen}`))).toBe('SESSION_EXPIRED');

      const response = await login(body.email, body.password, { cookie: `tawrid_session=${chosen}` });
      expect(response.statusCode).toBe(200);
      const issued = tokenOf(response)!;
      expect(issued).not.toBe(chosen);
      expect(issued).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits, base64url
      expect(codeOf(await me(`tawrid_session=${chosen}`))).toBe('SESSION_EXPIRED');
      expect((await me(`tawrid_session=${issued}`)).statusCode).toBe(200);
    });

    it('replaces the session a browser had at login, and keeps only hashes of tokens', async () => {
      const account = await verifiedAccount(app());
      const oldToken = account.cookie.split('=')[1]!;
      const response = await login(account.body.email, account.body.password, { cookie: account.cookie });
      const newToken = tokenOf(response)!;
      expect(newToken).not.toBe(oldToken);
      expect((await me(account.cookie)).statusCode).toBe(401);

      const { rows } = await testApp.database.pool.query<{ token_hash: string }>(
        'SELECT token_hash FROM sessions WHERE user_id = $1',
        [account.user.id],
      );
      const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
      expect(rows.map((row) => row.token_hash)).toEqual([sha256(newToken)]);
    });

    it('rotates the session at a role switch: the old token no longer works', async () => {
      const account = await verifiedAccount(app());
      const switched = await app().inject({
        method: 'PATCH',
        url: '/api/auth/switch-role',
        headers: { ...fromOurSite, cookie: account.cookie },
      });
      expect(switched.statusCode).toBe(200);
      expect(tokenOf(switched)).not.toBe(account.cookie.split('=')[1]);
      expect(codeOf(await me(account.cookie))).toBe('SESSION_EXPIRED');
      expect((await me(sessionCookieOf(switched))).json()).toMatchObject({ role: 'SUPPLIER' });
    });
  });

  describe('logout', () => {
    it('ends the session on the server: the old cookie, sent again, is refused', async () => {
      const account = await verifiedAccount(app());
      const out = await app().inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...fromOurSite, cookie: account.cookie },
      });
      expect(out.statusCode).toBe(204);
      const cleared = out.cookies.find((cookie) => cookie.name === 'tawrid_session')!;
      expect(cleared.value).toBe('');
      expect(cleared.expires!.getTime()).toBeLessThan(Date.now());

      const replayed = await me(account.cookie);
      expect(replayed.statusCode).toBe(401);
      expect(codeOf(replayed)).toBe('SESSION_EXPIRED');
      const { rows } = await testApp.database.pool.query('SELECT 1 FROM sessions WHERE user_id = $1', [
        account.user.id,
      ]);
      expect(rows).toEqual([]);
    });
  });

  describe('cookie flags', () => {
    it('sets HttpOnly, SameSite=Lax, Path=/ and 30 days, without Secure outside production', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: fromOurSite,
        payload: { identifier: (await verifiedAccount(app())).body.email, password: 'Strong1@pass' },
        remoteAddress: nextAddress(),
      });
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/^tawrid_session=[A-Za-z0-9_-]{43};/);
      expect(header).toContain('HttpOnly');
      expect(header).toContain('SameSite=Lax');
      expect(header).toContain('Path=/');
      expect(header).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
      expect(header).not.toContain('Secure');
    });

    it('adds Secure in production, also when clearing it', async () => {
      const production = await createTestApp({ isProduction: true });
      try {
        const account = await signUp(production.app);
        const signedUp = await production.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: fromOurSite,
          payload: { identifier: account.body.email, password: account.body.password },
          remoteAddress: nextAddress(),
        });
        const header = String(signedUp.headers['set-cookie']);
        expect(header).toContain('Secure');
        expect(header).toContain('HttpOnly');
        expect(header).toContain('SameSite=Lax');
        const out = await production.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { ...fromOurSite, cookie: sessionCookieOf(signedUp) },
        });
        expect(String(out.headers['set-cookie'])).toMatch(/tawrid_session=;.*Secure/);
        // No development mailbox in production.
        expect((await production.app.inject({ url: '/dev/mailbox/latest?to=x' })).statusCode).toBe(404);
      } finally {
        await production.close();
      }
    });
  });

  describe('cross-site requests (CSRF)', () => {
    const settingsOf = async (cookie: string) =>
      (await app().inject({ url: '/api/users/me/settings', headers: { cookie } })).json<{
        notifications: { allowNotifications: boolean };
      }>().notifications.allowNotifications;
    const turnOff = (cookie: string, headers: Record<string, string>) =>
      app().inject({
        method: 'PATCH',
        url: '/api/users/me/settings',
        headers: { cookie, ...headers },
        payload: { notifications: { allowNotifications: false } },
      });

    it.each([
      ['another site’s Origin', { origin: 'https://evil.example' }],
      ['no Origin and no Referer', {}],
      ['the opaque Origin of a sandboxed frame', { origin: 'null' }],
      ['an Origin that only starts like ours', { origin: `${testPublicUrl}.evil.example` }],
      ['another site’s Referer', { referer: `https://evil.example/${testPublicUrl}/settings` }],
      ['our address on another port', { origin: 'http://localhost:3001' }],
      ['our host over another scheme', { origin: 'https://localhost:3000' }],
    ])(
      'refuses a change with the session cookie and %s: 403 ORIGIN_NOT_ALLOWED, nothing changed',
      async (_name, headers) => {
        const { cookie } = await verifiedAccount(app());
        const response = await turnOff(cookie, headers);
        expect(response.statusCode).toBe(403);
        expect(codeOf(response)).toBe('ORIGIN_NOT_ALLOWED');
        expect(await settingsOf(cookie)).toBe(true);
      },
    );

    it('lets the same change through from our own pages, by Origin or by Referer', async () => {
      const { cookie } = await verifiedAccount(app());
      expect((await turnOff(cookie, { origin: testPublicUrl })).statusCode).toBe(200);
      expect(await settingsOf(cookie)).toBe(false);
      const other = await verifiedAccount(app());
      expect((await turnOff(other.cookie, { referer: `${testPublicUrl}/buyer/settings` })).statusCode).toBe(
        200,
      );
    });

    it('refuses the requests a cross-site form can send without a preflight: uploads, logout, login', async () => {
      const account = await verifiedAccount(app());
      const evil = { origin: 'https://evil.example' };
      const upload = multipartFile(await pngImage(20, 20), 'me.png', 'image/png');
      const picture = await app().inject({
        method: 'PUT',
        url: '/api/users/me/profile-picture',
        headers: { ...evil, cookie: account.cookie, ...upload.headers },
        payload: upload.payload,
      });
      const logout = await app().inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...evil, cookie: account.cookie },
      });
      // Login CSRF (signing the victim into the attacker's account) needs no cookie: the Origin decides.
      const loginCsrf = await login(account.body.email, account.body.password, evil);
      expect([picture, logout, loginCsrf].map(codeOf)).toEqual(Array(3).fill('ORIGIN_NOT_ALLOWED'));
      expect((await me(account.cookie)).statusCode).toBe(200);
    });

    it('lets API clients without cookies through the origin check, to the session check', async () => {
      const response = await app().inject({
        method: 'PATCH',
        url: '/api/users/me/settings',
        payload: { notifications: { allowNotifications: false } },
      });
      expect(response.statusCode).toBe(401);
      expect(codeOf(response)).toBe('UNAUTHENTICATED');
    });
  });

  describe('the payment webhook', () => {
    const secretKey = 'sk_test_webhook_secret';
    let tapApp: TestApp;
    beforeAll(async () => {
      // Tap itself is unreachable here: the webhook is checked by its signature before Tap is asked.
      tapApp = await createTestApp({
        payments: { provider: 'tap', secretKey, baseUrl: 'http://127.0.0.1:9', publicKey: null },
      });
    });
    afterAll(() => tapApp?.close());

    const webhook = (body: Record<string, unknown>, hashstring: string) =>
      tapApp.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        // From Tap's servers: another origin, and a stray cookie must not matter either.
        headers: {
          origin: 'https://api.tap.company',
          cookie: 'tawrid_session=whatever',
          'content-type': 'application/json',
          hashstring,
        },
        payload: JSON.stringify(body),
      });

    it('is exempt from the origin check but needs its signature', async () => {
      const body = { id: 'chg_unknown_to_us', amount: 10, currency: 'SAR', status: 'CAPTURED' };
      const forged = await webhook(body, 'f'.repeat(64));
      expect(forged.statusCode).toBe(401);
      expect(codeOf(forged)).toBe('WEBHOOK_SIGNATURE_INVALID');
      const unsigned = await webhook(body, '');
      expect(codeOf(unsigned)).toBe('WEBHOOK_SIGNATURE_INVALID');

      // Signed: past the origin check and the signature, on to finding the charge (unknown here, and Tap
      // unreachable, so it ends in a not-found or provider answer: what matters is what it is not).
      const signed = await webhook(body, tapWebhookHash(body, secretKey));
      expect(['ORIGIN_NOT_ALLOWED', 'WEBHOOK_SIGNATURE_INVALID']).not.toContain(codeOf(signed));
      expect([401, 403]).not.toContain(signed.statusCode);
    });

    it('is the only exempt path: the same foreign origin is refused elsewhere in the payments API', async () => {
      const response = await tapApp.app.inject({
        method: 'POST',
        url: '/api/payments/confirm',
        headers: { origin: 'https://api.tap.company', cookie: 'tawrid_session=whatever' },
        payload: { chargeId: 'chg_x' },
      });
      expect(codeOf(response)).toBe('ORIGIN_NOT_ALLOWED');
    });
  });
});
