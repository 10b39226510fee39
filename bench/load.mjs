// Load benchmark (issue 11): the production build on its own embedded PostgreSQL with the 100,000-product
// catalog (bench/generate-products.mjs), then autocannon (50 connections, a warm-up, then a fixed duration)
// on each scenario, measuring requests/s, p50/p99 latency, errors, the CPU of the API process, of
// PostgreSQL and of this process (the load generator), and the API's RSS:
//
// - mix: buyers' visits of three requests each — 40% category browsing (subcategories and main categories,
//   sorts, price bands; half the time the next page of the previous browse, through its cursor), 30% text
//   search (the bench/search-queries.mjs words, sometimes with a city, sorts, price bands, next pages), 15%
//   product pages, 10% similar items, 5% the categories tree;
// - product page: `GET /api/products/{id}` of random products; the same page as a guest's HTML rendered by
//   the server (`/products/{id}?lng=ar`, decision 017); similar items alone: `…/{id}/similar`;
// - add to cart: signed-in buyers (3 products in each cart) add a random product, change its quantity and
//   remove it again;
// - text search and category browse, against the product and against bench/baseline-search-server.mjs (plain
//   Fastify + pg sending the same statement), in turn: a stream whose requests repeat within the product's
//   10-second shared answers (decision 010), and one where no request repeats (nothing shared);
// - checkout: the scenario of bench/checkout.mjs (2,000 buyers, one product with 1,000 units, 50 at a time,
//   fault-common.mjs) on the same server and catalog, with its invariants checked;
// - 5,000 SSE connections: bench/realtime.mjs, run after this server has stopped (its own server and
//   database: a stream does not read the catalog).
//
// Prints Markdown tables for docs/performance.md; exits non-zero when a scenario has errors or an invariant
// breaks. `LOAD_SCENARIOS=mix,product,html,similar,cart,compare,checkout,sse` picks scenarios (all by default);
// `LOAD_STATEMENTS=1` is a diagnostic run (pg_stat_statements loaded: each scenario's costliest statements).
//   node bench/load.mjs                                  (after `npm run build`)
//   BENCH_DIST=/tmp/load/dist node bench/load.mjs        (another build, see server-process.mjs)
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createSignedInBusinesses } from './bench-accounts.mjs';
import { checkInvariants, checkout, createCheckoutScenario, percentile } from './fault-common.mjs';
import { generateProducts, random } from './generate-products.mjs';
import { queries, searchPath } from './search-queries.mjs';
import {
  benchDataDir,
  cpuSeconds,
  cpuSince,
  distDir,
  postgresCpu,
  rssMb,
  serverScript,
  startBenchPostgres,
  waitUntilReady,
} from './server-process.mjs';

