import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { generateSync } from 'otplib';

let sequence = 0;
/** Fields of a new fictitious business, unique in this run (the sandbox registry accepts the number). */
export function newBusiness() {
  sequence += 1;
  const n = `${Date.now() % 1e7}`.padStart(7, '0') + `${sequence}`.padStart(2, '0');
  return {
    businessName: 'مؤسسة نجد للتوريدات',
    registrationNumber: `7${n}`,
    name: 'عبدالله الشمري',
    nationalId: `1${n}`,
    city: 'الرياض',
    email: `owner${n}@example.sa`,
    password: 'Najd@2026x',
  };
}

let addressCount = 0;
/**
 * A client address of its own for a request made through the API (the journeys' server trusts one proxy
 * hop, like a deployment behind a load balancer): the signup and login limits count per address, and
 * the whole suite is one machine doing what many businesses would. Unique across Playwright's workers.
 */
export function clientAddress(): { 'x-forwarded-for': string } {
  addressCount += 1;
  return { 'x-forwarded-for': `10.${process.pid % 250}.${(addressCount >> 8) & 255}.${addressCount & 255}` };
}

/** The link in the newest mail to `email`, from the dev mailbox. */
export async function mailedLink(request: APIRequestContext, email: string, path: string): Promise<string> {
  const mail = await (await request.get(`/dev/mailbox/latest?to=${encodeURIComponent(email)}`)).json();
  const link = new RegExp(`https?://[^\\s]+${path}\\?token=[\\w-]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no ${path} link in the mail to ${email}`);
  return link;
}

/** The fields of a ZATCA phase-1 QR text: Base64 of (tag byte, length byte in UTF-8 bytes, value)*. */
export function decodeTlv(base64: string): Record<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const fields: Record<number, string> = {};
  for (let at = 0; at < bytes.length; at += 2 + bytes[at + 1]!) {
    fields[bytes[at]!] = bytes.subarray(at + 2, at + 2 + bytes[at + 1]!).toString('utf8');
  }
  return fields;
}

/** Mantine labels end with a required asterisk; match the label text at its start (on a page or in a part of it). */
export const label = (scope: Pick<Page, 'getByLabel'>, text: string) =>
  scope.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

/** A PNG drawn on the fly (no files in the repository, no downloads). */
export async function pngImage(color = '#0a7'): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 1100, height: 1100, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Signs the demo supplier in on an API context (cookies are kept) and answers helpers to list items. */
export async function demoSupplier(request: APIRequestContext, baseURL: string) {
  const login = await request.post('/api/auth/login', {
    headers: { origin: baseURL, ...clientAddress() },
    data: { identifier: '7000000002', password: 'Demo@2026' },
  });
  if (!login.ok()) throw new Error(`demo supplier login failed: ${login.status()}`);
  return supplierListings(request, baseURL);
}

/** A new verified business, signed in on an API context (mailed link from the dev mailbox). */
export async function newBuyer(
  request: APIRequestContext,
  baseURL: string,
  namePrefix?: string,
  fields: { city?: string } = {},
) {
  const headers = { origin: baseURL };
  const business = { ...newBusiness(), ...fields };
  const [category] = await (await request.get('/api/categories/main?lang=en')).json();
  const signup = await request.post('/api/auth/signup', {
    headers: { ...headers, ...clientAddress() },
    data: {
      ...business,
      businessName: `${namePrefix ?? business.businessName} ${business.registrationNumber.slice(-4)}`,
      businessCategoryIds: [category.id],
      confirmPassword: business.password,
      acceptTerms: true,
    },
  });
  if (signup.status() !== 201) throw new Error(`signup failed: ${await signup.text()}`);
  const link = await mailedLink(request, business.email, '/verify-email');
  const token = new URL(link).searchParams.get('token');
  const verified = await request.post('/api/auth/email-verification', { headers, data: { token } });
  if (!verified.ok()) throw new Error(`verification failed: ${await verified.text()}`);
  return (await (await request.get('/api/users/me')).json()) as { id: string; businessName: string };
}

