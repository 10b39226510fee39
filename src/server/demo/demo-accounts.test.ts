import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';
import { fromOurSite, nextAddress } from '../test/accounts.js';
import { demoAccounts, demoPassword, seedDemoAccounts } from './demo-accounts.js';

describe('seedDemoAccounts', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('creates the README accounts once; they log in verified in their roles', async () => {
    expect(await seedDemoAccounts(testApp.app.services)).toBe(true);
    expect(await seedDemoAccounts(testApp.app.services)).toBe(false);
    for (const [key, account] of Object.entries(demoAccounts)) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: fromOurSite,
        payload: { identifier: account.registrationNumber, password: demoPassword },
        remoteAddress: nextAddress(),
      });
      expect(response.json()).toMatchObject({
        isEmailVerified: true,
        role: key === 'buyer' ? 'BUYER' : 'SUPPLIER',
        businessName: account.businessName,
      });
    }
  });
});
