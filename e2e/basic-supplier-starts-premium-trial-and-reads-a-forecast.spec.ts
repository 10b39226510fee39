import { expect, test } from '@playwright/test';
import { clientAddress, newSupplier } from './support.js';

test('a Basic supplier with 10 products is offered the upgrade for the 11th, starts the trial and adds it; a Premium supplier reads a demand forecast with its interval and advice, in Arabic', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseURL = testInfo.project.use.baseURL!;
  const run = Date.now() % 100000;
  const supplier = await newSupplier(page.request, baseURL);
  for (let n = 1; n <= 10; n += 1) {
    await supplier.publishProduct({
      name: `خوذة سلامة صناعية ${n} - ${run}`,
      categoryName: 'Safety Equipment (PPE)',
      price: 4_500,
    });
  }

  // Basic allows 10 products (spec §6): a copy of one is the 11th, refused with the way to Premium.
  await page.goto('/supplier/listings?lng=ar');
  const first = `خوذة سلامة صناعية 1 - ${run}`;
  await page.getByRole('button', { name: `إجراءات ${first}` }).click();
  await page.getByRole('menuitem', { name: 'إنشاء نسخة' }).click();
  await expect(page.getByText(`لم تُنشأ نسخة من ${first}`)).toBeVisible();
  await page.getByRole('link', { name: 'الترقية إلى الباقة المميزة' }).click();
  await expect(page).toHaveURL(/\/supplier\/choose-plan/);
  await expect(page.getByText(/10 من 10/).first()).toBeVisible();

  // The one free trial: Premium for 30 days, no card asked.
  await page.getByRole('button', { name: /^ابدأ تجربة مجانية/ }).click();
  await expect(page.getByText(/بدأت تجربتك المجانية/)).toBeVisible();
  await expect(page.getByText(/تنتهي تجربتك المجانية في/)).toBeVisible();

  // On Premium the 11th product is added.
  await page.goto('/supplier/listings?lng=ar');
  await page.getByRole('button', { name: `إجراءات ${first}` }).click();
  await page.getByRole('menuitem', { name: 'إنشاء نسخة' }).click();
  await expect(page.getByText(`أُضيفت نسخة من ${first} كمسودة.`)).toBeVisible();
  const plan = await (await page.request.get('/api/suppliers/me/plan')).json();
  expect(plan).toMatchObject({ plan: 'PREMIUM', source: 'TRIAL', usage: { products: 11 } });

  // The demo supplier (Premium, about 30 weeks of sales) reads the forecast of its safety helmets.
  const demo = await browser.newContext({ baseURL, locale: 'ar' });
  const login = await demo.request.post('/api/auth/login', {
    headers: { origin: baseURL, ...clientAddress() },
    data: { identifier: '7000000002', password: 'Demo@2026' },
  });
  expect(login.ok()).toBe(true);
  const demoPage = await demo.newPage();
  await demoPage.goto('/supplier/listings?lng=ar');
  const helmets = demoPage.getByRole('button', { name: /^إجراءات .*خوذ/ }).first();
  await helmets.click();
  await demoPage.getByRole('menuitem', { name: 'التنبؤ بالطلب' }).click();
  await expect(demoPage).toHaveURL(/\/supplier\/products\/[0-9a-f-]+\/forecast/);
  await expect(demoPage.getByTestId('forecast-chart')).toBeVisible();
  await expect(demoPage.getByTestId('forecast-interval-legend')).toContainText('80');
  await expect(demoPage.getByTestId('forecast-model')).not.toBeEmpty();
  await expect(demoPage.getByTestId('forecast-advice')).toBeVisible();
  await expect(demoPage.getByTestId('forecast-weeks').getByRole('row')).toHaveCount(13);
  await demo.close();
});