/** A new verified business, switched to supplier on an API context. */
export async function newSupplier(
  request: APIRequestContext,
  baseURL: string,
  { vatNumber = '310122393500003' }: { vatNumber?: string | null } = {},
) {
  await newBuyer(request, baseURL, 'مؤسسة الخليج للتجهيزات');
  const switched = await request.patch('/api/auth/switch-role', { headers: { origin: baseURL } });
  if (!switched.ok()) throw new Error(`switch failed: ${await switched.text()}`);
  // VAT-registered unless told otherwise (decision 018: without a VAT number a supplier charges no VAT).
  if (vatNumber !== null) {
    const store = await request.put('/api/suppliers/me/store', {
      headers: { origin: baseURL },
      data: {
        storeBioAr: '',
        storeBioEn: '',
        isStoreClosed: false,
        closingMessageAr: '',
        closingMessageEn: '',
        deliveryFeeHalalas: 0,
        vatNumber,
      },
    });
    if (!store.ok()) throw new Error(`store settings failed: ${await store.text()}`);
  }
  return {
    business: (await (await request.get('/api/users/me')).json()) as { id: string; businessName: string },
    ...(await supplierListings(request, baseURL)),
  };
}

/** Helpers of a signed-in supplier's API context: publish a product with one drawn image. */
async function supplierListings(request: APIRequestContext, baseURL: string) {
  const headers = { origin: baseURL };
  const categories: { name: string; usedFor: string; subcategories: { id: string; name: string }[] }[] =
    await (await request.get('/api/categories?lang=en')).json();
  const subcategory = (name: string) =>
    categories.flatMap((c) => c.subcategories).find((s) => s.name === name)!.id;

  return {
    subcategory,
    async publishProduct(fields: {
      /** Put under the language of its script (decision 027), unless `nameAr`/`nameEn` say otherwise. */
      name: string;
      nameAr?: string;
      nameEn?: string;
      description?: string;
      categoryName: string;
      price: number;
      /** Group purchasing (decision 015): minimum group quantity, deadline in days, group price. */
      group?: { minQuantity: number; deadlineDays: number; price: number };
    }) {
      const created = await request.post('/api/suppliers/me/products', {
        headers,
        data: {
          ...(/[\u0600-\u06FF]/.test(fields.name)
            ? { nameAr: fields.name, descriptionAr: fields.description ?? '' }
            : { nameEn: fields.name, descriptionEn: fields.description ?? '' }),
          ...(fields.nameAr === undefined ? {} : { nameAr: fields.nameAr }),
          ...(fields.nameEn === undefined ? {} : { nameEn: fields.nameEn }),
          categoryId: subcategory(fields.categoryName),
          priceHalalas: fields.price,
          caseQuantity: 10,
          minOrderQuantity: 10,
          maxOrderQuantity: null,
          stock: 500,
          isGroupPurchaseEnabled: fields.group !== undefined,
          groupMinQuantity: fields.group?.minQuantity ?? null,
          groupDeadlineDays: fields.group?.deadlineDays ?? null,
          groupPriceHalalas: fields.group?.price ?? null,
        },
      });
      if (created.status() !== 201) throw new Error(`create failed: ${await created.text()}`);
      const { id } = await created.json();
      const image = await request.post(`/api/suppliers/me/products/${id}/images`, {
        headers,
        multipart: { file: { name: 'product.png', mimeType: 'image/png', buffer: await pngImage() } },
      });
      if (image.status() !== 201) throw new Error(`image failed: ${await image.text()}`);
      const published = await request.post(`/api/suppliers/me/products/${id}/publish`, { headers });
      if (!published.ok()) throw new Error(`publish failed: ${await published.text()}`);
      return id as string;
    },
  };
}

/** The journeys' database folder (playwright.config.ts). */
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'tawrid-e2e');

/**
 * The address of the journeys' running embedded PostgreSQL, from its postmaster.pid (fourth line: the
 * port), so `operator:create` talks to the server's database instead of starting one of its own.
 */
