import { expect, test } from '@playwright/test';
import {
  authenticatorCode,
  buyWithCard,
  createOperator,
  label,
  newBuyer,
  newSupplier,
  pngImage,
  signInAs,
} from './support.js';

test('a buyer reports a listing and disputes an order; an operator signed in with an authenticator takes the listing down and refunds half; the supplier, the buyer and the audit log show it, in Arabic', async ({
  page,
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(300_000);
  const baseURL = testInfo.project.use.baseURL!;
  const headers = { origin: baseURL };

  // Setup through the API: a supplier's product, bought by a new buyer with a card, shipped and delivered.
  const supplierApi = await playwright.request.newContext({ baseURL });
  const supplier = await newSupplier(supplierApi, baseURL);
  const productName = `مضخة مياه ${Date.now() % 100000}`;
  const productId = await supplier.publishProduct({
    name: productName,
    categoryName: 'Safety Equipment (PPE)',
    price: 2_000,
  });
  const buyerApi = await playwright.request.newContext({ baseURL });
  const buyer = await newBuyer(buyerApi, baseURL, 'مؤسسة الرمال للمقاولات');
  await buyWithCard(buyerApi, baseURL, productId, 10);
  const [order] = (await (await supplierApi.get('/api/suppliers/me/orders')).json()) as {
    id: string;
    totalPrice: number;
  }[];
  for (const action of ['PROCESS', 'SHIP']) {
    const moved = await supplierApi.patch(`/api/suppliers/me/orders/${order!.id}/status`, {
      headers,
      data: { action },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  const delivered = await buyerApi.patch(`/api/buyers/me/orders/${order!.id}/confirm-delivery`, { headers });
  expect(delivered.ok(), await delivered.text()).toBe(true);

  // The buyer, in Arabic, reports the product as counterfeit from its page.
  await signInAs(page, buyerApi);
  await page.goto(`/products/${productId}?lng=ar`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
  await page.getByRole('button', { name: 'إبلاغ' }).first().click();
  const reportDialog = page.getByRole('dialog', { name: 'الإبلاغ عن هذا المنتج' });
  await reportDialog.getByRole('radio', { name: 'بضائع مقلدة' }).check();
  await label(reportDialog, 'ملاحظة (اختيارية)').fill('العلامة التجارية على المضخة ليست أصلية.');
  await reportDialog.getByRole('button', { name: 'إرسال البلاغ' }).click();
  await expect(page.getByText('شكرًا لك. ستراجع توريد بلاغك.')).toBeVisible();

  // It opens a dispute on the delivered order: not as described, with a photo.
  await page.goto(`/buyer/orders/${order!.id}?lng=ar`);
  await page.getByRole('link', { name: 'فتح نزاع' }).click();
  await page.getByRole('radio', { name: 'غير مطابق للوصف' }).check();
  await label(page, 'صف المشكلة').fill('وصلت مضخات بعلامة تجارية مختلفة عن الصور.');
  await page.locator('input[type=file]').setInputFiles({
    name: 'pump.png',
    mimeType: 'image/png',
    buffer: await pngImage('#c33'),
  });
  await page.getByRole('button', { name: 'فتح النزاع' }).click();
  await expect(page).toHaveURL(/\/buyer\/disputes\/[0-9a-f]{8}-[0-9a-f-]{27}$/);
  const disputeUrl = new URL(page.url()).pathname;
  await expect(page.getByText('بانتظار ردّ المورّد').first()).toBeVisible();

  // The first trust & safety operator: made from the command line, set up with an authenticator.
  const operatorEmail = `reem.${Date.now()}@ops.tawrid.sa`;
  const setupLink = await createOperator(baseURL, operatorEmail, 'TRUST_AND_SAFETY');
  const operatorPage = await (await browser.newContext({ locale: 'ar-SA' })).newPage();
  await operatorPage.goto(`${setupLink}&lng=ar`);
  await expect(operatorPage.getByRole('heading', { name: 'إعداد حساب المشغّل' })).toBeVisible();
  const secret = (await operatorPage.getByTestId('authenticator-secret').innerText()).replace(/\s/g, '');
  const password = 'Operator1@pass';
  await label(operatorPage, 'اختر كلمة مرور').fill(password);
  await label(operatorPage, 'تأكيد كلمة المرور').fill(password);
  await label(operatorPage, 'الرمز الظاهر الآن في التطبيق').fill(authenticatorCode(secret, Date.now()));
  await operatorPage.getByRole('button', { name: 'إنهاء الإعداد' }).click();
  await expect(operatorPage.getByText('احفظ رموز الاسترداد الآن')).toBeVisible();
  await operatorPage.getByRole('link', { name: 'حفظتها: الانتقال إلى الدخول' }).click();

  // Sign-in: the password, then the authenticator's next code (a code is never accepted twice).
  await label(operatorPage, 'البريد الإلكتروني').fill(operatorEmail);
  await label(operatorPage, 'كلمة المرور').fill(password);
  await operatorPage.getByRole('button', { name: 'متابعة' }).click();
  await label(operatorPage, 'رمز تطبيق المصادقة').fill(authenticatorCode(secret, Date.now() + 30_000));
  await operatorPage.getByRole('button', { name: 'دخول' }).click();
  await expect(operatorPage).toHaveURL(/\/operator\/health$/);

  // The report: the operator reads it and takes the product down.
  await operatorPage.getByRole('link', { name: 'البلاغات' }).first().click();
  const note = 'العلامة التجارية على المضخة ليست أصلية.';
  const reportCard = operatorPage.getByTestId('operator-report').filter({ hasText: note });
  await reportCard.getByRole('link', { name: 'فتح البلاغ' }).click();
  await expect(operatorPage.getByText(productName).first()).toBeVisible();
  await operatorPage.getByRole('button', { name: 'إزالة المحتوى' }).click();
  const takeDown = operatorPage.getByRole('dialog', { name: 'إزالة المحتوى' });
  await label(takeDown, 'السبب (يُرسل إلى المنشآت كما كُتب)').fill('منتج مقلد بحسب البلاغ والصور.');
  await takeDown.getByRole('button', { name: 'إزالة المحتوى' }).click();
  await expect(operatorPage.getByText('أزيل المحتوى').first()).toBeVisible();

  // The dispute: half of the order refunded to the card, with the credit note.
  const half = Math.round(order!.totalPrice * 50) / 100;
  await operatorPage.getByRole('link', { name: 'النزاعات' }).first().click();
  await operatorPage.getByRole('link').filter({ hasText: buyer.businessName }).click();
  await operatorPage.getByRole('radio', { name: 'استرداد جزئي' }).check();
  await label(operatorPage, 'المبلغ المسترد (ر.س)').fill(half.toFixed(2));
  await label(operatorPage, 'السبب الذي يظهر للطرفين').fill(
    'العلامة مختلفة لكن المضخات تعمل: يُسترد نصف المبلغ.',
  );
  await operatorPage.getByRole('button', { name: 'اعتماد القرار' }).click();
  await expect(async () => {
    await operatorPage.reload();
    await expect(operatorPage.getByText('تم استرداد جزء').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // The audit log keeps both decisions, with who and why.
  await operatorPage.getByRole('link', { name: 'سجل التدقيق' }).first().click();
  const entries = operatorPage.getByTestId('audit-entry');
  await expect(entries.filter({ hasText: 'LISTING_TAKEN_DOWN' })).toContainText(
    'منتج مقلد بحسب البلاغ والصور.',
  );
  await expect(entries.filter({ hasText: 'DISPUTE_REFUNDED' })).toContainText('ريم العتيبي');
  await expect(entries.filter({ hasText: 'REPORT_UPHELD' })).toHaveCount(1);

  // The buyer: the dispute partly refunded, the product gone from the marketplace, a credit note issued.
  await page.goto(`${disputeUrl}?lng=ar`);
  await expect(page.getByText('تم استرداد جزء').first()).toBeVisible();
  await expect(page.getByRole('alert', { name: 'سبب القرار' })).toContainText(
    'العلامة مختلفة لكن المضخات تعمل: يُسترد نصف المبلغ.',
  );
  const invoices = (await (await buyerApi.get('/api/buyers/me/invoices')).json()) as {
    documentType: string;
    total: number;
  }[];
  expect(invoices.find((invoice) => invoice.documentType === 'CREDIT_NOTE')?.total).toBe(half);
  await page.goto(`/products/${productId}?lng=ar`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(productName);

  // The supplier: its product marked taken down with the reason, and the dispute's outcome on the order.
  await signInAs(page, supplierApi);
  await page.goto('/supplier/products-and-services?lng=ar');
  const row = page.getByRole('row').filter({ hasText: productName });
  await expect(row.getByTestId('listing-taken-down')).toHaveText('أزالته توريد');
  await expect(row).toContainText('منتج مقلد بحسب البلاغ والصور.');
  await page.goto(`/supplier/orders/${order!.id}?lng=ar`);
  await expect(page.getByText('تم استرداد جزء').first()).toBeVisible();
});
