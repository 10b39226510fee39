import pg from 'pg';
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { PgDialect, QueryBuilder, type PgDatabase } from 'drizzle-orm/pg-core';
import { withCommitHooks } from './after-commit.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export type Db = NodePgDatabase;
/** The pool or an open transaction: a data verb that takes one runs inside the caller's transaction. */
export type DbExecutor = PgDatabase<NodePgQueryResultHKT>;

export interface Database {
  readonly db: Db;
  readonly pool: pg.Pool;
  /** Where the database is, without credentials: for logs. */
  readonly description: string;
  close(): Promise<void>;
}

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

/** TypeScript camelCase, PostgreSQL snake_case: one setting for the connection and the views below. */
const casing = 'snake_case';

/**
 * Builds SQL without a connection, with the same casing as `openPool`: the read-only views a module
 * publishes through its service for other modules' statements (docs/architecture.md, "Module
 * boundaries"). A view is a subquery (`viewBuilder.select(…).from(…).as('name')`) that PostgreSQL
 * inlines, so joining it costs what joining its table did.
 */
export const viewBuilder = new QueryBuilder({ casing });

/**
 * Renders SQL to text and parameters without a connection, with the same casing as `openPool`: for a
 * statement built once and sent many times with other values (search's statement templates).
 */
export const sqlDialect = new PgDialect({ casing });

/**
 * Builds the one query layer over a connection string: drizzle over a pg pool, snake_case columns, and
 * transactions that run their `afterCommit` hooks once committed (the domain events' delivery).
 */
export function openPool(connectionString: string): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Nor a checked-out one: the pool listens to its clients' errors only while they are idle, and a database
  // restart (or failover) ends every session, also those of transactions waiting between two statements.
  // Without a listener that FATAL error would be thrown and kill the process. The client's next query fails
  // instead (503, see database-errors.ts), and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return { db: withCommitHooks(drizzle({ client: pool, casing })), pool };
}

/**
 * Connects to DATABASE_URL when given; otherwise starts (and on close stops) an embedded
 * PostgreSQL under `<dataDir>/postgres`. Either way the same driver and the same SQL.
 */
export async function connectDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  log: Log;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { db, pool } = openPool(options.databaseUrl);
    const url = new URL(options.databaseUrl);
    return { db, pool, description: `${url.host}${url.pathname}`, close: () => pool.end() };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, log: options.log });
  const { db, pool } = openPool(embedded.connectionString);
  return {
    db,
    pool,
    description: `embedded PostgreSQL on 127.0.0.1:${embedded.port} (${embedded.databaseDir})`,
    async close() {
      await pool.end();
      await embedded.stop();
    },
  };
}
