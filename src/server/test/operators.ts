import type { OperatorRole } from '../../contract/operators/operator-roles.js';
import { operatorSessionCookieName, operatorSessionLifetimeMs } from '../platform/auth/operator-auth.js';
import { createSecretToken } from '../platform/auth/request-auth.js';
import type { TestDatabase } from './database.js';

let sequence = 0;

/**
 * An ACTIVE operator of this role with a live session, written straight to the database: for tests of what
 * operators do. The sign-in itself (password, authenticator, recovery codes) has its own tests through the
 * API. Answers the operator's id and the `cookie` header to send (path /api/operator).
 */
export async function signedInOperator(
  database: TestDatabase,
  role: OperatorRole,
  {
    name = `Operator ${role}`,
    now = new Date(),
  }: {
    name?: string;
    /** The app's time when a test moved its clock: the session is fresh then. */
    now?: Date;
  } = {},
): Promise<{ id: string; email: string; cookie: string }> {
  sequence += 1;
  const email = `${role.toLowerCase()}.${Date.now().toString(36)}.${sequence}@ops.tawrid.sa`;
  const { rows } = await database.pool.query<{ id: string }>(
    `INSERT INTO operators (email, name, role, status) VALUES ($1, $2, $3, 'ACTIVE') RETURNING id`,
    [email, name, role],
  );
  const id = rows[0]!.id;
  const { token, tokenHash } = createSecretToken();
  await database.pool.query(
    `INSERT INTO operator_sessions (token_hash, operator_id, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $3, $4)`,
    [tokenHash, id, now, new Date(now.getTime() + operatorSessionLifetimeMs)],
  );
  return { id, email, cookie: `${operatorSessionCookieName}=${token}` };
}

/** The audit log's entries about one subject, oldest first, as stored. */
export async function auditEntriesOf(
  database: TestDatabase,
  subjectType: string,
  subjectId: string,
): Promise<{ operatorId: string; action: string; reason: string | null; before: unknown; after: unknown }[]> {
  const { rows } = await database.pool.query(
    `SELECT operator_id AS "operatorId", action, reason, before, after FROM operator_actions
      WHERE subject_type = $1 AND subject_id = $2 ORDER BY occurred_at, id`,
    [subjectType, subjectId],
  );
  return rows;
}
