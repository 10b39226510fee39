import { expect, test, type Page } from '@playwright/test';
import { label, mailedLink, newBuyer, newSupplier, signInAs } from './support.js';

/** The invited person opens the mailed link, in Arabic, and joins with a name and a password. */
async function join(page: Page, link: string, name: string) {
  await page.goto(`${link}&lng=ar`);
  await expect(page.getByRole('heading', { name: 'الانضمام إلى فريق' })).toBeVisible();
  await label(page, 'الاسم').fill(name);
  await label(page, 'كلمة المرور').fill('Team@2026x');
  await label(page, 'تأكيد كلمة المرور').fill('Team@2026x');
  await page.getByRole('button', { name: 'الانضمام' }).click();
  await expect(page).not.toHaveURL(/invitations/);
}

test('an owner invites a requester and an approver; the requester’s cart above its limit waits, the approver approves it on a phone, and the order is placed once, in Arabic', async ({
  page,
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(240_000);
  const baseURL = testInfo.project.use.baseURL!;
  const headers = { origin: baseURL };
  const stamp = Date.now() % 1_000_000;

  // A supplier's product at 20 SAR: ten of them (its minimum order) with VAT are 230 SAR, above the
  // requester's 200 SAR.
  const supplierApi = await playwright.request.newContext({ baseURL });
  const supplier = await newSupplier(supplierApi, baseURL);
  const productName = `خوذة سلامة ${stamp}`;
  const productId = await supplier.publishProduct({
    name: productName,
    categoryName: 'Safety Equipment (PPE)',
    price: 2_000,
  });

  // The owner, in Arabic, invites a requester with a 200 SAR limit and an approver.
  const ownerApi = await playwright.request.newContext({ baseURL });
  await newBuyer(ownerApi, baseURL, 'شركة المدار للمقاولات');
  await signInAs(page, ownerApi);
  await page.goto('/settings/team?lng=ar');
  await expect(page.getByRole('heading', { name: 'فريق المنشأة' })).toBeVisible();
  const requesterEmail = `requester${stamp}@example.sa`;
  const approverEmail = `approver${stamp}@example.sa`;
  for (const [email, role, limit] of [
    [requesterEmail, 'طالب شراء', '200'],
    [approverEmail, 'معتمِد', null],
  ] as const) {
    await page.getByRole('button', { name: 'دعوة عضو' }).click();
    const dialog = page.getByRole('dialog', { name: 'دعوة عضو إلى الفريق' });
    await label(dialog, 'البريد الإلكتروني').fill(email);
    await dialog.getByRole('checkbox', { name: role, exact: true }).check();
    if (limit) await label(dialog, 'حد الطلب الواحد (ر.س)').fill(limit);
    await dialog.getByRole('button', { name: 'إرسال الدعوة' }).click();
    await expect(page.getByText(`أُرسلت الدعوة إلى ${email}.`)).toBeVisible();
  }
  await expect(page.getByText(requesterEmail, { exact: true })).toBeVisible();
  await expect(page.getByText(approverEmail, { exact: true })).toBeVisible();

  // The requester joins from the mailed link and fills a cart above the limit: it waits for approval.
  const requesterContext = await browser.newContext({ locale: 'ar-SA' });
  const requester = await requesterContext.newPage();
  await join(requester, await mailedLink(ownerApi, requesterEmail, '/invitations/accept'), 'ريم القحطاني');
  const added = await requester.request.post('/api/buyers/me/cart/items', {
    headers,
    data: { productId, quantity: 10 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await requester.goto('/buyer/cart?lng=ar');
  await expect(requester.getByText('يتجاوز حدّك للطلب')).toBeVisible();
  await expect(requester.getByRole('button', { name: /^ادفع / })).toHaveCount(0);
  await label(requester, 'ملاحظة للموافِق (اختياري)').fill('للمشروع في حي الملقا، نحتاجها الأحد.');
  await requester.getByRole('button', { name: 'إرسال للموافقة' }).click();
  await expect(requester.getByText('بانتظار الموافقة', { exact: true })).toBeVisible();

  // The approver joins and approves it on a phone: the basket with its VAT and total, nothing sideways.
  const phone = await browser.newContext({
    locale: 'ar-SA',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const approver = await phone.newPage();
  await join(approver, await mailedLink(ownerApi, approverEmail, '/invitations/accept'), 'فهد العتيبي');
  await approver.goto('/buyer/approvals?lng=ar');
  await approver.getByRole('link', { name: 'عرض الطلب' }).first().click();
  await expect(approver.getByText('مقدّم الطلب: ريم القحطاني')).toBeVisible();
  await expect(approver.getByText(productName).first()).toBeVisible();
  await expect(approver.getByText('ضريبة القيمة المضافة').first()).toBeVisible();
  await expect(approver.getByText('للمشروع في حي الملقا، نحتاجها الأحد.')).toBeVisible();
  expect(await approver.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await approver.getByRole('button', { name: 'موافقة' }).click();
  await expect(approver.getByText('تمت الموافقة', { exact: true })).toBeVisible();
  await expect(approver.getByText(/^قرار فهد العتيبي في /)).toBeVisible();
  await expect(approver.getByRole('button', { name: 'موافقة' })).toHaveCount(0);

  // The requester pays the approved basket once; the business has one order, placed by the requester.
  await requester.goto('/buyer/cart?lng=ar');
  await expect(requester.getByText('وافق فهد العتيبي على سلتك. يمكنك الدفع الآن.')).toBeVisible();
  const newCard = requester.getByRole('radio', { name: 'بطاقة جديدة' });
  await newCard.or(label(requester, 'الاسم على البطاقة')).first().waitFor();
  if (await newCard.isVisible()) await newCard.check();
  await label(requester, 'الاسم على البطاقة').fill('ريم القحطاني');
  await label(requester, 'رقم البطاقة').fill('4111 1111 1111 1111');
  await label(requester, 'تاريخ الانتهاء').fill('12/39');
  await label(requester, 'رمز الأمان').fill('123');
  await requester.getByRole('button', { name: /^ادفع / }).click();
  await expect(requester).toHaveURL(/\/buyer\/payment/);

  const orders = (await (await ownerApi.get('/api/buyers/me/orders')).json()) as {
    placedBy: { name: string } | null;
  }[];
  expect(orders.map((order) => order.placedBy?.name)).toEqual(['ريم القحطاني']);
  const requests = (await (await ownerApi.get('/api/buyers/me/approval-requests')).json()) as {
    status: string;
  }[];
  expect(requests.map((request) => request.status)).toEqual(['ORDERED']);
  // Paying again finds nothing left to pay: the approved basket left the cart with its order.
  await requester.goto('/buyer/cart?lng=ar');
  await expect(requester.getByRole('button', { name: /^ادفع / })).toHaveCount(0);
  await approver.screenshot({ path: testInfo.outputPath('approval-request-on-a-phone.png'), fullPage: true });
  await page.goto('/settings/team?lng=ar');
  await expect(page.getByText('ريم القحطاني')).toBeVisible();
  await requesterContext.close();
  await phone.close();
});
