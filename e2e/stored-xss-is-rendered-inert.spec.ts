import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { newBuyer, pngImage } from './support.js';

/*
 * Issue 11: markup and script stored in every free-text field a business can reach through the API is
 * shown back as text on the pages that render it: no script runs (`window.__xss` stays unset), no dialog
 * opens, the CSP reports no blocked script, and no element of the payloads exists in the page.
 */

/** The classic stored-XSS shapes; each field gets one, tagged so it can be found on the page. */
const attacks = [
  (tag: string) => `<img src=x onerror=window.__xss=1>${tag}`,
  (tag: string) => `<script>window.__xss=1</script>${tag}`,
  (tag: string) => `"><svg onload=window.__xss=1>${tag}`,
  (tag: string) => `javascript:window.__xss=1//${tag}`,
];
let fieldNumber = 0;
const payload = (field: string) => attacks[fieldNumber++ % attacks.length]!(`·${field}`);

const payloads = {
  buyerName: payload('buyer'),
  supplierName: payload('supplier'),
  storeBio: payload('bio'),
  closingMessage: payload('closed'),
  productName: payload('product'),
  productDescription: payload('product-text'),
  serviceName: payload('service'),
  serviceDescription: payload('service-text'),
  buyerMessage: payload('ask'),
  supplierMessage: payload('answer'),
  tenderName: payload('tender'),
  tenderActivity: payload('activity'),
  organization: payload('organization'),
  technicalDetails: payload('technical'),
  executionPlan: payload('plan'),
  offerNotes: payload('offer-notes'),
  supplierReview: payload('review'),
  productReview: payload('item-review'),
  invoiceItem: payload('item'),
  invoiceNotes: payload('notes'),
  invoiceTerms: payload('terms'),
  rejectionReason: payload('rejected'),
};

type Window = { __xss?: unknown; __blockedScripts?: string[] };

/** Records what the page's CSP refused to run, before any of the app's code runs. */
async function watchScripts(context: BrowserContext) {
  await context.addInitScript(() => {
    const page = window as unknown as Window;
    page.__blockedScripts = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.effectiveDirective.startsWith('script-src')) {
        page.__blockedScripts!.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
      }
    });
  });
}

