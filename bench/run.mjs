// `npm run bench`: starts the production build on its own embedded database and measures the
// endpoints that exist, with autocannon over loopback. Prints a Markdown table for docs/performance.md.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { rssMb, waitUntilReady } from './server-process.mjs';

const port = Number(process.env.BENCH_PORT ?? 4320);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const scenarios = [
  {
    name: 'GET /api/users/me (signed in: session + user lookup)',
    path: '/api/users/me',
    signedIn: true,
  },
  { name: 'GET /api/categories?lang=ar (tree, 148 rows)', path: '/api/categories?lang=ar' },
  { name: 'GET /api/categories/main?lang=en', path: '/api/categories/main?lang=en' },
  { name: 'GET /api/health/ready (SELECT 1)', path: '/api/health/ready' },
  { name: 'GET /landing (SPA index.html)', path: '/landing' },
];

const server = spawn('node', ['dist/server/server.js'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    SEED_DEMO_CATALOG: 'false',
    DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'tawrid-bench'),
  },
});

try {
  await waitUntilReady(base, { attempts: 120 });
  // The demo buyer (seeded at start-up) signs in once; its cookie is reused by the signed-in scenarios.
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ identifier: '7000000001', password: 'Demo@2026' }),
  });
  if (!login.ok) throw new Error(`demo login failed: ${login.status}`);
  const cookie = login.headers.get('set-cookie').split(';')[0];
  console.log(
    `\n${os.cpus().length} cores, Node ${process.version}, ${connections} connections, ${seconds} s each\n`,
  );
  console.log('| scenario | requests/s (mean) | p50 ms | p99 ms | errors | server RSS MB |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const scenario of scenarios) {
    const request = { url: base + scenario.path, connections, headers: scenario.signedIn ? { cookie } : {} };
    await autocannon({ ...request, duration: 2 }); // warm-up
    const result = await autocannon({ ...request, duration: seconds });
    const errors = result.errors + result.non2xx;
    console.log(
      `| ${scenario.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} | ${Math.round(rssMb(server.pid))} |`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}
