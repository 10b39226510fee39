// Repeated guest pages against a static file (issue 23): the production build on a database of its own with
// the demo catalog; autocannon (50 connections, a warm-up, then a fixed duration) asks the same server-rendered
// page again and again as a browser would (`Accept-Encoding: gzip, deflate, br`): the landing page, a search
// results page and a product page in Arabic, and the landing page in English. The reference, in the same run, is
// a file of `dist/web` of about the same size, which `@fastify/static` sends from its precompressed copy.
// Within 10 s a guest's page is rendered once (decision 017); the server keeps its compressed bytes with the
// render, so a repeated page should cost about what a static file costs: the goal is within 2× of it, by the
// API's CPU per request and by throughput (the page's worst figures count).
//
//   node bench/pages.mjs                          (after `npm run build`; part of `npm run bench`)
//   PAGES_SECONDS=10 PAGES_PORT=4350 BENCH_DIST=<folder>/dist node bench/pages.mjs
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { benchDataDir, cpuSeconds, distDir, serverScript, waitUntilReady } from './server-process.mjs';

const port = Number(process.env.PAGES_PORT ?? 4350);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.PAGES_SECONDS ?? 10);
const warmupSeconds = Number(process.env.PAGES_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** What a browser sends. */
const acceptEncoding = 'gzip, deflate, br';
/** A word of the demo catalog (gloves): its search has results and its first result is the product page. */
const searchWord = 'قفازات';
const target = 2;

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The first product the search finds, once the demo catalog (seeded in the background) has it. */
async function demoProductId() {
  for (let attempt = 0; attempt < 180; attempt += 1) {
    const response = await fetch(`${base}/api/search/products?q=${encodeURIComponent(searchWord)}`);
    const items = response.ok ? await response.json() : [];
    if (items.length > 0) return items[0].productId;
    await sleep(1000);
  }
  throw new Error(`no product found for «${searchWord}»: is the demo catalog seeded?`);
}

/** The file of dist/web, with a brotli copy, whose size is nearest to `bytes`. */
function staticFileNear(bytes) {
  const webDir = path.join(distDir, 'web');
  const candidates = readdirSync(webDir, { recursive: true })
    .filter((file) => /\.(js|css|html)$/.test(file) && !file.startsWith('.vite'))
    .filter((file) => {
      try {
        return statSync(path.join(webDir, `${file}.br`)).isFile();
      } catch {
        return false;
      }
    })
    .map((file) => ({ file, size: statSync(path.join(webDir, file)).size }));
  candidates.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  if (!candidates[0]) throw new Error(`no precompressed file in ${webDir}: run \`npm run build\``);
  return { path: `/${candidates[0].file.split(path.sep).join('/')}`, size: candidates[0].size };
}

/** A rendered page as a browser gets it (decoded): its size, and that the server rendered it. */
async function renderedSize(pagePath) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(base + pagePath, { headers: { 'accept-encoding': acceptEncoding } });
    const text = await response.text();
    if (response.ok && text.includes('tawrid-page-state')) return Buffer.byteLength(text);
    await sleep(500); // a render declined while others were under way: the next one renders
  }
  throw new Error(`${pagePath} was never rendered by the server`);
}

const header = (headers, name) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';

/**
 * autocannon on one path: a warm-up, then `seconds`; requests/s and the API's CPU per request. For a page,
 * the share of answers the server rendered: a rendered page says so in its Vary (Cookie: a signed-in person
 * gets another page), the app's empty page (sent while the renderers are busy) is a static file.
 */
async function measure(name, requestPath, server) {
  const counts = { all: 0, rendered: 0 };
  const onResponse = (_status, _body, _context, headers) => {
    counts.all += 1;
    if (/cookie/i.test(header(headers, 'vary'))) counts.rendered += 1;
  };
  const options = {
    url: base,
    connections,
    headers: { 'accept-encoding': acceptEncoding },
    requests: [{ method: 'GET', path: requestPath, onResponse }],
  };
  await autocannon({ ...options, duration: warmupSeconds });
  counts.all = counts.rendered = 0;
  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({ ...options, duration: seconds });
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  const row = {
    name,
    path: requestPath,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest: (1000 * cpu) / Math.max(result.requests.total, 1),
    cores: cpu / seconds,
    bytesPerAnswer: result.throughput.total / Math.max(result.requests.total, 1),
    renderedShare: counts.rendered / Math.max(counts.all, 1),
  };
  console.error(
    `${name}: ${Math.round(row.rps)} requests/s, ${row.cpuMsPerRequest.toFixed(2)} ms CPU each, ${row.errors} errors`,
  );
  await sleep(1_000); // the answers still queued when autocannon stopped
  return row;
}

