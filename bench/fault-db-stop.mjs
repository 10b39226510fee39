// Fault: the database stops for a few seconds under load (issue 11). One API node (the production build)
// on an embedded PostgreSQL owned by this script (never the machine's shared server). A steady mix runs for
// the whole time: signed-in reads (`/api/users/me`, the buyer's cart, readiness) and checkouts of one scarce
// product with the approving test card, while a supplier follows its live stream (NEW_ORDER notifications)
// like a browser. After `FAULT_BEFORE_MS`, PostgreSQL is stopped — `FAULT_DB_STOP_MODE=fast` (default: SIGINT,
// a fast shutdown that ends every session, as a restart or failover does) or `immediate` (SIGQUIT: no
// checkpoint, crash recovery on start) — and started again on the same port and data after `FAULT_OUTAGE_MS`.
// The API is never restarted. Reported: answers per phase (503 SERVICE_UNAVAILABLE in the error shape during
// the outage, no 500, no request hanging: the longest answer), how long after PostgreSQL is back the API
// serves again, whether the live stream resumed without losing a notification, and the invariants of
// fault-common.mjs `checkInvariants` after the payments reconciler has settled what the outage left PENDING.
// Exits non-zero on a 500, a request without an answer, a lost stream message or a broken invariant.
//   node bench/fault-db-stop.mjs                     (after `npm run build`)
//   FAULT_DIST=/tmp/build/dist node bench/fault-db-stop.mjs
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchDataDir } from './server-process.mjs';
import {
  advanceClock,
  checkInvariants,
  checkStreamDelivery,
  checkout,
  createCheckoutScenario,
  distDir,
  followStream,
  loadServerModule,
  networkCodeOf,
  percentile,
  startApi,
  stopApi,
  waitForNoPendingPayments,
  waitUntilReady,
} from './fault-common.mjs';

const port = Number(process.env.BENCH_PORT ?? 4332);
const base = `http://127.0.0.1:${port}`;
const buyerCount = Number(process.env.BENCH_BUYERS ?? 3_000);
const stock = Number(process.env.BENCH_STOCK ?? 2_000);
const checkoutWorkers = Number(process.env.BENCH_CHECKOUT_CONCURRENCY ?? 10);
const readWorkers = Number(process.env.BENCH_READ_CONCURRENCY ?? 10);
const beforeMs = Number(process.env.FAULT_BEFORE_MS ?? 5_000);
const outageMs = Number(process.env.FAULT_OUTAGE_MS ?? 5_000);
const afterMs = Number(process.env.FAULT_AFTER_MS ?? 10_000);
const stopMode = process.env.FAULT_DB_STOP_MODE ?? 'fast';
if (!['fast', 'immediate'].includes(stopMode)) throw new Error('FAULT_DB_STOP_MODE is fast or immediate');
/** A request still unanswered after this long counts as hanging. */
const requestTimeoutMs = 30_000;

const { startEmbeddedPostgres, loadEmbeddedPostgres } = await loadServerModule(
  'platform/db/embedded-postgres.js',
);
const { openPool } = await loadServerModule('platform/db/database.js');

const dataDir = await benchDataDir('fault-db-stop');
const silent = { info: () => undefined, warn: (message) => console.warn(message) };
let database;
/** The PostgreSQL started again after the outage (same data folder, same port). */
let restarted;
let api;
let client;
let stream;
let outageStartedAt = Infinity;

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops the postmaster named in postmaster.pid (fast: SIGINT; immediate: SIGQUIT) and waits for it. */
async function stopPostgres(databaseDir) {
  const pid = Number((await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  process.kill(pid, stopMode === 'fast' ? 'SIGINT' : 'SIGQUIT');
  while (isAlive(pid)) await sleep(20);
}

/** Starts PostgreSQL again on the same folder and port, as the embedded server was started. */
async function startPostgres(databaseDir, databasePort) {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    port: databasePort,
    user: 'postgres',
    password: 'tawrid-embedded',
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: (error) => console.warn(`embedded PostgreSQL: ${String(error)}`),
  });
  await server.start();
  return server;
}

