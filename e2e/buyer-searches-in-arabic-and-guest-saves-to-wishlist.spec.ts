import { expect, test } from '@playwright/test';
import { demoSupplier, label } from './support.js';

test('a buyer searches «اسمنت» and finds «الأسمنت البورتلاندي»', async ({ page, request, baseURL }) => {
  const supplier = await demoSupplier(request, baseURL!);
  const name = `الأسمنت البورتلاندي العادي 50 كجم ${Date.now() % 100000}`;
  await supplier.publishProduct({ name, categoryName: 'Building Materials', price: 1850 });

  await page.goto('/login?lng=ar');
  await label(page, 'البريد الإلكتروني أو رقم السجل التجاري').fill('7000000001');
  await label(page, 'كلمة المرور').fill('Demo@2026');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/buyer\/homepage$/);

  await page.getByRole('searchbox', { name: 'بحث' }).fill('اسمنت');
  await page.getByRole('searchbox', { name: 'بحث' }).press('Enter');
  await expect(page).toHaveURL(/\/items\?.*q=/);
  await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();

  // The price range and the sort wait behind «الفلاتر», applied together; the button counts them.
  await page.getByRole('button', { name: 'الفلاتر', exact: true }).click();
  const filters = page.getByRole('dialog');
  await label(filters, 'أقل سعر').fill('18');
  await label(filters, 'أعلى سعر').fill('19');
  await filters.getByRole('combobox', { name: 'الترتيب حسب' }).selectOption('price_asc');
  await filters.getByRole('button', { name: 'تطبيق' }).click();
  await expect(page).toHaveURL(/minPrice=1800&maxPrice=1900&sort=price_asc/);
  await expect(page.getByRole('button', { name: /^الفلاتر \(.\)$/ })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();
});

test('a guest browses a category in Arabic and is asked to log in to save an item', async ({
  page,
  request,
  baseURL,
}) => {
  const supplier = await demoSupplier(request, baseURL!);
  const name = `قفازات نتريل مقاس كبير ${Date.now() % 100000}`;
  await supplier.publishProduct({ name, categoryName: 'Hand Tools', price: 3200 });
  const categories = await (await request.get('/api/categories?lang=ar')).json();
  const hardware = categories.find((c: { subcategories: { name: string }[] }) =>
    c.subcategories.some((s) => s.name === 'العدد اليدوية'),
  );

  await page.goto(`/items?categoryId=${hardware.id}&lng=ar`);
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await card.getByRole('button', { pressed: false }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /تسجيل الدخول/ })).toBeVisible();
});