const dataDir = await benchDataDir('pages');
const server = spawn(process.execPath, [serverScript], {
  // The server's output goes to stderr (read on the way): stdout is the Markdown for docs/performance.md.
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    // Production refuses to start without a mail server (issue 19); nobody signs up in this run.
    SMTP_URL: 'smtp://127.0.0.1:1',
    // Nor without the e-invoice signing key (issue 24): a key of this run's own, no invoice is signed here.
    E_INVOICING_KEY: process.env.E_INVOICING_KEY ?? randomBytes(32).toString('base64'),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    SERVE_WEB: 'true',
    SEED_DEMO_DATA: 'true',
    SEED_DEMO_CATALOG: 'true',
  },
});
const exited = new Promise((resolve) => server.once('exit', resolve));
/**
 * The demo catalog is seeded in the background after start-up, its history last: measuring before it is
 * done would measure the seeding too.
 */
const seeded = new Promise((resolve, reject) => {
  let output = '';
  const read = (chunk) => {
    process.stderr.write(chunk);
    output += chunk;
    if (/^Demo history:/m.test(output)) resolve();
    if (/seeding failed/.test(output)) reject(new Error('the demo catalog could not be seeded'));
  };
  server.stdout.on('data', read);
  server.stderr.on('data', read);
  exited.then(() => reject(new Error('the server stopped')));
});
seeded.catch(() => undefined); // awaited below; a failure before then is not unhandled

let hasFailed = false;
try {
  await waitUntilReady(base);
  await seeded;
  const productId = await demoProductId();
  const pages = [
    { name: 'landing page (ar)', path: '/landing?lng=ar' },
    {
      name: 'search results (ar)',
      path: `/items?${new URLSearchParams({ type: 'products', q: searchWord, lng: 'ar' })}`,
    },
    { name: 'product page (ar)', path: `/products/${productId}?lng=ar` },
    { name: 'landing page (en)', path: '/landing?lng=en' },
  ];
  for (const page of pages) page.size = await renderedSize(page.path);
  const meanSize = pages.reduce((sum, page) => sum + page.size, 0) / pages.length;
  const file = staticFileNear(meanSize);
  const loadBefore = loadAverage();

  const reference = await measure(`static file ${file.path}`, file.path, server);
  reference.size = file.size;
  const rows = [reference];
  for (const page of pages) {
    const row = await measure(`${page.name}, repeated`, page.path, server);
    row.size = page.size;
    rows.push(row);
  }
  const loadAfter = loadAverage();

  console.log(
    `\n${os.cpus().length} cores, Node ${process.version}, ${connections} connections, \`Accept-Encoding: ${acceptEncoding}\`, ` +
      `${warmupSeconds} s warm-up then ${seconds} s each, build ${distDir}; load average before: ${loadBefore}, after: ${loadAfter}\n`,
  );
  console.log(
    '| answer | size kB (decoded) | kB sent | requests/s (mean) | p50 ms | p99 ms | errors | API CPU (cores) | API CPU ms per request | × static CPU | static ÷ page requests/s | rendered by the server |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    if (row.errors > 0) hasFailed = true;
    console.log(
      `| ${row.name} | ${(row.size / 1000).toFixed(1)} | ${(row.bytesPerAnswer / 1000).toFixed(1)} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.errors} | ` +
        `${row.cores.toFixed(2)} | ${row.cpuMsPerRequest.toFixed(3)} | ${(row.cpuMsPerRequest / reference.cpuMsPerRequest).toFixed(2)} | ` +
        `${(reference.rps / row.rps).toFixed(2)} | ${row === reference ? '—' : `${Math.round(100 * row.renderedShare)}%`} |`,
    );
  }
  // The worst page counts: the most CPU per request, the fewest requests per second.
  const pageRows = rows.slice(1);
  const cpu = Math.max(...pageRows.map((row) => row.cpuMsPerRequest));
  const rps = Math.min(...pageRows.map((row) => row.rps));
  const met = cpu <= target * reference.cpuMsPerRequest && rps * target >= reference.rps;
  console.log(
    `\nGOAL repeated guest page vs static file: ${cpu.toFixed(3)} ms CPU per request / ${Math.round(rps)} req/s ` +
      `(reference static ${reference.cpuMsPerRequest.toFixed(3)} ms / ${Math.round(reference.rps)} req/s; ` +
      `target within ${target}×: CPU ≤ ${(target * reference.cpuMsPerRequest).toFixed(3)} ms and ≥ ${Math.round(reference.rps / target)} req/s) ${met ? 'MET' : 'MISSED'}`,
  );
} finally {
  server.kill('SIGTERM');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}
if (hasFailed) process.exitCode = 1;
