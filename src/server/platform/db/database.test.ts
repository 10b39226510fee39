import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { openPool } from './database.js';

describe('openPool when the database ends its sessions (a restart or failover)', () => {
  let database: TestDatabase;
  let node: ReturnType<typeof openPool>;
  beforeAll(async () => {
    database = await createTestDatabase();
    node = openPool(database.url);
  });
  afterAll(async () => {
    await node.pool.end();
    await database.drop();
  });

  const terminateSessionsOf = (pid: number) => database.pool.query('SELECT pg_terminate_backend($1)', [pid]);

  it('survives a connection cut while a client is checked out between queries, and serves again', async () => {
    // A transaction waiting between two statements (for the pool, a provider, a lock) holds a client that
    // runs no query: the server's FATAL 57P01 then arrives as an 'error' event on that client. Without a
    // listener it would be thrown, and kill the process.
    const client = await node.pool.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await terminateSessionsOf(rows[0]!.pid);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(client.query('SELECT 1')).rejects.toThrow();
    client.release();

    // The broken client left the pool; the next queries get fresh connections.
    expect((await node.db.execute(sql`SELECT 1 AS one`)).rows).toEqual([{ one: 1 }]);
  });

  it('drops idle clients whose connection was cut and reconnects', async () => {
    const clients = await Promise.all([node.pool.connect(), node.pool.connect()]);
    const pids = await Promise.all(
      clients.map(
        async (client) =>
          (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid,
      ),
    );
    for (const client of clients) client.release();
    for (const pid of pids) await terminateSessionsOf(pid);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answers = await Promise.all(Array.from({ length: 4 }, () => node.db.execute(sql`SELECT 1 AS one`)));
    expect(answers.map((answer) => answer.rows)).toEqual(Array.from({ length: 4 }, () => [{ one: 1 }]));
  });
});
