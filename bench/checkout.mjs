// Checkout benchmark (`npm run bench`, issue 23): one API node (the production build on a fresh embedded
// PostgreSQL, sandbox payments), N signed-in buyers each with one product in their cart, and a product with
// less stock than they want together. Every buyer checks out with the approving test card (4111…),
// `BENCH_CONCURRENCY` at a time: each answer is a paid payment with its order (settled at once: no 3-D
// Secure), or a refusal for stock. Fails when stock was oversold or any invariant of fault-common.mjs breaks.
//
// The reference is the floor (`floor-checkout-server.mjs`): a plain Fastify + `pg` server doing the least
// any checkout must do — one transaction of the conditional reservation and the INSERT of an order row — on
// the same product of the same database, with the same buyers, the same stock, the same concurrency and the
// same HTTP client, run before and after the product (the machine is shared: its load moves). Both answer
// every buyer, paid or refused for stock, so the goal compares checkouts answered per second over the same
// workload (half paid, half refused: the ratio of paid per second is the same number).
// `CHECKOUT_STATEMENTS=1` is a diagnostic run: pg_stat_statements loaded, statements per checkout printed.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  benchDataDir,
  cpuSeconds,
  cpuSince,
  postgresCpu,
  serverScript,
  startBenchPostgres,
  waitUntilReady,
} from './server-process.mjs';
import { checkInvariants, createCheckoutScenario, percentile } from './fault-common.mjs';

const port = Number(process.env.BENCH_PORT ?? 4323);
const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? port + 1);
const base = `http://127.0.0.1:${port}`;
const floorBase = `http://127.0.0.1:${floorPort}`;
const buyerCount = Number(process.env.BENCH_BUYERS ?? 2_000);
const stock = Number(process.env.BENCH_STOCK ?? 1_000);
const unitsPerBuyer = Number(process.env.BENCH_UNITS ?? 1);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const withStatements = process.env.CHECKOUT_STATEMENTS === '1';
/** Issue 23: the product answers checkouts at least at half the floor's rate. */
const targetShare = 0.5;

const dataDir = await benchDataDir('checkout');
const silent = { info: () => undefined, warn: (message) => console.warn(message) };
let database;
let server;
let floorServer;
let pool;

const card = {
  holderName: 'Bench Buyer',
  number: '4111 1111 1111 1111',
  expiry: '12/39',
  securityCode: '123',
};

const startProcess = (script, env) =>
  spawn(process.execPath, [script], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });

