import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { firstCategoryId, fromOurSite, supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { multipartFile as multipart } from '../../test/uploads.js';

describe('settings API', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let categoryIds: string[];
  beforeAll(async () => {
    testApp = await createTestApp();
    const main = (await testApp.app.inject({ url: '/api/categories/main' })).json<{ id: string }[]>();
    categoryIds = main.map((c) => c.id);
  });
  afterAll(() => testApp.close());

  const settingsOf = async (cookie: string) =>
    (await testApp.app.inject({ url: '/api/users/me/settings', headers: { cookie } })).json();
  const send = (method: 'PATCH' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: { ...fromOurSite, cookie }, payload });

  it('answers the profile, the default notification settings and no store for a buyer', async () => {
    const { cookie, body } = await verifiedAccount(testApp.app);
    const settings = await settingsOf(cookie);
    expect(settings.profile).toMatchObject({
      email: body.email,
      businessName: body.businessName,
      registrationNumber: body.registrationNumber,
      city: body.city,
      pfpUrl: null,
      businessCategoryIds: [await firstCategoryId(testApp.app)],
    });
    expect(Object.values(settings.notifications).every((value) => value === true)).toBe(true);
    expect(settings.store).toBeNull();
  });

  it('changes categories and toggles of the caller only', async () => {
    const a = await verifiedAccount(testApp.app);
    const b = await verifiedAccount(testApp.app);
    const before = await settingsOf(b.cookie);
    const response = await send('PATCH', '/api/users/me/settings', a.cookie, {
      businessCategoryIds: [categoryIds[2], categoryIds[9]],
      notifications: { newOffers: false, allowNotifications: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.businessCategoryIds.sort()).toEqual(
      [categoryIds[2], categoryIds[9]].sort(),
    );
    expect(response.json().notifications).toMatchObject({
      newOffers: false,
      allowNotifications: false,
      newOrders: true,
    });
    expect(await settingsOf(b.cookie)).toEqual(before);
  });

  it('keeps at least one business category', async () => {
    const { cookie } = await verifiedAccount(testApp.app);
    const response = await send('PATCH', '/api/users/me/settings', cookie, { businessCategoryIds: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('CATEGORIES_REQUIRED');
    expect((await settingsOf(cookie)).profile.businessCategoryIds).toHaveLength(1);
  });

  it('lets a supplier close the store with a message and set the delivery fee in halalas', async () => {
    const { cookie } = await supplierAccount(testApp.app);
    const store = {
      storeBioAr: 'مورد معدات سلامة في الرياض',
      storeBioEn: '',
      isStoreClosed: true,
      closingMessageAr: 'إجازة حتى الأحد',
      closingMessageEn: '',
      deliveryFeeHalalas: 2550,
      vatNumber: null,
    };
    const response = await send('PUT', '/api/suppliers/me/store', cookie, store);
    expect(response.statusCode).toBe(200);
    expect(response.json().store).toEqual({ ...store, deliveryFee: 25.5, bannerUrl: null });
    const fraction = await send('PUT', '/api/suppliers/me/store', cookie, {
      ...store,
      deliveryFeeHalalas: 25.5,
    });
    expect(fraction.json().error.details.issues[0]).toMatchObject({ path: 'body.deliveryFee' });
  });

  it('takes the delivery fee in riyals or as halalas and answers both forms, equal (decision 019)', async () => {
    const { cookie, user } = await supplierAccount(testApp.app);
    const store = {
      storeBioAr: '',
      storeBioEn: '',
      isStoreClosed: false,
      closingMessageAr: '',
      closingMessageEn: '',
    };
    const storedFee = async () =>
      (await testApp.database.pool.query('SELECT delivery_fee FROM suppliers WHERE user_id = $1', [user.id]))
        .rows[0].delivery_fee;

    const inRiyals = await send('PUT', '/api/suppliers/me/store', cookie, { ...store, deliveryFee: 12.5 });
    expect(inRiyals.statusCode, inRiyals.body).toBe(200);
    expect(inRiyals.json().store).toMatchObject({ deliveryFee: 12.5, deliveryFeeHalalas: 1250 });
    expect(await storedFee()).toBe(1250);
    const read = (await settingsOf(cookie)).store;
    expect(read.deliveryFee).toBe(read.deliveryFeeHalalas / 100);
    // A client that sends back what it read keeps the fee.
    const sentBack = await send('PUT', '/api/suppliers/me/store', cookie, read);
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    expect(await storedFee()).toBe(1250);

    for (const refused of [{ deliveryFee: 12.505 }, { deliveryFee: 12.5, deliveryFeeHalalas: 1200 }]) {
      const response = await send('PUT', '/api/suppliers/me/store', cookie, { ...store, ...refused });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'AMOUNT_INVALID',
        details: { issues: [{ path: 'body.deliveryFee' }] },
      });
    }
    expect(await storedFee()).toBe(1250);
  });

  it('stores a VAT number of 15 digits starting and ending with 3, from Arabic-Indic digits too', async () => {
    const { cookie } = await supplierAccount(testApp.app);
    const store = {
      storeBioAr: '',
      storeBioEn: '',
      isStoreClosed: false,
      closingMessageAr: '',
      closingMessageEn: '',
      deliveryFeeHalalas: 0,
    };

    const arabic = await send('PUT', '/api/suppliers/me/store', cookie, {
      ...store,
      vatNumber: '٣١٠١٢٣٤٥٦٧ ٠٠٠٠٣',
    });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.json().store.vatNumber).toBe('310123456700003');

    for (const vatNumber of ['1234567890', '310123456700004', '410123456700003', '3101234567000033']) {
      const refused = await send('PUT', '/api/suppliers/me/store', cookie, { ...store, vatNumber });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('VAT_NUMBER_INVALID');
    }
    expect((await settingsOf(cookie)).store.vatNumber).toBe('310123456700003');
    const omitted = await send('PUT', '/api/suppliers/me/store', cookie, store);
    expect(omitted.json().store.vatNumber).toBe('310123456700003');

    const cleared = await send('PUT', '/api/suppliers/me/store', cookie, { ...store, vatNumber: '' });
    expect(cleared.json().store.vatNumber).toBeNull();
  });

  it('refuses store settings to a buyer', async () => {
    const { cookie } = await verifiedAccount(testApp.app);
    const response = await send('PUT', '/api/suppliers/me/store', cookie, {
      storeBioAr: '',
      storeBioEn: '',
      isStoreClosed: false,
      closingMessageAr: '',
      closingMessageEn: '',
      deliveryFeeHalalas: 0,
      vatNumber: null,
    });
    expect(response.json().error.code).toBe('ROLE_NOT_ALLOWED');
  });

  describe('pictures', () => {
    it('re-encodes an uploaded profile picture to WebP, serves it, and deletes it back to the default', async () => {
      const { cookie, user } = await verifiedAccount(testApp.app);
      const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#0a7' } })
        .png()
        .toBuffer();
      const upload = multipart(png, 'logo.png', 'image/png');
      const response = await testApp.app.inject({
        method: 'PUT',
        url: '/api/users/me/profile-picture',
        headers: { ...fromOurSite, cookie, ...upload.headers },
        payload: upload.payload,
      });
      expect(response.statusCode).toBe(200);
      const { url } = response.json();
      expect(url).toMatch(/^\/api\/files\/avatars\/[0-9a-f-]+\.webp$/);
      const file = await testApp.app.inject({ url });
      expect(file.headers['content-type']).toBe('image/webp');
      expect((await sharp(file.rawPayload).metadata()).width).toBe(512);

      const other = await verifiedAccount(testApp.app);
      const seen = await testApp.app.inject({
        url: `/api/users/${user.id}/profile-picture`,
        headers: { cookie: other.cookie },
      });
      expect(seen.json()).toEqual({ pfpUrl: url });

      const removed = await send('DELETE', '/api/users/me/profile-picture', cookie);
      expect(removed.json()).toEqual({ url: null });
      expect((await testApp.app.inject({ url })).statusCode).toBe(404);
    });

    it('refuses a file that claims to be a PNG but is not', async () => {
      const { cookie } = await verifiedAccount(testApp.app);
      const upload = multipart(Buffer.from('<svg onload="alert(1)"></svg>'), 'logo.png', 'image/png');
      const response = await testApp.app.inject({
        method: 'PUT',
        url: '/api/users/me/profile-picture',
        headers: { ...fromOurSite, cookie, ...upload.headers },
        payload: upload.payload,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error.code).toBe('FILE_TYPE_NOT_ALLOWED');
      expect((await settingsOf(cookie)).profile.pfpUrl).toBeNull();
    });

    it('refuses a file over 5 MB', async () => {
      const { cookie } = await verifiedAccount(testApp.app);
      const upload = multipart(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png', 'image/png');
      const response = await testApp.app.inject({
        method: 'PUT',
        url: '/api/users/me/profile-picture',
        headers: { ...fromOurSite, cookie, ...upload.headers },
        payload: upload.payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().error.code).toBe('FILE_TOO_LARGE');
    });

    it('changes only the caller’s banner, and only for a supplier', async () => {
      const supplier = await supplierAccount(testApp.app);
      const otherSupplier = await supplierAccount(testApp.app);
      const jpeg = await sharp({ create: { width: 2400, height: 800, channels: 3, background: '#333' } })
        .jpeg()
        .toBuffer();
      const upload = multipart(jpeg, 'banner.jpg', 'image/jpeg');
      const response = await testApp.app.inject({
        method: 'PUT',
        url: '/api/suppliers/me/banner',
        headers: { ...fromOurSite, cookie: supplier.cookie, ...upload.headers },
        payload: upload.payload,
      });
      expect(response.json().url).toMatch(/^\/api\/files\/banners\//);
      expect((await settingsOf(otherSupplier.cookie)).store.bannerUrl).toBeNull();

      const buyer = await verifiedAccount(testApp.app);
      const refused = await testApp.app.inject({
        method: 'PUT',
        url: '/api/suppliers/me/banner',
        headers: { ...fromOurSite, cookie: buyer.cookie, ...upload.headers },
        payload: upload.payload,
      });
      expect(refused.json().error.code).toBe('ROLE_NOT_ALLOWED');
    });
  });
});
