import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { MemberRole } from '../../contract/team/member-roles.js';
import type { UserRole } from '../../contract/users/users.schemas.js';
import type { App } from '../app.js';
import type { TestDatabase } from './database.js';
import { fromOurSite, nextAddress, sessionCookieOf } from './accounts.js';

const password = 'Strong1@pass';
let passwordHash: Promise<string> | undefined;
let sequence = 0;

/**
 * Issue 26: a signed-in member of `business` with `roles`, working on `side`. Written straight into the
 * users module's table (the team's invitation flow has its own tests), then signed in through the API
 * like a person would; answers the member id, email and session cookie.
 */
export async function memberOf(
  app: App,
  database: Pick<TestDatabase, 'pool'>,
  business: { user: { id: string } },
  roles: readonly MemberRole[],
  { side = 'BUYER', orderLimit = null }: { side?: UserRole; orderLimit?: number | null } = {},
) {
  sequence += 1;
  const id = randomUUID();
  const email = `member-${id.slice(0, 8)}-${sequence}@example.sa`;
  passwordHash ??= hash(password);
  await database.pool.query(
    `INSERT INTO members (id, business_id, email, password_hash, name, roles, active_role, is_email_verified, order_limit)
     VALUES ($1, $2, $3, $4, $5, $6::member_role[], $7, true, $8)`,
    [id, business.user.id, email, await passwordHash, `عضو ${sequence}`, roles, side, orderLimit],
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: fromOurSite,
    payload: { identifier: email, password },
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`member login failed: ${response.body}`);
  return { memberId: id, email, cookie: sessionCookieOf(response) };
}