const port = Number(process.env.BENCH_PORT ?? 4341);
const base = `http://127.0.0.1:${port}`;
const baselineBase = `http://127.0.0.1:${port + 1}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const scenarios = new Set(
  (process.env.LOAD_SCENARIOS ?? 'mix,product,html,similar,cart,compare,checkout,sse')
    .split(',')
    .map((s) => s.trim()),
);
/** A diagnostic run: PostgreSQL with pg_stat_statements, and each scenario's costliest statements. */
const withStatements = process.env.LOAD_STATEMENTS === '1';

const dataDir = await benchDataDir('load');
const silent = { info: () => undefined, warn: (message) => console.warn(message) };
const here = path.dirname(fileURLToPath(import.meta.url));
let database;
let server;
let baseline;
let pool;
let hasFailed = false;

/** Starts a Node process with its output on stderr (stdout is for the tables); answers the child. */
function startProcess(script, env) {
  const child = spawn(process.execPath, [script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  child.stdout.pipe(process.stderr);
  child.stderr.pipe(process.stderr);
  child.exited = new Promise((resolve) => child.once('exit', resolve));
  return child;
}

async function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await child.exited;
}

/**
 * autocannon for `warmupSeconds`, then for `seconds`, on `url` with `requests` (autocannon's request list,
 * each with its `setupRequest`). Answers one row of figures; `target` is the process whose CPU and memory
 * are reported.
 */
async function measure(name, requests, { url = base, target = server } = {}) {
  const options = { url, connections, requests };
  await autocannon({ ...options, duration: warmupSeconds });
  const serverBefore = cpuSeconds(target.pid);
  const postgresBefore = postgresCpu(database.databaseDir);
  const ownBefore = process.cpuUsage();
  if (withStatements) await pool.query('SELECT pg_stat_statements_reset()');
  let rssMax = rssMb(target.pid);
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssMb(target.pid))), 250);
  const result = await autocannon({ ...options, duration: seconds });
  clearInterval(sampler);
  const own = process.cpuUsage(ownBefore);
  const row = {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    serverCpu: (cpuSeconds(target.pid) - serverBefore) / seconds,
    postgresCpu: cpuSince(postgresBefore, postgresCpu(database.databaseDir)) / seconds,
    ownCpu: (own.user + own.system) / 1e6 / seconds,
    rss: Math.max(rssMax, rssMb(target.pid)),
  };
  if (row.errors > 0) hasFailed = true;
  console.error(`${name}: ${Math.round(row.rps)} requests/s, p99 ${row.p99} ms, ${row.errors} errors`);
  if (withStatements) await printStatements(name, result.requests.total);
  await sleep(2_000); // the answers still queued when autocannon stopped
  return row;
}

/** The statements that took most of PostgreSQL's time in the run just measured (pg_stat_statements). */
async function printStatements(name, requests) {
  const { rows } = await pool.query(
    `SELECT calls, total_exec_time AS total, mean_exec_time AS mean,
            left(regexp_replace(query, '\\s+', ' ', 'g'), 140) AS query,
            sum(total_exec_time) OVER () AS everything
     FROM pg_stat_statements WHERE query NOT LIKE '%pg_stat_statements%'
     ORDER BY total_exec_time DESC LIMIT 6`,
  );
  console.log(`\nStatements of «${name}» (${requests} requests):\n`);
  console.log('| calls per request | mean ms | share of execution time | statement |');
  console.log('| ---: | ---: | ---: | --- |');
  for (const row of rows) {
    const share = (100 * row.total) / row.everything;
    console.log(
      `| ${(row.calls / requests).toFixed(2)} | ${row.mean.toFixed(2)} | ${share.toFixed(0)}% | \`${row.query.replaceAll('|', '\\|')}\` |`,
    );
  }
}

/** Requests take the paths in turn, across all connections (one stream of buyers). */
function inTurn(paths) {
  let next = 0;
  return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
}

const header = (headers, name) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? null;

const fixed = (value) => value.toFixed(2);
function printRows(rows) {
  console.log(
    '| scenario | requests/s (mean) | p50 ms | p99 ms | errors | API CPU (cores) | PostgreSQL CPU (cores) | load generator CPU (cores) | API RSS MB (max) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.errors} | ${fixed(row.serverCpu)} | ${fixed(row.postgresCpu)} | ${fixed(row.ownCpu)} | ${Math.round(row.rss)} |`,
    );
  }
}

// ------------------------------------------------------------------ request streams (fixed seeds)
const sorts = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating'];
/** Price bounds in riyals, the API's unit (products cost 1–5,001 SAR); the first, none, half the time. */
const priceBands = ['', '&minPrice=100&maxPrice=1000', '&minPrice=1000&maxPrice=2500', '&maxPrice=500'];
const cityWords = { en: ['Riyadh', 'Jeddah', 'Dammam'], ar: ['الرياض', 'جدة', 'الدمام'] };

