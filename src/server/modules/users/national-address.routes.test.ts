import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromOurSite, verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { addToCart, callAs, checkout, productOf, supplierWithFee } from '../../test/checkout.js';

/** Issue 24: the national address ZATCA's standard invoices carry, in the business's settings. */
describe('national address', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const settingsOf = async (cookie: string) =>
    (await app().inject({ url: '/api/users/me/settings', headers: { cookie } })).json();
  const patch = (cookie: string, payload: object) =>
    app().inject({
      method: 'PATCH',
      url: '/api/users/me/settings',
      headers: { ...fromOurSite, cookie },
      payload,
    });

  const riyadh = {
    street: 'طريق الملك فهد',
    buildingNumber: '3254',
    district: 'العليا',
    city: 'الرياض',
    postalZone: '12214',
    additionalNumber: '7421',
  };

  it('is null until entered, then answered with Arabic-Indic digits read as ASCII, for the caller only', async () => {
    const a = await verifiedAccount(app());
    const b = await verifiedAccount(app());
    expect((await settingsOf(a.cookie)).profile.nationalAddress).toBeNull();

    const response = await patch(a.cookie, {
      nationalAddress: { ...riyadh, buildingNumber: '٣٢٥٤', postalZone: '١٢٢١٤ ', additionalNumber: '٧٤٢١' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().profile.nationalAddress).toEqual(riyadh);
    expect((await settingsOf(a.cookie)).profile.nationalAddress).toEqual(riyadh);
    expect((await settingsOf(b.cookie)).profile.nationalAddress).toBeNull();
  });

  it('takes the additional number as optional, and null removes the address', async () => {
    const { cookie } = await verifiedAccount(app());
    const { additionalNumber: _, ...withoutAdditional } = riyadh;
    const saved = await patch(cookie, { nationalAddress: withoutAdditional });
    expect(saved.json().profile.nationalAddress).toEqual({ ...riyadh, additionalNumber: null });
    const blank = await patch(cookie, { nationalAddress: { ...riyadh, additionalNumber: '' } });
    expect(blank.json().profile.nationalAddress.additionalNumber).toBeNull();

    const removed = await patch(cookie, { nationalAddress: null });
    expect(removed.json().profile.nationalAddress).toBeNull();
  });

  it('refuses a building number, postal code or additional number of the wrong length, and empty fields, by field', async () => {
    const { cookie } = await verifiedAccount(app());
    const cases: Array<[object, string, string]> = [
      [{ buildingNumber: '325' }, 'nationalAddress.buildingNumber', 'BUILDING_NUMBER_INVALID'],
      [{ buildingNumber: '32a4' }, 'nationalAddress.buildingNumber', 'BUILDING_NUMBER_INVALID'],
      [{ postalZone: '1221' }, 'nationalAddress.postalZone', 'POSTAL_CODE_INVALID'],
      [{ additionalNumber: '74210' }, 'nationalAddress.additionalNumber', 'ADDITIONAL_NUMBER_INVALID'],
      [{ street: '  ' }, 'nationalAddress.street', 'FIELD_REQUIRED'],
      [{ district: '' }, 'nationalAddress.district', 'FIELD_REQUIRED'],
    ];
    for (const [change, field, code] of cases) {
      const response = await patch(cookie, { nationalAddress: { ...riyadh, ...change } });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const { error } = response.json();
      expect(error.code, JSON.stringify(change)).toBe(code);
      expect(error.details.issues.map((issue: { path: string }) => issue.path)).toEqual([`body.${field}`]);
    }
    expect((await settingsOf(cookie)).profile.nationalAddress).toBeNull();
  });

  it('is copied into the invoices issued after it, which keep it when the address changes', async () => {
    const supplier = await supplierWithFee(app(), testApp.database.pool, 0);
    const buyer = await verifiedAccount(app());
    const jeddah = { ...riyadh, street: 'شارع الأمير سلطان', city: 'جدة', postalZone: '23435' };
    expect((await patch(supplier.cookie, { nationalAddress: jeddah })).statusCode).toBe(200);
    expect((await patch(buyer.cookie, { nationalAddress: riyadh })).statusCode).toBe(200);
    const product = await productOf(app(), supplier.user.id, { price: 1_000, stock: 100 });
    await addToCart(app(), buyer.cookie, product, 10);
    expect((await checkout(app(), buyer.cookie)).statusCode).toBe(201);

    await patch(buyer.cookie, { nationalAddress: { ...riyadh, district: 'الملز' } });
    const [invoice] = (await callAs(app(), 'GET', '/api/buyers/me/invoices', buyer.cookie)).json();
    expect(invoice.seller.nationalAddress).toEqual(jeddah);
    expect(invoice.buyer.nationalAddress).toEqual(riyadh);
  });
});
