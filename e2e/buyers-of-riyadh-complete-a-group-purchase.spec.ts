import { expect, test, type Browser } from '@playwright/test';
import { label, newBuyer, newSupplier } from './support.js';

/** A buyer of `city` signed in in its own browser, in Arabic. */
async function buyerIn(browser: Browser, baseURL: string, city: string, name: string) {
  const context = await browser.newContext({ baseURL, locale: 'ar' });
  const business = await newBuyer(context.request, baseURL, name, { city });
  return { context, page: await context.newPage(), business };
}

test('five buyers of Riyadh join a group purchase in Arabic; the fifth completes it and each gets an invoice; a Jeddah buyer never sees it', async ({
  page,
  browser,
}, testInfo) => {
  // Six businesses, each with a browser of its own, on CI's two cores beside another journey: 2.8–3 min
  // measured there, so five minutes before a timeout calls it a failure.
  test.setTimeout(300_000);
  const baseURL = testInfo.project.use.baseURL!;
  const run = Date.now() % 100000;
  const supplier = await newSupplier(page.request, baseURL);
  const cement = `أسمنت بورتلاندي مقاوم 50 كجم ${run}`;
  // 20.00 SAR a bag, 17.00 SAR in a group of 5 buyers gathering 100 bags within 7 days; cases of 10.
  const productId = await supplier.publishProduct({
    name: cement,
    categoryName: 'Building Materials',
    price: 2_000,
    group: { minQuantity: 100, deadlineDays: 7, price: 1_700 },
  });

  const buyers = [];
  for (const [index, name] of [
    'مؤسسة البناء',
    'شركة الإعمار',
    'مقاولات النخيل',
    'مؤسسة الديار',
    'شركة الأساس',
  ].entries()) {
    // One of them wrote its city in English at signup: Riyadh and الرياض are one city.
    buyers.push(await buyerIn(browser, baseURL, index === 2 ? 'Riyadh' : 'الرياض', name));
  }

  // The first buyer starts the group with 20 bags: 15% saving shown, 1 of 5 buyers.
  const first = buyers[0]!.page;
  await first.goto(`/products/${productId}?lng=ar`);
  const panel = first.getByTestId('group-purchase-panel');
  await expect(panel.getByText(/^15٪ أقل من السعر العادي/)).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'ابدأ شراءً جماعيًا في الرياض' })).toBeVisible();
  await label(panel, 'الكمية المطلوبة').fill('20');
  await panel.getByRole('button', { name: 'ابدأ الشراء الجماعي' }).click();
  await expect(panel.getByRole('progressbar', { name: 'المشترون المنضمّون' })).toHaveAttribute(
    'aria-valuetext',
    '1 من 5 مشترين',
  );

  // Buyers two to four join it, each on its own product page.
  for (const [index, buyer] of buyers.slice(1, 4).entries()) {
    await buyer.page.goto(`/products/${productId}?lng=ar`);
    const own = buyer.page.getByTestId('group-purchase-panel');
    await expect(own.getByRole('heading', { name: 'انضم إلى الشراء الجماعي في الرياض' })).toBeVisible();
    await label(own, 'الكمية المطلوبة').fill('20');
    await own.getByRole('button', { name: 'انضم إلى الشراء الجماعي' }).click();
    await expect(own.getByRole('progressbar', { name: 'المشترون المنضمّون' })).toHaveAttribute(
      'aria-valuetext',
      `${index + 2} من 5 مشترين`,
    );
  }

  // A buyer in Jeddah sees the product and can start its own city's group, never Riyadh's.
  const jeddah = await buyerIn(browser, baseURL, 'جدة', 'مؤسسة الساحل');
  await jeddah.page.goto(`/products/${productId}?lng=ar`);
  const jeddahPanel = jeddah.page.getByTestId('group-purchase-panel');
  await expect(jeddahPanel.getByRole('heading', { name: 'ابدأ شراءً جماعيًا في جدة' })).toBeVisible();
  await expect(jeddahPanel.getByRole('progressbar')).toHaveCount(0);
  const mine = await (await jeddah.context.request.get('/api/buyers/me/group-purchases')).json();
  expect(mine).toEqual([]);

  // The fifth buyer's join brings 5 buyers and 100 bags: the group completes at once.
  const fifth = buyers[4]!.page;
  await fifth.goto(`/products/${productId}?lng=ar`);
  const fifthPanel = fifth.getByTestId('group-purchase-panel');
  await label(fifthPanel, 'الكمية المطلوبة').fill('20');
  await fifthPanel.getByRole('button', { name: 'انضم إلى الشراء الجماعي' }).click();
  const completed = fifthPanel.getByTestId('group-completed-notice');
  await expect(completed).toContainText('اكتمل الشراء الجماعي');
  await completed.getByRole('link', { name: 'ادفع الفاتورة' }).click();
  await expect(fifth).toHaveURL(/\/buyer\/invoices\/[0-9a-f-]+$/);

  // Every member finds its invoice under its group purchases: 20 × 17.00 + VAT, plus the delivery fee.
  for (const buyer of buyers) {
    await buyer.page.goto('/buyer/orders?view=group-purchases&lng=ar');
    const row = buyer.page.getByTestId('group-row').filter({ hasText: cement });
    await expect(row).toContainText('مكتمل');
    await row.getByRole('link', { name: 'ادفع الفاتورة' }).click();
    await expect(buyer.page).toHaveURL(/\/buyer\/invoices\/[0-9a-f-]+$/);
    await expect(buyer.page.getByText(cement).first()).toBeVisible();
    await expect(buyer.page.getByText(/391\.00/).first()).toBeVisible();
  }

  // Jeddah's buyer still sees no Riyadh group, open or completed.
  await jeddah.page.reload();
  await expect(jeddahPanel.getByRole('heading', { name: 'ابدأ شراءً جماعيًا في جدة' })).toBeVisible();
  await expect(jeddahPanel.getByTestId('group-completed-notice')).toHaveCount(0);

  for (const buyer of [...buyers, jeddah]) await buyer.context.close();
});
