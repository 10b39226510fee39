// What every benchmark needs of the server process it started: readiness and its memory.
import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The production build to measure: the repository's `dist/` (after `npm run build`) by default, or
 * `BENCH_DIST=<folder>/dist` for a build made elsewhere (`npx tsc -p tsconfig.server.json --outDir
 * <folder>/dist`, with links to `drizzle/` and `node_modules/` in `<folder>`: the server finds its
 * migrations and packages next to its build).
 */
export const distDir = path.resolve(
  process.env.BENCH_DIST ?? fileURLToPath(new URL('../dist', import.meta.url)),
);
/** The API's entry point in that build, for `spawn(process.execPath, [serverScript])`. */
export const serverScript = path.join(distDir, 'server', 'server.js');

/** Waits until `GET /api/health/ready` answers 200 (migrations applied, database reachable). */
export async function waitUntilReady(base, { attempts = 240 } = {}) {
  for (let attempt = 0; ; attempt += 1) {
    const ready = await fetch(`${base}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (attempt > attempts) throw new Error('the server did not become ready');
    await sleep(500);
  }
}

/** The process's resident memory in MB (Linux /proc). */
export function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Number(line[1]) / 1024 : NaN;
}

/** CPU seconds (user + system) a process has used so far (Linux /proc). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds (user + system) of every process of the PostgreSQL whose data folder is `databaseDir`, by
 * pid: the postmaster and its children (backends, workers). `cpuSince` sums what they used between two reads.
 */
export function postgresCpu(databaseDir) {
  const postmaster = Number(readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const used = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(entry) === postmaster || Number(fields[1]) === postmaster) {
        used.set(entry, (Number(fields[11]) + Number(fields[12])) / 100);
      }
    } catch {
      // the process ended while the list was read
    }
  }
  return used;
}

/** CPU seconds used between two `postgresCpu` reads (a process that started in between counts from 0). */
export const cpuSince = (before, after) =>
  [...after].reduce((sum, [pid, cpu]) => sum + cpu - (before.get(pid) ?? 0), 0);

/** A module of the production build (`<distDir>/server`), with a clear error when it has not been built. */
export const loadBuilt = (module) =>
  import(pathToFileURL(path.join(distDir, 'server', module)).href).catch((error) => {
    throw new Error(`${distDir}/server/${module} cannot be loaded (run \`npm run build\` first): ${error}`);
  });

/** A temporary data folder the embedded PostgreSQL can use (as root it runs as `postgres`). */
export async function benchDataDir(name) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `tawrid-bench-${name}-`));
  await chmod(dir, 0o755);
  return dir;
}

/**
 * The benchmark's own embedded PostgreSQL in `dataDir`; with `withStatements`, restarted once with
 * pg_stat_statements loaded, so a run can report each scenario's costliest statements.
 */
export async function startBenchPostgres({ dataDir, log, withStatements = false }) {
  const { startEmbeddedPostgres } = await loadBuilt('platform/db/embedded-postgres.js');
  const database = await startEmbeddedPostgres({ dataDir, log });
  if (!withStatements) return database;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: database.connectionString });
  await admin.connect();
  await admin.query("ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'");
  await admin.end();
  await database.stop();
  return startEmbeddedPostgres({ dataDir, log });
}