function mixRequests({ subcategories, mainCategories, productIds }, { withSimilar = true } = {}) {
  const next = random(11);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const band = () => (next() < 0.5 ? '' : pick(priceBands.slice(1)));
  const browse = () => {
    const category = next() < 0.8 ? pick(subcategories) : pick(mainCategories);
    return `/api/search/products?category=${category}&sort=${pick(sorts)}${band()}`;
  };
  const search = () => {
    let q = pick(queries);
    if (next() < 0.25) q += ` ${pick(/[a-z]/i.test(q) ? cityWords.en : cityWords.ar)}`;
    const sort = next() < 0.6 ? '' : `&sort=${pick(sorts.slice(2))}`;
    return searchPath(q, `${sort}${band()}`);
  };
  /** One request of a visit; `context` (this visit's) holds the last page of each kind and its cursor. */
  const step = (request, context) => {
    const r = next();
    context.pending = undefined;
    let requestPath;
    if (r < 0.7) {
      const kind = r < 0.4 ? 'browse' : 'search';
      const last = context[kind];
      if (last?.cursor && last.page < 3 && next() < 0.5) {
        requestPath = `${last.path}&cursor=${encodeURIComponent(last.cursor)}`;
        context.pending = { kind, path: last.path, page: last.page + 1 };
      } else {
        requestPath = kind === 'browse' ? browse() : search();
        context.pending = { kind, path: requestPath, page: 1 };
      }
    } else if (r < 0.85) requestPath = `/api/products/${pick(productIds)}`;
    else if (r < 0.95) requestPath = `/api/products/${pick(productIds)}${withSimilar ? '/similar' : ''}`;
    else requestPath = `/api/categories?lang=${next() < 0.5 ? 'ar' : 'en'}`;
    return { ...request, method: 'GET', path: requestPath };
  };
  const onResponse = (status, body, context, headers) => {
    const { pending } = context;
    if (pending) context[pending.kind] = { ...pending, cursor: header(headers, 'x-next-cursor') };
  };
  return Array.from({ length: 3 }, () => ({ setupRequest: step, onResponse }));
}

function productPageRequests(productIds, pathOf = (id) => `/api/products/${id}`) {
  const next = random(12);
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: pathOf(productIds[Math.floor(next() * productIds.length)]),
      }),
    },
  ];
}

/** A visit: add a random product (2 units), make it 4, remove it; the cart keeps its 3 other lines. */
function cartRequests(buyers, productIds) {
  const next = random(13);
  let visits = 0;
  const headersOf = (buyer, json) => ({
    origin: base,
    cookie: `tawrid_session=${buyer.token}`,
    ...(json ? { 'content-type': 'application/json' } : {}),
  });
  const line = (context) => `/api/buyers/me/cart/items/${context.productId}`;
  return [
    {
      method: 'POST',
      path: '/api/buyers/me/cart/items',
      setupRequest: (request, context) => {
        context.buyer = buyers[visits++ % buyers.length];
        context.productId = productIds[Math.floor(next() * productIds.length)];
        return {
          ...request,
          headers: headersOf(context.buyer, true),
          body: JSON.stringify({ productId: context.productId, quantity: 2 }),
        };
      },
    },
    {
      method: 'PATCH',
      setupRequest: (request, context) => ({
        ...request,
        path: line(context),
        headers: headersOf(context.buyer, true),
        body: JSON.stringify({ quantity: 4 }),
      }),
    },
    {
      method: 'DELETE',
      setupRequest: (request, context) => ({
        ...request,
        path: line(context),
        headers: headersOf(context.buyer, false),
      }),
    },
  ];
}

/**
 * The streams run against both servers. Text: the words × 2 sorts × 2 price bands (88 searches in turn);
 * browse: every category × 4 sorts × pages 1 and 2 (the cursor of page 2 read from the product once).
 * `fresh` adds a new price floor to every request, so none repeats and nothing is shared.
 */
