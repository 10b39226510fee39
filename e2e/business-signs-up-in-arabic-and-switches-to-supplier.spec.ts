import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { clientAddress, label, mailedLink, newBusiness } from './support.js';

type Business = ReturnType<typeof newBusiness>;
const activity = 'العدد والأدوات';

/** Step 1 as typed: the business, its registration number and its activity. */
async function expectBusinessStep(page: Page, business: Business, registrationNumber: string) {
  await expect(label(page, 'اسم المنشأة')).toHaveValue(business.businessName);
  await expect(label(page, 'رقم السجل التجاري')).toHaveValue(registrationNumber);
  // The chosen activity's pill (its option stays in the closed, hidden list).
  await expect(page.getByText(activity, { exact: true }).filter({ visible: true })).toHaveCount(1);
}

/** Step 2 as typed: the manager's name, national ID and city. */
async function expectPersonStep(page: Page, business: Business) {
  await expect(label(page, 'الاسم الكامل')).toHaveValue(business.name);
  await expect(label(page, 'رقم الهوية الوطنية')).toHaveValue(business.nationalId);
  await expect(label(page, 'المدينة').first()).toHaveValue(business.city);
}

/** Step 3 as typed: the email, both passwords and the terms. */
async function expectAccountStep(page: Page, business: Business) {
  await expect(label(page, 'البريد الإلكتروني')).toHaveValue(business.email);
  await expect(label(page, 'كلمة المرور')).toHaveValue(business.password);
  await expect(label(page, 'تأكيد كلمة المرور')).toHaveValue(business.password);
  await expect(page.getByRole('checkbox')).toBeChecked();
}

/** From step 1, every step as typed (issue 19: a field showed, then sent, another step's value). */
async function expectEveryStep(page: Page, business: Business, registrationNumber: string) {
  await expectBusinessStep(page, business, registrationNumber);
  await page.getByRole('button', { name: 'التالي' }).click();
  await expectPersonStep(page, business);
  await page.getByRole('button', { name: 'التالي' }).click();
  await expectAccountStep(page, business);
}

