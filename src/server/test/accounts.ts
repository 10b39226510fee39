import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app.js';
import { testPublicUrl } from './app.js';

let sequence = 0;

/** Signup fields for a new, unique business (sandbox registry numbers pass unless chosen otherwise). */
export function newBusiness(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  // Nine digits whatever the count: server test files share this module (vitest.config.ts, isolate: false),
  // so the sequence runs into the thousands in one worker.
  const n = String(Date.now() % 1e6).padStart(6, '0') + String(sequence % 1000).padStart(3, '0');
  return {
    businessName: `مؤسسة الاختبار ${sequence}`,
    registrationNumber: `7${n}`,
    businessCategoryIds: [] as string[],
    name: 'Sara Al-Harbi',
    nationalId: `1${n}`,
    city: 'الرياض',
    email: `owner${n}@example.sa`,
    password: 'Strong1@pass',
    confirmPassword: 'Strong1@pass',
    acceptTerms: true,
    ...overrides,
  };
}

let addressCounter = 0;
/**
 * A fresh client address per request: rate limits count per IP, and the test suite is one IP doing
 * what many businesses would. Tests of the limits themselves use a fixed address.
 */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Headers a browser on our own site sends with a state-changing request. */
export const fromOurSite = { origin: testPublicUrl };

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'tawrid_session');
  if (!cookie) throw new Error(`no session cookie in a ${response.statusCode} answer: ${response.body}`);
  return `tawrid_session=${cookie.value}`;
}

export async function firstCategoryId(app: App): Promise<string> {
  const categories = (await app.inject({ url: '/api/categories/main' })).json<{ id: string }[]>();
  return categories[0]!.id;
}

/** The token in the newest mail to `email` (dev mailbox), from a link like /verify-email?token=… */
export async function mailedToken(app: App, email: string): Promise<string> {
  const mail = (await app.inject({ url: `/dev/mailbox/latest?to=${encodeURIComponent(email)}` })).json<{
    text: string;
  }>();
  const match = /token=([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no token in the mail to ${email}`);
  return match[1]!;
}

/** Signs up a business; answers its session cookie and signup fields. */
export async function signUp(app: App, overrides: Record<string, unknown> = {}) {
  const body = newBusiness({ businessCategoryIds: [await firstCategoryId(app)], ...overrides });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: fromOurSite,
    payload: body,
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  return { cookie: sessionCookieOf(response), body, user: response.json<{ id: string }>() };
}

/** A signed-up business whose email is verified through the mailed link. */
export async function verifiedAccount(app: App, overrides: Record<string, unknown> = {}) {
  const account = await signUp(app, overrides);
  const token = await mailedToken(app, account.body.email);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/email-verification',
    headers: fromOurSite,
    payload: { token },
    remoteAddress: nextAddress(),
  });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  return account;
}

/** A valid VAT registration number (15 digits, first and last 3) for test suppliers. */
export const testVatNumber = '310122393500003';

/**
 * A verified business that has switched to supplier; answers the rotated cookie. VAT-registered unless
 * `vatNumber` is null (decision 018: a supplier without a VAT number charges no VAT), so tests of money
 * see the 15% VAT of a registered seller by default.
 */
export async function supplierAccount(
  app: App,
  { vatNumber = testVatNumber }: { vatNumber?: string | null } = {},
) {
  const account = await verifiedAccount(app);
  const switched = await app.inject({
    method: 'PATCH',
    url: '/api/auth/switch-role',
    headers: { ...fromOurSite, cookie: account.cookie },
  });
  if (switched.statusCode !== 200) throw new Error(`switch failed: ${switched.body}`);
  if (vatNumber !== null) {
    // A new supplier's store is these defaults; only the VAT number changes.
    await app.services.users.updateStore(account.user.id, {
      storeBioAr: '',
      storeBioEn: '',
      isStoreClosed: false,
      closingMessageAr: '',
      closingMessageEn: '',
      deliveryFee: 0,
      vatNumber,
    });
  }
  return { ...account, cookie: sessionCookieOf(switched) };
}
