import { expect as baseExpect, test, type Page, type Route } from '@playwright/test';
import { newSupplier } from './support.js';

/*
 * Issue 23: a server-rendered page (decision 017) is on screen before its scripts have run, and a guest
 * taps what they see. Whenever the tap lands — before the app's script has arrived, while the browser
 * loads the page's own code to take the page over, or while React is taking it over — it is never lost:
 * the product link opens the product, the language toggle switches the language, and nothing is logged
 * as an error (a hydration mismatch logs one). The scripts are held back with `page.route`, as a slow
 * phone connection would.
 */

// Held scripts, a CPU slowed 6×, and whole pages loaded again by the browser: each step may take longer
// than the usual 20 s on a loaded CI machine.
const expect = baseExpect.configure({ timeout: 60_000 });

let productName: string;

// A guest whose browser asks for Arabic: a page the browser opens itself (a link followed before the app
// ran and kept the language choice) comes in Arabic too.
test.use({ locale: 'ar-SA' });

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const supplier = await newSupplier(request, baseURL!);
  productName = `مفك براغي كهربائي ${Date.now() % 100000}`;
  await supplier.publishProduct({ name: productName, categoryName: 'Power Tools', price: 18_900 });
  await request.dispose();
});

/** Console errors and uncaught exceptions of the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Holds back the scripts whose address matches until `release()`; `requested` resolves when the browser
 * first asks for one (for the page's chunk: the app's entry has run and is about to take the page over).
 */
async function holdScripts(page: Page, address: RegExp) {
  const held: Route[] = [];
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  let isReleased = false;
  await page.route(address, async (route) => {
    if (isReleased) return route.continue();
    held.push(route);
    markRequested();
  });
  const release = async () => {
    isReleased = true;
    // A request of a page the browser has left is gone: nothing to continue.
    await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
  };
  return { requested, release };
}

/** The entry script, the search page's chunk, the landing page's chunk (names of the build's assets). */
const entryScript = /\/assets\/web-[\w-]+\.js$/;
const searchPageScript = /\/assets\/items\.page-[\w-]+\.js$/;
const landingPageScript = /\/assets\/landing\.page-[\w-]+\.js$/;

const moments = [
  { name: "before the app's script has arrived", held: entryScript, releaseBeforeTap: false },
  { name: "while the page's own code loads", held: searchPageScript, releaseBeforeTap: false },
  { name: 'while React takes the page over', held: searchPageScript, releaseBeforeTap: true },
];

for (const moment of moments) {
  test(`a product link tapped ${moment.name} opens the product`, async ({ page }) => {
    // Scripts held back and a CPU slowed down: more time for each step.
    test.slow();
    const errors = watchErrors(page);
    const searchPage = `/items?type=products&q=${encodeURIComponent(productName)}&lng=ar`;
    const scripts = await holdScripts(page, moment.held);
    // Not until `load`: the held script holds it back.
    await page.goto(searchPage, { waitUntil: 'commit' });
    const link = page.getByRole('article').filter({ hasText: productName }).getByRole('link', {
      name: productName,
    });
    await expect(link).toBeVisible();
    await scripts.requested;
    if (moment.releaseBeforeTap) {
      // A slow phone: taking the page over lasts long enough for the tap to land in it.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await scripts.release();
    }
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    await expect(page).toHaveURL(/\/products\//);
    await scripts.release();
    // Taken over in the end: the product's cart button works. Pressed once the page's scripts have run
    // (a button pressed before any script has run has nothing to keep it; a link does not need one).
    await page.waitForLoadState('load');
    await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
    await expect(page.getByRole('link', { name: 'السلة (منتج واحد)' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

const toggleMoments = [
  { name: "before the app's script has arrived", held: entryScript, releaseBeforeTap: false },
  { name: "while the page's own code loads", held: landingPageScript, releaseBeforeTap: false },
  { name: 'while React takes the page over', held: landingPageScript, releaseBeforeTap: true },
];

for (const moment of toggleMoments) {
  test(`the language toggle pressed ${moment.name} switches the language`, async ({ page }) => {
    test.slow();
    const errors = watchErrors(page);
    const scripts = await holdScripts(page, moment.held);
    await page.goto('/landing?lng=ar', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const toggle = page.getByTestId('language-toggle').first();
    await expect(toggle).toHaveText('English');
    await scripts.requested;
    if (moment.releaseBeforeTap) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await scripts.release();
    }
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(toggle).toHaveText('عربي');
    await scripts.release();
    await page.waitForLoadState('networkidle');
    // Taken over in the end: the toggle switches back.
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(toggle).toHaveText('English');
    expect(errors).toEqual([]);
  });
}
