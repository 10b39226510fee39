import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { buyWithCard, label, newSupplier, signInAs } from './support.js';

/** A national address (issue 24): ZATCA's standard invoices name the seller's and the buyer's. */
const addressIn = (city: string) => ({
  street: 'طريق الملك عبدالعزيز',
  buildingNumber: '٤٢١٧',
  district: 'الورود',
  city,
  postalZone: '12251',
  additionalNumber: '',
});

async function enterAddress(api: APIRequestContext, baseURL: string, city: string) {
  const saved = await api.patch('/api/users/me/settings', {
    headers: { origin: baseURL },
    data: { nationalAddress: addressIn(city) },
  });
  if (!saved.ok()) throw new Error(`address failed: ${await saved.text()}`);
}

/** Clicks a download link and answers the downloaded file's bytes. */
async function download(page: Page, name: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return readFile((await file.path())!);
}

test('a VAT-registered supplier connects its store to ZATCA with the Fatoora OTP, sells to a VAT-registered buyer, and the buyer downloads the cleared XML and the PDF in Arabic', async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL!;
  const headers = { origin: baseURL };

  // Setup through the API: a VAT-registered supplier with its national address.
  const supplierApi = await playwright.request.newContext({ baseURL });
  const supplier = await newSupplier(supplierApi, baseURL);
  await enterAddress(supplierApi, baseURL, 'جدة');

  // Supplier settings → e-invoicing, in Arabic: the portal's OTP; the sandbox refuses 000000.
  await signInAs(page, supplierApi);
  await page.goto('/supplier/settings?lng=ar');
  await page.getByRole('link', { name: 'فتح إعدادات الفوترة الإلكترونية' }).click();
  await expect(page).toHaveURL(/\/supplier\/settings\/e-invoicing$/);
  await expect(page.getByTestId('unit-status')).toHaveText('غير مربوط');
  const otp = label(page, 'رمز التحقق لمرة واحدة (OTP)');
  await otp.fill('٠٠٠٠٠٠');
  await page.getByRole('button', { name: 'ربط', exact: true }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'رفضت هيئة الزكاة والضريبة والجمارك الربط' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByTestId('fatoora-messages')).toBeVisible();
  await otp.fill('123456');
  await page.getByRole('button', { name: 'ربط', exact: true }).click();
  await expect(page.getByTestId('unit-status')).toHaveText('مفعّل', { timeout: 30_000 });
  await expect(page.getByTestId('environment.label')).toHaveText('بيئة تجريبية');

  // It sells to a VAT-registered buyer (a business whose supplier side holds its VAT number), who pays.
  const productId = await supplier.publishProduct({
    name: `قفازات نتريل ${Date.now() % 100000}`,
    categoryName: 'Safety Equipment (PPE)',
    price: 1_999,
  });
  const buyerApi = await playwright.request.newContext({ baseURL });
  await newSupplier(buyerApi, baseURL, { vatNumber: '310175397400003' });
  expect((await buyerApi.patch('/api/auth/switch-role', { headers })).ok()).toBe(true);
  await enterAddress(buyerApi, baseURL, 'الرياض');
  await buyWithCard(buyerApi, baseURL, productId, 10);
  const [invoice] = (await (await buyerApi.get('/api/buyers/me/invoices')).json()) as {
    id: string;
    uuid: string;
  }[];

  // The buyer opens the invoice and waits for ZATCA's clearance; the phase-2 QR code replaces phase 1's.
  await signInAs(page, buyerApi);
  await page.goto(`/buyer/invoices/${invoice!.id}?lng=ar`);
  await expect(page.getByRole('heading', { name: 'فاتورة ضريبية' })).toBeVisible();
  await expect(page.getByTestId('e-invoice-status')).toHaveText('تم اعتمادها من هيئة الزكاة', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('invoice-qr')).toBeVisible();

  const xml = (await download(page, 'تنزيل XML')).toString('utf8');
  expect(xml).toContain(invoice!.uuid);
  expect(xml).toContain('<cbc:ProfileID>reporting:1.0</cbc:ProfileID>');
  const pdf = await download(page, 'تنزيل PDF');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
