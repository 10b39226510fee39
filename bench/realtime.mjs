// Live stream benchmark (`npm run bench`): one API node (the production build on a fresh embedded
// PostgreSQL), 5,000 signed-in businesses each holding one `GET /api/notifications/stream` open, then
// messages published through the real outbox (`createStreamHub().publish`: an insert and a NOTIFY, as the
// chats and notifications modules do) to every one of them. Reports delivery latency (publish → the
// client reading the message) and server memory per idle connection, as a Markdown table for
// docs/performance.md. In the same run, the same client code holds as many event-stream answers open on a
// bare `node:http` server (`baseline-event-stream-server.mjs`): the reference for the memory goal.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { createSignedInBusinesses } from './bench-accounts.mjs';
import { benchDataDir, loadBuilt, rssMb, serverScript, waitUntilReady } from './server-process.mjs';

const port = Number(process.env.BENCH_PORT ?? 4322);
const base = `http://127.0.0.1:${port}`;
const referencePort = port + 1;
const referenceBase = `http://127.0.0.1:${referencePort}`;
const connectionCount = Number(process.env.BENCH_STREAMS ?? 5_000);
/** Messages per connection, and how fast they are published (all connections together). */
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const messagesPerSecond = Number(process.env.BENCH_RATE ?? 1_000);

const { startEmbeddedPostgres } = await loadBuilt('platform/db/embedded-postgres.js');
const { openPool } = await loadBuilt('platform/db/database.js');
const { createStreamHub } = await loadBuilt('platform/events/stream-hub.js');

const dataDir = await benchDataDir('realtime');
/** Issue 23's goals. */
const targetKbPerStream = 15;
const targetP99Ms = 200;

const silent = { info: () => undefined, warn: (message) => console.warn(message) };
let database;
let server;
let publisher;
let reference;
let sockets = [];

/**
 * Opens one stream at `origin` with the session cookie; calls `onMessage(data)` for each SSE `data:` line
 * (the contract's `{ type, data }`). Resolves when the answer's headers arrive.
 */
