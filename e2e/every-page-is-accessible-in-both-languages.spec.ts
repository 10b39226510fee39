import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import {
  expect,
  request,
  test,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import { buildPageRoutes, type PageRoute } from '../src/web/app/route-builder.js';
import { phoneProblems } from './phone-problems.js';
import { mailedLink, newBuyer, newOperator, newSupplier, pngImage } from './support.js';

/*
 * Issue 11, "Accessibility and quality of the pages": every page of the web app, in Arabic and in English,
 * as the role it is for, has no serious or critical axe violation (WCAG 2.0/2.1 A and AA, best practices),
 * and, on a 390×844 phone (issue 22), nothing on it is wider than the screen, scrolls sideways without a
 * visible affordance or cuts its text, and no toast covers its title (`phone-problems.ts`). The pages are
 * the files under src/web/pages, turned into routes by the app's own route builder: a new page is checked
 * without touching this file, and a new page with a route parameter fails here until `urlsOf` knows which
 * id to give it.
 */

const pagesDir = fileURLToPath(new URL('../src/web/pages', import.meta.url));
const pageRoutes = buildPageRoutes(
  readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.page.tsx'))
    .map((file) => file.split('\\').join('/')),
);

/** Ids of real records, made through the API before the pages are visited. */
interface Ids {
  productId: string;
  serviceId: string;
  supplierId: string;
  categoryId: string;
  threadId: string;
  orderId: string;
  /** The charge of the paid checkout (what the payment provider sends back as `tap_id`). */
  checkoutChargeId: string;
  /** A charge waiting on the sandbox's 3-D Secure page. */
  challengeChargeId: string;
  invoiceId: string;
  tenderId: string;
  offerId: string;
  planInvoiceId: string;
  planChargeId: string;
  /** Issue 25: a dispute on a second, shipped order; the payment of that order; a report of the product. */
  disputeId: string;
  disputedOrderId: string;
  disputedPaymentId: string;
  reportId: string;
  /** Issue 26: the link of the buyer's pending invitation (the accept page shows it, never accepts it). */
  invitationToken: string;
  /** A draft tender of the buyer, and an approval request of its owner's cart. */
  tenderDraftId: string;
  approvalRequestId: string;
}

/** The addresses that show a route: its parameters filled, and the query variants of one screen. */
const concreteUrls: Record<string, (ids: Ids) => string[]> = {
  '*': () => ['/this-page-does-not-exist'],
  '/items': (ids) => [
    '/items',
    `/items?categoryId=${ids.categoryId}`,
    `/items?${new URLSearchParams({ type: 'products', q: 'قفازات' })}`,
    `/items?${new URLSearchParams({ type: 'suppliers', q: 'الخليج' })}`,
  ],
  '/products/:id': (ids) => [`/products/${ids.productId}`],
  '/services/:id': (ids) => [`/services/${ids.serviceId}`],
  '/suppliers/:id': (ids) => [`/suppliers/${ids.supplierId}`],
  '/payments/sandbox/:id': (ids) => [`/payments/sandbox/${ids.challengeChargeId}`],
  '/buyer/bids/:id': (ids) => [`/buyer/bids/${ids.tenderId}`, `/buyer/bids/${ids.tenderDraftId}`],
  '/buyer/bids/:id/edit': (ids) => [`/buyer/bids/${ids.tenderDraftId}/edit`],
  '/buyer/approvals/:id': (ids) => [`/buyer/approvals/${ids.approvalRequestId}`],
  '/buyer/chats/:id': (ids) => [`/buyer/chats/${ids.threadId}`],
  '/buyer/invoices/:id': (ids) => [`/buyer/invoices/${ids.invoiceId}`],
  '/buyer/offers/:id': (ids) => [`/buyer/offers/${ids.offerId}`],
  '/buyer/offers/offer-details': (ids) => [`/buyer/offers/offer-details?id=${ids.offerId}`],
  '/buyer/orders': () => ['/buyer/orders', '/buyer/orders?view=group-purchases'],
  '/buyer/orders/:id': (ids) => [`/buyer/orders/${ids.orderId}`],
  '/buyer/order-details': (ids) => [`/buyer/order-details?id=${ids.orderId}`],
  '/buyer/payment/callback': (ids) => [`/buyer/payment/callback?tap_id=${ids.checkoutChargeId}`],
  '/buyer/review/write-review': (ids) => [`/buyer/review/write-review?orderId=${ids.orderId}`],
  '/supplier/bids/:id': (ids) => [`/supplier/bids/${ids.tenderId}`],
  '/supplier/chats/:id': (ids) => [`/supplier/chats/${ids.threadId}`],
  '/supplier/choose-plan/invoices/:id': (ids) => [`/supplier/choose-plan/invoices/${ids.planInvoiceId}`],
  '/supplier/invoices/:id': (ids) => [`/supplier/invoices/${ids.invoiceId}`],
  '/supplier/offers/bid/:id': (ids) => [`/supplier/offers/bid/${ids.tenderId}`],
  '/supplier/orders/:id': (ids) => [`/supplier/orders/${ids.orderId}`],
  '/supplier/payment/callback': (ids) => [`/supplier/payment/callback?tap_id=${ids.planChargeId}`],
  '/supplier/products/:id': (ids) => [`/supplier/products/${ids.productId}`],
  '/supplier/products/:id/forecast': (ids) => [`/supplier/products/${ids.productId}/forecast`],
  '/supplier/services/:id': (ids) => [`/supplier/services/${ids.serviceId}`],
  '/buyer/disputes/new': (ids) => ['/buyer/disputes/new', `/buyer/disputes/new?orderId=${ids.orderId}`],
  '/buyer/disputes/:id': (ids) => [`/buyer/disputes/${ids.disputeId}`],
  '/operator/disputes/:id': (ids) => [`/operator/disputes/${ids.disputeId}`],
  '/operator/payments/:id': (ids) => [`/operator/payments/${ids.disputedPaymentId}`],
  '/operator/reports/:id': (ids) => [`/operator/reports/${ids.reportId}`],
  '/operator/suppliers/:id': (ids) => [`/operator/suppliers/${ids.supplierId}`],
  // Issue 26: a real invitation, a broken link, and none.
  '/invitations/accept': (ids) => [
    `/invitations/accept?token=${ids.invitationToken}`,
    `/invitations/accept?token=${'x'.repeat(43)}`,
    '/invitations/accept',
  ],
  '/supplier/service-details': (ids) => [
    '/supplier/service-details',
    `/supplier/service-details?id=${ids.serviceId}`,
  ],
};

function urlsOf(route: PageRoute, ids: Ids): string[] {
  const concrete = concreteUrls[route.path];
  if (concrete) return concrete(ids);
  if (route.path.includes(':')) {
    throw new Error(`${route.file} has a route parameter: give its id in concreteUrls of this spec`);
  }
  return [route.path];
}

const dayMs = 86_400_000;
/** A calendar day in Riyadh (UTC+3), `days` from now. */
const riyadhDate = (days: number) =>
  new Date(Date.now() + days * dayMs + 3 * 3_600_000).toISOString().slice(0, 10);
const approvingCard = {
  holderName: 'Sara Alharbi',
  number: '4111 1111 1111 1111',
  expiry: '12/39',
  securityCode: '123',
};
/** The sandbox's card that asks for 3-D Secure (README, sandbox numbers). */
const challengeCard = { ...approvingCard, number: '4000 0000 0000 3220' };

async function ok<T = { id: string }>(answer: Promise<APIResponse>): Promise<T> {
  const response = await answer;
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** The `tap_id` a payment answer sends the browser back with, or the sandbox page's charge id. */
const chargeIdOf = (redirectUrl: string) =>
  new URL(redirectUrl, 'http://x').searchParams.get('tap_id') ?? redirectUrl.split('/').at(-1)!;

/** A supplier with a product, a service and a Premium month; a buyer with an order, a chat, an invoice, a tender. */
async function makeRecords(supplierApi: APIRequestContext, buyerApi: APIRequestContext, baseURL: string) {
  const headers = { origin: baseURL };
  const supplier = await newSupplier(supplierApi, baseURL);
  const run = Date.now() % 100000;
  const productName = `قفازات نتريل للفحص ${run}`;
  const productId = await supplier.publishProduct({
    name: productName,
    nameEn: `Nitrile examination gloves ${run}`,
    categoryName: 'Safety Equipment (PPE)',
    price: 2_500,
    group: { minQuantity: 100, deadlineDays: 7, price: 2_000 },
  });
  const categories: { id: string; usedFor: string; subcategories: { id: string }[] }[] = await (
    await supplierApi.get('/api/categories?lang=en')
  ).json();
  const serviceCategory = categories.find((category) => category.usedFor === 'SERVICE')!;
  const service = await ok(
    supplierApi.post('/api/suppliers/me/services', {
      headers,
      data: {
        nameAr: `تركيب أنظمة إطفاء الحريق ${run}`,
        nameEn: `Fire suppression system installation ${run}`,
        descriptionAr: 'تركيب وصيانة أنظمة الإطفاء للمستودعات.',
        descriptionEn: 'Installation and maintenance of fire suppression systems for warehouses.',
        categoryId: serviceCategory.subcategories[0]!.id,
        price: 150_000,
        isPriceNegotiable: true,
        availability: 'EVERYDAY',
      },
    }),
  );
  await ok(
    supplierApi.post(`/api/suppliers/me/services/${service.id}/images`, {
      headers,
      multipart: { file: { name: 'service.png', mimeType: 'image/png', buffer: await pngImage('#d90') } },
    }),
  );
  await ok(supplierApi.post(`/api/suppliers/me/services/${service.id}/publish`, { headers }));

  const buyer = await newBuyer(buyerApi, baseURL, 'شركة الفحص الشامل');
  const thread = await ok(
    buyerApi.post('/api/chats', { headers, data: { counterpartId: supplier.business.id, mySide: 'BUYER' } }),
  );
  await ok(
    buyerApi.post(`/api/chats/${thread.id}/messages`, { headers, data: { text: 'هل القفازات متوفرة؟' } }),
  );

  // A paid order, then a checkout left on the sandbox's 3-D Secure page.
  const addToCart = () =>
    ok(buyerApi.post('/api/buyers/me/cart/items', { headers, data: { productId, quantity: 10 } }));
  await addToCart();
  const paid = await ok<{ redirectUrl: string }>(
    buyerApi.post('/api/checkout', { headers, data: { idempotencyKey: randomUUID(), card: approvingCard } }),
  );
  const [order] = await ok<{ id: string }[]>(buyerApi.get('/api/buyers/me/orders'));

  // Issue 25: a second paid order, shipped and disputed as not received; the product reported.
  await addToCart();
  const disputedPayment = await ok<{ paymentId: string }>(
    buyerApi.post('/api/checkout', { headers, data: { idempotencyKey: randomUUID(), card: approvingCard } }),
  );
  const disputedOrder = (await ok<{ id: string }[]>(buyerApi.get('/api/buyers/me/orders'))).find(
    (other) => other.id !== order!.id,
  );
  for (const action of ['PROCESS', 'SHIP']) {
    await ok(
      supplierApi.patch(`/api/suppliers/me/orders/${disputedOrder!.id}/status`, {
        headers,
        data: { action },
      }),
    );
  }
  const dispute = await ok(
    buyerApi.post(`/api/buyers/me/orders/${disputedOrder!.id}/disputes`, {
      headers,
      data: { reason: 'NOT_RECEIVED', description: 'لم تصل الشحنة حتى الآن.' },
    }),
  );
  const report = await ok<{ reportId: string }>(
    buyerApi.post('/api/reports', {
      headers,
      data: {
        subjectType: 'PRODUCT',
        subjectId: productId,
        reason: 'MISLEADING',
        note: 'السعر لا يطابق الوصف.',
      },
    }),
  );

  await addToCart();
  const challenged = await ok<{ redirectUrl: string }>(
    buyerApi.post('/api/checkout', { headers, data: { idempotencyKey: randomUUID(), card: challengeCard } }),
  );
  await ok(buyerApi.post('/api/group-purchases', { headers, data: { productId, quantity: 20 } }));

  const invoice = await ok(
    supplierApi.post('/api/suppliers/me/invoices', {
      headers,
      data: {
        idempotencyKey: randomUUID(),
        buyerId: buyer.id,
        chatId: thread.id,
        items: [{ listingId: productId, name: productName, quantity: 40, unitPriceHalalas: 2_400 }],
        deliveryDate: riyadhDate(7),
        paymentTerms: 'FULL',
      },
    }),
  );
  const tender = await ok(
    buyerApi.post('/api/tenders', {
      headers,
      data: {
        name: `توريد معدات السلامة ${run}`,
        mainActivity: 'معدات الوقاية الشخصية لمستودعات الرياض',
        submissionDeadline: new Date(Date.now() + 3 * dayMs).toISOString(),
        responseDeadlineOption: '1w',
      },
    }),
  );
  const offer = await ok(
    supplierApi.put(`/api/tenders/${tender.id}/my-offer`, {
      headers,
      data: {
        amountHalalas: 1_250_000,
        completionDate: riyadhDate(30),
        technicalDetails: 'قفازات نتريل معتمدة مع شهادات المطابقة.',
        executionPlan: 'التوريد على دفعتين خلال أسبوعين.',
      },
    }),
  );
  const upgrade = await ok<{ redirectUrl: string }>(
    supplierApi.post('/api/suppliers/me/plan/upgrade', {
      headers,
      data: { idempotencyKey: randomUUID(), card: approvingCard },
    }),
  );
  const [planInvoice] = await ok<{ id: string }[]>(supplierApi.get('/api/suppliers/me/plan/invoices'));
  // Issue 26: the buyer's owner invites a requester; the accept page shows the mailed link's invitation.
  const inviteeEmail = `invitee-${randomUUID().slice(0, 8)}@example.sa`;
  await ok(
    buyerApi.post('/api/team/invitations', {
      headers,
      data: { email: inviteeEmail, roles: ['REQUESTER'], orderLimit: 1000 },
    }),
  );
  const invitationLink = await mailedLink(buyerApi, inviteeEmail, '/invitations/accept');
  // A tender draft awaiting an approver, and an approval request of the owner's cart.
  const tenderDraft = await ok<{ id: string }>(
    buyerApi.post('/api/tenders', {
      headers,
      data: {
        name: `مسودة توريد خوذ ${run}`,
        mainActivity: 'خوذ السلامة لمواقع المشاريع',
        submissionDeadline: new Date(Date.now() + 5 * dayMs).toISOString(),
        responseDeadlineOption: '1w',
        asDraft: true,
      },
    }),
  );
  await ok(buyerApi.post('/api/buyers/me/cart/items', { headers, data: { productId, quantity: 10 } }));
  const approvalRequest = await ok<{ id: string }>(
    buyerApi.post('/api/buyers/me/approval-requests', { headers, data: { note: 'لمشروع الملقا' } }),
  );

  return {
    productId,
    serviceId: service.id,
    supplierId: supplier.business.id,
    categoryId: serviceCategory.id,
    threadId: thread.id,
    orderId: order!.id,
    checkoutChargeId: chargeIdOf(paid.redirectUrl),
    challengeChargeId: chargeIdOf(challenged.redirectUrl),
    invoiceId: invoice.id,
    tenderId: tender.id,
    offerId: offer.id,
    planInvoiceId: planInvoice!.id,
    planChargeId: chargeIdOf(upgrade.redirectUrl),
    disputeId: dispute.id,
    disputedOrderId: disputedOrder!.id,
    disputedPaymentId: disputedPayment.paymentId,
    reportId: report.reportId,
    invitationToken: new URL(invitationLink).searchParams.get('token')!,
    tenderDraftId: tenderDraft.id,
    approvalRequestId: approvalRequest.id,
  } satisfies Ids;
}

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;
interface Records {
  ids: Ids;
  buyer: StorageState;
  supplier: StorageState;
  /** Issue 25: an ADMIN operator signed in with both factors (the console's pages). */
  operator: StorageState;
}

async function makeSignedInRecords(baseURL: string): Promise<Records> {
  const supplierApi = await request.newContext({ baseURL });
  const buyerApi = await request.newContext({ baseURL });
  const operatorApi = await request.newContext({ baseURL });
  try {
    const ids = await makeRecords(supplierApi, buyerApi, baseURL);
    await newOperator(operatorApi, baseURL, 'ADMIN');
    return {
      ids,
      buyer: await buyerApi.storageState(),
      supplier: await supplierApi.storageState(),
      operator: await operatorApi.storageState(),
    };
  } finally {
    await supplierApi.dispose();
    await buyerApi.dispose();
    await operatorApi.dispose();
  }
}

async function isSignedIn(baseURL: string, storageState: StorageState) {
  const api = await request.newContext({ baseURL, storageState });
  try {
    return (await api.get('/api/users/me')).ok();
  } finally {
    await api.dispose();
  }
}

/**
 * The records, made once per server for all workers. Playwright starts a new worker (and runs
 * `beforeAll` again) after every failed test; signing up again each time would run into the server's
 * signup limit (10 an hour per address). The file is used while its sessions still work on this server.
 */
async function sharedRecords(baseURL: string): Promise<Records> {
  const file = path.join(os.tmpdir(), `tawrid-every-page-${new URL(baseURL).port}.json`);
  const lock = `${file}.lock`;
  for (;;) {
    try {
      const cached = JSON.parse(readFileSync(file, 'utf8')) as Records;
      if ((await isSignedIn(baseURL, cached.buyer)) && (await isSignedIn(baseURL, cached.supplier)))
        return cached;
    } catch {
      // No file yet, or one from another server: make the records.
    }
    let handle: number;
    try {
      handle = openSync(lock, 'wx');
    } catch {
      // Another worker is making them; a lock older than 3 minutes was left by a crash.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 180_000)
        rmSync(lock, { force: true });
      await sleep(1_000);
      continue;
    }
    try {
      const records = await makeSignedInRecords(baseURL);
      writeFileSync(file, JSON.stringify(records));
      return records;
    } finally {
      closeSync(handle);
      rmSync(lock, { force: true });
    }
  }
}

/** Waits until the page has drawn what it loads: no spinner left, fonts in. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('#main')).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(200);
}

const phone = { width: 390, height: 844 };

/**
 * What is wrong with the page on the phone, once it has answered the resize. The answer takes a few
 * frames, more on a loaded machine: the navigation drawer slides away (Mantine's AppShell transition) and
 * layouts chosen in script (`useMediaQuery`) render again. So the page is measured until it shows no
 * problem, for up to 5 seconds; what is still wrong then is a real problem, reported as last measured.
 */
async function phoneProblemsOnceSettled(page: Page): Promise<string[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    await page.waitForTimeout(300);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    const problems = [
      ...(scrollWidth > phone.width + 1 ? [`the page is ${scrollWidth} px wide`] : []),
      ...(await page.evaluate(phoneProblems)),
    ];
    if (problems.length === 0 || Date.now() > deadline) return problems;
  }
}
const languages = ['ar', 'en'] as const;

test.describe('every page is accessible in both languages', () => {
  test.describe.configure({ mode: 'parallel' });

  let records: Records;
  test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
    test.setTimeout(180_000);
    records = await sharedRecords(testInfo.project.use.baseURL!);
  });

  /*
   * One page per role and language in each worker, reused from route to route: a new browser context for
   * every route fetched and compiled the whole app again (its hashed files are cached for a year, but
   * only within one context). The records are the same for every route anyway, and no route is clicked
   * or typed into, so a route sees nothing a previous one left but the cached files and the same session
   * cookies. Each language keeps its own page: the language cookie a page sets decides what the server
   * renders for the next (decision 017).
   */
  const openPages = new Map<string, Promise<Page>>();
  test.afterAll(async () => {
    for (const page of openPages.values()) await (await page).context().close();
    openPages.clear();
  });

  function pageFor(browser: Browser, route: PageRoute, lng: (typeof languages)[number], baseURL: string) {
    // Issue 26: a member's pages (the team) as the buyer, an owner.
    const role =
      route.section === 'buyer' || route.section === 'supplier' || route.section === 'operator'
        ? route.section
        : route.section === 'member'
          ? 'buyer'
          : undefined;
    const key = `${role ?? 'guest'} ${lng}`;
    let page = openPages.get(key);
    if (!page) {
      page = browser
        .newContext({ baseURL, storageState: role ? records[role] : undefined, reducedMotion: 'reduce' })
        .then((context) => context.newPage());
      openPages.set(key, page);
    }
    return page;
  }

  for (const lng of languages) {
    for (const route of pageRoutes) {
      test(`${route.path} (${route.file}) in ${lng}: no serious axe violation, nothing wrong on a phone`, async ({
        browser,
      }, testInfo) => {
        test.setTimeout(90_000);
        const page = await pageFor(browser, route, lng, testInfo.project.use.baseURL!);
        const missingTexts: string[] = [];
        const reactErrors: string[] = [];
        const onConsole = (message: ConsoleMessage) => {
          if (message.type() !== 'error') return;
          if (message.text().startsWith('Missing translation')) missingTexts.push(message.text());
          // A page the server rendered that the browser draws differently logs one (decision 017).
          if (message.text().includes('Minified React error')) reactErrors.push(message.text());
        };
        page.on('console', onConsole);
        try {
          for (const url of urlsOf(route, records.ids)) {
            await page.setViewportSize({ width: 1280, height: 800 });
            await page.goto(`${url}${url.includes('?') ? '&' : '?'}lng=${lng}`);
            await settle(page);
            await expect(page.locator('html')).toHaveAttribute('lang', lng);
            await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
            await expect(page).toHaveTitle(/\S/);

            const { violations } = await new AxeBuilder({ page })
              .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
              .analyze();
            const serious = violations
              .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
              .map(
                (violation) =>
                  `${violation.id} (${violation.impact}): ${violation.nodes
                    .slice(0, 5)
                    .map((node) => `${node.target.join(' ')} ${node.any[0]?.message ?? ''}`.trim())
                    .join(' | ')}`,
              );
            expect(serious, `axe on ${url} in ${lng}`).toEqual([]);

            // The phone pass (issue 22): the same page at 390 px; soft, so one page's findings do not
            // hide those of the next address or the other checks.
            await page.setViewportSize(phone);
            const problems = await phoneProblemsOnceSettled(page);
            expect.soft(problems, `${url} in ${lng} on a ${phone.width} px phone`).toEqual([]);
          }
          expect(missingTexts, 'texts missing from the translations').toEqual([]);
          expect(reactErrors, 'React errors, such as a mismatch with the server-rendered page').toEqual([]);
        } finally {
          page.off('console', onConsole);
        }
      });
    }
  }
});
