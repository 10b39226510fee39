// Fault: the API process killed outright (SIGKILL) in the middle of checkouts under load (issue 11).
// One API node (the production build) on its own embedded PostgreSQL, owned by this script, so the database
// survives the kill. `BENCH_BUYERS` buyers want one unit each of a product with `BENCH_STOCK` units and check
// out `BENCH_CONCURRENCY` at a time with the approving test card; after `FAULT_KILL_AFTER` answers the API
// gets SIGKILL. It is started again on the same database; the buyers not served yet check out, and those
// whose request was cut retry with the same idempotency key (as the web app does). The test clock then moves
// three minutes on, so the payments reconciler (which settles PENDING payments older than two minutes, every
// minute) settles what the kill left half-way. The invariants (fault-common.mjs `checkInvariants`) are read
// from the database; any violation makes the script exit non-zero. Prints Markdown for docs/performance.md.
//   node bench/fault-kill.mjs                      (after `npm run build`)
//   FAULT_DIST=/tmp/build/dist node bench/fault-kill.mjs
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { benchDataDir } from './server-process.mjs';
import {
  advanceClock,
  checkInvariants,
  checkout,
  createCheckoutScenario,
  distDir,
  formatTally,
  loadServerModule,
  percentile,
  startApi,
  stopApi,
  waitForNoPendingPayments,
  waitUntilReady,
} from './fault-common.mjs';

const port = Number(process.env.BENCH_PORT ?? 4331);
const base = `http://127.0.0.1:${port}`;
const buyerCount = Number(process.env.BENCH_BUYERS ?? 1_500);
const stock = Number(process.env.BENCH_STOCK ?? 1_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const killAfter = Number(process.env.FAULT_KILL_AFTER ?? Math.round(buyerCount / 3));

const { startEmbeddedPostgres } = await loadServerModule('platform/db/embedded-postgres.js');
const { openPool } = await loadServerModule('platform/db/database.js');

const dataDir = await benchDataDir('fault-kill');
const silent = { info: () => undefined, warn: (message) => console.warn(message) };
let database;
let api;
let client;

try {
  database = await startEmbeddedPostgres({ dataDir, log: silent });
  const databaseUrl = database.connectionString;
  api = startApi({ port, databaseUrl, dataDir });
  await waitUntilReady(base, api);
  client = openPool(databaseUrl);
  const { pool } = client;
  const scenario = await createCheckoutScenario(pool, { buyerCount, stock });

  // Phase 1: checkouts at full concurrency until the kill.
  const beforeKill = [];
  const cut = [];
  let next = 0;
  let killedAt = 0;
  let inFlightAtKill = 0;
  let inFlight = 0;
  const phase1 = Array.from({ length: concurrency }, async () => {
    while (next < scenario.buyers.length && !killedAt) {
      const buyer = scenario.buyers[next++];
      inFlight += 1;
      const result = await checkout(base, buyer);
      inFlight -= 1;
      if (result.status === 0) {
        cut.push({ buyer, result });
        continue;
      }
      beforeKill.push(result);
      if (beforeKill.length >= killAfter && !killedAt) {
        killedAt = performance.now();
        inFlightAtKill = inFlight;
        api.kill('SIGKILL');
      }
    }
  });
  await Promise.all(phase1);
  const ended = await api.exited;
  if (ended.signal !== 'SIGKILL')
    throw new Error(`the API ended by ${JSON.stringify(ended)}, not by the kill`);
  const { rows: atKill } = await pool.query(
    `SELECT count(*) FILTER (WHERE status = 'PENDING')::int AS pending,
            count(*) FILTER (WHERE status = 'PENDING' AND charge_id IS NULL)::int AS pending_without_charge,
            count(*) FILTER (WHERE status = 'PAID')::int AS paid
     FROM payments`,
  );

  // Phase 2: the same database, a new process; the rest of the buyers, and the cut ones retrying.
  api = startApi({ port, databaseUrl, dataDir });
  const readyMs = await waitUntilReady(base, api);
  const afterRestart = [];
  const retries = [];
  const queue = [...cut.map(({ buyer }) => ({ buyer, isRetry: true }))];
  for (let index = next; index < scenario.buyers.length; index += 1) {
    queue.push({ buyer: scenario.buyers[index], isRetry: false });
  }
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const result = await checkout(base, item.buyer);
        (item.isRetry ? retries : afterRestart).push(result);
      }
    }),
  );

  // The reconciler settles what the kill left PENDING once it is two minutes old (test clock: at once, at
  // the next minute's pass).
  await advanceClock(base, 3 * 60 * 1000);
  const reconciledInS = await waitForNoPendingPayments(pool);
  const check = await checkInvariants(pool, scenario);
  await stopApi(api);

  const answered = [...beforeKill, ...afterRestart, ...retries].filter((r) => r.status !== 0);
  const sorted = answered.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    `\n${os.cpus().length} cores, Node ${process.version}; build ${distDir}; ${buyerCount} buyers × 1 unit, ` +
      `stock ${stock}, ${concurrency} at a time; SIGKILL after ${killAfter} answers\n`,
  );
  console.log(
    '| buyers | stock | in flight at kill | answers before kill | cut by the kill | PENDING at kill (no charge id) | restart → ready s | after restart | cut buyers retrying (same key) | reconciled in s | paid | failed | orders | stock left + ordered | captured, not paid | refunded | p50 / p99 ms | invariants |',
  );
  console.log(
    '| ---: | ---: | ---: | --- | ---: | ---: | ---: | --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | --- |',
  );
  console.log(
    `| ${buyerCount} | ${stock} | ${inFlightAtKill} | ${formatTally(beforeKill)} | ${cut.length} | ` +
      `${atKill[0].pending} (${atKill[0].pending_without_charge}) | ${(readyMs / 1000).toFixed(1)} | ` +
      `${formatTally(afterRestart)} | ${formatTally(retries)} | ${reconciledInS.toFixed(0)} | ${check.paid} | ${check.failed} | ` +
      `${check.orders} | ${check.stock_left} + ${check.units_ordered} = ${check.stock_left + check.units_ordered} | ` +
      `${check.captured_without_paid_payment} | ${check.captured_then_refunded} | ` +
      `${percentile(sorted, 50).toFixed(0)} / ${percentile(sorted, 99).toFixed(0)} | ` +
      `${check.violations.length === 0 ? '✓ all hold' : `✗ ${check.violations.join('; ')}`} |`,
  );
  if (check.violations.length > 0) {
    console.error('INVARIANTS VIOLATED:', check);
    process.exitCode = 1;
  }
} finally {
  await stopApi(api, 'SIGKILL');
  await client?.pool.end();
  await database?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
