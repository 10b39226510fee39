import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromOurSite, verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { memberOf } from '../../test/members.js';

/** Issue 26: every member sets its own notifications; the business's categories and address are its owners'. */
describe('the settings of a business’s member', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const patch = (cookie: string, payload: object) =>
    testApp.app.inject({
      method: 'PATCH',
      url: '/api/users/me/settings',
      headers: { ...fromOurSite, cookie },
      payload,
    });
  const categoriesOf = async (cookie: string) =>
    (await testApp.app.inject({ url: '/api/users/me/settings', headers: { cookie } })).json<{
      profile: { businessCategoryIds: string[] };
    }>().profile.businessCategoryIds;

  it('lets a member change notifications, and only an owner change the business’s categories', async () => {
    const business = await verifiedAccount(testApp.app);
    const member = await memberOf(testApp.app, testApp.database, business, ['APPROVER']);
    const categories = await categoriesOf(business.cookie);

    expect((await patch(member.cookie, { notifications: { allowNotifications: false } })).statusCode).toBe(
      200,
    );
    const refused = await patch(member.cookie, { businessCategoryIds: categories.slice(0, 1) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('TEAM_ROLE_NOT_ALLOWED');
    const address = await patch(member.cookie, { nationalAddress: null });
    expect(address.json().error.code).toBe('TEAM_ROLE_NOT_ALLOWED');
    expect(await categoriesOf(business.cookie)).toEqual(categories);

    expect((await patch(business.cookie, { businessCategoryIds: categories.slice(0, 1) })).statusCode).toBe(
      200,
    );
    expect(await categoriesOf(business.cookie)).toEqual(categories.slice(0, 1));
  });
});