/** A signed-in GET; answers `{ status, code, ms }` (status 0: no answer). */
async function read(url, token) {
  const sentAt = performance.now();
  try {
    const response = await fetch(base + url, {
      headers: token ? { cookie: `tawrid_session=${token}` } : {},
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const body = await response.json().catch(() => ({}));
    return { status: response.status, code: body.error?.code ?? 'OK', ms: performance.now() - sentAt, body };
  } catch (error) {
    return { status: 0, code: networkCodeOf(error), ms: performance.now() - sentAt };
  }
}

try {
  database = await startEmbeddedPostgres({ dataDir, log: silent });
  const databaseUrl = database.connectionString;
  api = startApi({ port, databaseUrl, dataDir });
  await waitUntilReady(base, api);
  client = openPool(databaseUrl);
  // The script's own pool sees the outage too; its idle clients' errors are expected.
  client.pool.on('error', () => undefined);
  const scenario = await createCheckoutScenario(client.pool, { buyerCount, stock });
  stream = followStream(base, scenario.supplier.token);

  const results = [];
  const startedAt = performance.now();
  const runUntil = startedAt + beforeMs + outageMs + afterMs;
  let databaseBackAt = Infinity;
  const record = (kind, sentAt, result) => results.push({ kind, sent: sentAt - startedAt, ...result });

  let nextBuyer = 0;
  const checkoutLoad = Array.from({ length: checkoutWorkers }, async () => {
    while (performance.now() < runUntil && nextBuyer < scenario.buyers.length) {
      const buyer = scenario.buyers[nextBuyer++];
      const sentAt = performance.now();
      record('checkout', sentAt, await checkout(base, buyer, { timeoutMs: requestTimeoutMs }));
    }
  });
  const readLoad = Array.from({ length: readWorkers }, async (_, worker) => {
    for (let turn = 0; performance.now() < runUntil; turn += 1) {
      const buyer = scenario.buyers[(worker * 97 + turn) % scenario.buyers.length];
      const [kind, url] = [
        ['read: /api/users/me', '/api/users/me'],
        ['read: /api/buyers/me/cart', '/api/buyers/me/cart'],
        ['read: /api/health/ready', '/api/health/ready'],
      ][turn % 3];
      const sentAt = performance.now();
      record(kind, sentAt, await read(url, buyer.token));
      await sleep(10);
    }
  });

  // The outage.
  await sleep(beforeMs);
  const { rows: before } = await client.pool.query('SELECT pg_postmaster_start_time() AS started');
  outageStartedAt = performance.now();
  await stopPostgres(database.databaseDir);
  const stoppedAt = performance.now();
  const stoppedInMs = stoppedAt - outageStartedAt;
  await sleep(Math.max(0, outageMs - stoppedInMs));
  restarted = await startPostgres(database.databaseDir, database.port);
  databaseBackAt = performance.now();
  await Promise.all([...checkoutLoad, ...readLoad]);
  const { rows: after } = await client.pool.query('SELECT pg_postmaster_start_time() AS started');
  if (String(before[0].started) === String(after[0].started)) throw new Error('PostgreSQL was not restarted');

  // Let the stream catch up, then settle what the outage left PENDING (test clock: two minutes at once).
  await sleep(4_000);
  await advanceClock(base, 3 * 60 * 1000);
  const reconciledInS = await waitForNoPendingPayments(client.pool);
  await sleep(4_000);
  await stream.stop();
  const delivery = await checkStreamDelivery(client.pool, scenario.supplier.id, stream);
  const check = await checkInvariants(client.pool, scenario);
  const apiRestarted = api.exitCode !== null || api.signalCode !== null;

  // Phases by when a request was sent.
  const outageStart = outageStartedAt - startedAt;
  const down = stoppedAt - startedAt;
  const back = databaseBackAt - startedAt;
  const phaseOf = (r) =>
    r.sent < outageStart ? 'before' : r.sent < down ? 'stopping' : r.sent < back ? 'down' : 'after';
  const firstServedAfter =
    Math.min(
      ...results
        .filter(
          (r) => r.sent >= back && r.status >= 200 && r.status < 300 && r.kind !== 'read: /api/health/ready',
        )
        .map((r) => r.sent + r.ms),
    ) - back;
  const lastFailure = Math.max(
    0,
    ...results.filter((r) => r.status === 0 || r.status >= 500).map((r) => r.sent + r.ms),
  );

  console.log(
    `\n${os.cpus().length} cores, Node ${process.version}; build ${distDir}; PostgreSQL stopped (${stopMode}) ` +
      `${(outageStart / 1000).toFixed(1)} s into the run (stopping took ${stoppedInMs.toFixed(0)} ms), ` +
      `down for ${((databaseBackAt - stoppedAt) / 1000).toFixed(1)} s until accepting connections again; ${checkoutWorkers} checkout + ${readWorkers} read workers; ` +
      `${buyerCount} buyers, stock ${stock}\n`,
  );
  console.log(
    '| phase (by send time) | requests | 2xx | 4xx (codes) | 503 SERVICE_UNAVAILABLE | other 5xx (codes) | no answer | p99 ms | max ms |',
  );
  console.log('| --- | ---: | ---: | --- | ---: | --- | ---: | ---: | ---: |');
  const codes = (rows) => {
    const counts = new Map();
    for (const r of rows) counts.set(`${r.status} ${r.code}`, (counts.get(`${r.status} ${r.code}`) ?? 0) + 1);
    return [...counts].map(([key, count]) => `${key}: ${count}`).join(', ') || '—';
  };
  for (const phase of ['before', 'stopping', 'down', 'after']) {
    const rows = results.filter((r) => phaseOf(r) === phase);
    const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
    const clientErrors = rows.filter((r) => r.status >= 400 && r.status < 500);
    const unavailable = rows.filter((r) => r.status === 503 && r.code === 'SERVICE_UNAVAILABLE');
    const otherServerErrors = rows.filter(
      (r) => r.status >= 500 && !(r.status === 503 && r.code === 'SERVICE_UNAVAILABLE'),
    );
    console.log(
      `| ${phase} | ${rows.length} | ${rows.filter((r) => r.status >= 200 && r.status < 300).length} | ` +
        `${clientErrors.length} (${codes(clientErrors)}) | ${unavailable.length} | ${otherServerErrors.length} (${codes(otherServerErrors)}) | ` +
        `${rows.filter((r) => r.status === 0).length} | ${percentile(ms, 99).toFixed(0)} | ${Math.max(0, ...ms).toFixed(0)} |`,
    );
  }
  console.log('');
  console.log(
    '| API serving again after PostgreSQL is back | last failed answer after it is back | API process restarted | stream reconnects (failed attempts) | NEW_ORDER notifications: in the database / received / missing / duplicates | reconciled in s | paid | failed | orders | stock left + ordered | captured, not paid | invariants |',
  );
  console.log('| ---: | ---: | --- | ---: | --- | ---: | ---: | ---: | ---: | --- | ---: | --- |');
  console.log(
    `| ${firstServedAfter.toFixed(0)} ms | ${(lastFailure - back).toFixed(0)} ms | ${apiRestarted ? 'yes ✗' : 'no'} | ` +
      `${stream.reconnects} (${stream.failedAttempts}) | ${delivery.expected} / ${delivery.received} / ${delivery.missing} / ${delivery.duplicates} | ` +
      `${reconciledInS.toFixed(0)} | ${check.paid} | ${check.failed} | ${check.orders} | ` +
      `${check.stock_left} + ${check.units_ordered} = ${check.stock_left + check.units_ordered} | ${check.captured_without_paid_payment} | ` +
      `${check.violations.length === 0 ? '✓ all hold' : `✗ ${check.violations.join('; ')}`} |`,
  );

  const problems = [...check.violations];
  const serverErrors = results.filter(
    (r) => r.status >= 500 && !(r.status === 503 && r.code === 'SERVICE_UNAVAILABLE'),
  );
  if (serverErrors.length > 0)
    problems.push(
      `${serverErrors.length} answers other than 503 SERVICE_UNAVAILABLE: ${codes(serverErrors)}`,
    );
  const unanswered = results.filter((r) => r.status === 0);
  if (unanswered.length > 0)
    problems.push(`${unanswered.length} requests without an answer: ${codes(unanswered)}`);
  if (delivery.missing > 0 || delivery.duplicates > 0)
    problems.push('the live stream lost or repeated messages');
  if (apiRestarted) problems.push('the API process exited');
  if (!Number.isFinite(firstServedAfter)) problems.push('the API did not serve again after the outage');
  if (problems.length > 0) {
    console.error('FAULT HANDLING FAILED:', problems);
    process.exitCode = 1;
  }
} finally {
  await stream?.stop();
  await stopApi(api, 'SIGKILL');
  await client?.pool.end();
  if (restarted) await restarted.stop();
  // Not after a stop: the package would wait for the exit of a process that has already exited.
  else if (database && outageStartedAt === Infinity) await database.stop();
  await rm(dataDir, { recursive: true, force: true });
}
