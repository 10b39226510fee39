import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRegistryNumbers } from '../../providers/registry/sandbox-registry.js';
import { createTestApp } from '../../test/app.js';
import {
  firstCategoryId,
  fromOurSite,
  mailedToken,
  newBusiness,
  nextAddress,
  sessionCookieOf,
  signUp,
  supplierAccount,
  verifiedAccount,
} from '../../test/accounts.js';

const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };

describe('auth API', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let categoryId: string;
  beforeAll(async () => {
    testApp = await createTestApp({}, { clock });
    categoryId = await firstCategoryId(testApp.app);
  });
  afterAll(() => testApp.close());

  const post = (
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = nextAddress(),
  ) =>
    testApp.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { ...fromOurSite, ...headers },
      remoteAddress,
    });
  const me = (cookie: string) => testApp.app.inject({ url: '/api/users/me', headers: { cookie } });

  describe('signup', () => {
    it('creates an unverified buyer, signs them in with an HTTP-only cookie and mails a link', async () => {
      const body = newBusiness({ businessCategoryIds: [categoryId], email: 'New.Owner@Example.SA' });
      const response = await post('/api/auth/signup', body, { 'accept-language': 'ar' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        role: 'BUYER',
        isEmailVerified: false,
        email: 'new.owner@example.sa',
      });
      const cookie = response.cookies.find((c) => c.name === 'tawrid_session')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      // The web app reads this one to know a session may exist; it holds no secret.
      const signedIn = response.cookies.find((c) => c.name === 'tawrid_signed_in')!;
      expect(signedIn).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: cookie.maxAge });
      expect(signedIn.httpOnly).toBeFalsy();
      const mail = (await testApp.app.inject({ url: '/dev/mailbox/latest?to=new.owner@example.sa' })).json();
      expect(mail.subject).toBe('أكّد بريدك الإلكتروني في توريد');
      expect(mail.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[\w-]{40,}/);
    });

    it('accepts Arabic-Indic digits and stores ASCII digits', async () => {
      const body = newBusiness({ businessCategoryIds: [categoryId] });
      const arabic = (digits: string) =>
        digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
      const response = await post('/api/auth/signup', {
        ...body,
        registrationNumber: arabic(body.registrationNumber),
        nationalId: arabic(body.nationalId),
      });
      expect(response.statusCode).toBe(201);
      const row = await testApp.database.pool.query(
        'SELECT registration_number, national_id FROM users WHERE id = $1',
        [response.json().id],
      );
      expect(row.rows[0]).toEqual({
        registration_number: body.registrationNumber,
        national_id: body.nationalId,
      });
    });

    it.each([
      [sandboxRegistryNumbers.notFound, 422, 'REGISTRATION_NOT_FOUND'],
      [sandboxRegistryNumbers.inactive, 422, 'REGISTRATION_INACTIVE'],
      [sandboxRegistryNumbers.inLiquidation, 422, 'REGISTRATION_INACTIVE'],
      [sandboxRegistryNumbers.unavailable, 503, 'REGISTRY_UNAVAILABLE'],
    ])(
      'answers registry number %s with %i %s and creates nothing',
      async (registrationNumber, status, code) => {
        const body = newBusiness({ businessCategoryIds: [categoryId], registrationNumber });
        const response = await post('/api/auth/signup', body);
        expect(response.statusCode).toBe(status);
        expect(response.json().error.code).toBe(code);
        const rows = await testApp.database.pool.query('SELECT 1 FROM users WHERE email = $1', [body.email]);
        expect(rows.rowCount).toBe(0);
      },
    );

    it('refuses a national ID, registration number or email that another account holds', async () => {
      const { body } = await signUp(testApp.app);
      const again = (overrides: object) =>
        post('/api/auth/signup', newBusiness({ businessCategoryIds: [categoryId], ...overrides }));
      expect((await again({ nationalId: body.nationalId })).json().error.code).toBe('NATIONAL_ID_TAKEN');
      expect((await again({ registrationNumber: body.registrationNumber })).json().error.code).toBe(
        'REGISTRATION_NUMBER_TAKEN',
      );
      const email = await again({ email: body.email.toUpperCase() });
      expect(email.statusCode).toBe(409);
      expect(email.json().error.code).toBe('EMAIL_TAKEN');
    });

    it('lets only one of two simultaneous signups of the same business through', async () => {
      const body = newBusiness({ businessCategoryIds: [categoryId] });
      const answers = await Promise.all([
        post('/api/auth/signup', body),
        post('/api/auth/signup', { ...body, email: `other-${body.email}` }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      const rows = await testApp.database.pool.query('SELECT 1 FROM users WHERE national_id = $1', [
        body.nationalId,
      ]);
      expect(rows.rowCount).toBe(1);
    });

    it('names each invalid field with its rule', async () => {
      const response = await post(
        '/api/auth/signup',
        newBusiness({ city: 'Riyadh 1', password: 'weakpass', businessCategoryIds: [] }),
        { 'accept-language': 'en' },
      );
      expect(response.statusCode).toBe(400);
      const issues = response.json().error.details.issues as { path: string; message: string }[];
      expect(issues).toEqual(
        expect.arrayContaining([
          { path: 'body.city', message: 'Enter a valid city name (letters only).' },
          { path: 'body.businessCategoryIds', message: 'Select at least one business category.' },
          expect.objectContaining({ path: 'body.password' }),
        ]),
      );
    });

    it('refuses a category that is not a main category', async () => {
      const response = await post(
        '/api/auth/signup',
        newBusiness({ businessCategoryIds: ['00000000-0000-4000-8000-000000000000'] }),
      );
      expect(response.json().error.code).toBe('CATEGORY_NOT_FOUND');
    });
  });

  describe('email verification', () => {
    it('blocks an unverified user from everything but their session, and unblocks after verifying', async () => {
      const { cookie, body } = await signUp(testApp.app);
      expect((await me(cookie)).statusCode).toBe(200);
      const settings = await testApp.app.inject({ url: '/api/users/me/settings', headers: { cookie } });
      expect(settings.statusCode).toBe(403);
      expect(settings.json().error.code).toBe('EMAIL_NOT_VERIFIED');

      const token = await mailedToken(testApp.app, body.email);
      expect((await post('/api/auth/email-verification', { token })).statusCode).toBe(200);
      expect((await me(cookie)).json().isEmailVerified).toBe(true);
      expect(
        (await testApp.app.inject({ url: '/api/users/me/settings', headers: { cookie } })).statusCode,
      ).toBe(200);
    });

    it('uses a token once', async () => {
      const { body } = await signUp(testApp.app);
      const token = await mailedToken(testApp.app, body.email);
      const answers = await Promise.all([1, 2, 3].map(() => post('/api/auth/email-verification', { token })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
      expect(answers.find((a) => a.statusCode === 400)!.json().error.code).toBe('TOKEN_INVALID');
    });

    it('refuses an expired token', async () => {
      const { body } = await signUp(testApp.app);
      const token = await mailedToken(testApp.app, body.email);
      clock.offsetMs = 25 * 60 * 60 * 1000;
      try {
        const response = await post('/api/auth/email-verification', { token });
        expect(response.statusCode).toBe(410);
        expect(response.json().error.code).toBe('TOKEN_EXPIRED');
      } finally {
        clock.offsetMs = 0;
      }
    });

    it('resends a link, or says why not', async () => {
      const { body } = await signUp(testApp.app);
      const first = await mailedToken(testApp.app, body.email);
      expect((await post('/api/auth/email-verification/resend', { email: body.email })).statusCode).toBe(202);
      const second = await mailedToken(testApp.app, body.email);
      expect(second).not.toBe(first);
      // The older link stops working once a newer one is sent.
      expect((await post('/api/auth/email-verification', { token: first })).json().error.code).toBe(
        'TOKEN_INVALID',
      );
      expect((await post('/api/auth/email-verification', { token: second })).statusCode).toBe(200);
      expect(
        (await post('/api/auth/email-verification/resend', { email: body.email })).json().error.code,
      ).toBe('EMAIL_ALREADY_VERIFIED');
      expect(
        (await post('/api/auth/email-verification/resend', { email: 'nobody@example.sa' })).json().error.code,
      ).toBe('ACCOUNT_NOT_FOUND');
    });
  });

  describe('rate limits per address', () => {
    it('limits signups from one address', async () => {
      const address = nextAddress();
      const answers = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        answers.push(
          (await post('/api/auth/signup', newBusiness({ businessCategoryIds: [categoryId] }), {}, address))
            .statusCode,
        );
      }
      expect(answers.slice(0, 10).every((status) => status === 201)).toBe(true);
      expect(answers[10]).toBe(429);
    });
  });

  it('limits signup attempts for one registration number, from any address', async () => {
    const { registrationNumber } = newBusiness();
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const body = newBusiness({ businessCategoryIds: [categoryId], registrationNumber });
      const response = await post('/api/auth/signup', body);
      answers.push(response.statusCode === 201 ? 'CREATED' : response.json().error.code);
    }
    expect(answers).toEqual(['CREATED', ...Array(4).fill('REGISTRATION_NUMBER_TAKEN'), 'RATE_LIMITED']);
  });

  describe('login and sessions', () => {
    it('logs in with an email or a registration number', async () => {
      const { body } = await verifiedAccount(testApp.app);
      const byEmail = await post('/api/auth/login', {
        identifier: body.email.toUpperCase(),
        password: body.password,
      });
      expect(byEmail.statusCode).toBe(200);
      expect(byEmail.json().email).toBe(body.email);
      const byNumber = await post('/api/auth/login', {
        identifier: body.registrationNumber,
        password: body.password,
      });
      expect(byNumber.statusCode).toBe(200);
      expect((await me(sessionCookieOf(byNumber))).json().businessName).toBe(body.businessName);
    });

    it('says whether the account or the password is wrong', async () => {
      const { body } = await verifiedAccount(testApp.app);
      const unknown = await post('/api/auth/login', { identifier: '7999999999', password: 'Whatever1' });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().error.code).toBe('USER_NOT_FOUND');
      const wrong = await post('/api/auth/login', { identifier: body.email, password: 'Wrong1pass' });
      expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
      expect(wrong.cookies.find((c) => c.name === 'tawrid_session')).toBeUndefined();
    });

    it('answers an unknown session with SESSION_EXPIRED and the spec message', async () => {
      const response = await me('tawrid_session=not-a-real-token');
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({
        code: 'SESSION_EXPIRED',
        message: 'Invalid or expired token',
      });
      expect((await testApp.app.inject({ url: '/api/users/me' })).json().error.code).toBe('UNAUTHENTICATED');
    });

    it('ends a session at logout', async () => {
      const { cookie } = await verifiedAccount(testApp.app);
      const response = await post('/api/auth/logout', undefined, { cookie });
      expect(response.statusCode).toBe(204);
      const cleared = response.cookies.filter((c) => c.value === '' && c.expires! <= new Date());
      expect(cleared.map((c) => c.name).sort()).toEqual(['tawrid_session', 'tawrid_signed_in']);
      expect((await me(cookie)).json().error.code).toBe('SESSION_EXPIRED');
    });

    it('limits login attempts per identifier, with a retry time', async () => {
      const { body } = await verifiedAccount(testApp.app);
      let last;
      for (let attempt = 0; attempt < 11; attempt += 1) {
        // Each attempt from another address: the per-identifier limit is what stops this.
        last = await post('/api/auth/login', { identifier: body.email, password: 'Wrong1pass' });
      }
      expect(last!.statusCode).toBe(429);
      expect(last!.json().error.code).toBe('RATE_LIMITED');
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      // Even the right password waits until the window passes.
      const right = await post('/api/auth/login', { identifier: body.email, password: body.password });
      expect(right.statusCode).toBe(429);
    });

    it('refuses a state-changing request with the session cookie from another site', async () => {
      const { cookie } = await verifiedAccount(testApp.app);
      const foreign = await testApp.app.inject({
        method: 'PATCH',
        url: '/api/auth/switch-role',
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().error.code).toBe('ORIGIN_NOT_ALLOWED');
      const noOrigin = await testApp.app.inject({
        method: 'PATCH',
        url: '/api/auth/switch-role',
        headers: { cookie },
      });
      expect(noOrigin.json().error.code).toBe('ORIGIN_NOT_ALLOWED');
      expect((await me(cookie)).json().role).toBe('BUYER');
    });
  });

  describe('switching role', () => {
    it('creates the supplier side on the first switch and rotates the session', async () => {
      const { cookie } = await verifiedAccount(testApp.app);
      const switched = await testApp.app.inject({
        method: 'PATCH',
        url: '/api/auth/switch-role',
        headers: { ...fromOurSite, cookie },
      });
      expect(switched.json()).toEqual({ newRole: 'SUPPLIER' });
      const rotated = sessionCookieOf(switched);
      expect(rotated).not.toBe(cookie);
      expect((await me(cookie)).statusCode).toBe(401);
      expect((await me(rotated)).json().role).toBe('SUPPLIER');
      const status = await testApp.app.inject({ url: '/api/suppliers/me', headers: { cookie: rotated } });
      expect(status.json()).toMatchObject({ supplierStatus: 'ACTIVE' });
    });

    it('refuses supplier data to a buyer', async () => {
      const { cookie } = await verifiedAccount(testApp.app);
      const response = await testApp.app.inject({ url: '/api/suppliers/me', headers: { cookie } });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('ROLE_NOT_ALLOWED');
    });

    it('switches back to buyer keeping the store', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const back = await testApp.app.inject({
        method: 'PATCH',
        url: '/api/auth/switch-role',
        headers: { ...fromOurSite, cookie },
      });
      expect(back.json()).toEqual({ newRole: 'BUYER' });
      const settings = await testApp.app.inject({
        url: '/api/users/me/settings',
        headers: { cookie: sessionCookieOf(back) },
      });
      expect(settings.json().store).not.toBeNull();
    });
  });

  describe('passwords', () => {
    it('answers a reset request the same way whether or not the account exists', async () => {
      const { body } = await verifiedAccount(testApp.app);
      const known = await post('/api/auth/password-reset-requests', { email: body.email });
      const unknown = await post('/api/auth/password-reset-requests', { email: 'ghost@example.sa' });
      expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
      expect(known.body).toBe(unknown.body);
    });

    it('resets the password through the mailed link once, and ends every session', async () => {
      const { body, cookie } = await verifiedAccount(testApp.app);
      await post('/api/auth/password-reset-requests', { email: body.email });
      const token = await mailedToken(testApp.app, body.email);
      const mismatch = await post('/api/auth/password-reset', {
        token,
        password: 'NewPass1!',
        confirmPassword: 'Other1!',
      });
      expect(mismatch.json().error.code).toBe('PASSWORD_MISMATCH');
      const reset = await post('/api/auth/password-reset', {
        token,
        password: 'NewPass1!',
        confirmPassword: 'NewPass1!',
      });
      expect(reset.statusCode).toBe(200);
      expect((await me(cookie)).statusCode).toBe(401);
      const again = await post('/api/auth/password-reset', {
        token,
        password: 'NewPass2!',
        confirmPassword: 'NewPass2!',
      });
      expect(again.json().error.code).toBe('TOKEN_INVALID');
      expect(
        (await post('/api/auth/login', { identifier: body.email, password: body.password })).statusCode,
      ).toBe(401);
      expect(
        (await post('/api/auth/login', { identifier: body.email, password: 'NewPass1!' })).statusCode,
      ).toBe(200);
    });

    it('refuses an expired reset link', async () => {
      const { body } = await verifiedAccount(testApp.app);
      await post('/api/auth/password-reset-requests', { email: body.email });
      const token = await mailedToken(testApp.app, body.email);
      clock.offsetMs = 31 * 60 * 1000;
      try {
        const response = await post('/api/auth/password-reset', {
          token,
          password: 'NewPass1!',
          confirmPassword: 'NewPass1!',
        });
        expect(response.json().error.code).toBe('TOKEN_EXPIRED');
      } finally {
        clock.offsetMs = 0;
      }
    });

    it('changes the password, keeping this browser signed in and ending the other sessions', async () => {
      const { body, cookie } = await verifiedAccount(testApp.app);
      const other = sessionCookieOf(
        await post('/api/auth/login', { identifier: body.email, password: body.password }),
      );
      const wrong = await testApp.app.inject({
        method: 'PUT',
        url: '/api/users/me/password',
        headers: { ...fromOurSite, cookie },
        payload: { currentPassword: 'Nope1234', password: 'Changed1!', confirmPassword: 'Changed1!' },
      });
      expect(wrong.json().error.code).toBe('CURRENT_PASSWORD_WRONG');
      const changed = await testApp.app.inject({
        method: 'PUT',
        url: '/api/users/me/password',
        headers: { ...fromOurSite, cookie },
        payload: { currentPassword: body.password, password: 'Changed1!', confirmPassword: 'Changed1!' },
      });
      expect(changed.statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
      expect((await me(cookie)).statusCode).toBe(401);
      expect((await me(sessionCookieOf(changed))).statusCode).toBe(200);
    });
  });

  // Spec §2 "Login: email or 10-digit registration number plus password"; §5 "identifier must be a valid
  // email or a 10-digit registration number". A client written from these words may name the field
  // `email` or `crn` (commercial registration number) rather than Tawrid's `identifier` (issue 20).
  describe('login fields a client written from the specification sends', () => {
    const login = (payload: Record<string, unknown>) => post('/api/auth/login', payload);

    it.each([
      ['email', (body: { email: string }) => ({ email: body.email })],
      ['crn', (body: { registrationNumber: string }) => ({ crn: body.registrationNumber })],
      ['identifier (email)', (body: { email: string }) => ({ identifier: body.email })],
      [
        'identifier (registration number)',
        (body: { registrationNumber: string }) => ({
          identifier: body.registrationNumber,
        }),
      ],
    ])('logs in with {%s, password} and answers the user with its role', async (_field, fields) => {
      const { body } = await verifiedAccount(testApp.app);

      const response = await login({ ...fields(body), password: body.password });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ role: 'BUYER', email: body.email, isEmailVerified: true });
      expect((await me(sessionCookieOf(response))).json().email).toBe(body.email);
    });

    it("answers a supplier's role to a login by registration number", async () => {
      const { body } = await supplierAccount(testApp.app);

      const response = await login({ crn: body.registrationNumber, password: body.password });

      expect(response.statusCode).toBe(200);
      expect(response.json().role).toBe('SUPPLIER');
    });

    it.each([
      ['email', (body: { email: string }) => ({ email: body.email })],
      ['crn', (body: { registrationNumber: string }) => ({ crn: body.registrationNumber })],
    ])('refuses a wrong password sent with %s: 401 INVALID_CREDENTIALS, no session', async (_f, fields) => {
      const { body } = await verifiedAccount(testApp.app);

      const response = await login({ ...fields(body), password: 'Wrong1pass' });

      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
      expect(response.cookies.find((c) => c.name === 'tawrid_session')).toBeUndefined();
    });

    it('answers an unknown registration number sent as crn with USER_NOT_FOUND', async () => {
      const response = await login({ crn: '7999999998', password: 'Whatever1' });

      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('USER_NOT_FOUND');
    });

    it('asks for an identifier when none is sent (blank and null count as none)', async () => {
      for (const payload of [{ password: 'Whatever1' }, { email: '', crn: null, password: 'Whatever1' }]) {
        const response = await login(payload);

        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({ code: 'IDENTIFIER_REQUIRED', statusCode: 400 });
        expect(response.json().error.details.issues[0].path).toBe('body.identifier');
      }
    });

    it('refuses two different identifiers with IDENTIFIER_AMBIGUOUS', async () => {
      const { body } = await verifiedAccount(testApp.app);

      const response = await login({
        email: body.email,
        crn: '7999999997',
        password: body.password,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('IDENTIFIER_AMBIGUOUS');
    });

    it('names the rule of a malformed email or crn', async () => {
      const email = await login({ email: 'not-an-email', password: 'Whatever1' });
      const crn = await login({ crn: '12345', password: 'Whatever1' });

      expect(email.json().error.code).toBe('EMAIL_INVALID');
      expect(crn.json().error.code).toBe('REGISTRATION_NUMBER_INVALID');
    });

    it('documents the three identifier fields of the login body in the OpenAPI document', async () => {
      const document = (await testApp.app.inject({ url: '/api/docs/json' })).json();
      const body = document.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;

      expect(Object.keys(body.properties).sort()).toEqual(['crn', 'email', 'identifier', 'password']);
      expect(body.required).toEqual(['password']);
    });
  });
});