function comparedStreams(browsePages) {
  const text = queries.flatMap((q) =>
    ['', '&sort=price_asc'].flatMap((sort) => ['', priceBands[1]].map((band) => searchPath(q, sort + band))),
  );
  const fresh = (paths) =>
    Array.from({ length: 200_000 }, (_, i) => `${paths[i % paths.length]}&minPrice=${(100 + i) / 100}`);
  const newTextPaths = queries.map((q) => searchPath(q));
  return [
    { name: `text search, ${text.length} searches in turn (repeat: shared)`, paths: text },
    { name: 'text search, every request new (nothing shared)', paths: fresh(newTextPaths) },
    { name: `category browse, ${browsePages.length} pages in turn (repeat: shared)`, paths: browsePages },
    { name: 'category browse, every request new (nothing shared)', paths: fresh(browsePages) },
  ];
}

// ------------------------------------------------------------------ checkout (bench/checkout.mjs's scenario)
async function runCheckouts() {
  const buyerCount = Number(process.env.BENCH_BUYERS ?? 2_000);
  const stock = Number(process.env.BENCH_STOCK ?? 1_000);
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
  const scenario = await createCheckoutScenario(pool, { buyerCount, stock });
  const results = [];
  let next = 0;
  const serverBefore = cpuSeconds(server.pid);
  const postgresBefore = postgresCpu(database.databaseDir);
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < scenario.buyers.length) results.push(await checkout(base, scenario.buyers[next++]));
    }),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  const serverCpu = (cpuSeconds(server.pid) - serverBefore) / elapsed;
  const postgres = cpuSince(postgresBefore, postgresCpu(database.databaseDir)) / elapsed;
  const paid = results.filter((r) => r.status === 201).map((r) => r.ms);
  const refused = results.filter((r) => ['OUT_OF_STOCK', 'CART_HAS_PROBLEMS'].includes(r.code));
  const other = results.length - paid.length - refused.length;
  const all = [...paid, ...refused.map((r) => r.ms)].sort((a, b) => a - b);
  paid.sort((a, b) => a - b);
  const check = await checkInvariants(pool, scenario);
  if (other > 0 || check.violations.length > 0) hasFailed = true;
  console.log(
    `\n${buyerCount} buyers × 1 unit, stock ${stock}, ${concurrency} at a time, in ${elapsed.toFixed(1)} s\n`,
  );
  console.log(
    '| checkouts | paid (orders) | refused: no stock | other | answers/s | paid/s | paid p50 ms | paid p99 ms | all p50 ms | all p99 ms | API CPU (cores) | PostgreSQL CPU (cores) | API RSS MB | stock left + ordered | invariants |',
  );
  console.log(
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  );
  console.log(
    `| ${results.length} | ${paid.length} (${check.orders}) | ${refused.length} | ${other} | ${Math.round(all.length / elapsed)} | ` +
      `${Math.round(paid.length / elapsed)} | ${percentile(paid, 50).toFixed(1)} | ${percentile(paid, 99).toFixed(1)} | ` +
      `${percentile(all, 50).toFixed(1)} | ${percentile(all, 99).toFixed(1)} | ${fixed(serverCpu)} | ${fixed(postgres)} | ` +
      `${Math.round(rssMb(server.pid))} | ${check.stock_left} + ${check.units_ordered} = ${check.stock_left + check.units_ordered} | ` +
      `${check.violations.length === 0 ? '✓ all hold' : check.violations.join('; ')} |`,
  );
}

