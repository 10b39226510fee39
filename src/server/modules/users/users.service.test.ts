import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { firstCategoryId, newBusiness, verifiedAccount } from '../../test/accounts.js';

describe('users service', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('creates the supplier side once, however often the role switches', async () => {
    const { user } = await verifiedAccount(testApp.app);
    const users = testApp.app.services.users;
    expect(await users.switchRole(user.id)).toBe('SUPPLIER');
    await users.updateStore(user.id, {
      storeBioAr: '',
      storeBioEn: 'bio',
      isStoreClosed: false,
      closingMessageAr: '',
      closingMessageEn: '',
      deliveryFee: 500,
      vatNumber: null,
    });
    expect(await users.switchRole(user.id)).toBe('BUYER');
    expect(await users.switchRole(user.id)).toBe('SUPPLIER');
    expect((await users.getSettings({ id: user.id, memberId: user.id })).store).toMatchObject({
      storeBioAr: '',
      storeBioEn: 'bio',
      deliveryFee: 500,
    });
  });

  it('lets exactly one of several simultaneous signups of one business through, the rest by name', async () => {
    const body = newBusiness({ businessCategoryIds: [await firstCategoryId(testApp.app)] });
    const account = { ...body, passwordHash: 'hash', language: 'ar' };
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        testApp.app.services.users.createAccount({ ...account, email: `${i}-${body.email}` }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const codes = results.flatMap((r) =>
      r.status === 'rejected' ? [(r.reason as { code?: string }).code] : [],
    );
    expect(codes.every((code) => code === 'NATIONAL_ID_TAKEN' || code === 'REGISTRATION_NUMBER_TAKEN')).toBe(
      true,
    );
  });

  it('removes the replaced picture from storage', async () => {
    const { user } = await verifiedAccount(testApp.app);
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const first = await testApp.app.services.users.replaceProfilePicture(user.id, image);
    const second = await testApp.app.services.users.replaceProfilePicture(user.id, image);
    expect(second).not.toBe(first);
    const storage = testApp.app.services.providers.storage;
    expect(await storage.get(first!.replace('/api/files/', ''))).toBeNull();
    expect(await storage.get(second!.replace('/api/files/', ''))).not.toBeNull();
  });
});
