// Marketplace health benchmark (issue 25, decision 034; part of `npm run bench`): one embedded PostgreSQL
// of its own, migrated by the production build, grown to `BENCH_HEALTH_ORDERS` orders (1,000,000 by
// default) placed over the last two years, each with its payment, by 50,000 buyers from 5,000 suppliers
// (one business per 20 orders; cities written in Arabic or English), plus 10,000 tenders; then
// `VACUUM ANALYZE`. Then `GET /api/operator/health` as an operator, for the last 30 and the last 90 days:
// sequentially (`BENCH_HEALTH_REQUESTS`, 30) and 10 at a time (10 × that many), p50/p99; against two
// references measured in the same run on the same database: the dashboard's heaviest statement (the orders
// by Riyadh day, buyer's city and status over the period and the one before) sent straight through `pg`,
// and a bare `SELECT count(*)` over the same orders.
//   node bench/marketplace-health.mjs                   (after `npm run build`)
//   BENCH_HEALTH_ORDERS=100000 BENCH_PORT=4491 node bench/marketplace-health.mjs
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { benchDataDir, serverScript, startBenchPostgres, waitUntilReady } from './server-process.mjs';

const port = Number(process.env.BENCH_PORT ?? 4331);
const base = `http://127.0.0.1:${port}`;
const orderCount = Number(process.env.BENCH_HEALTH_ORDERS ?? 1_000_000);
const requests = Number(process.env.BENCH_HEALTH_REQUESTS ?? 30);
const concurrency = 10;
const targetP99Ms = 500;
const buyerCount = Math.max(10, Math.round(orderCount / 20));
const supplierCount = Math.max(2, Math.round(orderCount / 200));
/** Cities as businesses write them: a listed city in either language, and a few others. */
const cities = [
  'الرياض',
  'Riyadh',
  'جدة',
  'Jeddah',
  'الدمام',
  'Dammam',
  'مكة المكرمة',
  'Makkah',
  'أبها',
  'Tabuk',
  'بريدة',
  'Al Kharj',
];

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const log = (message) => console.error(`[marketplace-health] ${message}`);
const started = performance.now();
const since = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

const dataDir = await benchDataDir('marketplace-health');
const database = await startBenchPostgres({
  dataDir,
  log: { info: () => undefined, warn: (message) => console.warn(message) },
});
const server = spawn(process.execPath, [serverScript], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    DATABASE_URL: database.connectionString,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://127.0.0.1:1',
    SERVE_WEB: 'false',
    SEED_DEMO_DATA: 'false',
    SEED_DEMO_CATALOG: 'false',
    PAYMENT_PROVIDER: 'sandbox',
    // Production requires the e-invoicing key (issue 24); this run signs nothing.
    E_INVOICING_KEY: randomBytes(32).toString('base64'),
  },
});
server.stdout.pipe(process.stderr);
server.stderr.pipe(process.stderr);
const pool = new pg.Pool({ connectionString: database.connectionString, max: concurrency });

