import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromOurSite, supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { memberOf } from '../../test/members.js';

describe('a member of a business (issue 26)', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  const me = (cookie: string) => testApp.app.inject({ url: '/api/users/me', headers: { cookie } });

  it('signs in with their own email and acts for the business with their roles', async () => {
    const business = await verifiedAccount(testApp.app);
    const member = await memberOf(testApp.app, testApp.database, business, ['REQUESTER']);

    const answer = (await me(member.cookie)).json<Record<string, unknown>>();

    expect(answer).toMatchObject({
      id: business.user.id,
      memberId: member.memberId,
      memberRoles: ['REQUESTER'],
      email: member.email,
      businessName: business.body.businessName,
      role: 'BUYER',
    });
  });

  it('cannot switch to a side none of their roles works on, nor create the supplier side', async () => {
    const business = await verifiedAccount(testApp.app);
    const requester = await memberOf(testApp.app, testApp.database, business, ['REQUESTER']);
    const handler = await memberOf(testApp.app, testApp.database, business, ['ORDER_HANDLER']);
    const switchRole = (cookie: string) =>
      testApp.app.inject({
        method: 'PATCH',
        url: '/api/auth/switch-role',
        headers: { ...fromOurSite, cookie },
      });

    expect((await switchRole(requester.cookie)).json().error.code).toBe('TEAM_ROLE_NOT_ALLOWED');
    // The business has no supplier side yet: only an owner creates it.
    expect((await switchRole(handler.cookie)).json().error.code).toBe('ROLE_NOT_ALLOWED');
  });

  it('switches to the supplier side an owner created', async () => {
    const business = await supplierAccount(testApp.app);
    const handler = await memberOf(testApp.app, testApp.database, business, ['ORDER_HANDLER']);

    const switched = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/auth/switch-role',
      headers: { ...fromOurSite, cookie: handler.cookie },
    });

    expect(switched.json()).toEqual({ newRole: 'SUPPLIER' });
    // The owner's own side did not move.
    expect((await me(business.cookie)).json().role).toBe('SUPPLIER');
  });

  it('acts no more once suspended, whatever session they hold', async () => {
    const business = await verifiedAccount(testApp.app);
    const member = await memberOf(testApp.app, testApp.database, business, ['VIEWER']);
    await testApp.database.pool.query(`UPDATE members SET status = 'SUSPENDED' WHERE id = $1`, [
      member.memberId,
    ]);

    expect((await me(member.cookie)).statusCode).toBe(401);
  });
});
