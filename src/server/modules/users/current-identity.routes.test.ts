import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { fromOurSite, nextAddress, supplierAccount, verifiedAccount } from '../../test/accounts.js';

/*
 * Spec §7: "GET /api/users/me — answer: role, isEmailVerified, email, name, businessName, pfpUrl" and
 * "GET /api/suppliers/me (suppliers) — answer: supplierStatus". Issue 20: the first also answers `userId`;
 * the second also `supplierId`, `businessName`, `storeStatus` (spec §4 Store: open, or closed temporarily;
 * hidden from buyers while INACTIVE) and `plan` (spec §3 Plan: basic or premium).
 */
describe('identity of the signed-in user and supplier', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const get = (url: string, cookie: string) =>
    testApp.app.inject({ url, headers: { cookie }, remoteAddress: nextAddress() });
  const send = (method: 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...fromOurSite, cookie },
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });

  describe('GET /api/users/me', () => {
    it('answers the fields of spec §7 and userId, the same as id', async () => {
      const { cookie, body, user } = await verifiedAccount(testApp.app);

      const response = await get('/api/users/me', cookie);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: user.id,
        userId: user.id,
        memberId: user.id,
        memberRoles: ['OWNER'],
        role: 'BUYER',
        isEmailVerified: true,
        email: body.email,
        name: body.name,
        businessName: body.businessName,
        pfpUrl: null,
      });
    });
  });

  describe('GET /api/suppliers/me', () => {
    it('answers a new supplier: ACTIVE, its store OPEN, on the Basic plan', async () => {
      const { cookie, body, user } = await supplierAccount(testApp.app);

      const response = await get('/api/suppliers/me', cookie);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        supplierId: user.id,
        businessName: body.businessName,
        supplierStatus: 'ACTIVE',
        storeStatus: 'OPEN',
        plan: 'BASIC',
      });
    });

    it('answers storeStatus CLOSED while the supplier has closed its store (spec §4)', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const closed = await send('PUT', '/api/suppliers/me/store', cookie, {
        storeBioAr: '',
        storeBioEn: '',
        isStoreClosed: true,
        closingMessageAr: '',
        closingMessageEn: 'Back on Sunday',
        deliveryFee: 0,
      });
      expect(closed.statusCode).toBe(200);

      const response = await get('/api/suppliers/me', cookie);

      expect(response.json()).toMatchObject({ supplierStatus: 'ACTIVE', storeStatus: 'CLOSED' });
    });

    it('answers storeStatus HIDDEN while the supplier is INACTIVE (spec §4: hidden until payment)', async () => {
      const { cookie, user } = await supplierAccount(testApp.app);
      await testApp.app.services.users.setPlanState(testApp.database.db, user.id, { status: 'INACTIVE' });

      const response = await get('/api/suppliers/me', cookie);

      expect(response.json()).toMatchObject({ supplierStatus: 'INACTIVE', storeStatus: 'HIDDEN' });
    });

    it('answers plan PREMIUM during the Premium trial (spec §4: basic to premium by a 30-day trial)', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const trial = await send('POST', '/api/suppliers/me/plan/trial', cookie);
      expect(trial.statusCode).toBe(200);

      const response = await get('/api/suppliers/me', cookie);

      expect(response.json()).toMatchObject({ plan: 'PREMIUM', supplierStatus: 'ACTIVE' });
    });

    it('refuses a buyer with 403 ROLE_NOT_ALLOWED', async () => {
      const { cookie } = await verifiedAccount(testApp.app);

      const response = await get('/api/suppliers/me', cookie);

      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('ROLE_NOT_ALLOWED');
    });
  });

  it('documents the identity fields in the OpenAPI document', async () => {
    const { paths } = (await testApp.app.inject({ url: '/api/docs/json' })).json();
    const answerOf = (path: string) => paths[path].get.responses['200'].content['application/json'].schema;

    expect(answerOf('/api/users/me').required).toEqual(expect.arrayContaining(['id', 'userId', 'role']));
    const supplier = answerOf('/api/suppliers/me');
    expect(supplier.required).toEqual(
      expect.arrayContaining(['supplierId', 'businessName', 'supplierStatus', 'storeStatus', 'plan']),
    );
    expect(supplier.properties.storeStatus.enum).toEqual(['OPEN', 'CLOSED', 'HIDDEN']);
    expect(supplier.properties.plan.enum).toEqual(['BASIC', 'PREMIUM']);
  });
});
