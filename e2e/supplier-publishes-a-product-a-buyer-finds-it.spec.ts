import { expect, test } from '@playwright/test';
import { label, pngImage } from './support.js';

test('a supplier creates a product with two images, publishes it, and a buyer finds it in its category', async ({
  page,
  browser,
}, testInfo) => {
  const name = `Cordless Drill 18V ${Date.now() % 100000}`;
  await page.goto('/login?lng=en');
  await label(page, 'Email or registration number').fill('7000000002');
  await label(page, 'Password').fill('Demo@2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/supplier\/overview$/);

  await page.goto('/supplier/products-and-services');
  await page
    .getByRole('link', { name: 'Add product' })
    .or(page.getByRole('button', { name: 'Add product' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/supplier\/products\/new$/);
  // Decision 027: named in English only; the form asks for the Arabic name too.
  await label(page, 'Name in English').fill(name);
  await expect(page.getByTestId('missing-nameAr')).toBeVisible();
  await label(page, 'Category').first().click();
  await page.getByRole('option', { name: 'Power Tools' }).click();
  await label(page, 'Price per unit').fill('249.50');
  await label(page, 'Case quantity').fill('4');
  await label(page, 'Minimum order quantity').fill('6');
  await label(page, 'Stock quantity').fill('120');
  await page.getByRole('button', { name: 'Save product' }).click();
  // The quantity rule of spec §5 is checked before anything is sent.
  await expect(page.getByText('Order quantities must be multiples of the case quantity.')).toBeVisible();
  await label(page, 'Minimum order quantity').fill('8');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page).toHaveURL(/\/supplier\/products\/[0-9a-f-]{36}$/);

  // Two images through the file picker.
  for (const color of ['#0a7', '#f90']) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add an image' }).click();
    await (
      await chooser
    ).setFiles({ name: 'drill.png', mimeType: 'image/png', buffer: await pngImage(color) });
    await expect(page.getByText('The image was added.')).toBeVisible();
  }
  await expect(page.getByRole('img', { name: /image 2 of/i })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Published. Buyers can see it now.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  // A guest in Arabic finds it under its main category.
  const buyer = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
  const categories = await (await buyer.request.get('/api/categories?lang=ar')).json();
  const hardware = categories.find((c: { subcategories: { name: string }[] }) =>
    c.subcategories.some((s) => s.name === 'العدد الكهربائية'),
  );
  await buyer.goto(`/items?categoryId=${hardware.id}&lng=ar`);
  const card = buyer.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('249.50 ر.س');
  await card.getByRole('link', { name }).click();
  await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(buyer.getByText('العدد الكهربائية').first()).toBeVisible();
});