function openStream(origin, cookie, onMessage) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}/api/notifications/stream?lang=ar`,
      { headers: { cookie: `tawrid_session=${cookie}`, accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            for (const line of block.split('\n')) {
              if (line.startsWith('data: ')) onMessage(JSON.parse(line.slice(6)));
            }
          }
        });
        response.on('error', () => undefined);
        sockets.push(request);
        resolve();
      },
    );
    request.on('error', reject);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Opens one stream per account on the server at `origin` (process `pid`), in two halves, and measures the
 * process's memory with none, half and all of them idle (10 s after each step, for the collector). The
 * second half's growth is the cost of a stream once the process has warmed up (code compiled, heap grown
 * for the first requests): the figure that scales, and the goal's.
 */
async function measureIdleStreams(origin, pid, accounts, onMessage) {
  await fetch(`${origin}/api/health/ready`);
  await sleep(3_000);
  const rssBefore = rssMb(pid);
  const openAll = async (slice) => {
    for (let start = 0; start < slice.length; start += 250) {
      await Promise.all(
        slice.slice(start, start + 250).map((account) => openStream(origin, account.token, onMessage)),
      );
    }
  };
  const half = Math.floor(accounts.length / 2);
  const openedAt = performance.now();
  await openAll(accounts.slice(0, half));
  const openSeconds = (performance.now() - openedAt) / 1000;
  await sleep(10_000);
  const rssHalf = rssMb(pid);
  await openAll(accounts.slice(half));
  await sleep(10_000);
  const rssIdle = rssMb(pid);
  return {
    half,
    openSeconds,
    rssBefore,
    rssHalf,
    rssIdle,
    perConnectionKb: ((rssIdle - rssBefore) * 1024) / accounts.length,
    marginalKb: ((rssIdle - rssHalf) * 1024) / (accounts.length - half),
  };
}

function closeStreams() {
  for (const request of sockets) request.destroy();
  sockets = [];
}

async function stopProcess(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
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
      SERVE_WEB: 'false',
      SEED_DEMO_DATA: 'false',
      SEED_DEMO_CATALOG: 'false',
    },
  });
  await waitUntilReady(base);
  publisher = openPool(database.connectionString);
  const accounts = await createSignedInBusinesses(publisher.pool, connectionCount);
  const hub = createStreamHub({
    db: publisher.db,
    pool: publisher.pool,
    log: { warn: (details, message) => console.warn(message, details) },
    clock: { now: () => new Date() },
  });

  const latencies = [];
  let received = 0;
  const onMessage = (message) => {
    const { sentAt } = JSON.parse(message.data);
    latencies.push(performance.timeOrigin + performance.now() - sentAt);
    received += 1;
  };
  const idle = await measureIdleStreams(base, server.pid, accounts, onMessage);

  // Publish: every connection gets `rounds` messages, at `messagesPerSecond` overall.
  const total = accounts.length * rounds;
  const publishedAt = performance.now();
  const tickMs = 50;
  const perTick = Math.max(1, Math.round((messagesPerSecond * tickMs) / 1000));
  let sent = 0;
  while (sent < total) {
    const tickStart = performance.now();
    const batch = Array.from(
      { length: Math.min(perTick, total - sent) },
      (_, i) => accounts[(sent + i) % accounts.length],
    );
    await Promise.all(
      batch.map((account) =>
        hub.publish({
          userId: account.id,
          type: 'CHAT_MESSAGE',
          payload: { data: JSON.stringify({ sentAt: performance.timeOrigin + performance.now() }) },
        }),
      ),
    );
    sent += batch.length;
    await sleep(Math.max(0, tickMs - (performance.now() - tickStart)));
  }
  const publishSeconds = (performance.now() - publishedAt) / 1000;
  for (let waited = 0; received < total && waited < 30_000; waited += 200) await sleep(200);
  const rssBusy = rssMb(server.pid);
  closeStreams();

  // The reference, in the same run with the same client: a bare node:http server holding as many answers.
  reference = spawn(
    process.execPath,
    [new URL('baseline-event-stream-server.mjs', import.meta.url).pathname],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, PORT: String(referencePort), HOST: '127.0.0.1' },
    },
  );
  await waitUntilReady(referenceBase);
  const bare = await measureIdleStreams(referenceBase, reference.pid, accounts, () => undefined);
  closeStreams();

  latencies.sort((a, b) => a - b);
  const p99 = percentile(latencies, 99);
  console.log(
    `\n${os.cpus().length} cores, Node ${process.version}; the first ${idle.half} streams opened in ${idle.openSeconds.toFixed(1)} s; ` +
      `${total} messages published in ${publishSeconds.toFixed(1)} s (${Math.round(total / publishSeconds)}/s)\n`,
  );
  console.log(
    '| server | open streams | messages | delivered | latency p50 ms | p99 ms | max ms | server RSS MB (none / half / all idle / after) | KB per idle stream (all / second half) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
  const memory = (run) =>
    `${Math.round(run.rssBefore)} / ${Math.round(run.rssHalf)} / ${Math.round(run.rssIdle)}`;
  const perStream = (run) => `${run.perConnectionKb.toFixed(1)} / ${run.marginalKb.toFixed(1)}`;
  console.log(
    `| Tawrid | ${accounts.length} | ${total} | ${received} | ${percentile(latencies, 50).toFixed(1)} | ${p99.toFixed(1)} | ${latencies.at(-1).toFixed(1)} | ${memory(idle)} / ${Math.round(rssBusy)} | ${perStream(idle)} |`,
  );
  console.log(
    `| bare node:http (reference) | ${accounts.length} | – | – | – | – | – | ${memory(bare)} / – | ${perStream(bare)} |`,
  );
  const verdict = (isMet) => (isMet ? 'MET' : 'MISSED');
  console.log(
    `\nGOAL live stream memory per idle connection at ${accounts.length.toLocaleString('en')}: ${idle.marginalKb.toFixed(1)} KB ` +
      `(reference bare node:http ${bare.marginalKb.toFixed(1)} KB; target < ${targetKbPerStream} KB) ` +
      verdict(idle.marginalKb < targetKbPerStream),
  );
  console.log(
    `GOAL live stream delivery p99: ${p99.toFixed(1)} ms (target < ${targetP99Ms} ms) ` +
      verdict(p99 < targetP99Ms && received === total),
  );
  if (received < total) process.exitCode = 1;
} finally {
  closeStreams();
  await stopProcess(reference);
  await stopProcess(server);
  await publisher?.pool.end();
  await database?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
