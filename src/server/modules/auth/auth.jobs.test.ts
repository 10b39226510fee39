import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretToken } from '../../platform/auth/request-auth.js';
import { createTestApp } from '../../test/app.js';
import { fromOurSite, nextAddress, signUp } from '../../test/accounts.js';

const day = 24 * 60 * 60 * 1000;

describe('the expired sessions clean-up job', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  const query = (text: string, values: unknown[] = []) => testApp.database.pool.query(text, values);

  /** A session or an emailed token of `userId` that expires `days` from now (negative: expired). */
  async function sessionExpiring(userId: string, days: number) {
    const { tokenHash } = createSecretToken();
    // The founding owner's member id is the business's.
    await query('INSERT INTO sessions (token_hash, user_id, member_id, expires_at) VALUES ($1, $2, $2, $3)', [
      tokenHash,
      userId,
      new Date(Date.now() + days * day),
    ]);
    return tokenHash;
  }
  async function tokenExpiring(userId: string, days: number, purpose = 'PASSWORD_RESET') {
    const { token, tokenHash } = createSecretToken();
    await query(
      'INSERT INTO auth_tokens (token_hash, user_id, member_id, purpose, expires_at) VALUES ($1, $2, $2, $3, $4)',
      [tokenHash, userId, purpose, new Date(Date.now() + days * day)],
    );
    return { token, tokenHash };
  }
  const remaining = async (table: 'sessions' | 'auth_tokens', hashes: string[]) =>
    (await query(`SELECT token_hash FROM ${table} WHERE token_hash = ANY($1)`, [hashes])).rows.map(
      (row: { token_hash: string }) => row.token_hash,
    );

  beforeAll(async () => {
    testApp = await createTestApp();
    // The test runs the job itself.
    await app().services.jobs.pause('expired-sessions-clean-up');
  });
  afterAll(() => testApp.close());

  it('deletes sessions and tokens expired more than 30 days ago, and keeps the others', async () => {
    const { user } = await signUp(app());
    const sessions = {
      longExpired: await sessionExpiring(user.id, -31),
      expired: await sessionExpiring(user.id, -29),
      live: await sessionExpiring(user.id, 10),
    };
    const tokens = {
      longExpired: await tokenExpiring(user.id, -31),
      longExpiredVerification: await tokenExpiring(user.id, -40, 'EMAIL_VERIFICATION'),
      expired: await tokenExpiring(user.id, -29),
      live: await tokenExpiring(user.id, 1, 'EMAIL_VERIFICATION'),
    };

    await app().services.jobs.runNow('expired-sessions-clean-up');

    expect(await remaining('sessions', Object.values(sessions))).toEqual(
      expect.arrayContaining([sessions.expired, sessions.live]),
    );
    expect(await remaining('sessions', Object.values(sessions))).toHaveLength(2);
    expect(
      (
        await remaining(
          'auth_tokens',
          Object.values(tokens).map((t) => t.tokenHash),
        )
      ).sort(),
    ).toEqual([tokens.expired.tokenHash, tokens.live.tokenHash].sort());
  });

  it('leaves a link expired within the month answering TOKEN_EXPIRED, not TOKEN_INVALID', async () => {
    const { user } = await signUp(app());
    const { token } = await tokenExpiring(user.id, -20);

    await app().services.jobs.runNow('expired-sessions-clean-up');
    const response = await app().inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: fromOurSite,
      payload: { token, password: 'Stronger2@pass', confirmPassword: 'Stronger2@pass' },
      remoteAddress: nextAddress(),
    });

    expect(response.json().error.code).toBe('TOKEN_EXPIRED');
  });
});
