// Search benchmark (`npm run bench`, after bench/run.mjs): a fresh embedded PostgreSQL, the production
// build on it, 100,000 generated products (bench/generate-products.mjs), then autocannon on a rotating mix
// of Arabic and English `GET /api/search/products?q=` queries. Prints the plan of one query (EXPLAIN
// ANALYZE, evidence of index use) and a Markdown table for docs/performance.md.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { generateProducts } from './generate-products.mjs';
import { queries, searchPath } from './search-queries.mjs';
import {
  benchDataDir,
  cpuSeconds as cpuSecondsOf,
  loadBuilt,
  rssMb,
  serverScript,
  waitUntilReady,
} from './server-process.mjs';

const port = Number(process.env.BENCH_PORT ?? 4321);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);

const { startEmbeddedPostgres } = await loadBuilt('platform/db/embedded-postgres.js');

const dataDir = await benchDataDir('search');
const silent = { info: () => undefined, warn: (message) => console.warn(message) };
let database;
let server;

/** CPU seconds (user + system) the server process has used so far. */
const cpuSeconds = () => cpuSecondsOf(server.pid);

/** Requests take the paths in turn, across all connections (one stream of buyers, not 50 in lockstep). */
async function measure(name, paths) {
  let next = 0;
  const requests = [
    { method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) },
  ];
  const options = { url: base, connections, requests };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const cpuBefore = cpuSeconds();
  const result = await autocannon({ ...options, duration: seconds });
  const nodeCpu = (cpuSeconds() - cpuBefore) / seconds;
  const errors = result.errors + result.non2xx;
  console.log(
    `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} | ${nodeCpu.toFixed(2)} | ${Math.round(rssMb(server.pid))} |`,
  );
  await sleep(2_000); // the answers still queued when autocannon stopped
}

/** The statement `searchVisibleCards` sends for «gloves» (relevance), written out by hand. */
async function explainOneQuery() {
  const client = new pg.Client({ connectionString: database.connectionString });
  await client.connect();
  try {
    const {
      rows: [{ query }],
    } = await client.query(
      `SELECT '(' || to_tsquery('simple', $1)::text || ' | ' || plainto_tsquery('english', $2)::text || ')' AS query`,
      ["'gloves':*", 'gloves'],
    );
    const { rows } = await client.query(
      `EXPLAIN (ANALYZE, BUFFERS)
       SELECT page.id, page.name_ar, page.name_en, page.price, page.avg_rating, page.ratings_count, page.supplier_id,
              u.business_name, page.rank,
              to_char(page.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
              (SELECT coalesce(array_agg(i.key ORDER BY i.position, i.created_at), '{}')
               FROM listing_images i WHERE i.product_id = page.id)
       FROM (SELECT p.id, p.name_ar, p.name_en, p.price, p.avg_rating, p.ratings_count, p.supplier_id, p.created_at,
                    ts_rank(p.search_vector, $1::tsquery) AS rank
             FROM products p
             JOIN suppliers s ON s.user_id = p.supplier_id
             WHERE p.is_published AND p.deleted_at IS NULL AND s.status = 'ACTIVE' AND NOT s.is_store_closed
               AND p.search_vector @@ $1::tsquery
             ORDER BY rank DESC, p.created_at DESC, p.id DESC
             LIMIT 25) AS page
       JOIN users u ON u.id = page.supplier_id
       ORDER BY page.rank DESC, page.created_at DESC, page.id DESC`,
      [query],
    );
    console.log(`\nEXPLAIN ANALYZE of one search before the load, q=gloves (tsquery ${query}):\n`);
    console.log(rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n'));
  } finally {
    await client.end();
  }
}

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
      SEED_DEMO_DATA: 'false',
      SEED_DEMO_CATALOG: 'false',
    },
  });
  await waitUntilReady(base); // migrated and the taxonomy synced
  const elapsed = await generateProducts({
    connectionString: database.connectionString,
    count: productCount,
  });
  console.log(`\nGenerated ${productCount} products in ${(elapsed / 1000).toFixed(1)} s.`);
  // Every query once, so each answer in the measured run comes from a warm server and database.
  for (const q of queries) {
    const response = await fetch(base + searchPath(q));
    if (!response.ok) throw new Error(`${q}: ${response.status} ${await response.text()}`);
  }
  await explainOneQuery();

  console.log(
    `\n${os.cpus().length} cores, Node ${process.version}, ${connections} connections, ${seconds} s each, ${productCount} products\n`,
  );
  console.log(
    '| scenario | requests/s (mean) | p50 ms | p99 ms | errors | server CPU (cores) | server RSS MB |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  await measure(
    `GET /api/search/products?q= (${queries.length} Arabic and English queries in turn, relevance)`,
    queries.map((q) => searchPath(q)),
  );
  await measure(
    'same queries, sort=price_asc, price range',
    queries.map((q) => searchPath(q, '&sort=price_asc&minPrice=100&maxPrice=3000')),
  );
  // 660 different requests in turn: each comes back about once a second, within the 10 s an answer is
  // shared (decision 010): a busy marketplace's long tail of popular searches.
  await measure(
    `same queries × 30 price floors (${queries.length * 30} distinct searches in turn)`,
    queries.flatMap((q) =>
      Array.from({ length: 30 }, (_, i) => searchPath(q, `&minPrice=${(100 + i) / 100}`)),
    ),
  );
  // Never the same request twice: every answer is computed by PostgreSQL, nothing is shared. The cost
  // of the statements themselves.
  await measure(
    'every request a new search (same queries, a new price floor each time)',
    Array.from({ length: 200_000 }, (_, i) =>
      searchPath(queries[i % queries.length], `&minPrice=${(100 + i) / 100}`),
    ),
  );
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await database?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
