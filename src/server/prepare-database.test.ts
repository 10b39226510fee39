import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPool } from './platform/db/database.js';
import { migrationsFolder } from './platform/db/migrate.js';
import { prepareDatabase } from './prepare-database.js';
import { quoteIdentifier, replaceDatabase } from './test/database-url.js';
import { admin } from './test/migrations.js';

describe('prepareDatabase on several nodes at once', () => {
  // An empty database (not the migrated template): every node finds every migration missing.
  const name = `tawrid_test_empty_${randomBytes(6).toString('hex')}`;
  const nodes = Array.from({ length: 3 }, () => ({}) as ReturnType<typeof openPool>);
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${quoteIdentifier(name)}`);
    const url = replaceDatabase(inject('databaseServerUrl'), name);
    for (let index = 0; index < nodes.length; index += 1) nodes[index] = openPool(url);
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.pool?.end()));
    await admin(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
  });

  it('migrates once while the other nodes wait for the lock, then finds nothing to do', async () => {
    // Three API processes starting together on a fresh database (a first deploy, or a release with new
    // migrations rolled out to every node at once).
    const results = await Promise.allSettled(nodes.map((node) => prepareDatabase(node.db)));
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
    ]);

    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const { rows: applied } = await nodes[0]!.pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
    );
    expect(applied[0]!.count).toBe(journal.entries.length);
    const { rows: categories } = await nodes[0]!.pool.query<{ count: number; slugs: number }>(
      'SELECT count(*)::int AS count, count(DISTINCT slug)::int AS slugs FROM categories',
    );
    expect(categories[0]!.count).toBeGreaterThan(100);
    expect(categories[0]!.slugs).toBe(categories[0]!.count);
    // The lock is a session lock held only while preparing: nothing is left holding it.
    const { rows: locks } = await nodes[0]!.pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_locks
       WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    expect(locks[0]!.count).toBe(0);
  });
});