// ------------------------------------------------------------------ run
try {
  database = await startBenchPostgres({ dataDir, log: silent, withStatements });
  server = startProcess(serverScript, {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    DATABASE_URL: database.connectionString,
    DATA_DIR: dataDir,
    // As deployed: React's production build renders the guests' pages (decision 017).
    NODE_ENV: 'production',
    // Production refuses to start without a mail server (issue 19). This run sends no mail (its accounts
    // are written to the database), so nothing listens there: a mail would fail and be logged.
    SMTP_URL: 'smtp://127.0.0.1:1',
    SERVE_WEB: 'true',
    SEED_DEMO_DATA: 'false',
    SEED_DEMO_CATALOG: 'false',
    PAYMENT_PROVIDER: 'sandbox',
  });
  await waitUntilReady(base); // migrated and the taxonomy synced
  const elapsed = await generateProducts({
    connectionString: database.connectionString,
    count: productCount,
  });
  console.error(`Generated ${productCount} products in ${(elapsed / 1000).toFixed(1)} s.`);
  pool = new pg.Pool({ connectionString: database.connectionString, max: 4 });
  if (withStatements) await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  const productIds = (await pool.query('SELECT id FROM products ORDER BY id')).rows.map((row) => row.id);
  const subcategories = (
    await pool.query('SELECT DISTINCT category_id AS id FROM products ORDER BY category_id')
  ).rows.map((row) => row.id);
  const mainCategories = (
    await pool.query(
      'SELECT DISTINCT parent_id AS id FROM categories WHERE id = ANY($1) ORDER BY parent_id',
      [subcategories],
    )
  ).rows.map((row) => row.id);

  // Every query once, and page 1 of every browse of the compared streams (its cursor gives page 2).
  for (const q of queries) {
    const response = await fetch(base + searchPath(q));
    if (!response.ok) throw new Error(`${q}: ${response.status} ${await response.text()}`);
  }
  const browsePages = [];
  for (const category of [...subcategories, ...mainCategories]) {
    for (const sort of sorts.slice(1)) {
      const first = `/api/search/products?category=${category}&sort=${sort}`;
      const response = await fetch(base + first);
      if (!response.ok) throw new Error(`${first}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      const cursor = response.headers.get('x-next-cursor');
      browsePages.push(first, ...(cursor ? [`${first}&cursor=${encodeURIComponent(cursor)}`] : []));
    }
  }

  const machine = `${os.cpus().length} cores, Node ${process.version}, ${connections} connections, ${warmupSeconds} s warm-up then ${seconds} s each, ${productCount} products, build ${distDir}`;
  console.log(
    `\n${machine}; load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );

  const rows = [];
  if (scenarios.has('mix')) {
    rows.push(
      await measure(
        'browse and search mix (40% browse, 30% search, 15% product, 10% similar, 5% categories)',
        mixRequests({ subcategories, mainCategories, productIds }),
      ),
    );
    // What the mix would serve if similar items cost what a product page costs.
    rows.push(
      await measure(
        'same mix, similar items replaced by product pages (25% product)',
        mixRequests({ subcategories, mainCategories, productIds }, { withSimilar: false }),
      ),
    );
  }
  if (scenarios.has('product')) {
    rows.push(await measure(`product page, random of ${productIds.length}`, productPageRequests(productIds)));
  }
  if (scenarios.has('html')) {
    // What a guest's browser asks first (decision 017): the page, rendered with the API answers it shows,
    // or the app's empty page when the node's renderers are busy.
    const [request] = productPageRequests(productIds, (id) => `/products/${id}?lng=ar`);
    const answers = { rendered: 0, all: 0 };
    const counted = {
      ...request,
      onResponse: (_status, body) => {
        answers.all += 1;
        if (body.includes('tawrid-page-state')) answers.rendered += 1;
      },
    };
    rows.push(
      await measure(`product page as a guest's HTML (Arabic), random of ${productIds.length}`, [counted]),
    );
    const share = answers.rendered / Math.max(answers.all, 1);
    rows.at(-1).name +=
      ` — ${(share * 100).toFixed(0)}% rendered by the server (${Math.round(share * rows.at(-1).rps)}/s)`;
  }
  if (scenarios.has('similar')) {
    rows.push(
      await measure(
        `similar items alone, random of ${productIds.length}`,
        productPageRequests(productIds, (id) => `/api/products/${id}/similar`),
      ),
    );
  }
  if (scenarios.has('cart')) {
    const buyers = await createSignedInBusinesses(pool, 1_000, 'C');
    const next = random(14);
    await pool.query(
      `INSERT INTO cart_items (buyer_id, product_id, quantity)
       SELECT b, p, 1 FROM unnest($1::uuid[], $2::uuid[]) AS t(b, p) ON CONFLICT DO NOTHING`,
      [
        buyers.flatMap((buyer) => [buyer.id, buyer.id, buyer.id]),
        buyers.flatMap(() => [0, 1, 2].map(() => productIds[Math.floor(next() * productIds.length)])),
      ],
    );
    rows.push(
      await measure(
        'add to cart: add, change quantity, remove (3 lines in the cart)',
        cartRequests(buyers, productIds),
      ),
    );
  }
  if (rows.length > 0) printRows(rows);

  if (scenarios.has('compare')) {
    baseline = startProcess(path.join(here, 'baseline-search-server.mjs'), {
      PORT: String(port + 1),
      DATABASE_URL: database.connectionString,
      BENCH_DIST: distDir,
    });
    await waitUntilReady(baselineBase);
    // The same statement: both answer the same listings in the same order.
    for (const sample of [searchPath('gloves'), searchPath('قفازات', '&sort=price_asc'), browsePages[1]]) {
      const [cards, rows] = await Promise.all(
        [base, baselineBase].map((url) => fetch(url + sample).then((response) => response.json())),
      );
      const ids = rows.slice(0, cards.length).map((row) => row.id);
      if (cards.length === 0 || cards.some((card, i) => card._id !== ids[i])) {
        throw new Error(`the baseline answers ${sample} differently`);
      }
    }
    const pairs = [];
    for (const stream of comparedStreams(browsePages)) {
      const product = await measure(`${stream.name} — product`, inTurn(stream.paths));
      const plain = await measure(`${stream.name} — baseline`, inTurn(stream.paths), {
        url: baselineBase,
        target: baseline,
      });
      pairs.push({ name: stream.name, product, plain });
    }
    await stopProcess(baseline);
    console.log('\nProduct and baseline (plain Fastify + pg, the same statement), in turn:\n');
    printRows(pairs.flatMap(({ product, plain }) => [product, plain]));
    console.log('');
    console.log(
      '| stream | product requests/s | baseline requests/s | product / baseline | p99 ms product / baseline | API CPU ms per request product / baseline | PostgreSQL CPU ms per request product / baseline |',
    );
    console.log('| --- | ---: | ---: | ---: | --- | --- | --- |');
    const perRequest = (row, cores) => ((1000 * cores) / row.rps).toFixed(2);
    for (const { name, product, plain } of pairs) {
      console.log(
        `| ${name} | ${Math.round(product.rps)} | ${Math.round(plain.rps)} | ${fixed(product.rps / plain.rps)} | ${product.p99} / ${plain.p99} | ` +
          `${perRequest(product, product.serverCpu)} / ${perRequest(plain, plain.serverCpu)} | ` +
          `${perRequest(product, product.postgresCpu)} / ${perRequest(plain, plain.postgresCpu)} |`,
      );
    }
  }

  if (scenarios.has('checkout')) await runCheckouts();
} finally {
  await stopProcess(baseline);
  await stopProcess(server);
  await pool?.end();
  await database?.stop();
  await rm(dataDir, { recursive: true, force: true });
}

// A stream reads no catalog: bench/realtime.mjs on its own server and database, once this one has stopped.
if (scenarios.has('sse')) {
  console.log('\n5,000 SSE connections (bench/realtime.mjs):');
  const realtime = spawn(process.execPath, [path.join(here, 'realtime.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_DIST: distDir, BENCH_PORT: String(port + 2) },
  });
  let output = '';
  realtime.stdout.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => realtime.once('exit', resolve));
  // Its figures (the table and the line above it); its server's own lines go to stderr.
  for (const line of output.split('\n')) (/^\||cores/.test(line) ? console.log : console.error)(line);
  if (code !== 0) hasFailed = true;
}
console.log(
  `\nload average after: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
if (hasFailed) process.exitCode = 1;