async function stopProcess(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/**
 * Every buyer checks out once, `concurrency` at a time; `send(buyer)` answers the response. Answers the
 * latencies of the paid and of the refused for stock, the other answers, the seconds it took, and the CPU
 * milliseconds per checkout answered of the server process `pid` and of PostgreSQL: on a machine shared
 * with other work the rates move with its load, what each checkout costs much less.
 */
async function checkoutAll(buyers, pid, send) {
  const outcomes = { paid: [], outOfStock: [], other: [] };
  let next = 0;
  const apiCpuBefore = cpuSeconds(pid);
  const postgresCpuBefore = postgresCpu(database.databaseDir);
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < buyers.length) {
        const buyer = buyers[next++];
        const sentAt = performance.now();
        const response = await send(buyer);
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
  const answered = buyers.length;
  const apiCpuMs = ((cpuSeconds(pid) - apiCpuBefore) * 1000) / answered;
  const postgresCpuMs = (cpuSince(postgresCpuBefore, postgresCpu(database.databaseDir)) * 1000) / answered;
  for (const list of [outcomes.paid, outcomes.outOfStock]) list.sort((a, b) => a - b);
  const all = [...outcomes.paid, ...outcomes.outOfStock].sort((a, b) => a - b);
  return { ...outcomes, all, seconds, perSecond: all.length / seconds, apiCpuMs, postgresCpuMs };
}

const postJson = (url, body, headers = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function waitForFloor() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(`${floorBase}/ready`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await sleep(200);
  }
  throw new Error('the floor server did not start');
}

/** The floor's run: the product's stock set back to `stock`, every buyer once, its order rows counted. */
async function floorRun(productId, buyers) {
  await pool.query('UPDATE products SET stock = $2 WHERE id = $1', [productId, stock]);
  await pool.query('TRUNCATE floor_orders');
  const run = await checkoutAll(buyers, floorServer.pid, (buyer) =>
    postJson(`${floorBase}/checkout`, { buyerId: buyer.id, productId, quantity: unitsPerBuyer }),
  );
  const { rows } = await pool.query(
    `SELECT (SELECT stock FROM products WHERE id = $1) AS stock,
            (SELECT coalesce(sum(quantity), 0)::int FROM floor_orders) AS ordered,
            (SELECT count(*)::int FROM floor_orders) AS orders`,
    [productId],
  );
  const check = rows[0];
  run.isSound =
    check.stock >= 0 &&
    check.stock + check.ordered === stock &&
    check.orders === run.paid.length &&
    run.other.length === 0;
  run.check = check;
  return run;
}

/** What PostgreSQL ran per checkout of the product's run (pg_stat_statements), costliest first. */
async function printStatements(checkouts) {
  const { rows } = await pool.query(
    `SELECT calls, total_exec_time AS total, mean_exec_time AS mean,
            left(regexp_replace(query, '\\s+', ' ', 'g'), 150) AS query
     FROM pg_stat_statements WHERE query NOT LIKE '%pg_stat_statements%' ORDER BY calls DESC`,
  );
  const calls = rows.reduce((sum, row) => sum + Number(row.calls), 0);
  console.log(`\nStatements per checkout answered: ${(calls / checkouts).toFixed(1)}\n`);
  console.log('| calls per checkout | mean ms | total ms | statement |');
  console.log('| ---: | ---: | ---: | --- |');
  for (const row of rows.slice(0, 40)) {
    console.log(
      `| ${(row.calls / checkouts).toFixed(2)} | ${row.mean.toFixed(3)} | ${row.total.toFixed(0)} | \`${row.query.replaceAll('|', '\\|')}\` |`,
    );
  }
}

const rowOf = (name, run, stockLeft, soldCheck) =>
  `| ${name} | ${run.all.length + run.other.length} | ${run.paid.length} | ${run.outOfStock.length} | ${run.other.length} | ` +
  `${Math.round(run.perSecond)} | ${Math.round(run.paid.length / run.seconds)} | ${percentile(run.paid, 50).toFixed(1)} | ` +
  `${percentile(run.paid, 99).toFixed(1)} | ${percentile(run.all, 50).toFixed(1)} | ${percentile(run.all, 99).toFixed(1)} | ` +
  `${stockLeft} | ${soldCheck} | ${run.apiCpuMs.toFixed(2)} | ${run.postgresCpuMs.toFixed(2)} |`;

try {
  database = await startBenchPostgres({ dataDir, log: silent, withStatements });
  server = startProcess(serverScript, {
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
  });
  await waitUntilReady(base);
  floorServer = startProcess(fileURLToPath(new URL('floor-checkout-server.mjs', import.meta.url)), {
    PORT: String(floorPort),
    DATABASE_URL: database.connectionString,
  });
  await waitForFloor();
  pool = new pg.Pool({ connectionString: database.connectionString, max: 4 });
  // PostgreSQL stopping at the end ends its sessions: not a failure of the run.
  pool.on('error', () => undefined);
  if (withStatements) await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  await pool.query(
    `CREATE TABLE floor_orders (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), buyer_id uuid NOT NULL,
       product_id uuid NOT NULL, quantity integer NOT NULL, total integer NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now())`,
  );

  // One supplier and its product: 18.00 SAR, sold by the unit, `stock` units for everyone.
  const { productId, buyers } = await createCheckoutScenario(pool, { buyerCount, stock, unitsPerBuyer });
  const loadAtStart = os.loadavg()[0];

  const floorBefore = await floorRun(productId, buyers);
  await pool.query('UPDATE products SET stock = $2 WHERE id = $1', [productId, stock]);
  if (withStatements) await pool.query('SELECT pg_stat_statements_reset()');
  const product = await checkoutAll(buyers, server.pid, (buyer) =>
    postJson(
      `${base}/api/checkout`,
      { idempotencyKey: randomUUID(), card },
      { origin: base, cookie: `tawrid_session=${buyer.token}` },
    ),
  );
  if (withStatements) await printStatements(product.all.length + product.other.length);
  const check = await checkInvariants(pool, { productId, stock });
  const sold = stock - check.stock_left;
  const expectedSold = Math.min(stock, Math.floor(stock / unitsPerBuyer) * unitsPerBuyer);
  const violations = [...check.violations];
  if (sold !== expectedSold) violations.push(`sold ${sold}, expected ${expectedSold}`);
  if (check.orders !== product.paid.length || check.paid !== product.paid.length)
    violations.push(
      `${product.paid.length} paid answers, ${check.paid} PAID payments, ${check.orders} orders`,
    );
  if (product.other.length > 0) violations.push(`${product.other.length} other answers`);
  const floorAfter = await floorRun(productId, buyers);
  const loadAtEnd = os.loadavg()[0];

  const floorPerSecond = (floorBefore.perSecond + floorAfter.perSecond) / 2;
  const share = product.perSecond / floorPerSecond;
  console.log(
    `\n${os.cpus().length} cores, Node ${process.version}; ${buyers.length} buyers × ${unitsPerBuyer} unit(s), ` +
      `stock ${stock}, ${concurrency} at a time; load average ${loadAtStart.toFixed(1)} → ${loadAtEnd.toFixed(1)}\n`,
  );
  console.log(
    '| run | checkouts | paid (orders) | refused: no stock | other | answers/s | paid/s | paid p50 ms | paid p99 ms | all p50 ms | all p99 ms | stock left | stock left + ordered | API CPU ms/checkout | PostgreSQL CPU ms/checkout |',
  );
  console.log(
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
  );
  for (const [name, run] of [
    ['floor, before', floorBefore],
    ['Tawrid', product],
    ['floor, after', floorAfter],
  ]) {
    const { stockLeft, ordered, isSound } =
      run === product
        ? { stockLeft: check.stock_left, ordered: check.units_ordered, isSound: violations.length === 0 }
        : { stockLeft: run.check.stock, ordered: run.check.ordered, isSound: run.isSound };
    console.log(
      rowOf(
        name,
        run,
        stockLeft,
        `${stockLeft} + ${ordered} = ${stockLeft + ordered} ${isSound ? '✓' : '✗'}`,
      ),
    );
  }
  if (product.other.length > 0) console.error('unexpected answers:', product.other.slice(0, 10));
  console.log(
    `\nGOAL checkout vs floor: ${(100 * share).toFixed(0)}% (reference floor ${Math.round(floorPerSecond)} checkouts/s, ` +
      `Tawrid ${Math.round(product.perSecond)} checkouts/s, ${Math.round(product.paid.length / product.seconds)} paid/s; ` +
      `target ≥ ${100 * targetShare}%) ${share >= targetShare ? 'MET' : 'MISSED'}`,
  );
  const oversold = Math.max(0, -check.stock_left) + Math.max(0, check.units_ordered - stock);
  console.log(
    `GOAL checkout oversell: ${oversold} (reference stock ${stock}, ${check.units_ordered} ordered, ` +
      `${check.stock_left} left; target 0, every invariant) ${oversold === 0 && violations.length === 0 ? 'MET' : 'MISSED'}`,
  );
  if (violations.length > 0 || !floorBefore.isSound || !floorAfter.isSound) {
    console.error('OVERSOLD OR INCONSISTENT:', violations, floorBefore.check, floorAfter.check);
    process.exitCode = 1;
  }
} finally {
  await stopProcess(floorServer);
  await stopProcess(server);
  await pool?.end();
  await database?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
