// Accounts for benchmarks, written straight into the database: signup hashes passwords slowly on purpose.
import { createHash, randomBytes, randomUUID } from 'node:crypto';

/**
 * Verified businesses with notification settings and a live session each; `token` is the session cookie
 * value. `prefix` keeps the numbers of several calls apart.
 */
export async function createSignedInBusinesses(pool, count, prefix = '') {
  const accounts = [];
  for (let start = 0; start < count; start += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, count - start) }, (_, offset) => {
      const n = `${prefix}${String(start + offset).padStart(8, '0')}`;
      const token = randomBytes(32).toString('base64url');
      return { id: randomUUID(), n, token, tokenHash: createHash('sha256').update(token).digest('hex') };
    });
    await pool.query(
      `INSERT INTO users (id, email, name, national_id, business_name, registration_number,
                          city, is_email_verified)
       SELECT id, 'bench' || n || '@bench.tawrid.sa', 'Bench Buyer', '1' || n,
              'Bench Business ' || n, '7' || n, 'الرياض', true
       FROM unnest($1::uuid[], $2::text[]) AS t(id, n)`,
      [batch.map((a) => a.id), batch.map((a) => a.n)],
    );
    // Issue 26: each business's founding owner, whose member id is the business's, holds the session.
    await pool.query(
      `INSERT INTO members (id, business_id, email, password_hash, name, roles, is_email_verified)
       SELECT id, id, 'bench' || n || '@bench.tawrid.sa', 'not-a-password', 'Bench Buyer', '{OWNER}', true
       FROM unnest($1::uuid[], $2::text[]) AS t(id, n)`,
      [batch.map((a) => a.id), batch.map((a) => a.n)],
    );
    await pool.query('INSERT INTO notification_settings (user_id) SELECT unnest($1::uuid[])', [
      batch.map((a) => a.id),
    ]);
    await pool.query(
      `INSERT INTO sessions (token_hash, user_id, member_id, expires_at)
       SELECT h, u, u, now() + interval '1 day' FROM unnest($1::text[], $2::uuid[]) AS t(h, u)`,
      [batch.map((a) => a.tokenHash), batch.map((a) => a.id)],
    );
    accounts.push(...batch);
  }
  return accounts;
}
