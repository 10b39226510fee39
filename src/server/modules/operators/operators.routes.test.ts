import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OperatorRole } from '../../../contract/operators/operator-roles.js';
import { operatorSessionCookieName } from '../../platform/auth/operator-auth.js';
import { fromOurSite, nextAddress, verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { auditEntriesOf, signedInOperator } from '../../test/operators.js';
import { totpCodeAt, totpStepSeconds } from './totp.js';

/** The app's time: moved forward a step at a time so each sign-in has a code never used before. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
const nextStep = () => (clock.offsetMs += totpStepSeconds * 1000);
const minuteMs = 60 * 1000;

let testApp: Awaited<ReturnType<typeof createTestApp>>;
const app = () => testApp.app;
const query = <T extends object>(text: string, values: unknown[] = []) =>
  testApp.database.pool.query<T & Record<string, unknown>>(text, values);

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(
  method: Method,
  url: string,
  { cookie, body, ip }: { cookie?: string; body?: object; ip?: string } = {},
) {
  return app().inject({
    method,
    url,
    headers: { ...fromOurSite, ...(cookie ? { cookie } : {}) },
    remoteAddress: ip ?? nextAddress(),
    ...(body ? { payload: body } : {}),
  });
}
const codeOf = (response: LightMyRequestResponse) => response.json<{ error: { code: string } }>().error.code;

function operatorCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === operatorSessionCookieName);
  if (!cookie) throw new Error(`no operator cookie in a ${response.statusCode} answer: ${response.body}`);
  return `${operatorSessionCookieName}=${cookie.value}`;
}

const password = 'Operat0rPass';
let sequence = 0;
const newEmail = (role: string) =>
  `${role.toLowerCase()}.${Date.now().toString(36)}.${++sequence}@ops.tawrid.sa`;

interface SetUpOperator {
  id: string;
  email: string;
  secret: string;
  recoveryCodes: string[];
}

/** The setup link's token, as printed by `npm run operator:create`. */
async function commandLineLink(role: OperatorRole, email = newEmail(role)) {
  const { operator, setupUrl } = await app().services.operators.createFromCommandLine({
    email,
    name: `Operator ${role}`,
    role,
    language: 'ar',
  });
  return { id: operator.id, email, token: new URL(setupUrl).searchParams.get('token')! };
}

/** An operator through the whole setup: link, authenticator, password, recovery codes. */
async function setUpOperator(role: OperatorRole): Promise<SetUpOperator> {
  const { id, email, token } = await commandLineLink(role);
  const enrolment = await call('POST', '/api/operator/setup/authenticator', { body: { token } });
  expect(enrolment.statusCode, enrolment.body).toBe(200);
  const { secret } = enrolment.json<{ secret: string }>();
  const done = await call('POST', '/api/operator/setup', {
    body: { token, password, confirmPassword: password, code: totpCodeAt(secret, clock.now()) },
  });
  expect(done.statusCode, done.body).toBe(200);
  return { id, email, secret, recoveryCodes: done.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

async function firstFactor(email: string, ip?: string): Promise<string> {
  const response = await call('POST', '/api/operator/session', { body: { email, password }, ip });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ secondFactorToken: string }>().secondFactorToken;
}

/** Both factors, with a code of a step never used; answers the session cookie. */
async function signIn(operator: SetUpOperator): Promise<string> {
  const secondFactorToken = await firstFactor(operator.email);
  nextStep();
  const response = await call('POST', '/api/operator/session/second-factor', {
    body: { secondFactorToken, code: totpCodeAt(operator.secret, clock.now()) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return operatorCookieOf(response);
}

const me = (cookie?: string) => call('GET', '/api/operator/me', { cookie });

beforeAll(async () => {
  testApp = await createTestApp({}, { clock });
});
afterAll(() => testApp?.close());

describe('the first operator: setup link, authenticator, recovery codes', () => {
  it('enrols an authenticator from the link, then activates with a password and a code', async () => {
    const { id, email, token } = await commandLineLink('ADMIN');
    const [created] = await auditEntriesOf(testApp.database, 'OPERATOR', id);
    expect(created).toMatchObject({ operatorId: id, action: 'OPERATOR_CREATED' });

    const enrolment = await call('POST', '/api/operator/setup/authenticator', { body: { token } });
    expect(enrolment.statusCode, enrolment.body).toBe(200);
    const { secret, otpauthUri, qrCode } = enrolment.json<Record<string, string>>();
    const uri = new URL(otpauthUri!);
    expect(uri.searchParams.get('issuer')).toBe('Tawrid');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // Sealed at rest: the secret itself is nowhere in the row.
    const { rows } = await query<{ sealed: string; status: string }>(
      'SELECT totp_secret_sealed AS sealed, status FROM operators WHERE id = $1',
      [id],
    );
    expect(rows[0]!.sealed).toMatch(/^v1:/);
    expect(rows[0]!.sealed).not.toContain(secret!);
    expect(rows[0]!.status).toBe('INVITED');

    const setup = (body: object) => call('POST', '/api/operator/setup', { body: { token, ...body } });
    const code = totpCodeAt(secret!, clock.now());
    const weak = await setup({ password: 'weak', confirmPassword: 'weak', code });
    expect(codeOf(weak)).toBe('PASSWORD_WEAK');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await setup({ password, confirmPassword: password, code: wrongCode });
    expect(wrong.statusCode).toBe(401);
    expect(codeOf(wrong)).toBe('SECOND_FACTOR_INVALID');

    // A wrong code does not use the link up.
    const done = await setup({ password, confirmPassword: password, code });
    expect(done.statusCode, done.body).toBe(200);
    const { recoveryCodes } = done.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const recoveryCode of recoveryCodes) expect(recoveryCode).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const { rows: stored } = await query<{ hash: string }>(
      'SELECT code_hash AS hash FROM operator_recovery_codes WHERE operator_id = $1',
      [id],
    );
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.hash)).not.toContain(recoveryCodes[0]);

    const again = await setup({ password, confirmPassword: password, code });
    expect(codeOf(again)).toBe('TOKEN_INVALID');
    const actions = (await auditEntriesOf(testApp.database, 'OPERATOR', id)).map((entry) => entry.action);
    expect(actions).toEqual(['OPERATOR_CREATED', 'OPERATOR_SETUP_COMPLETED']);
  });

  it('refuses an unknown link, and an expired one (72 hours)', async () => {
    const unknown = await call('POST', '/api/operator/setup/authenticator', { body: { token: 'nope' } });
    expect(codeOf(unknown)).toBe('TOKEN_INVALID');
    const { id, token } = await commandLineLink('SUPPORT');
    // The link's row as it is 72 hours later (the clock stays: other tests' sessions would age too).
    await query(`UPDATE operator_tokens SET expires_at = $2 WHERE operator_id = $1 AND used_at IS NULL`, [
      id,
      new Date(clock.now().getTime() - 1000),
    ]);
    const expired = await call('POST', '/api/operator/setup/authenticator', { body: { token } });
    expect(expired.statusCode).toBe(410);
    expect(codeOf(expired)).toBe('TOKEN_EXPIRED');
  });

  it('gives an INVITED operator a new link from the command line, the old one no longer working', async () => {
    const first = await commandLineLink('FINANCE');
    const second = await commandLineLink('FINANCE', first.email);
    expect(second.id).toBe(first.id);
    const old = await call('POST', '/api/operator/setup/authenticator', { body: { token: first.token } });
    expect(codeOf(old)).toBe('TOKEN_INVALID');
    const fresh = await call('POST', '/api/operator/setup/authenticator', { body: { token: second.token } });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('signing in: password, then the authenticator or a recovery code', () => {
  let admin: SetUpOperator;
  beforeAll(async () => {
    admin = await setUpOperator('ADMIN');
  });
  // One operator signs in again and again here: the limits have their own tests below.
  beforeEach(async () => {
    await query('DELETE FROM rate_limit_counters');
  });

  it('answers a second-factor token for the password, never a session', async () => {
    const response = await call('POST', '/api/operator/session', { body: { email: admin.email, password } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.cookies).toEqual([]);
    const { expiresAt } = response.json<{ expiresAt: string }>();
    expect(new Date(expiresAt).getTime() - clock.now().getTime()).toBeLessThanOrEqual(5 * minuteMs);
    expect((await me()).statusCode).toBe(401);
  });

  it('opens the session with the code (Arabic-Indic digits too), on /api/operator only, strict', async () => {
    const secondFactorToken = await firstFactor(admin.email);
    nextStep();
    const code = totpCodeAt(admin.secret, clock.now());
    const arabicIndic = code.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    // In Arabic: the operator's language is remembered from the sign-in.
    const response = await app().inject({
      method: 'POST',
      url: '/api/operator/session/second-factor',
      headers: { ...fromOurSite, 'accept-language': 'ar-SA,ar;q=0.9' },
      remoteAddress: nextAddress(),
      payload: { secondFactorToken, code: arabicIndic },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: admin.id, email: admin.email, role: 'ADMIN' });
    const cookie = response.cookies.find((c) => c.name === operatorSessionCookieName)!;
    expect(cookie).toMatchObject({ path: '/api/operator', httpOnly: true, sameSite: 'Strict' });
    expect(cookie.maxAge).toBe(12 * 60 * 60);
    const answer = await me(operatorCookieOf(response));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      id: admin.id,
      name: 'Operator ADMIN',
      email: admin.email,
      role: 'ADMIN',
      language: 'ar',
    });
    // The token of the first factor is used up with the session.
    const reused = await call('POST', '/api/operator/session/second-factor', {
      body: { secondFactorToken, code },
    });
    expect(codeOf(reused)).toBe('TOKEN_INVALID');
  });

  it('never accepts a code twice, nor a wrong one; the token stays for another try', async () => {
    await signIn(admin);
    const usedCode = totpCodeAt(admin.secret, clock.now());
    const secondFactorToken = await firstFactor(admin.email);
    const second = (code: string) =>
      call('POST', '/api/operator/session/second-factor', { body: { secondFactorToken, code } });
    const replayed = await second(usedCode);
    expect(replayed.statusCode).toBe(401);
    expect(codeOf(replayed)).toBe('SECOND_FACTOR_INVALID');
    const wrong = await second(usedCode === '123456' ? '654321' : '123456');
    expect(codeOf(wrong)).toBe('SECOND_FACTOR_INVALID');
    nextStep();
    expect((await second(totpCodeAt(admin.secret, clock.now()))).statusCode).toBe(200);
  });

  it('takes a recovery code once, in any case and without its hyphen, and audits its use', async () => {
    const recoveryCode = admin.recoveryCodes[0]!;
    const use = async (code: string) =>
      call('POST', '/api/operator/session/second-factor', {
        body: { secondFactorToken: await firstFactor(admin.email), code },
      });
    const first = await use(recoveryCode.replace('-', '').toLowerCase());
    expect(first.statusCode, first.body).toBe(200);
    const second = await use(recoveryCode);
    expect(codeOf(second)).toBe('SECOND_FACTOR_INVALID');
    const actions = (await auditEntriesOf(testApp.database, 'OPERATOR', admin.id)).map((e) => e.action);
    expect(actions).toContain('OPERATOR_RECOVERY_CODE_USED');
  });

  it('gives the same answer for an unknown email as for a wrong password', async () => {
    const unknown = await call('POST', '/api/operator/session', {
      body: { email: 'nobody@ops.tawrid.sa', password },
    });
    const wrong = await call('POST', '/api/operator/session', {
      body: { email: admin.email, password: 'Wrong0Password' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().error).toEqual(wrong.json().error);
    expect(codeOf(wrong)).toBe('OPERATOR_SIGN_IN_FAILED');
  });

  it('lets the second-factor token expire after five minutes', async () => {
    const secondFactorToken = await firstFactor(admin.email);
    await query(`UPDATE operator_tokens SET expires_at = $2 WHERE operator_id = $1 AND used_at IS NULL`, [
      admin.id,
      new Date(clock.now().getTime() - 1000),
    ]);
    const response = await call('POST', '/api/operator/session/second-factor', {
      body: { secondFactorToken, code: totpCodeAt(admin.secret, clock.now()) },
    });
    expect(response.statusCode).toBe(410);
    expect(codeOf(response)).toBe('TOKEN_EXPIRED');
  });

  it('ends a session unused for an hour, one past its 12 hours, and one signed out', async () => {
    const idle = await signIn(admin);
    await query(`UPDATE operator_sessions SET last_seen_at = $2 WHERE operator_id = $1`, [
      admin.id,
      new Date(clock.now().getTime() - 61 * minuteMs),
    ]);
    expect(codeOf(await me(idle))).toBe('SESSION_EXPIRED');

    const old = await signIn(admin);
    expect((await me(old)).statusCode).toBe(200);
    await query(`UPDATE operator_sessions SET expires_at = $2 WHERE operator_id = $1 AND expires_at > $2`, [
      admin.id,
      new Date(clock.now().getTime() - 1000),
    ]);
    expect(codeOf(await me(old))).toBe('SESSION_EXPIRED');

    const live = await signIn(admin);
    const out = await call('DELETE', '/api/operator/session', { cookie: live });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === operatorSessionCookieName)?.value).toBe('');
    expect(codeOf(await me(live))).toBe('SESSION_EXPIRED');
  });

  it('regenerates the recovery codes with a current code; the old ones stop working', async () => {
    const cookie = await signIn(admin);
    const regenerate = (code: string) =>
      call('POST', '/api/operator/me/recovery-codes', { cookie, body: { code } });
    const usedCode = totpCodeAt(admin.secret, clock.now());
    expect(codeOf(await regenerate(usedCode))).toBe('SECOND_FACTOR_INVALID');
    nextStep();
    const response = await regenerate(totpCodeAt(admin.secret, clock.now()));
    expect(response.statusCode, response.body).toBe(200);
    const { recoveryCodes } = response.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    const old = await call('POST', '/api/operator/session/second-factor', {
      body: { secondFactorToken: await firstFactor(admin.email), code: admin.recoveryCodes[1]! },
    });
    expect(codeOf(old)).toBe('SECOND_FACTOR_INVALID');
    admin.recoveryCodes = recoveryCodes;
    const actions = (await auditEntriesOf(testApp.database, 'OPERATOR', admin.id)).map((e) => e.action);
    expect(actions).toContain('OPERATOR_RECOVERY_CODES_REGENERATED');
  });

  it('never lets a business session reach the operators’ API', async () => {
    const business = await verifiedAccount(app());
    const response = await me(business.cookie);
    expect(response.statusCode).toBe(401);
    expect(codeOf(response)).toBe('UNAUTHENTICATED');
  });
});

describe('rate limits on both steps', () => {
  it('stops the password after 5 tries of one email, from any address', async () => {
    const email = newEmail('limited');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await call('POST', '/api/operator/session', { body: { email, password } });
      expect(response.statusCode).toBe(401);
    }
    const limited = await call('POST', '/api/operator/session', { body: { email, password } });
    expect(limited.statusCode).toBe(429);
    expect(codeOf(limited)).toBe('RATE_LIMITED');
  });

  it('stops the password after 20 tries from one address, whatever the email', async () => {
    const ip = '192.0.2.25';
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const body = { email: newEmail('address'), password };
      expect((await call('POST', '/api/operator/session', { body, ip })).statusCode).toBe(401);
    }
    const body = { email: newEmail('address'), password };
    expect(codeOf(await call('POST', '/api/operator/session', { body, ip }))).toBe('RATE_LIMITED');
  });

  it('stops the second factor after 5 codes for one operator, from any address', async () => {
    const operator = await setUpOperator('SUPPORT');
    const secondFactorToken = await firstFactor(operator.email);
    nextStep();
    const right = totpCodeAt(operator.secret, clock.now());
    const wrongCode = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await call('POST', '/api/operator/session/second-factor', {
        body: { secondFactorToken, code: wrongCode },
      });
      expect(codeOf(response)).toBe('SECOND_FACTOR_INVALID');
    }
    const limited = await call('POST', '/api/operator/session/second-factor', {
      body: { secondFactorToken, code: right },
    });
    expect(limited.statusCode).toBe(429);
  });

  it('stops the second factor after 20 tries from one address', async () => {
    const ip = '192.0.2.26';
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const response = await call('POST', '/api/operator/session/second-factor', {
        body: { secondFactorToken: `unknown-${attempt}`, code: '123456' },
        ip,
      });
      expect(codeOf(response)).toBe('TOKEN_INVALID');
    }
    const limited = await call('POST', '/api/operator/session/second-factor', {
      body: { secondFactorToken: 'unknown', code: '123456' },
      ip,
    });
    expect(codeOf(limited)).toBe('RATE_LIMITED');
  });
});

describe('admins manage the operators', () => {
  let admin: { id: string; cookie: string };
  beforeAll(async () => {
    admin = await signedInOperator(testApp.database, 'ADMIN', { name: 'Noura Admin' });
  });

  it('invites an operator: the link is mailed in their language, and works', async () => {
    const email = newEmail('invited');
    const response = await call('POST', '/api/operator/operators', {
      cookie: admin.cookie,
      body: { email, name: 'Fahad', role: 'FINANCE', language: 'ar' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const invited = response.json<{ id: string; status: string; role: string }>();
    expect(invited).toMatchObject({ status: 'INVITED', role: 'FINANCE' });
    const mail = (await app().inject({ url: `/dev/mailbox/latest?to=${encodeURIComponent(email)}` })).json<{
      subject: string;
      text: string;
    }>();
    expect(mail.subject).toBe('دعوة إلى لوحة تشغيل توريد');
    expect(mail.text).toContain('Noura Admin');
    const token = /\/operator\/setup\?token=([\w-]+)/.exec(mail.text)![1]!;
    const enrolment = await call('POST', '/api/operator/setup/authenticator', { body: { token } });
    expect(enrolment.statusCode).toBe(200);
    expect(await auditEntriesOf(testApp.database, 'OPERATOR', invited.id)).toEqual([
      expect.objectContaining({ operatorId: admin.id, action: 'OPERATOR_INVITED' }),
    ]);

    const twice = await call('POST', '/api/operator/operators', {
      cookie: admin.cookie,
      body: { email: email.toUpperCase(), name: 'Fahad', role: 'SUPPORT', language: 'en' },
    });
    expect(twice.statusCode).toBe(409);
    expect(codeOf(twice)).toBe('OPERATOR_EMAIL_TAKEN');

    const list = await call('GET', '/api/operator/operators', { cookie: admin.cookie });
    expect(list.json<{ id: string }[]>().map((operator) => operator.id)).toContain(invited.id);
  });

  it('refuses every other role, which changes nothing', async () => {
    for (const role of ['TRUST_AND_SAFETY', 'FINANCE', 'SUPPORT'] as const) {
      const other = await signedInOperator(testApp.database, role);
      const email = newEmail(`by-${role}`);
      const invite = await call('POST', '/api/operator/operators', {
        cookie: other.cookie,
        body: { email, name: 'X', role: 'ADMIN', language: 'en' },
      });
      expect(invite.statusCode).toBe(403);
      expect(codeOf(invite)).toBe('ROLE_NOT_ALLOWED');
      const { rows } = await query('SELECT id FROM operators WHERE email = $1', [email]);
      expect(rows).toEqual([]);
      expect(codeOf(await call('GET', '/api/operator/operators', { cookie: other.cookie }))).toBe(
        'ROLE_NOT_ALLOWED',
      );
    }
  });

  it('changes a role, effective on the operator’s next request, and audits it', async () => {
    const target = await signedInOperator(testApp.database, 'SUPPORT');
    const response = await call('PATCH', `/api/operator/operators/${target.id}`, {
      cookie: admin.cookie,
      body: { role: 'FINANCE' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ role: 'FINANCE' });
    expect((await me(target.cookie)).json()).toMatchObject({ role: 'FINANCE' });
    expect(await auditEntriesOf(testApp.database, 'OPERATOR', target.id)).toEqual([
      expect.objectContaining({
        action: 'OPERATOR_ROLE_CHANGED',
        before: { role: 'SUPPORT' },
        after: { role: 'FINANCE' },
      }),
    ]);
    const unknown = await call('PATCH', '/api/operator/operators/00000000-0000-4000-8000-000000000000', {
      cookie: admin.cookie,
      body: { role: 'FINANCE' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('suspends an operator: their session ends at once, they cannot sign in; reactivates', async () => {
    const operator = await setUpOperator('TRUST_AND_SAFETY');
    const cookie = await signIn(operator);
    const suspend = await call('POST', `/api/operator/operators/${operator.id}/suspension`, {
      cookie: admin.cookie,
      body: { reason: 'Laptop stolen' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect(suspend.json()).toMatchObject({ status: 'SUSPENDED' });
    expect(codeOf(await me(cookie))).toBe('SESSION_EXPIRED');
    const { rows } = await query('SELECT 1 FROM operator_sessions WHERE operator_id = $1', [operator.id]);
    expect(rows).toEqual([]);
    const signInAgain = await call('POST', '/api/operator/session', {
      body: { email: operator.email, password },
    });
    expect(codeOf(signInAgain)).toBe('OPERATOR_SIGN_IN_FAILED');
    const twice = await call('POST', `/api/operator/operators/${operator.id}/suspension`, {
      cookie: admin.cookie,
      body: {},
    });
    expect(codeOf(twice)).toBe('OPERATOR_ALREADY_SUSPENDED');

    const reactivate = await call('DELETE', `/api/operator/operators/${operator.id}/suspension`, {
      cookie: admin.cookie,
    });
    expect(reactivate.json()).toMatchObject({ status: 'ACTIVE' });
    expect((await me(await signIn(operator))).statusCode).toBe(200);
    const entries = (await auditEntriesOf(testApp.database, 'OPERATOR', operator.id)).filter(
      (entry) => entry.operatorId === admin.id,
    );
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'OPERATOR_SUSPENDED',
        reason: 'Laptop stolen',
        before: { status: 'ACTIVE' },
        after: { status: 'SUSPENDED' },
      }),
      expect.objectContaining({ action: 'OPERATOR_REACTIVATED', after: { status: 'ACTIVE' } }),
    ]);
  });

  it('never lets an admin suspend or demote themselves', async () => {
    const suspend = await call('POST', `/api/operator/operators/${admin.id}/suspension`, {
      cookie: admin.cookie,
      body: {},
    });
    expect(codeOf(suspend)).toBe('OPERATOR_SELF_CHANGE');
    const demote = await call('PATCH', `/api/operator/operators/${admin.id}`, {
      cookie: admin.cookie,
      body: { role: 'SUPPORT' },
    });
    expect(codeOf(demote)).toBe('OPERATOR_SELF_CHANGE');
    expect((await me(admin.cookie)).json()).toMatchObject({ role: 'ADMIN' });
  });
});

describe('the audit log', () => {
  it('pages newest first and filters by operator, subject, action and Riyadh days, for every role', async () => {
    const admin = await signedInOperator(testApp.database, 'ADMIN');
    const targets = [
      await signedInOperator(testApp.database, 'SUPPORT'),
      await signedInOperator(testApp.database, 'SUPPORT'),
    ];
    for (const target of targets) {
      await call('PATCH', `/api/operator/operators/${target.id}`, {
        cookie: admin.cookie,
        body: { role: 'FINANCE' },
      });
    }
    const reader = await signedInOperator(testApp.database, 'SUPPORT');
    const read = (search: string) =>
      call('GET', `/api/operator/audit-log?${search}`, { cookie: reader.cookie });

    const first = await read(`operatorId=${admin.id}&limit=1`);
    expect(first.statusCode, first.body).toBe(200);
    const [newest] = first.json<{ subjectId: string; operator: { id: string } }[]>();
    expect(newest).toMatchObject({ subjectId: targets[1]!.id, operator: { id: admin.id } });
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await read(`operatorId=${admin.id}&limit=1&cursor=${cursor}`);
    expect(second.json<{ subjectId: string }[]>()[0]!.subjectId).toBe(targets[0]!.id);
    expect(second.headers['x-next-cursor']).toBeUndefined();

    const bySubject = await read(`subjectType=OPERATOR&subjectId=${targets[0]!.id}`);
    expect(bySubject.json()).toEqual([
      expect.objectContaining({
        action: 'OPERATOR_ROLE_CHANGED',
        before: { role: 'SUPPORT' },
        after: { role: 'FINANCE' },
        reason: null,
      }),
    ]);
    const byAction = await read(`operatorId=${admin.id}&action=OPERATOR_SUSPENDED`);
    expect(byAction.json()).toEqual([]);
    const today = new Date(clock.now().getTime() + 3 * 60 * minuteMs).toISOString().slice(0, 10);
    const inDays = await read(`operatorId=${admin.id}&from=${today}&to=${today}`);
    expect(inDays.json()).toHaveLength(2);
    const before = await read(`operatorId=${admin.id}&to=2020-01-01`);
    expect(before.json()).toEqual([]);
    expect((await read('from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
  });

  it('is append-only at the database: UPDATE, DELETE and TRUNCATE fail', async () => {
    const admin = await signedInOperator(testApp.database, 'ADMIN');
    await app().services.operators.recordAction(testApp.database.db, {
      operatorId: admin.id,
      action: 'TEST_ENTRY',
      subjectType: 'OPERATOR',
      subjectId: admin.id,
      reason: 'kept forever',
    });
    await expect(
      query(`UPDATE operator_actions SET reason = 'edited' WHERE operator_id = $1`, [admin.id]),
    ).rejects.toThrow(/append-only/);
    await expect(query('DELETE FROM operator_actions WHERE operator_id = $1', [admin.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(query('TRUNCATE operator_actions CASCADE')).rejects.toThrow(/append-only/);
    expect(await auditEntriesOf(testApp.database, 'OPERATOR', admin.id)).toEqual([
      expect.objectContaining({ action: 'TEST_ENTRY', reason: 'kept forever' }),
    ]);
  });
});

describe('the last active admin', () => {
  it('keeps one: of two admins demoting and suspending each other at once, the second is refused', async () => {
    const a = await signedInOperator(testApp.database, 'ADMIN');
    const b = await signedInOperator(testApp.database, 'ADMIN');
    // Every other admin of this database is suspended: A and B are the only active ones.
    await query(
      `UPDATE operators SET status = 'SUSPENDED' WHERE role = 'ADMIN' AND status = 'ACTIVE' AND id NOT IN ($1, $2)`,
      [a.id, b.id],
    );
    // Through the service: each request passed its role check before the other's change, as two admins
    // clicking at the same moment do; the one that comes second finds a single admin left.
    const { operators } = app().services;
    const results = await Promise.allSettled([
      operators.changeRole(a.id, b.id, 'SUPPORT'),
      operators.suspend(b.id, a.id, undefined),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected')!;
    expect(refused.reason).toMatchObject({ code: 'LAST_ACTIVE_ADMIN' });
    const { rows } = await query<{ count: number }>(
      `SELECT count(*)::int AS count FROM operators WHERE role = 'ADMIN' AND status = 'ACTIVE'`,
    );
    expect(rows[0]!.count).toBe(1);
  });
});
