import { expect, test } from '@playwright/test';
import { label, newBuyer, newSupplier } from './support.js';

const dayMs = 24 * 60 * 60 * 1000;
/** A Riyadh calendar day (UTC+3, no daylight saving) as the date input takes it. */
const riyadhDate = (instant: Date) =>
  new Date(instant.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

// @clock: runs after the other journeys, alone, since it moves the server's clock forward (decision 014).
test('a buyer publishes a tender in Arabic, two suppliers offer sealed, the deadline passes, the buyer compares and awards one, and the winner sees its invoice @clock', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL!;
  const headers = { origin: baseURL };
  const run = Date.now() % 100000;
  const serverNow = async () => new Date((await (await page.request.get('/dev/clock')).json()).now);
  const tenderName = `توريد وتركيب أنظمة إنذار الحريق ${run}`;

  // The buyer publishes a tender closing in three days, at noon Riyadh time.
  await newBuyer(page.request, baseURL, 'شركة المباني الذكية');
  await page.goto('/buyer/bids/new?lng=ar');
  await label(page, 'اسم المناقصة').fill(tenderName);
  await label(page, 'النشاط الرئيسي').fill(
    'توريد وتركيب أنظمة إنذار حريق لمستودعين في الرياض مع الصيانة لسنة.',
  );
  await label(page, 'آخر موعد لتقديم العروض (التاريخ)').fill(
    riyadhDate(new Date((await serverNow()).getTime() + 3 * dayMs)),
  );
  await label(page, 'الوقت').fill('12:00');
  await page.getByRole('radio', { name: /أسبوع واحد/ }).check();
  await page.getByRole('button', { name: 'نشر المناقصة' }).click();
  await expect(page).toHaveURL(/\/buyer\/bids\/[0-9a-f-]{36}$/);
  const tenderId = page.url().split('/').at(-1)!;
  await expect(page.getByText('العروض مغلقة حتى انتهاء موعد التقديم')).toBeVisible();

  // A supplier finds it among open tenders and sends an offer from the form.
  const winnerContext = await browser.newContext({ baseURL, locale: 'ar' });
  const winnerPage = await winnerContext.newPage();
  const winner = await newSupplier(winnerContext.request, baseURL);
  await winnerPage.goto('/supplier/bids?lng=ar');
  await winnerPage.getByRole('link', { name: tenderName }).click();
  await winnerPage.getByRole('link', { name: 'تقديم عرض' }).click();
  await label(winnerPage, 'قيمة العرض قبل الضريبة').fill('48000');
  await label(winnerPage, 'تاريخ الإنجاز المتوقع').fill(
    riyadhDate(new Date((await serverNow()).getTime() + 30 * dayMs)),
  );
  await label(winnerPage, 'التفاصيل الفنية').fill(
    'لوحات تحكم معتمدة من الدفاع المدني، 120 كاشف دخان، صفارات وإنارة طوارئ.',
  );
  await label(winnerPage, 'خطة التنفيذ أو المدة').fill('التوريد خلال أسبوعين والتركيب خلال أسبوعين.');
  await winnerPage.getByRole('button', { name: 'تقديم العرض' }).click();
  await expect(winnerPage.getByText('تم تقديم عرضك.')).toBeVisible();

  // A second supplier offers more, through the API.
  const otherApi = await browser.newContext({ baseURL });
  const other = await newSupplier(otherApi.request, baseURL);
  const offered = await otherApi.request.put(`/api/tenders/${tenderId}/my-offer`, {
    headers,
    data: {
      amountHalalas: 5_350_000,
      completionDate: riyadhDate(new Date((await serverNow()).getTime() + 45 * dayMs)),
      technicalDetails: 'نظام عنونة كامل مع ربط بغرفة التحكم.',
      executionPlan: 'ستة أسابيع.',
    },
  });
  expect(offered.status()).toBe(201);

  // Before the deadline the buyer sees the offers locked, with the days left, and no count.
  await page.reload();
  await expect(page.getByText('العروض مغلقة حتى انتهاء موعد التقديم')).toBeVisible();
  // Three days ahead at noon is 2½ to 3½ days away: rounded up, 3 or 4 days left by the hour of the run.
  await expect(page.getByText(/متبقٍ (يومان|3 أيام|4 أيام)/).first()).toBeVisible();
  await expect(page.getByText(winner.business.businessName)).toHaveCount(0);
  const sealed = await page.request.get(`/api/tenders/mine/${tenderId}/offers`);
  expect(sealed.status()).toBe(409);

  // Time passes: the submission deadline is behind us.
  const moved = await page.request.post('/dev/clock', { headers, data: { advanceMs: 4 * dayMs } });
  expect(moved.ok()).toBe(true);
  await page.reload();

  // Both offers side by side; the buyer accepts the cheaper one.
  await expect(page.getByText(winner.business.businessName).first()).toBeVisible();
  await expect(page.getByText(other.business.businessName).first()).toBeVisible();
  await page.getByRole('button', { name: `قبول عرض ${winner.business.businessName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^قبول/ }).click();
  await expect(page.getByText(/رُسيت على/)).toBeVisible();

  // The winner sees its offer accepted and the invoice issued to the buyer: 48,000 + VAT = 55,200.
  await winnerPage.goto(`/supplier/bids/${tenderId}?lng=ar`);
  await expect(winnerPage.getByText('قُبل عرضك')).toBeVisible();
  await winnerPage.getByRole('link', { name: 'فتح الفاتورة' }).click();
  await expect(winnerPage).toHaveURL(/\/supplier\/invoices\/[0-9a-f-]{36}/);
  await expect(winnerPage.getByRole('heading', { name: 'فاتورة ضريبية' })).toBeVisible();
  await expect(winnerPage.getByText('55,200.00').first()).toBeVisible();
  const [invoice] = await (await winnerContext.request.get('/api/suppliers/me/invoices?kind=TENDER')).json();
  expect(invoice).toMatchObject({
    kind: 'TENDER',
    status: 'ACCEPTED',
    total: 55_200,
    totalHalalas: 5_520_000,
  });
  await winnerContext.close();
  await otherApi.close();
});
