import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type jsQRTyped from 'jsqr';
import sharp from 'sharp';
import { decodeTlv, label, newBuyer, newSupplier } from './support.js';

// A CommonJS package whose typings declare an ES default export: required as what it really exports.
const jsQR = createRequire(import.meta.url)('jsqr') as typeof jsQRTyped.default;

/** What the QR code drawn on the page says, read from its pixels as a phone camera would. */
async function scanQrCode(page: Page): Promise<string> {
  const png = await page.getByTestId('invoice-qr').screenshot();
  // A white margin around the code, as on paper: scanners look for the quiet zone.
  const { data, info } = await sharp(png)
    .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  if (!code) throw new Error('the QR code on the page does not scan');
  return code.data;
}

async function payWithTestCard(page: Page, button: RegExp) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await label(dialog, 'الاسم على البطاقة').fill('سارة الحربي');
  await label(dialog, 'رقم البطاقة').fill('4111 1111 1111 1111');
  await label(dialog, 'تاريخ الانتهاء').fill('12/30');
  await label(dialog, 'رمز الأمان').fill('123');
  await dialog.getByRole('button', { name: /^ادفع / }).click();
  await expect(page).toHaveURL(/\/buyer\/payment\/callback\?tap_id=/);
  await expect(page.getByText('تم استلام دفعتك للفاتورة.')).toBeVisible();
  await page.getByRole('link', { name: 'الانتقال إلى الفاتورة الآن' }).click();
}

test('a supplier issues a partial invoice from a chat in Arabic; the buyer accepts, pays upfront then the rest; both see it fully paid and its QR code scans', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL!;
  const headers = { origin: baseURL };
  const run = Date.now() % 100000;
  const supplier = await newSupplier(page.request, baseURL);
  const extinguisher = `طفاية حريق بودرة 6 كجم ${run}`;
  await supplier.publishProduct({
    name: extinguisher,
    categoryName: 'Safety Equipment (PPE)',
    price: 25_000,
  });
  const buyerContext = await browser.newContext({ baseURL, locale: 'ar' });
  const buyerPage = await buyerContext.newPage();
  const buyer = await newBuyer(buyerContext.request, baseURL, 'شركة البناء الحديث');
  const thread = await (
    await buyerContext.request.post('/api/chats', {
      headers,
      data: { counterpartId: supplier.business.id, mySide: 'BUYER' },
    })
  ).json();
  await buyerContext.request.post(`/api/chats/${thread.id}/messages`, {
    headers,
    data: { text: 'نحتاج 40 طفاية حريق لمستودعاتنا، مع التركيب. ما أفضل سعر؟' },
  });

  // The supplier answers with an invoice from the chat: 40 × 250 SAR, 30% upfront.
  await page.goto(`/supplier/chats/${thread.id}?lng=ar`);
  await page.getByRole('link', { name: 'إصدار فاتورة' }).click();
  await expect(page).toHaveURL(/\/supplier\/invoices\/new\?/);
  await expect(label(page, 'المنشأة')).toHaveValue(buyer.businessName);
  await page.getByRole('textbox', { name: 'إضافة بند' }).click();
  await page.getByRole('option', { name: new RegExp(extinguisher) }).click();
  await label(page, 'الكمية').fill('40');
  await label(page, 'سعر الوحدة قبل الضريبة').fill('250');
  await label(page, 'تاريخ التسليم').fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole('radio', { name: 'دفعة مقدمة' }).check();
  await page.getByRole('button', { name: /^استخدم 30/ }).click();
  await expect(label(page, 'مبلغ الدفعة المقدمة شاملًا الضريبة')).toHaveValue(/3,?450/);
  await page.getByRole('button', { name: 'إصدار فاتورة' }).click();
  await expect(page).toHaveURL(new RegExp(`/supplier/chats/${thread.id}`));
  await expect(page.getByTestId('chat-invoice-card').getByText('فاتورة INV-000001')).toBeVisible();

  // The buyer finds it in its invoices, accepts it and pays the upfront part.
  await buyerPage.goto('/buyer/invoices?lng=ar');
  await buyerPage.getByRole('link', { name: /INV-000001/ }).click();
  await expect(buyerPage.getByTestId('invoice-status')).toHaveText('قيد المراجعة');
  await buyerPage.getByRole('button', { name: 'قبول الفاتورة' }).click();
  await buyerPage.getByRole('dialog').getByRole('button', { name: 'قبول الفاتورة' }).click();
  await expect(buyerPage.getByText('الدفعة المقدمة مستحقة الآن: 3,450.00')).toBeVisible();
  await payWithTestCard(buyerPage, /^ادفع الدفعة المقدمة/);
  await expect(buyerPage.getByTestId('invoice-status')).toHaveText('مدفوعة جزئيًا');

  // Then the remainder.
  await expect(buyerPage.getByText('المبلغ المتبقي مستحق الآن: 8,050.00')).toBeVisible();
  await payWithTestCard(buyerPage, /^ادفع المبلغ المتبقي/);
  await expect(buyerPage.getByTestId('invoice-status')).toHaveText('مدفوعة بالكامل');
  await expect(buyerPage.getByText('دُفعت هذه الفاتورة بالكامل.')).toBeVisible();

  // The supplier sees it fully paid, with both payments.
  const [invoice] = await (await page.request.get('/api/suppliers/me/invoices')).json();
  expect(invoice).toMatchObject({
    status: 'FULLY_PAID',
    // Riyals under the plain names, the exact halalas beside them (decision 019).
    total: 11_500,
    totalHalalas: 1_150_000,
    vat: 1_500,
    paidAmount: 11_500,
  });
  await page.goto(`/supplier/invoices/${invoice.id}?lng=ar`);
  await expect(page.getByTestId('invoice-status')).toHaveText('مدفوعة بالكامل');
  await expect(page.getByText('الدفعات المستلمة')).toBeVisible();

  // Printed, the actions are gone and the QR code scans to the seller, its VAT number, time and amounts.
  await buyerPage.emulateMedia({ media: 'print' });
  await expect(buyerPage.getByRole('button', { name: 'طباعة / تنزيل PDF' })).toBeHidden();
  const scanned = await scanQrCode(buyerPage);
  expect(scanned).toBe(invoice.qrCode);
  const tags = decodeTlv(scanned);
  expect(tags[1]).toBe(supplier.business.businessName);
  expect(tags[3]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  expect(tags[4]).toBe('11500.00');
  expect(tags[5]).toBe('1500.00');
  await buyerContext.close();
});
