import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fromOurSite,
  mailedToken,
  nextAddress,
  sessionCookieOf,
  verifiedAccount,
} from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { memberOf } from '../../test/members.js';

const password = 'Strong1@pass';
let sequence = 0;
const newEmail = () => `invitee-${Date.now()}-${(sequence += 1)}@example.sa`;

describe('the team of a business (issue 26)', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...fromOurSite, ...(cookie && { cookie }) },
      payload,
      remoteAddress: nextAddress(),
    });
  const invite = (cookie: string, payload: object) => send('POST', '/api/team/invitations', cookie, payload);
  const accept = (token: string, name = 'سارة المطيري') =>
    send('POST', '/api/team/invitations/accept', undefined, {
      token,
      name,
      password,
      confirmPassword: password,
    });
  const login = (identifier: string) => send('POST', '/api/auth/login', undefined, { identifier, password });
  const me = (cookie: string) => send('GET', '/api/users/me', cookie);
  const query = (sql: string, values: unknown[]) => testApp.database.pool.query(sql, values);

  /** An owner's invitation accepted: the new member's id and cookie. */
  async function joined(owner: { cookie: string }, roles: string[], orderLimit?: number) {
    const email = newEmail();
    expect((await invite(owner.cookie, { email, roles, orderLimit })).statusCode).toBe(201);
    const answer = await accept(await mailedToken(testApp.app, email));
    expect(answer.statusCode).toBe(201);
    return { email, memberId: answer.json().memberId as string, cookie: sessionCookieOf(answer) };
  }

  describe('invitations', () => {
    it('mails a link whose holder sees the invitation, sets a name and password and is signed in with the roles', async () => {
      const owner = await verifiedAccount(testApp.app);
      const email = newEmail();

      const invited = await invite(owner.cookie, { email, roles: ['REQUESTER'], orderLimit: 1500.5 });
      expect(invited.statusCode).toBe(201);
      expect(invited.json()).toMatchObject({
        email,
        roles: ['REQUESTER'],
        orderLimit: 1500.5,
        orderLimitHalalas: 150050,
      });
      const mail = (
        await testApp.app.inject({ url: `/dev/mailbox/latest?to=${encodeURIComponent(email)}` })
      ).json<{ subject: string; text: string }>();
      expect(mail.text).toContain('/invitations/accept?token=');
      const token = await mailedToken(testApp.app, email);

      const preview = await send('GET', `/api/team/invitations/preview?token=${token}`);
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toMatchObject({
        businessName: owner.body.businessName,
        email,
        roles: ['REQUESTER'],
        invitedByName: owner.body.name,
      });

      const accepted = await accept(token);
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json()).toMatchObject({
        id: owner.user.id,
        email,
        name: 'سارة المطيري',
        memberRoles: ['REQUESTER'],
        isEmailVerified: true,
      });
      const cookie = sessionCookieOf(accepted);
      expect((await me(cookie)).json().memberRoles).toEqual(['REQUESTER']);
      const team = (await send('GET', '/api/team', owner.cookie)).json();
      expect(team.invitations).toEqual([]);
      expect(team.members).toContainEqual(
        expect.objectContaining({ email, roles: ['REQUESTER'], orderLimitHalalas: 150050, status: 'ACTIVE' }),
      );
      // And signs in with their own email from then on.
      expect((await login(email)).statusCode).toBe(200);
    });

    it('refuses a used, a revoked and an expired link', async () => {
      const owner = await verifiedAccount(testApp.app);
      const used = newEmail();
      await invite(owner.cookie, { email: used, roles: ['VIEWER'] });
      const usedToken = await mailedToken(testApp.app, used);
      expect((await accept(usedToken)).statusCode).toBe(201);
      expect((await accept(usedToken)).json().error.code).toBe('TOKEN_INVALID');

      const revoked = newEmail();
      const invitation = (await invite(owner.cookie, { email: revoked, roles: ['VIEWER'] })).json();
      const revokedToken = await mailedToken(testApp.app, revoked);
      expect(
        (await send('DELETE', `/api/team/invitations/${invitation.invitationId}`, owner.cookie)).statusCode,
      ).toBe(204);
      expect((await send('GET', `/api/team/invitations/preview?token=${revokedToken}`)).statusCode).toBe(400);
      expect((await accept(revokedToken)).json().error.code).toBe('TOKEN_INVALID');

      const expired = newEmail();
      await invite(owner.cookie, { email: expired, roles: ['VIEWER'] });
      await query(`UPDATE member_invitations SET expires_at = now() - interval '1 minute' WHERE email = $1`, [
        expired,
      ]);
      const expiredToken = await mailedToken(testApp.app, expired);
      expect((await accept(expiredToken)).json().error.code).toBe('TOKEN_EXPIRED');
      expect((await send('GET', `/api/team/invitations/preview?token=${expiredToken}`)).statusCode).toBe(410);
    });

    it('resends with a new link: the old one stops working', async () => {
      const owner = await verifiedAccount(testApp.app);
      const email = newEmail();
      const invitation = (await invite(owner.cookie, { email, roles: ['APPROVER'] })).json();
      const first = await mailedToken(testApp.app, email);

      const resent = await send(
        'POST',
        `/api/team/invitations/${invitation.invitationId}/resend`,
        owner.cookie,
      );
      expect(resent.statusCode).toBe(200);
      const second = await mailedToken(testApp.app, email);

      expect(second).not.toBe(first);
      expect((await accept(first)).json().error.code).toBe('TOKEN_INVALID');
      expect((await accept(second)).statusCode).toBe(201);
    });

    it('refuses an email that already belongs to a member of any business', async () => {
      const owner = await verifiedAccount(testApp.app);
      const other = await verifiedAccount(testApp.app);

      const answer = await invite(owner.cookie, { email: other.body.email.toUpperCase(), roles: ['VIEWER'] });

      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.code).toBe('MEMBER_EMAIL_TAKEN');
    });

    it('refuses an invitation without a valid role', async () => {
      const owner = await verifiedAccount(testApp.app);
      for (const roles of [[], ['BOSS']]) {
        const answer = await invite(owner.cookie, { email: newEmail(), roles });
        expect(answer.statusCode).toBe(400);
      }
    });
  });

  describe('who may manage the team', () => {
    it('lets every member read the team without the invitations, and only owners change it', async () => {
      const owner = await verifiedAccount(testApp.app);
      const requester = await memberOf(testApp.app, testApp.database, owner, ['REQUESTER']);
      await invite(owner.cookie, { email: newEmail(), roles: ['VIEWER'] });

      const team = await send('GET', '/api/team', requester.cookie);
      expect(team.statusCode).toBe(200);
      expect(team.json().invitations).toEqual([]);
      expect(team.json().members).toContainEqual(
        expect.objectContaining({ memberId: requester.memberId, isYou: true }),
      );
      expect((await send('GET', '/api/team', owner.cookie)).json().invitations).toHaveLength(1);

      for (const answer of [
        await invite(requester.cookie, { email: newEmail(), roles: ['VIEWER'] }),
        await send('POST', `/api/team/members/${owner.user.id}/suspend`, requester.cookie),
        await send('PATCH', `/api/team/members/${requester.memberId}`, requester.cookie, {
          roles: ['OWNER'],
        }),
      ]) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json().error.code).toBe('TEAM_ROLE_NOT_ALLOWED');
      }
    });

    it("changes a member's roles and limit, applied at their next request", async () => {
      const owner = await verifiedAccount(testApp.app);
      const member = await joined(owner, ['REQUESTER'], 100);

      const changed = await send('PATCH', `/api/team/members/${member.memberId}`, owner.cookie, {
        roles: ['APPROVER', 'FINANCE'],
        orderLimitHalalas: null,
      });

      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ roles: ['APPROVER', 'FINANCE'], orderLimit: null });
      expect((await me(member.cookie)).json().memberRoles).toEqual(['APPROVER', 'FINANCE']);
    });
  });

  describe('the last owner', () => {
    it('cannot be suspended, removed or demoted', async () => {
      const owner = await verifiedAccount(testApp.app);
      const self = owner.user.id;
      for (const answer of [
        await send('POST', `/api/team/members/${self}/suspend`, owner.cookie),
        await send('DELETE', `/api/team/members/${self}`, owner.cookie),
        await send('PATCH', `/api/team/members/${self}`, owner.cookie, { roles: ['APPROVER'] }),
      ]) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json().error.code).toBe('LAST_OWNER');
      }
    });

    it('stays when two owners remove each other at the same moment', async () => {
      const owner = await verifiedAccount(testApp.app);
      const second = await memberOf(testApp.app, testApp.database, owner, ['OWNER']);

      const answers = await Promise.all([
        send('DELETE', `/api/team/members/${second.memberId}`, owner.cookie),
        send('DELETE', `/api/team/members/${owner.user.id}`, second.cookie),
      ]);

      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
      const { rows } = await query(
        `SELECT count(*)::int AS owners FROM members WHERE business_id = $1 AND status = 'ACTIVE' AND 'OWNER' = ANY(roles)`,
        [owner.user.id],
      );
      expect(rows[0].owners).toBe(1);
    });
  });

  describe('suspended and removed members', () => {
    it("ends a suspended member's sessions at once; after reinstatement only a new login works", async () => {
      const owner = await verifiedAccount(testApp.app);
      const member = await joined(owner, ['REQUESTER']);

      const suspended = await send('POST', `/api/team/members/${member.memberId}/suspend`, owner.cookie);
      expect(suspended.json().status).toBe('SUSPENDED');
      expect((await me(member.cookie)).statusCode).toBe(401);
      expect((await login(member.email)).json().error.code).toBe('MEMBER_SUSPENDED');
      const { rows } = await query('SELECT count(*)::int AS sessions FROM sessions WHERE member_id = $1', [
        member.memberId,
      ]);
      expect(rows[0].sessions).toBe(0);

      const reinstated = await send('POST', `/api/team/members/${member.memberId}/reinstate`, owner.cookie);
      expect(reinstated.json().status).toBe('ACTIVE');
      expect((await me(member.cookie)).statusCode).toBe(401);
      const again = await login(member.email);
      expect(again.statusCode).toBe(200);
      expect((await me(sessionCookieOf(again))).statusCode).toBe(200);
    });

    it('refuses an old session even when its row survived the suspension', async () => {
      const owner = await verifiedAccount(testApp.app);
      const member = await joined(owner, ['VIEWER']);
      // A session row written back (a node that had not yet seen the event): still never acts.
      const { rows } = await query(
        `SELECT token_hash, user_id, member_id, created_at, expires_at FROM sessions WHERE member_id = $1`,
        [member.memberId],
      );
      await send('POST', `/api/team/members/${member.memberId}/suspend`, owner.cookie);
      await send('POST', `/api/team/members/${member.memberId}/reinstate`, owner.cookie);
      const row = rows[0];
      await query(
        `INSERT INTO sessions (token_hash, user_id, member_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
        [row.token_hash, row.user_id, row.member_id, row.created_at, row.expires_at],
      );

      expect((await me(member.cookie)).statusCode).toBe(401);
    });

    it('removes a member: sessions end, login answers USER_NOT_FOUND, the email may be invited again', async () => {
      const owner = await verifiedAccount(testApp.app);
      const member = await joined(owner, ['FINANCE']);

      expect((await send('DELETE', `/api/team/members/${member.memberId}`, owner.cookie)).statusCode).toBe(
        204,
      );

      expect((await me(member.cookie)).statusCode).toBe(401);
      expect((await login(member.email)).json().error.code).toBe('USER_NOT_FOUND');
      const team = (await send('GET', '/api/team', owner.cookie)).json();
      expect(team.members.map((m: { memberId: string }) => m.memberId)).not.toContain(member.memberId);
      const other = await verifiedAccount(testApp.app);
      expect((await invite(other.cookie, { email: member.email, roles: ['VIEWER'] })).statusCode).toBe(201);
      const back = await accept(await mailedToken(testApp.app, member.email));
      expect(back.statusCode).toBe(201);
      expect(back.json().id).toBe(other.user.id);
      expect((await login(member.email)).json().id).toBe(other.user.id);
    });
  });
});