try {
  await waitUntilReady(base);
  log(`server ready (${since()}); generating ${orderCount.toLocaleString('en')} orders`);

  // ------------------------------------------------------------------ data
  const { rows: buyers } = await pool.query(
    `INSERT INTO users (email, name, national_id, business_name, registration_number, city,
                        is_email_verified, created_at)
     SELECT 'health-' || n || '@example.com', 'Bench Business ' || n, '18' || lpad(n::text, 8, '0'),
            'Bench Business ' || n, '71' || lpad(n::text, 8, '0'), ($2::text[])[1 + n % array_length($2::text[], 1)],
            true, now() - (random() * interval '730 days')
     FROM generate_series(1, $1) AS n ORDER BY n RETURNING id`,
    [buyerCount + supplierCount, cities],
  );
  // The first `supplierCount` businesses sell; the others only buy.
  const supplierIds = buyers.slice(0, supplierCount).map((row) => row.id);
  const buyerIds = buyers.slice(supplierCount).map((row) => row.id);
  await pool.query(`INSERT INTO suppliers (user_id, plan) SELECT unnest($1::uuid[]), 'PREMIUM'`, [
    supplierIds,
  ]);

  const batch = 100_000;
  for (let first = 1; first <= orderCount; first += batch) {
    const last = Math.min(orderCount, first + batch - 1);
    // One payment per order (orders.payment_id is required), written in the same statement.
    await pool.query(
      `WITH drawn AS (
         SELECT n, ($3::uuid[])[1 + floor(random() * array_length($3::uuid[], 1))::int] AS buyer_id,
                ($4::uuid[])[1 + floor(random() * array_length($4::uuid[], 1))::int] AS supplier_id,
                1000 + floor(random() * 200000)::int AS net, random() AS roll,
                now() - (random() * interval '730 days') AS placed_at
         FROM generate_series($1::int, $2::int) AS n),
       paid AS (
         INSERT INTO payments (buyer_id, idempotency_key, status, amount, provider, cart, created_at, settled_at)
         SELECT buyer_id, gen_random_uuid(), 'PAID', net + round(net * 0.15)::int, 'sandbox', '{"groups":[]}'::jsonb,
                placed_at, placed_at
         FROM drawn ORDER BY n
         RETURNING id, buyer_id, created_at, amount)
       INSERT INTO orders (payment_id, buyer_id, supplier_id, status, products_total, delivery_fee, vat, total_price,
                           is_paid, created_at)
       SELECT paid.id, drawn.buyer_id, drawn.supplier_id,
              (CASE WHEN roll < 0.05 THEN 'CANCELLED' WHEN roll < 0.10 THEN 'PENDING' WHEN roll < 0.15 THEN 'PROCESSING'
                    WHEN roll < 0.25 THEN 'SHIPPED' ELSE 'COMPLETED' END)::order_status,
              net, 0, round(net * 0.15)::int, net + round(net * 0.15)::int, true, drawn.placed_at
       FROM paid JOIN drawn ON drawn.buyer_id = paid.buyer_id AND drawn.placed_at = paid.created_at`,
      [first, last, buyerIds, supplierIds],
    );
    log(`${last.toLocaleString('en')} orders (${since()})`);
  }
  // Decided and announced already: the tenders' jobs find nothing to close or announce (these generated
  // businesses have no notification settings to be told with).
  await pool.query(
    `INSERT INTO tenders (creator_id, name, main_activity, organization_name, published_at, submission_deadline,
                          response_deadline_option, response_deadline, status, decided_at, offers_announced_at)
     SELECT ($2::uuid[])[1 + floor(random() * array_length($2::uuid[], 1))::int], 'Bench tender', 'Trade', 'Bench',
            p, p + interval '7 days', '1w', p + interval '14 days',
            CASE WHEN random() < 0.3 THEN 'AWARDED'::tender_status ELSE 'CLOSED'::tender_status END,
            p + interval '10 days', p + interval '7 days'
     FROM (SELECT now() - (random() * interval '730 days') AS p FROM generate_series(1, $1)) AS t`,
    [Math.max(10, Math.round(orderCount / 100)), buyerIds],
  );
  const { rows: counted } = await pool.query('SELECT count(*)::int AS orders FROM orders');
  log(`vacuum analyze (${since()}); ${counted[0].orders.toLocaleString('en')} orders`);
  await pool.query('VACUUM ANALYZE');

  // ------------------------------------------------------------------ operator
  const token = randomBytes(32).toString('base64url');
  const { rows: operators } = await pool.query(
    `INSERT INTO operators (email, name, role, status) VALUES ('bench@ops.tawrid.sa', 'Bench', 'FINANCE', 'ACTIVE')
     RETURNING id`,
  );
  await pool.query(
    `INSERT INTO operator_sessions (token_hash, operator_id, expires_at) VALUES ($1, $2, now() + interval '12 hours')`,
    [createHash('sha256').update(token).digest('hex'), operators[0].id],
  );
  const headers = { cookie: `tawrid_operator_session=${token}`, origin: base };

  // ------------------------------------------------------------------ measures
  const percentile = (sorted, p) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const stats = (times) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  };
  async function timed(work) {
    const start = performance.now();
    await work();
    return performance.now() - start;
  }
  async function measure(work) {
    for (let i = 0; i < 3; i += 1) await work();
    const sequential = [];
    for (let i = 0; i < requests; i += 1) sequential.push(await timed(work));
    const concurrent = [];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let i = 0; i < requests; i += 1) concurrent.push(await timed(work));
      }),
    );
    return { sequential: stats(sequential), concurrent: stats(concurrent) };
  }
  const dashboard = (period) => async () => {
    const response = await fetch(`${base}/api/operator/health?period=${period}`, { headers });
    if (!response.ok) throw new Error(`health ${period}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  // The orders' statement of `orders.dailyTotals`, as the repository builds it (Riyadh days, buyer's city).
  const ordersStatement = (days) => async () => {
    await pool.query(
      `SELECT to_char((o.created_at AT TIME ZONE 'UTC') + interval '3 hours', 'YYYY-MM-DD') AS day, u.city,
              o.status, count(*)::int,
              coalesce(sum(o.total_price) FILTER (WHERE o.is_paid AND o.status <> 'CANCELLED'), 0)::bigint
       FROM orders o JOIN users u ON u.id = o.buyer_id
       WHERE o.created_at >= now() - $1::int * interval '1 day' AND o.created_at < now()
       GROUP BY 1, 2, 3`,
      [2 * days],
    );
  };
  const bareCount = (days) => async () => {
    await pool.query(
      `SELECT count(*) FROM orders WHERE created_at >= now() - $1::int * interval '1 day' AND created_at < now()`,
      [2 * days],
    );
  };

  const ms = (value) => `${value.toFixed(1)} ms`;
  const lines = [
    `| Period | Dashboard p50 / p99 (sequential) | Dashboard p50 / p99 (${concurrency} at once) | Orders statement via pg p50 / p99 (seq.) | Bare count(*) p50 / p99 (seq.) |`,
    '|---|---|---|---|---|',
  ];
  const goals = [];
  for (const [period, days] of [
    ['LAST_30_DAYS', 30],
    ['LAST_90_DAYS', 90],
  ]) {
    const product = await measure(dashboard(period));
    const statement = await measure(ordersStatement(days));
    const count = await measure(bareCount(days));
    lines.push(
      `| ${days} days (+ ${days} before) | ${ms(product.sequential.p50)} / ${ms(product.sequential.p99)} | ` +
        `${ms(product.concurrent.p50)} / ${ms(product.concurrent.p99)} | ` +
        `${ms(statement.sequential.p50)} / ${ms(statement.sequential.p99)} | ${ms(count.sequential.p50)} / ${ms(count.sequential.p99)} |`,
    );
    const worst = Math.max(product.sequential.p99, product.concurrent.p99);
    goals.push(
      `GOAL marketplace health 1M orders ${days} days: p99 ${ms(product.sequential.p99)} sequential, ` +
        `${ms(product.concurrent.p99)} ${concurrency} at once (reference: the orders statement via pg p99 ` +
        `${ms(statement.sequential.p99)} sequential, ${ms(statement.concurrent.p99)} ${concurrency} at once; ` +
        `bare count(*) p99 ${ms(count.sequential.p99)}; target p99 < ${targetP99Ms} ms) ` +
        `${worst < targetP99Ms ? 'MET' : 'MISSED'}`,
    );
  }
  console.log(
    `\n### Marketplace health, ${counted[0].orders.toLocaleString('en')} orders (${new Date().toISOString().slice(0, 10)})\n`,
  );
  console.log(lines.join('\n'));
  console.log(
    `\n${buyerCount.toLocaleString('en')} businesses buying, ${supplierCount.toLocaleString('en')} suppliers; ` +
      `${requests} requests sequentially, ${concurrency} × ${requests} at once; load average ${loadAverage()}; ` +
      `total ${since()}.\n`,
  );
  for (const goal of goals) console.log(goal);
} finally {
  await pool.end().catch(() => undefined);
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
}