async function journeysDatabaseUrl(): Promise<string> {
  for (const entry of await readdir(dataDir, { recursive: true })) {
    if (path.basename(entry) !== 'postmaster.pid') continue;
    const port = (await readFile(path.join(dataDir, entry), 'utf8')).split('\n')[3]!.trim();
    return `postgres://postgres:tawrid-embedded@127.0.0.1:${port}/tawrid`;
  }
  throw new Error(`no running embedded PostgreSQL under ${dataDir}`);
}

/** `npm run operator:create` as the first operator would run it (issue 25): answers the setup link it prints. */
export async function createOperator(baseURL: string, email: string, role: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      'dist/server/operator-create.js',
      ...['--email', email, '--name', 'ريم العتيبي', '--role', role, '--language', 'ar'],
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: await journeysDatabaseUrl(),
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
      },
    },
  );
  const link = /https?:\/\/\S+\/operator\/setup\?token=\S+/.exec(stdout);
  if (!link) throw new Error(`no setup link in: ${stdout}`);
  return link[0];
}

/** What the operator's authenticator app shows at `at` (RFC 6238: SHA-1, 6 digits, 30 s). */
export const authenticatorCode = (secret: string, at: number) =>
  generateSync({ secret, algorithm: 'sha1', digits: 6, period: 30, epoch: Math.floor(at / 1000) });

/**
 * An operator of this role made with `operator:create`, set up and signed in through the API on `request`
 * (its cookie, path /api/operator, is kept there): the authenticator's code at setup, the next one at sign-in.
 */
export async function newOperator(request: APIRequestContext, baseURL: string, role: string) {
  const headers = { origin: baseURL };
  const email = `operator.${Date.now()}.${Math.floor(Math.random() * 1e6)}@ops.tawrid.sa`;
  const token = new URL(await createOperator(baseURL, email, role)).searchParams.get('token')!;
  const answer = async <T>(response: Promise<APIResponse>): Promise<T> => {
    const done = await response;
    if (!done.ok()) throw new Error(`${done.url()} answered ${done.status()}: ${await done.text()}`);
    return (await done.json()) as T;
  };
  const { secret } = await answer<{ secret: string }>(
    request.post('/api/operator/setup/authenticator', { headers, data: { token } }),
  );
  const password = 'Operator1@pass';
  const code = authenticatorCode(secret, Date.now());
  await answer(
    request.post('/api/operator/setup', {
      headers,
      data: { token, password, confirmPassword: password, code },
    }),
  );
  const { secondFactorToken } = await answer<{ secondFactorToken: string }>(
    request.post('/api/operator/session', {
      headers: { ...headers, ...clientAddress() },
      data: { email, password },
    }),
  );
  await answer(
    request.post('/api/operator/session/second-factor', {
      headers: { ...headers, ...clientAddress() },
      data: { secondFactorToken, code: authenticatorCode(secret, Date.now() + 30_000) },
    }),
  );
  return { email };
}

/** The browser takes over the session of a business signed in on an API context. */
export async function signInAs(page: Page, api: APIRequestContext) {
  await page.context().clearCookies();
  await page.context().addCookies((await api.storageState()).cookies);
}

/**
 * A signed-in buyer's API context puts `quantity` of a product in its cart and checks out with the
 * sandbox's approving card (no 3-D Secure): the order is paid when this returns.
 */
export async function buyWithCard(
  api: APIRequestContext,
  baseURL: string,
  productId: string,
  quantity: number,
): Promise<void> {
  const headers = { origin: baseURL };
  const added = await api.post('/api/buyers/me/cart/items', { headers, data: { productId, quantity } });
  if (!added.ok()) throw new Error(`adding to the cart failed: ${await added.text()}`);
  const paid = await api.post('/api/checkout', {
    headers,
    data: {
      idempotencyKey: crypto.randomUUID(),
      card: {
        holderName: 'Sara Al-Harbi',
        number: '4111 1111 1111 1111',
        expiry: '12/39',
        securityCode: '123',
      },
    },
  });
  if (paid.status() !== 201) throw new Error(`checkout failed: ${paid.status()} ${await paid.text()}`);
}
