// Checkout benchmark (`npm run bench`): one API node (the production build on a fresh embedded PostgreSQL,
// sandbox payments), N signed-in buyers each with one product in their cart, and a product with less stock
// than they want together. Every buyer checks out with the approving test card (4111…), `BENCH_CONCURRENCY`
// at a time: each answer is a paid payment with its order (settled at once: no 3-D Secure), or
// OUT_OF_STOCK. Reports checkouts per second and latency, and fails when stock was oversold (stock below
// zero, or units sold not equal to the orders' quantities). Prints a Markdown table for docs/performance.md.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { benchDataDir, loadBuilt, serverScript, waitUntilReady } from './server-process.mjs';
import { createCheckoutScenario, percentile } from './fault-common.mjs';

const port = Number(process.env.BENCH_PORT ?? 4323);
const base = `http://127.0.0.1:${port}`;
const buyerCount = Number(process.env.BENCH_BUYERS ?? 2_000);
const stock = Number(process.env.BENCH_STOCK ?? 1_000);
const unitsPerBuyer = Number(process.env.BENCH_UNITS ?? 1);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);

const { startEmbeddedPostgres } = await loadBuilt('platform/db/embedded-postgres.js');
const { openPool } = await loadBuilt('platform/db/database.js');

const dataDir = await benchDataDir('checkout');
const silent = { info: () => undefined, warn: (message) => console.warn(message) };
let database;
let server;
let client;

const card = {
  holderName: 'Bench Buyer',
  number: '4111 1111 1111 1111',
  expiry: '12/39',
  securityCode: '123',
};

try {
  database = await startEmbeddedPostgres({ dataDir, log: silent });
  server = spawn(process.execPath, [serverScript], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      DATABASE_URL: database.connectionString,
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      SEED_DEMO_DATA: 'false',
      SEED_DEMO_CATALOG: 'false',
      PAYMENT_PROVIDER: 'sandbox',
    },
  });
  await waitUntilReady(base);
  client = openPool(database.connectionString);
  const { pool } = client;

  // One supplier and its product: 18.00 SAR, sold by the unit, `stock` units for everyone.
  const { productId, buyers } = await createCheckoutScenario(pool, { buyerCount, stock, unitsPerBuyer });

  const outcomes = { paid: [], outOfStock: [], other: [] };
  let next = 0;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < buyers.length) {
        const buyer = buyers[next++];
        const sentAt = performance.now();
        const response = await fetch(`${base}/api/checkout`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: base,
            cookie: `tawrid_session=${buyer.token}`,
          },
          body: JSON.stringify({ idempotencyKey: randomUUID(), card }),
        });
        const answer = await response.json();
        const took = performance.now() - sentAt;
        if (response.status === 201) outcomes.paid.push(took);
        // Refused for stock: at the reservation (OUT_OF_STOCK), or already when the cart is priced and
        // its line shows the stock is gone (CART_HAS_PROBLEMS). Either way nothing is charged.
        else if (['OUT_OF_STOCK', 'CART_HAS_PROBLEMS'].includes(answer.error?.code))
          outcomes.outOfStock.push(took);
        else outcomes.other.push(`${response.status} ${answer.error?.code}`);
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;

  const { rows: checks } = await pool.query(
    `SELECT (SELECT stock FROM products WHERE id = $1) AS stock,
            (SELECT coalesce(sum(quantity), 0)::int FROM order_items WHERE product_id = $1) AS ordered,
            (SELECT count(*)::int FROM orders) AS orders,
            (SELECT count(*)::int FROM payments WHERE status = 'PAID') AS paid,
            (SELECT count(*)::int FROM payments WHERE status <> 'PAID') AS unpaid`,
    [productId],
  );
  const check = checks[0];
  const sold = stock - check.stock;
  const expectedSold = Math.min(stock, Math.floor(stock / unitsPerBuyer) * unitsPerBuyer);
  const isSound =
    check.stock >= 0 &&
    sold === check.ordered &&
    sold === expectedSold &&
    check.orders === outcomes.paid.length &&
    check.paid === outcomes.paid.length &&
    outcomes.other.length === 0;

  const all = [...outcomes.paid, ...outcomes.outOfStock].sort((a, b) => a - b);
  const paid = [...outcomes.paid].sort((a, b) => a - b);
  console.log(
    `\n${os.cpus().length} cores, Node ${process.version}; ${buyers.length} buyers × ${unitsPerBuyer} unit(s), ` +
      `stock ${stock}, ${concurrency} at a time, in ${seconds.toFixed(1)} s\n`,
  );
  console.log(
    '| checkouts | paid (orders) | refused: no stock | other | answers/s | paid/s | paid p50 ms | paid p99 ms | all p50 ms | all p99 ms | stock left | units sold = ordered |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  console.log(
    `| ${buyers.length} | ${outcomes.paid.length} (${check.orders}) | ${outcomes.outOfStock.length} | ${outcomes.other.length} | ` +
      `${Math.round(all.length / seconds)} | ${Math.round(paid.length / seconds)} | ${percentile(paid, 50).toFixed(1)} | ` +
      `${percentile(paid, 99).toFixed(1)} | ${percentile(all, 50).toFixed(1)} | ${percentile(all, 99).toFixed(1)} | ` +
      `${check.stock} | ${sold} = ${check.ordered} ${isSound ? '✓' : '✗'} |`,
  );
  if (outcomes.other.length > 0) console.error('unexpected answers:', outcomes.other.slice(0, 10));
  if (!isSound) {
    console.error('OVERSOLD OR INCONSISTENT:', { ...check, sold, expectedSold });
    process.exitCode = 1;
  }
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await client?.pool.end();
  await database?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
