import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { migrationsFolder } from '../platform/db/migrate.js';
import { quoteIdentifier, replaceDatabase } from './database-url.js';

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

/** Runs one statement on the test server's maintenance database (to create or drop a database). */
export async function admin(statement: string) {
  const client = new pg.Client({ connectionString: inject('databaseServerUrl') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Waits (up to 5 s) until no session is connected to the database `name`. */
async function untilNoSessions(name: string) {
  const client = new pg.Client({ connectionString: inject('databaseServerUrl') });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { rows } = await client.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]!.count === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

/**
 * A new database migrated up to the migration before `tag`, to test that `tag` keeps the rows written
 * under the schema before it: write them with `pool`, then `migrateRest()` applies `tag` and every
 * migration after it, as a release would. `drop()` removes the database.
 */
export async function databaseBefore(tag: string) {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  // drizzle applies what its journal lists: a copy of the folder listing only the earlier migrations.
  const earlier = await mkdtemp(path.join(tmpdir(), 'tawrid-migrations-'));
  await cp(migrationsFolder, earlier, { recursive: true });
  await writeFile(
    path.join(earlier, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }),
  );

  const name = `tawrid_test_migration_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${quoteIdentifier(name)}`);
  const pool = new pg.Pool({ connectionString: replaceDatabase(inject('databaseServerUrl'), name) });
  await migrate(drizzle(pool), { migrationsFolder: earlier });
  await rm(earlier, { recursive: true });
  return {
    pool,
    migrateRest: () => migrate(drizzle(pool), { migrationsFolder }),
    async drop() {
      await pool.end();
      // pool.end() resolves once its connections are told to close, before the server has seen them go;
      // dropping WITH (FORCE) at once would terminate a closing connection, whose error nobody hears.
      await untilNoSessions(name);
      await admin(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
    },
  };
}
