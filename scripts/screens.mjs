// `npm run screens` (issue 22): PNG screenshots of the buyer's and the supplier's main pages on a 390×844
// phone in Arabic, first screen only, into docs/screens/ (what each shows: docs/screens/README.md).
//
// Runs the production build (`dist/`, after `npm run build`; or BENCH_DIST=<folder>/dist) on a new
// embedded database in a temporary folder and a free port, waits for the demo catalog, signs in as the
// demo buyer and the demo supplier, takes the pictures, then stops the server and deletes the folder.
// Chromium is Debian's at /usr/bin/chromium, or CHROMIUM_PATH (as in playwright.config.ts).
/* global document, innerHeight -- in functions that run in the page */
import { spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { benchDataDir, serverScript, waitUntilReady } from '../bench/server-process.mjs';

const outDir = fileURLToPath(new URL('../docs/screens', import.meta.url));
const phone = { width: 390, height: 844 };
/** A word of the demo catalog: shipping cartons, whose first result is the product page pictured. */
const searchWord = 'كرتون';
const demoPassword = 'Demo@2026';
/** The demo accounts' registration numbers (README, "Demo accounts"). */
const demo = { buyer: '7000000001', supplier: '7000000002' };

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The server on its own database, seeding the demo accounts and catalog; `catalog` settles once it is seeded. */
async function startServer() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await benchDataDir('screens');
  const server = spawn(process.execPath, [serverScript], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      // Development: session cookies without `Secure` (plain http here) and no mail server needed.
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      SEED_DEMO_CATALOG: 'true',
    },
  });
  const catalog = new Promise((resolve, reject) => {
    let output = '';
    server.stdout.setEncoding('utf8');
    server.stdout.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
      // After the history too: the cards show the demo buyers' ratings (decision 028).
      if (/^Demo history: /m.test(output)) resolve();
      if (/Demo catalog seeding failed/.test(output)) reject(new Error('the demo catalog was not seeded'));
    });
    server.once('exit', (code) => reject(new Error(`the server stopped (${code}) before the demo catalog`)));
  });
  catalog.catch(() => {});
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, catalog, stop };
}

async function json(response) {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

/** A browser context at phone size in Arabic, signed in as `identifier` when given (its cookie kept). */
async function phoneContext(browser, base, identifier) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: phone,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'ar',
    reducedMotion: 'reduce',
  });
  // The language as the toggle saves it (src/web/i18n/i18n.ts): a cookie the server renders the page by.
  await context.addCookies([{ name: 'i18nextLng', value: 'ar', url: base }]);
  if (identifier) {
    await json(
      await context.request.post('/api/auth/login', {
        headers: { origin: base },
        data: { identifier, password: demoPassword },
      }),
    );
  }
  // The fonts once, before the first picture: a page that lays out its text before they arrive can keep
  // a fallback font for some of it (seen in Chromium on a busy machine).
  const warmUp = await context.newPage();
  await warmUp.goto('/landing');
  await warmUp.evaluate(() => document.fonts.ready.then(() => undefined));
  await warmUp.close();
  return context;
}

/** Opens `url` and saves the first screen once the page has drawn what it loads. */
async function shoot(context, name, url) {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.waitForLoadState('load');
    await page.locator('#main').waitFor();
    // The page's title, then no spinner: a lazy page shows its spinner only once its code is asked for.
    await page
      .locator('#main h1')
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => process.stderr.write(`${url}: no h1 after 30 s\n`));
    await page
      .waitForFunction(() => !document.querySelector('.mantine-Loader-root'), null, { timeout: 30_000 })
      .catch(() => process.stderr.write(`${url}: still loading after 30 s\n`));
    await page.evaluate(async () => {
      await document.fonts.ready;
      const images = [...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight);
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    });
    await page.waitForTimeout(300);
    const file = path.join(outDir, `${name}.png`);
    await page.screenshot({ path: file });
    console.log(`${name}.png  ${url}`);
  } finally {
    await page.close();
  }
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  process.stderr.write('Waiting for the demo catalog…\n');
  await server.catalog;
  await mkdir(outDir, { recursive: true });

  const guest = await phoneContext(browser, server.base);
  const [product] = await json(
    await guest.request.get(`/api/search/products?${new URLSearchParams({ q: searchWord, lang: 'ar' })}`),
  );
  if (!product) throw new Error(`no product found for «${searchWord}»`);
  const [category] = await json(await guest.request.get('/api/categories/main?lang=ar'));
  await shoot(guest, 'landing', '/landing');
  await shoot(guest, 'search', `/items?${new URLSearchParams({ type: 'products', q: searchWord })}`);
  await shoot(guest, 'category', `/items?categoryId=${category.id}`);
  await shoot(guest, 'product', `/products/${product.productId}`);
  await guest.close();

  const buyer = await phoneContext(browser, server.base, demo.buyer);
  const { minOrderQuantity } = await json(await buyer.request.get(`/api/products/${product.productId}`));
  await json(
    await buyer.request.post('/api/buyers/me/cart/items', {
      headers: { origin: server.base },
      data: { productId: product.productId, quantity: minOrderQuantity ?? 1 },
    }),
  );
  const [order] = await json(await buyer.request.get('/api/buyers/me/orders'));
  const [invoice] = await json(await buyer.request.get('/api/buyers/me/invoices'));
  await shoot(buyer, 'buyer-home', '/buyer/homepage');
  await shoot(buyer, 'buyer-cart', '/buyer/cart');
  await shoot(buyer, 'buyer-orders', '/buyer/orders');
  if (order) await shoot(buyer, 'buyer-order', `/buyer/orders/${order.id}`);
  await shoot(buyer, 'buyer-invoices', '/buyer/invoices');
  if (invoice) await shoot(buyer, 'buyer-invoice', `/buyer/invoices/${invoice.id}`);
  await shoot(buyer, 'buyer-tenders', '/buyer/bids');
  await shoot(buyer, 'buyer-chats', '/buyer/chats');
  await buyer.close();

  const supplier = await phoneContext(browser, server.base, demo.supplier);
  await shoot(supplier, 'supplier-overview', '/supplier/overview');
  await shoot(supplier, 'supplier-listings', '/supplier/listings');
  await shoot(supplier, 'supplier-orders', '/supplier/orders');
  await shoot(supplier, 'supplier-plan', '/supplier/choose-plan');
  await supplier.close();
} finally {
  await browser.close();
  await server.stop();
}
