import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPool, type Db } from '../platform/db/database.js';
import { quoteIdentifier, replaceDatabase } from './database-url.js';

export interface TestDatabase {
  readonly db: Db;
  readonly pool: pg.Pool;
  readonly url: string;
  drop(): Promise<void>;
}

/** A fresh database cloned from the migrated template (see global-setup.ts). Drop it in afterAll. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('databaseServerUrl');
  const name = `tawrid_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      `CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(inject('templateDatabase'))}`,
    );
  } finally {
    await admin.end();
  }
  const url = replaceDatabase(serverUrl, name);
  const { db, pool } = openPool(url);
  return {
    db,
    pool,
    url,
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
