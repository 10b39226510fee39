import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { clientAddress, demoSupplier, pngImage } from './support.js';

/**
 * A new browser (its own cookies) signed in with a demo account, in Arabic, on `path`. The login form has
 * journeys of its own; here the session is made through the API, which keeps this two-person journey
 * within its time on a loaded machine.
 */
async function signedIn(browser: Browser, baseURL: string, identifier: string, path: string): Promise<Page> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/login', {
    headers: { origin: baseURL, ...clientAddress() },
    data: { identifier, password: 'Demo@2026' },
  });
  expect(login.ok(), `login of ${identifier}`).toBe(true);
  const context = await browser.newContext({
    baseURL,
    locale: 'ar-SA',
    storageState: await api.storageState(),
  });
  await api.dispose();
  const page = await context.newPage();
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=ar`);
  return page;
}

/** A message in the open conversation (not its preview in the list). */
const messageIn = (page: Page, text: string) =>
  page.getByTestId('chat-message-text').filter({ hasText: text });

/** The last message of the open conversation. */
const newestMessage = (page: Page) => page.getByTestId('chat-message').last();

test('a buyer and a supplier chat in Arabic with text and an image; the supplier is told live and reads it all', async ({
  browser,
  playwright,
}, testInfo) => {
  // Two people, each loading the whole app in a browser of their own, beside another journey on CI's
  // two cores: twice a one-person journey's time.
  test.setTimeout(testInfo.timeout * 2);
  const baseURL = testInfo.project.use.baseURL!;
  const api = await playwright.request.newContext({ baseURL });
  // Runs share the demo pair's one thread: every text of this run is its own.
  const run = Date.now() % 100000;
  const productName = `قفازات نتريل ${run}`;
  const reply = `وعليكم السلام، نعم متوفرة (${run}).`;
  const productId = await (
    await demoSupplier(api, baseURL)
  ).publishProduct({
    name: productName,
    categoryName: 'Safety Equipment (PPE)',
    price: 4_500,
  });
  // Earlier runs may have left unread notifications: start from none, as the badge will be checked.
  await api.patch('/api/notifications/read-all', { headers: { origin: baseURL } });

  const supplier = await signedIn(browser, baseURL, '7000000002', '/supplier/overview');
  await expect(supplier.getByRole('heading', { level: 1 })).toBeVisible();
  const notificationsLink = supplier.getByRole('link', { name: /^الإشعارات/ });
  await expect(notificationsLink).toHaveText('الإشعارات');

  // The buyer asks about the product from its page.
  const buyer = await signedIn(browser, baseURL, '7000000001', `/products/${productId}`);
  await buyer.getByRole('button', { name: 'راسل المورّد' }).click();
  await expect(buyer).toHaveURL(/\/buyer\/chats\/[0-9a-f-]{36}/);
  await expect(buyer.getByText(`بخصوص: ${productName}`)).toBeVisible();
  const text = `السلام عليكم، هل تتوفر ٥٠٠ علبة قبل نهاية الشهر؟ <b>عاجل</b> (${run})`;
  await buyer.getByRole('textbox', { name: 'الرسالة' }).fill(text);
  await buyer.getByRole('textbox', { name: 'الرسالة' }).press('Enter');
  // Plain text: the markup shows as typed, never as bold.
  await expect(messageIn(buyer, text)).toBeVisible();
  await expect(buyer.locator('b', { hasText: 'عاجل' })).toHaveCount(0);
  // The supplier, on another page, is told at once: a toast (checked before the toast's 8 seconds are
  // up, however slow the image below is) and the badge.
  await expect(supplier.getByText('رسالة جديدة من مؤسسة الأفق للمقاولات').first()).toBeVisible();

  const chooser = buyer.waitForEvent('filechooser');
  await buyer.getByRole('button', { name: 'أرسل صورة' }).click();
  await (
    await chooser
  ).setFiles({ name: 'gloves.png', mimeType: 'image/png', buffer: await pngImage('#1a8') });
  await expect(newestMessage(buyer).getByRole('link', { name: 'افتح الصورة كاملة' })).toBeVisible();

  await expect(notificationsLink).toContainText('1');

  // In the conversation the supplier sees both messages, and the buyer sees them read.
  await supplier.getByRole('link', { name: /^الرسائل المباشرة/ }).click();
  await supplier.getByTestId('chat-thread-row').filter({ hasText: 'مؤسسة الأفق للمقاولات' }).click();
  await expect(supplier).toHaveURL(/\/supplier\/chats\/[0-9a-f-]{36}/);
  await expect(messageIn(supplier, text)).toBeVisible();
  await expect(newestMessage(supplier).getByRole('link', { name: 'افتح الصورة كاملة' })).toBeVisible();
  await expect(newestMessage(buyer).getByLabel('قُرئت')).toBeVisible();

  // The supplier answers; the buyer's open conversation shows it without reloading.
  await supplier.getByRole('textbox', { name: 'الرسالة' }).fill(reply);
  await supplier.getByRole('button', { name: 'إرسال' }).click();
  await expect(messageIn(buyer, reply)).toBeVisible();

  // Everything read: the badge clears.
  await notificationsLink.click();
  await expect(supplier.getByRole('heading', { level: 1, name: 'الإشعارات' })).toBeVisible();
  await supplier.getByRole('button', { name: 'تعيين الكل كمقروء' }).click();
  await expect(notificationsLink).toHaveText('الإشعارات');
  await expect(supplier.getByText('لقد اطّلعت على كل إشعاراتك.')).toBeVisible();
  await api.dispose();
});
