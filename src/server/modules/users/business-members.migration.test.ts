import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { hashToken } from '../../platform/auth/request-auth.js';
import { openPool } from '../../platform/db/database.js';
import { fromOurSite, nextAddress } from '../../test/accounts.js';
import { testConfig } from '../../test/app.js';
import { databaseBefore } from '../../test/migrations.js';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/*
 * Issue 26: 0032 makes every account its business's owner. Written under the schema before it (0031),
 * demo-like businesses — an unverified buyer in English, a verified buyer, a supplier — with sessions and
 * an emailed token; after it each has one OWNER member with its id and its person's fields, every old
 * cookie and link still works, the old password signs in, and no other table gains or loses a row.
 */

const password = 'Strong1@pass';
const accounts = [
  { key: 'buyer', role: 'BUYER', isEmailVerified: false, language: 'en', registrationNumber: '7100000001' },
  { key: 'verified', role: 'BUYER', isEmailVerified: true, language: 'ar', registrationNumber: '7100000002' },
  {
    key: 'supplier',
    role: 'SUPPLIER',
    isEmailVerified: true,
    language: 'ar',
    registrationNumber: '7100000003',
  },
] as const;

describe('0032 business members: every account becomes its business’s owner', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>;
  const query = async (text: string, values: unknown[] = []) =>
    (await database.pool.query(text, values)).rows as Record<string, unknown>[];
  const tableCounts = async () => {
    const tables = await query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
       AND table_name NOT IN ('members', 'member_invitations') ORDER BY table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name: name } of tables) {
      counts[name as string] = Number((await query(`SELECT count(*) AS n FROM "${name as string}"`))[0]!.n);
    }
    return counts;
  };
  const ids: Record<string, string> = {};
  const sessionTokens: Record<string, string> = {};
  const verificationToken = 'v'.repeat(43);
  let passwordHash: string;
  let before: Record<string, number>;
  let usersBefore: Record<string, unknown>[];

  beforeAll(async () => {
    database = await databaseBefore('0032_business-members');
    passwordHash = await hash(password);
    for (const account of accounts) {
      const [row] = await query(
        `INSERT INTO users (registration_number, business_name, national_id, name, password_hash, email, city,
           role, is_email_verified, language)
         VALUES ($1, $2, $1, $3, $4, $5, 'Riyadh', $6, $7, $8) RETURNING id`,
        [
          account.registrationNumber,
          `Business ${account.key}`,
          `Person ${account.key}`,
          passwordHash,
          `${account.key}@Example.sa`,
          account.role,
          account.isEmailVerified,
          account.language,
        ],
      );
      const id = row!.id as string;
      ids[account.key] = id;
      await query('INSERT INTO notification_settings (user_id) VALUES ($1)', [id]);
      sessionTokens[account.key] = `${account.key}-session-`.padEnd(43, 's');
      await query(
        `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '7 days')`,
        [hashToken(sessionTokens[account.key]!), id],
      );
    }
    await query(`INSERT INTO suppliers (user_id) VALUES ($1)`, [ids.supplier]);
    await query(
      `INSERT INTO auth_tokens (token_hash, user_id, purpose, expires_at)
       VALUES ($1, $2, 'EMAIL_VERIFICATION', now() + interval '1 day')`,
      [hashToken(verificationToken), ids.buyer],
    );
    usersBefore = await query('SELECT * FROM users ORDER BY id');
    before = await tableCounts();

    await database.migrateRest();
  }, 60_000);
  afterAll(() => database?.drop());

  it('gives each account one OWNER member with its id, email, password, name, side, verification and language', async () => {
    const members = await query('SELECT * FROM members ORDER BY id');
    expect(members).toHaveLength(usersBefore.length);
    for (const user of usersBefore) {
      const member = members.find((row) => row.id === user.id)!;
      expect(member).toMatchObject({
        business_id: user.id,
        email: user.email,
        password_hash: user.password_hash,
        name: user.name,
        roles: '{OWNER}',
        status: 'ACTIVE',
        active_role: user.role,
        is_email_verified: user.is_email_verified,
        language: user.language,
        order_limit: null,
      });
    }
  });

  it('adds and removes no row of any other table', async () => {
    expect(await tableCounts()).toEqual(before);
    const sessions = await query('SELECT user_id, member_id FROM sessions');
    expect(sessions.every((session) => session.member_id === session.user_id)).toBe(true);
  });

  describe('through the API on the migrated database', () => {
    let app: Awaited<ReturnType<typeof buildApp>>;
    let close: () => Promise<void>;
    beforeAll(async () => {
      const url = (database.pool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      const opened = openPool(url);
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tawrid-migration-'));
      app = await buildApp({ config: testConfig(dataDir), database: opened, logger: false });
      await app.ready();
      close = async () => {
        await app.close();
        await opened.pool.end();
        await rm(dataDir, { recursive: true, force: true });
      };
    });
    afterAll(() => close?.());

    it('keeps every session signed in, as its owner on the side it was on', async () => {
      for (const account of accounts) {
        const me = await app.inject({
          url: '/api/users/me',
          headers: { cookie: `tawrid_session=${sessionTokens[account.key]}` },
        });
        expect(me.statusCode).toBe(200);
        expect(me.json()).toMatchObject({
          id: ids[account.key],
          memberId: ids[account.key],
          memberRoles: ['OWNER'],
          role: account.role,
          isEmailVerified: account.isEmailVerified,
        });
      }
    });

    it('keeps an emailed link working', async () => {
      const verified = await app.inject({
        method: 'POST',
        url: '/api/auth/email-verification',
        headers: fromOurSite,
        payload: { token: verificationToken },
        remoteAddress: nextAddress(),
      });
      expect(verified.statusCode).toBe(200);
      const [member] = await query('SELECT is_email_verified FROM members WHERE id = $1', [ids.buyer]);
      expect(member!.is_email_verified).toBe(true);
    });

    it('signs in with the old password, by email and by registration number', async () => {
      for (const identifier of ['supplier@example.sa', '7100000003']) {
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: fromOurSite,
          payload: { identifier, password },
          remoteAddress: nextAddress(),
        });
        expect(login.statusCode, login.body).toBe(200);
        expect(login.json()).toMatchObject({ memberId: ids.supplier, role: 'SUPPLIER' });
      }
    });
  });
});
