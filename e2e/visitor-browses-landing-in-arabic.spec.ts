import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('a visitor lands, switches to Arabic, closes the demo banner and meets the 404 page', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByTestId('language-toggle').first().click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  // Arabic category names come from the API, in the order it gives them.
  const categories = await (await request.get('/api/categories/main?lang=ar')).json();
  const firstProductCategory = categories.find((c: { usedFor: string }) => c.usedFor === 'PRODUCT').name;
  const explore = page.getByTestId('explore-categories');
  await expect(explore.getByText(firstProductCategory)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('موردين');

  // The Arabic font is the self-hosted one and has loaded.
  const fontFamily = await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);
  expect(
    fontFamily.startsWith("'IBM Plex Sans Arabic'") || fontFamily.startsWith('"IBM Plex Sans Arabic"'),
  ).toBe(true);
  // Its faces for Arabic text are there to load (none would be an empty list), and load.
  const arabicFaces = await page.evaluate(
    async () => (await document.fonts.load('16px "IBM Plex Sans Arabic"', 'توريد')).length,
  );
  expect(arabicFaces).toBeGreaterThan(0);

  const banner = page.getByTestId('demo-banner');
  await expect(banner).toContainText('موقع تجريبي');
  await banner.getByRole('button').click();
  await expect(banner).toBeHidden();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('explore-categories').getByText(firstProductCategory)).toBeVisible();
  await expect(page.getByTestId('demo-banner')).toBeHidden();

  await page.goto('/suppliers/does-not-exist');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
  await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).click();
  await expect(page).toHaveURL(/\/landing$/);
});

test('the landing page has no serious accessibility violations in Arabic', async ({ page }) => {
  await page.goto('/landing?lng=ar');
  await expect(page.getByTestId('explore-categories').getByRole('radio').first()).toBeAttached();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('on a phone the header folds into a menu @phone', async ({ page }) => {
  await page.goto('/landing?lng=ar');
  await expect(page.getByRole('link', { name: 'تسجيل الدخول' })).toBeHidden();
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(drawer.getByRole('searchbox')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
