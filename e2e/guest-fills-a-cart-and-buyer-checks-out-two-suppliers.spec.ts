import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clientAddress, decodeTlv, demoSupplier, label, newSupplier } from './support.js';

// Both journeys use the demo buyer's one cart: one after the other.
test.describe.configure({ mode: 'serial' });

const demoBuyer = { identifier: '7000000001', password: 'Demo@2026' };

/** An API context signed in as the demo buyer, its cart emptied (runs and retries share the account). */
async function demoBuyerApi(request: APIRequestContext, baseURL: string) {
  const headers = { origin: baseURL };
  const login = await request.post('/api/auth/login', {
    headers: { ...headers, ...clientAddress() },
    data: demoBuyer,
  });
  if (!login.ok()) throw new Error(`demo buyer login failed: ${login.status()}`);
  await request.delete('/api/buyers/me/cart', { headers });
  return request;
}

async function addToCart(page: Page, productId: string) {
  await page.goto(`/products/${productId}?lng=en`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
}

async function payWithNewCard(page: Page, number: string, { save }: { save: boolean }) {
  // With saved cards (earlier runs) the form offers them first, once they have loaded.
  const newCard = page.getByRole('radio', { name: 'A new card' });
  await newCard.or(label(page, 'Name on card')).first().waitFor();
  if (await newCard.isVisible()) await newCard.check();
  await label(page, 'Name on card').fill('Abdullah Al-Shammari');
  await label(page, 'Card number').fill(number);
  await label(page, 'Expiry date').fill('12/30');
  await label(page, 'Security code').fill('123');
  if (save) await page.getByRole('checkbox', { name: 'Save this card for next time' }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('a guest fills a cart from two suppliers, logs in, pays through 3-D Secure, gets a tax invoice per order, and reviews a delivered order', async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(90_000);
  const baseURL = testInfo.project.use.baseURL!;
  const run = Date.now() % 100000;
  const supplierA = await demoSupplier(await playwright.request.newContext({ baseURL }), baseURL);
  const supplierBApi = await playwright.request.newContext({ baseURL });
  const supplierB = await newSupplier(supplierBApi, baseURL);
  const helmet = `Safety Helmet ${run}`;
  const gloves = `Nitrile Gloves ${run}`;
  const helmetId = await supplierA.publishProduct({
    name: helmet,
    categoryName: 'Safety Equipment (PPE)',
    price: 4_550,
  });
  const glovesId = await supplierB.publishProduct({
    name: gloves,
    categoryName: 'Safety Equipment (PPE)',
    price: 1_999,
  });
  const buyerApi = await demoBuyerApi(await playwright.request.newContext({ baseURL }), baseURL);

  // A guest fills the cart; checking out asks them to log in.
  await addToCart(page, helmetId);
  await addToCart(page, glovesId);
  await page.goto('/cart?lng=en');
  await expect(page.getByText('Products from 2 suppliers')).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('Log in to check out')).toBeVisible();

  // After login the guest cart is in the buyer's cart.
  await page.goto('/login?lng=en');
  await label(page, 'Email or registration number').fill(demoBuyer.identifier);
  await label(page, 'Password').fill(demoBuyer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/buyer\/homepage$/);
  await page.goto('/buyer/cart');
  await expect(page.getByText(helmet)).toBeVisible();
  await expect(page.getByText(gloves)).toBeVisible();
  await expect(page.getByText('Products from 2 suppliers')).toBeVisible();

  // A card that asks for 3-D Secure: the sandbox's test page, then the result with its countdown.
  await payWithNewCard(page, '4000 0000 0000 3220', { save: true });
  await expect(page).toHaveURL(/\/payments\/sandbox\//);
  await expect(page.getByText('TEST PAGE', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/buyer\/payment\/callback\?tap_id=/);
  await expect(page.getByText('Payment completed. 2 orders were created.')).toBeVisible();
  await expect(page.getByText(/Taking you there in \d seconds?\./)).toBeVisible();
  await expect(page).toHaveURL(/\/buyer\/orders$/, { timeout: 15_000 });
  const orderOfB = page.getByRole('listitem').filter({ hasText: supplierB.business.businessName });
  await expect(orderOfB).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'شركة الواحة للمعدات الصناعية' }).first(),
  ).toBeVisible();

  // Each order has its tax invoice; its ZATCA QR text carries the seller, VAT number, time and amounts.
  const invoices: {
    id: string;
    total: number;
    vat: number;
    qrCode: string;
    seller: { businessName: string };
  }[] = await (await buyerApi.get('/api/buyers/me/invoices')).json();
  const invoiceOfA = invoices.find(
    (invoice) => invoice.seller.businessName === 'شركة الواحة للمعدات الصناعية',
  )!;
  const tags = decodeTlv(invoiceOfA.qrCode);
  expect(tags[1]).toBe('شركة الواحة للمعدات الصناعية');
  expect(tags[2]).toBe('310123456700003');
  expect(tags[3]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  // Amounts on the wire are riyals (decision 019), as the QR code prints them.
  expect(tags[4]).toBe(invoiceOfA.total.toFixed(2));
  expect(tags[5]).toBe(invoiceOfA.vat.toFixed(2));
  await page.goto(`/buyer/invoices/${invoiceOfA.id}?lng=ar`);
  await expect(page.getByRole('heading', { name: 'فاتورة ضريبية' })).toBeVisible();
  await expect(page.getByTestId('invoice-qr')).toBeVisible();
  await expect(page.getByText(/^فقط .* لا غير$/)).toBeVisible();
  await page.goto('/buyer/orders?lng=en');

  // The second supplier ships its order.
  const headers = { origin: baseURL };
  const [order] = await (await supplierBApi.get('/api/suppliers/me/orders')).json();
  for (const action of ['PROCESS', 'SHIP']) {
    const moved = await supplierBApi.patch(`/api/suppliers/me/orders/${order.id}/status`, {
      headers,
      data: { action },
    });
    expect(moved.ok()).toBe(true);
  }

  // The buyer confirms delivery and reviews it; the product's card shows the rating.
  await page.goto(`/buyer/orders/${order.id}`);
  await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Confirm delivery' }).click();
  await page.getByRole('button', { name: 'Yes, I received it' }).click();
  await expect(page.getByText('Delivery confirmed. Thank you!')).toBeVisible();
  await page.getByRole('link', { name: 'Write a review' }).click();
  await expect(page).toHaveURL(/\/buyer\/review\/write-review\?orderId=/);
  for (const name of [supplierB.business.businessName, gloves]) {
    // Mantine's Rating: each star is a hidden radio; its visible label sets the rating.
    const fiveStars = await page
      .getByLabel(`Rating of ${name}`)
      .locator('input[value="5"]')
      .getAttribute('id');
    await page.locator(`label[for="${fiveStars}"]`).click();
  }
  await page.getByRole('textbox', { name: `Comment on ${gloves} (optional)` }).fill('Good quality, on time.');
  await page.getByRole('button', { name: 'Publish review' }).click();
  // Back on the order, the review shows with the item.
  await expect(page).toHaveURL(new RegExp(`/buyer/orders/${order.id}$`));
  await expect(page.getByRole('cell', { name: /Review: 5 of 5 Good quality, on time./ })).toBeVisible();

  const found = await (await buyerApi.get(`/api/search/products?q=${encodeURIComponent(gloves)}`)).json();
  expect(found.find((card: { _id: string }) => card._id === glovesId)).toMatchObject({
    avgRating: 5,
    ratingsCount: 1,
  });
  await page.goto(`/products/${glovesId}?lng=en`);
  await expect(page.getByText('Good quality, on time.')).toBeVisible();
});

test('a declined card shows the payment-failed message and creates no order', async ({
  page,
  playwright,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const supplier = await demoSupplier(await playwright.request.newContext({ baseURL }), baseURL);
  const productId = await supplier.publishProduct({
    name: `Reflective Vest ${Date.now() % 100000}`,
    categoryName: 'Safety Equipment (PPE)',
    price: 2_500,
  });
  const buyerApi = await demoBuyerApi(await playwright.request.newContext({ baseURL }), baseURL);
  const ordersBefore = (await (await buyerApi.get('/api/buyers/me/orders?limit=100')).json()).length;
  await buyerApi.post('/api/buyers/me/cart/items', {
    headers: { origin: baseURL },
    data: { productId, quantity: 10 },
  });

  await page.goto('/login?lng=en');
  await label(page, 'Email or registration number').fill(demoBuyer.identifier);
  await label(page, 'Password').fill(demoBuyer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/buyer\/homepage$/);
  await page.goto('/buyer/cart');
  await payWithNewCard(page, '4000 0000 0000 0002', { save: false });
  await expect(page).toHaveURL(/\/buyer\/payment\/callback\?tap_id=/);
  await expect(page.getByText('Payment not completed')).toBeVisible();
  await expect(page.getByText('The card was declined. No order was created.')).toBeVisible();
  expect((await (await buyerApi.get('/api/buyers/me/orders?limit=100')).json()).length).toBe(ordersBefore);
});
