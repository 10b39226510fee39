// What every benchmark needs of the server process it started: readiness and its memory.
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

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

/** A module of the production build (`dist/server`), with a clear error when it has not been built. */
export const loadBuilt = (module) =>
  import(`../dist/server/${module}`).catch(() => {
    throw new Error('dist/server is missing: run `npm run build` first');
  });

/** A temporary data folder the embedded PostgreSQL can use (as root it runs as `postgres`). */
export async function benchDataDir(name) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `tawrid-bench-${name}-`));
  await chmod(dir, 0o755);
  return dir;
}
