import os from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { openPool } from './database.js';
import { isDatabaseUnavailable } from './database-errors.js';
import { findFreePort } from './embedded-postgres.js';

/** A connection string on which nothing listens: the database is down. */
const nowhere = async () => `postgres://postgres@127.0.0.1:${await findFreePort()}/nowhere`;

describe('isDatabaseUnavailable', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('recognizes a refused connection through drizzle, and a connection cut by the server mid-query', async () => {
    const down = openPool(await nowhere());
    const refused = await down.db.execute(sql`SELECT 1`).catch((error: unknown) => error);
    await down.pool.end();
    expect(refused).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(refused)).toBe(true);

    // A fast shutdown (or a failover) terminates every session: 57P01 under the running query.
    const client = await database.pool.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const running = client.query('SELECT pg_sleep(10)').catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await database.pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    const cut = await running;
    client.release(true);
    expect(isDatabaseUnavailable(cut)).toBe(true);
  });

  it('leaves query errors and other failures to the defect path', async () => {
    const syntax = await database.db.execute(sql`SELEC 1`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(syntax)).toBe(false);
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(isDatabaseUnavailable(new Error('connection to 10.0.0.7 refused'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    // Wrapped and aggregated forms are looked into.
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([refused]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });
});

describe('the API while the database is down', () => {
  it('answers 503 SERVICE_UNAVAILABLE in the error shape with Retry-After, not 500', async () => {
    const { db, pool } = openPool(await nowhere());
    const app = await buildApp({ config: testConfig(os.tmpdir()), database: { db, pool }, logger: false });
    try {
      // A signed-in request fails in the session lookup (a hook); a public one in its handler.
      for (const request of [
        { url: '/api/users/me', headers: { cookie: 'tawrid_session=abc' } },
        { url: '/api/categories/main' },
      ]) {
        const response = await app.inject({
          ...request,
          headers: { ...request.headers, 'accept-language': 'ar' },
        });
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد قليل.',
            statusCode: 503,
            details: { dependency: 'database' },
          },
          requestId: expect.any(String),
        });
      }
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
