import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { label, mailedLink, newBusiness } from './support.js';

test('a business signs up in Arabic, verifies by mail, switches to supplier and logs out', async ({
  page,
  request,
}) => {
  const business = newBusiness();
  await page.goto('/signup?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Step 1: the business. An invalid registration number keeps the person on this step.
  await label(page, 'اسم المنشأة').fill(business.businessName);
  await label(page, 'رقم السجل التجاري').fill('12345');
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(page.getByText('يجب أن يتكون رقم السجل التجاري من 10 أرقام.')).toBeVisible();
  await label(page, 'رقم السجل التجاري').fill(business.registrationNumber);
  await label(page, 'نشاط المنشأة').first().click();
  await page.getByRole('option', { name: 'العدد والأدوات' }).click();
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
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();

  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText(business.email)).toBeVisible();

  // The verification link arrives in the dev mailbox, in Arabic.
  await page.goto(await mailedLink(request, business.email, '/verify-email'));
  await expect(page.getByText('تم تأكيد بريدك الإلكتروني')).toBeVisible();
  await page.getByRole('link', { name: 'متابعة' }).click();
  await expect(page).toHaveURL(/\/buyer\/homepage$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(business.businessName);

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
