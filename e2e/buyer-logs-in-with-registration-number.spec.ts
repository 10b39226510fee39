import { expect, test } from '@playwright/test';
import { label } from './support.js';

test('the demo buyer logs in with the registration number typed in Arabic digits', async ({ page }) => {
  await page.goto('/login?lng=ar');
  await label(page, 'البريد الإلكتروني أو رقم السجل التجاري').fill('٧٠٠٠٠٠٠٠٠١');
  await label(page, 'كلمة المرور').fill('wrong-Pass1');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('كلمة المرور غير صحيحة.')).toBeVisible();

  await label(page, 'كلمة المرور').fill('Demo@2026');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/buyer\/homepage$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('مؤسسة الأفق للمقاولات');

  // The session survives a reload; the root sends a buyer to the buyer homepage.
  await page.goto('/');
  await expect(page).toHaveURL(/\/buyer\/homepage$/);
});
