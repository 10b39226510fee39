// Live stream benchmark (`npm run bench`): one API node (the production build on a fresh embedded
// PostgreSQL), 5,000 signed-in businesses each holding one `GET /api/notifications/stream` open, then
// messages published through the real outbox (`createStreamHub().publish`: an insert and a NOTIFY, as the
// chats and notifications modules do) to every one of them. Reports delivery latency (publish → the
// client reading the message) and server memory per idle connection, as a Markdown table for
// docs/performance.md.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { createSignedInBusinesses } from './bench-accounts.mjs';
import { benchDataDir, loadBuilt, rssMb, serverScript, waitUntilReady } from './server-process.mjs';

const port = Number(process.env.BENCH_PORT ?? 4322);
const base = `http://127.0.0.1:${port}`;
const connectionCount = Number(process.env.BENCH_STREAMS ?? 5_000);
/** Messages per connection, and how fast they are published (all connections together). */
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const messagesPerSecond = Number(process.env.BENCH_RATE ?? 1_000);

const { startEmbeddedPostgres } = await loadBuilt('platform/db/embedded-postgres.js');
const { openPool } = await loadBuilt('platform/db/database.js');
const { createStreamHub } = await loadBuilt('platform/events/stream-hub.js');

const dataDir = await benchDataDir('realtime');
const silent = { info: () => undefined, warn: (message) => console.warn(message) };
let database;
let server;
let publisher;
const sockets = [];

/**
 * Opens one stream with the session cookie; calls `onMessage(data)` for each SSE `data:` line (the
 * contract's `{ type, data }`). Resolves when the answer's headers arrive.
 */
function openStream(cookie, onMessage) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/notifications/stream?lang=ar`,
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

  // Memory before and after the connections, each after a pause for the collector.
  await fetch(`${base}/api/health/ready`);
  await sleep(3_000);
  const rssBefore = rssMb(server.pid);
  const latencies = [];
  let received = 0;
  const onMessage = (message) => {
    const { sentAt } = JSON.parse(message.data);
    latencies.push(performance.timeOrigin + performance.now() - sentAt);
    received += 1;
  };
  // Half the streams, then the other half: the second half's growth is the cost of a stream once the
  // process has warmed up (code compiled, heap grown for the first requests), the figure that scales.
  const openAll = async (slice) => {
    for (let start = 0; start < slice.length; start += 250) {
      await Promise.all(
        slice.slice(start, start + 250).map((account) => openStream(account.token, onMessage)),
      );
    }
  };
  const half = Math.floor(accounts.length / 2);
  const openedAt = performance.now();
  await openAll(accounts.slice(0, half));
  const openSeconds = (performance.now() - openedAt) / 1000;
  await sleep(10_000);
  const rssHalf = rssMb(server.pid);
  await openAll(accounts.slice(half));
  await sleep(10_000);
  const rssIdle = rssMb(server.pid);
  const perConnectionKb = ((rssIdle - rssBefore) * 1024) / accounts.length;
  const marginalKb = ((rssIdle - rssHalf) * 1024) / (accounts.length - half);

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

  latencies.sort((a, b) => a - b);
  console.log(
    `\n${os.cpus().length} cores, Node ${process.version}; the first ${half} streams opened in ${openSeconds.toFixed(1)} s; ` +
      `${total} messages published in ${publishSeconds.toFixed(1)} s (${Math.round(total / publishSeconds)}/s)\n`,
  );
  console.log(
    '| open streams | messages | delivered | latency p50 ms | p99 ms | max ms | server RSS MB (none / half / all idle / after) | KB per idle stream (all / second half) |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
  console.log(
    `| ${accounts.length} | ${total} | ${received} | ${percentile(latencies, 50).toFixed(1)} | ${percentile(latencies, 99).toFixed(1)} | ${latencies.at(-1).toFixed(1)} | ${Math.round(rssBefore)} / ${Math.round(rssHalf)} / ${Math.round(rssIdle)} / ${Math.round(rssBusy)} | ${perConnectionKb.toFixed(1)} / ${marginalKb.toFixed(1)} |`,
  );
  if (received < total) process.exitCode = 1;
} finally {
  for (const request of sockets) request.destroy();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await publisher?.pool.end();
  await database?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