/** Opens `path` and checks that the stored texts show as text, and that nothing of them ran or rendered. */
async function expectInert(page: Page, path: string, shown: string[]) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=en`);
  for (const text of shown) {
    await expect(
      page.getByText(text).filter({ visible: true }).first(),
      `${path} shows ${text}`,
    ).toBeVisible();
  }
  const state = await page.evaluate(() => {
    const w = window as unknown as Window;
    return { xss: w.__xss, blocked: w.__blockedScripts };
  });
  expect(state, path).toEqual({ xss: undefined, blocked: [] });
  // The markup stayed text: no element, handler or link came out of it.
  await expect(page.locator('img[src="x"], svg[onload], [onerror], [onload]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(page.locator('script', { hasText: '__xss' })).toHaveCount(0);
}

/** A state-changing call through the context's cookies; throws with the answer unless it succeeded. */
async function call<T = Record<string, unknown>>(
  request: APIRequestContext,
  baseURL: string,
  method: 'post' | 'put' | 'patch',
  url: string,
  data?: object,
): Promise<T> {
  const response = await request[method](url, { headers: { origin: baseURL }, ...(data ? { data } : {}) });
  if (!response.ok())
    throw new Error(`${method.toUpperCase()} ${url}: ${response.status()} ${await response.text()}`);
  return (response.status() === 204 ? {} : await response.json()) as T;
}

/** A Riyadh calendar day `days` from now (UTC+3, no daylight saving), as the API takes dates. */
const riyadhDay = (days: number) =>
  new Date(Date.now() + 3 * 60 * 60 * 1000 + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test('markup stored in every free-text field is shown as text and never runs', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseURL = testInfo.project.use.baseURL!;
  const buyerContext = await browser.newContext({ baseURL, locale: 'en-US' });
  const supplierContext = await browser.newContext({ baseURL, locale: 'en-US' });
  await Promise.all([watchScripts(buyerContext), watchScripts(supplierContext)]);
  const buyerApi = buyerContext.request;
  const supplierApi = supplierContext.request;
  const dialogs: string[] = [];

  // Two businesses whose names are payloads; one of them a supplier with a store bio that is one too.
  const buyer = await newBuyer(buyerApi, baseURL, payloads.buyerName);
  const supplier = await newBuyer(supplierApi, baseURL, payloads.supplierName);
  await call(supplierApi, baseURL, 'patch', '/api/auth/switch-role');
  await call(supplierApi, baseURL, 'put', '/api/suppliers/me/store', {
    // The same payload in both languages: the page shows one or the other.
    storeBioAr: payloads.storeBio,
    storeBioEn: payloads.storeBio,
    isStoreClosed: false,
    // The same payload in both languages: the page shows one or the other.
    closingMessageAr: payloads.closingMessage,
    closingMessageEn: payloads.closingMessage,
    deliveryFeeHalalas: 0,
  });

  // A product and a service, both published with an image.
  const categories: { usedFor: string; subcategories: { id: string }[] }[] = await (
    await supplierApi.get('/api/categories?lang=en')
  ).json();
  const subcategoryFor = (usedFor: string) =>
    categories.find((c) => c.usedFor === usedFor && c.subcategories.length > 0)!.subcategories[0]!.id;
  const image = await pngImage('#c33');
  const product = await call<{ id: string }>(supplierApi, baseURL, 'post', '/api/suppliers/me/products', {
    nameAr: payloads.productName,
    nameEn: payloads.productName,
    descriptionAr: payloads.productDescription,
    descriptionEn: payloads.productDescription,
    categoryId: subcategoryFor('PRODUCT'),
    priceHalalas: 2_500,
    caseQuantity: 10,
    minOrderQuantity: 10,
    maxOrderQuantity: null,
    stock: 500,
    isGroupPurchaseEnabled: false,
    groupMinQuantity: null,
    groupDeadlineDays: null,
    groupPriceHalalas: null,
  });
  const service = await call<{ id: string }>(supplierApi, baseURL, 'post', '/api/suppliers/me/services', {
    nameAr: payloads.serviceName,
    nameEn: payloads.serviceName,
    descriptionAr: payloads.serviceDescription,
    descriptionEn: payloads.serviceDescription,
    categoryId: subcategoryFor('SERVICE'),
    priceHalalas: 10_000,
    isPriceNegotiable: true,
    availability: 'APPOINTMENT',
  });
  for (const [kind, id] of [
    ['products', product.id],
    ['services', service.id],
  ] as const) {
    const uploaded = await supplierApi.post(`/api/suppliers/me/${kind}/${id}/images`, {
      headers: { origin: baseURL },
      multipart: { file: { name: 'listing.png', mimeType: 'image/png', buffer: image } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    await call(supplierApi, baseURL, 'post', `/api/suppliers/me/${kind}/${id}/publish`);
  }

  // A chat both ways.
  const thread = await call<{ id: string }>(buyerApi, baseURL, 'post', '/api/chats', {
    counterpartId: supplier.id,
    mySide: 'BUYER',
  });
  await call(buyerApi, baseURL, 'post', `/api/chats/${thread.id}/messages`, { text: payloads.buyerMessage });
  await call(supplierApi, baseURL, 'post', `/api/chats/${thread.id}/messages`, {
    text: payloads.supplierMessage,
  });

  // A tender, and the supplier's offer on it.
  const tender = await call<{ id: string }>(buyerApi, baseURL, 'post', '/api/tenders', {
    name: payloads.tenderName,
    mainActivity: payloads.tenderActivity,
    organizationName: payloads.organization,
    submissionDeadline: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString(),
    responseDeadlineOption: '1w',
  });
  await call(supplierApi, baseURL, 'put', `/api/tenders/${tender.id}/my-offer`, {
    amountHalalas: 150_000,
    completionDate: riyadhDay(30),
    technicalDetails: payloads.technicalDetails,
    executionPlan: payloads.executionPlan,
    notes: payloads.offerNotes,
  });

  // An order paid with the sandbox card, delivered, and reviewed.
  await call(buyerApi, baseURL, 'post', '/api/buyers/me/cart/items', { productId: product.id, quantity: 10 });
  const paid = await call<{ redirectUrl: string }>(buyerApi, baseURL, 'post', '/api/checkout', {
    idempotencyKey: randomUUID(),
    card: {
      holderName: 'Sara Al-Harbi',
      number: '4111 1111 1111 1111',
      expiry: '12/39',
      securityCode: '123',
    },
  });
  const chargeId = new URL(paid.redirectUrl).searchParams.get('tap_id')!;
  const result = await call<{ orderIds: string[] }>(buyerApi, baseURL, 'post', '/api/payments/confirm', {
    chargeId,
  });
  const orderId = result.orderIds[0]!;
  for (const action of ['PROCESS', 'SHIP']) {
    await call(supplierApi, baseURL, 'patch', `/api/suppliers/me/orders/${orderId}/status`, { action });
  }
  await call(buyerApi, baseURL, 'patch', `/api/buyers/me/orders/${orderId}/confirm-delivery`);
  await call(buyerApi, baseURL, 'post', `/api/buyers/me/orders/${orderId}/review`, {
    supplier: { rating: 4, text: payloads.supplierReview },
    items: [{ productId: product.id, rating: 5, text: payloads.productReview }],
  });

  // Two invoices from the supplier: one kept pending, one the buyer rejects with a reason.
  const invoiceBody = () => ({
    idempotencyKey: randomUUID(),
    buyerId: buyer.id,
    items: [{ listingId: product.id, name: payloads.invoiceItem, quantity: 10, unitPriceHalalas: 2_500 }],
    deliveryDate: riyadhDay(2),
    paymentTerms: 'FULL',
    notes: payloads.invoiceNotes,
    terms: payloads.invoiceTerms,
  });
  const invoice = await call<{ id: string }>(
    supplierApi,
    baseURL,
    'post',
    '/api/suppliers/me/invoices',
    invoiceBody(),
  );
  const rejected = await call<{ id: string }>(
    supplierApi,
    baseURL,
    'post',
    '/api/suppliers/me/invoices',
    invoiceBody(),
  );
  await call(buyerApi, baseURL, 'post', `/api/buyers/me/invoices/${rejected.id}/reject`, {
    reason: payloads.rejectionReason,
  });

  // What the buyer sees.
  const buyerPage = await buyerContext.newPage();
  buyerPage.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await expectInert(buyerPage, `/products/${product.id}`, [
    payloads.productName,
    payloads.productDescription,
    payloads.productReview,
  ]);
  await expectInert(buyerPage, `/services/${service.id}`, [
    payloads.serviceName,
    payloads.serviceDescription,
  ]);
  await expectInert(buyerPage, `/suppliers/${supplier.id}`, [payloads.storeBio, payloads.supplierReview]);
  await expectInert(buyerPage, `/buyer/chats/${thread.id}`, [
    payloads.buyerMessage,
    payloads.supplierMessage,
  ]);
  await expectInert(buyerPage, `/buyer/bids/${tender.id}`, [payloads.tenderName, payloads.tenderActivity]);
  await expectInert(buyerPage, `/buyer/invoices/${invoice.id}`, [
    payloads.invoiceItem,
    payloads.invoiceNotes,
    payloads.invoiceTerms,
  ]);
  await expectInert(buyerPage, `/buyer/orders/${orderId}`, [payloads.productName]);
  await expectInert(buyerPage, '/buyer/notifications', [payloads.supplierMessage]);

  // What the supplier sees.
  const supplierPage = await supplierContext.newPage();
  supplierPage.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await expectInert(supplierPage, `/supplier/chats/${thread.id}`, [payloads.buyerMessage]);
  await expectInert(supplierPage, `/supplier/bids/${tender.id}`, [
    payloads.tenderName,
    payloads.technicalDetails,
    payloads.executionPlan,
  ]);
  await expectInert(supplierPage, `/supplier/invoices/${rejected.id}`, [payloads.rejectionReason]);
  await expectInert(supplierPage, '/supplier/notifications', [payloads.buyerMessage]);

  // The closed store shows its closing message instead of its items.
  await call(supplierApi, baseURL, 'put', '/api/suppliers/me/store', {
    // The same payload in both languages: the page shows one or the other.
    storeBioAr: payloads.storeBio,
    storeBioEn: payloads.storeBio,
    isStoreClosed: true,
    // The same payload in both languages: the page shows one or the other.
    closingMessageAr: payloads.closingMessage,
    closingMessageEn: payloads.closingMessage,
    deliveryFeeHalalas: 0,
  });
  await expectInert(buyerPage, `/suppliers/${supplier.id}`, [payloads.closingMessage]);

  expect(dialogs).toEqual([]);
  await buyerContext.close();
  await supplierContext.close();
});