test('a business signs up in Arabic, verifies by mail, switches to supplier and logs out', async ({
  page,
  request,
}) => {
  // Every step is checked after Back, a reload and three registry refusals: three times the steps.
  test.slow();
  const business = newBusiness();
  // Four signups from this page (three refused by the registry): an address of its own for the limit.
  await page.setExtraHTTPHeaders(clientAddress());
  await page.goto('/signup?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Step 1: the business. An invalid registration number keeps the person on this step.
  await label(page, 'اسم المنشأة').fill(business.businessName);
  await label(page, 'رقم السجل التجاري').fill('12345');
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(page.getByText('يجب أن يتكون رقم السجل التجاري من 10 أرقام.')).toBeVisible();
  await label(page, 'رقم السجل التجاري').fill(business.registrationNumber);
  await label(page, 'نشاط المنشأة').first().click();
  await page.getByRole('option', { name: activity }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'التالي' }).click();

  // Step 2: the person managing the account.
  await label(page, 'الاسم الكامل').fill(business.name);
  await label(page, 'رقم الهوية الوطنية').fill(business.nationalId);
  await label(page, 'المدينة').first().fill(business.city);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'التالي' }).click();

  // Step 3: login details.
  await label(page, 'البريد الإلكتروني').fill(business.email);
  await label(page, 'كلمة المرور').fill(business.password);
  await label(page, 'تأكيد كلمة المرور').fill(business.password);
  await page.getByRole('checkbox').check();

  // Back to step 1 and forward again: every field keeps exactly what was typed.
  await page.getByRole('button', { name: 'السابق' }).click();
  await expectPersonStep(page, business);
  await page.getByRole('button', { name: 'السابق' }).click();
  await expectEveryStep(page, business, business.registrationNumber);

  // A reload keeps the typed fields for the tab, never the password (nor the consent).
  await page.reload();
  await expectBusinessStep(page, business, business.registrationNumber);
  await page.getByRole('button', { name: 'التالي' }).click();
  await expectPersonStep(page, business);
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(label(page, 'البريد الإلكتروني')).toHaveValue(business.email);
  await expect(label(page, 'كلمة المرور')).toHaveValue('');
  await label(page, 'كلمة المرور').fill(business.password);
  await label(page, 'تأكيد كلمة المرور').fill(business.password);
  await page.getByRole('checkbox').check();

  // Each registry refusal (sandbox numbers, README) shows step 1 again, every field as typed.
  for (const [refused, message] of [
    ['1010000404', 'لم يُعثر على رقم السجل التجاري هذا في السجل التجاري.'],
    ['1010000410', 'رقم السجل التجاري موجود لكنه غير نشط في السجل التجاري.'],
    ['1010000503', 'تعذّر الوصول إلى السجل التجاري. يرجى المحاولة بعد دقائق.'],
  ] as const) {
    await page.getByRole('button', { name: 'السابق' }).click();
    await page.getByRole('button', { name: 'السابق' }).click();
    await label(page, 'رقم السجل التجاري').fill(refused);
    await page.getByRole('button', { name: 'التالي' }).click();
    await page.getByRole('button', { name: 'التالي' }).click();
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(page.getByText(message)).toBeVisible();
    await expectEveryStep(page, business, refused);
  }

  await page.getByRole('button', { name: 'السابق' }).click();
  await page.getByRole('button', { name: 'السابق' }).click();
  await label(page, 'رقم السجل التجاري').fill(business.registrationNumber);
  await expectEveryStep(page, business, business.registrationNumber);
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();

  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText(business.email)).toBeVisible();

  // The verification link arrives in the dev mailbox, in Arabic.
  await page.goto(await mailedLink(request, business.email, '/verify-email'));
  await expect(page.getByText('تم تأكيد بريدك الإلكتروني')).toBeVisible();
  await page.getByRole('link', { name: 'متابعة' }).click();
  await expect(page).toHaveURL(/\/buyer\/homepage$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(business.businessName);

  // The account holds what was typed, each value in its own field.
  const categories: { id: string; name: string }[] = await (
    await request.get('/api/categories/main?lang=ar')
  ).json();
  const settings = await (await page.request.get('/api/users/me/settings')).json();
  expect(settings.profile).toMatchObject({
    email: business.email,
    name: business.name,
    businessName: business.businessName,
    registrationNumber: business.registrationNumber,
    city: business.city,
    businessCategoryIds: [categories.find((category) => category.name === activity)!.id],
  });
  // The national ID is never shown back; another signup with it is refused as taken.
  const again = newBusiness();
  const [category] = categories;
  const taken = await request.post('/api/auth/signup', {
    headers: { origin: new URL(page.url()).origin, ...clientAddress() },
    data: {
      ...again,
      nationalId: business.nationalId,
      businessCategoryIds: [category!.id],
      confirmPassword: again.password,
      acceptTerms: true,
    },
  });
  expect(taken.status()).toBe(409);
  expect((await taken.json()).error.code).toBe('NATIONAL_ID_TAKEN');

  await page.getByRole('button', { name: 'قائمة الحساب' }).click();
  await expect(page.getByRole('menu')).toContainText(business.name);
  await page.getByRole('menuitem', { name: 'التبديل إلى مورد' }).click();
  await expect(page).toHaveURL(/\/supplier\/overview$/);
  await expect(page.getByTestId('profile-block')).toContainText(business.businessName);

  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('link', { name: 'تسجيل الدخول' }).first()).toBeVisible();
  await page.goto('/supplier/overview');
  await expect(page.getByText('غير مصرح بالدخول')).toBeVisible();
});

test('the Arabic signup page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/signup?lng=ar');
  await expect(label(page, 'اسم المنشأة')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
