import type pg from 'pg';

/**
 * Runs `work` on at most one process at a time across every node sharing the database (a session-level
 * PostgreSQL advisory lock held on one pooled connection). Answers false, without running it, when
 * another process holds the lock.
 */
export async function runExclusively(
  pool: pg.Pool,
  name: string,
  work: () => Promise<void>,
): Promise<boolean> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
      [name],
    );
    if (!rows[0]?.locked) return false;
    try {
      await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
    return true;
  } finally {
    client.release();
  }
}
