import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/auth/request-auth.js';
import { createTestApp } from '../../test/app.js';
import { verifiedAccount } from '../../test/accounts.js';

const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };

describe('findSessionUser', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp({}, { clock });
  });
  afterAll(() => testApp.close());

  it('finds a live session and none after its 30 days', async () => {
    const { cookie, user } = await verifiedAccount(testApp.app);
    const tokenHash = hashToken(cookie.split('=')[1]!);
    expect(await testApp.app.services.auth.findSessionUser(tokenHash)).toEqual({
      id: user.id,
      memberId: user.id,
      memberRoles: ['OWNER'],
      role: 'BUYER',
      isEmailVerified: true,
    });
    clock.offsetMs = 30 * 24 * 60 * 60 * 1000 + 1000;
    try {
      expect(await testApp.app.services.auth.findSessionUser(tokenHash)).toBeNull();
    } finally {
      clock.offsetMs = 0;
    }
  });
});
