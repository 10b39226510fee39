import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryWithSubcategories } from '../../../contract/categories/categories.schemas.js';
import type { Storefront } from '../../../contract/catalog/catalog.schemas.js';
import { createTestApp } from '../../test/app.js';
import { fromOurSite, nextAddress, supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { multipartFile, pngImage } from '../../test/uploads.js';

type Kind = 'products' | 'services';
type Supplier = Awaited<ReturnType<typeof supplierAccount>>;

describe('GET /api/suppliers/:userId', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let productSub: string;
  let serviceSub: string;
  let image: Buffer;

  beforeAll(async () => {
    testApp = await createTestApp();
    const tree = (await testApp.app.inject({ url: '/api/categories?lang=en' })).json<
      CategoryWithSubcategories[]
    >();
    productSub = tree.find((c) => c.usedFor === 'PRODUCT' && c.subcategories.length > 0)!.subcategories[0]!
      .id;
    serviceSub = tree.find((c) => c.usedFor === 'SERVICE' && c.subcategories.length > 0)!.subcategories[0]!
      .id;
    image = await pngImage(64, 48);
  });
  afterAll(() => testApp.close());

  /** A request as the holder of `cookie` (none: a guest), from a fresh address and from our own site. */
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...fromOurSite, ...(cookie ? { cookie } : {}) },
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });

  const storefrontOf = (userId: string) => call('GET', `/api/suppliers/${userId}`);

  const fields = (kind: Kind, name: string) =>
    kind === 'products'
      ? {
          nameEn: name,
          categoryId: productSub,
          price: 45_000,
          caseQuantity: 1,
          minOrderQuantity: 1,
          maxOrderQuantity: null,
          stock: 100,
          isGroupPurchaseEnabled: false,
          groupMinQuantity: null,
          groupDeadlineDays: null,
          groupPrice: null,
        }
      : {
          nameEn: name,
          categoryId: serviceSub,
          price: 150_000,
          isPriceNegotiable: false,
          availability: 'WEEKDAYS',
        };

  /** A listing with one image, published unless asked otherwise; answers its id. */
  async function listing(supplier: Supplier, kind: Kind, name: string, { publish = true } = {}) {
    const created = await call('POST', `/api/suppliers/me/${kind}`, supplier.cookie, fields(kind, name));
    if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
    const { id } = created.json<{ id: string }>();
    const body = multipartFile(image, 'photo.png', 'image/png');
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: `/api/suppliers/me/${kind}/${id}/images`,
      headers: { ...fromOurSite, cookie: supplier.cookie, ...body.headers },
      payload: body.payload,
      remoteAddress: nextAddress(),
    });
    if (uploaded.statusCode !== 201) throw new Error(`upload failed: ${uploaded.body}`);
    if (publish) {
      const published = await call('POST', `/api/suppliers/me/${kind}/${id}/publish`, supplier.cookie);
      if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
    }
    return id;
  }

  const updateStore = async (supplier: Supplier, store: Record<string, unknown>) => {
    const response = await call('PUT', '/api/suppliers/me/store', supplier.cookie, {
      storeBioAr: '',
      storeBioEn: '',
      isStoreClosed: false,
      closingMessageAr: '',
      closingMessageEn: '',
      deliveryFeeHalalas: 2_500,
      ...store,
    });
    expect(response.statusCode).toBe(200);
  };

  const expectNotFound = (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  };

  describe('an active supplier', () => {
    let supplier: Supplier;
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      supplier = await supplierAccount(testApp.app);
      await updateStore(supplier, { storeBioEn: 'Tools since 1998.\nRiyadh and Jeddah.' });
      ids.olderProduct = await listing(supplier, 'products', 'Drill');
      ids.newerProduct = await listing(supplier, 'products', 'Saw');
      ids.draftProduct = await listing(supplier, 'products', 'Draft grinder', { publish: false });
      ids.service = await listing(supplier, 'services', 'Tool repair');
      ids.draftService = await listing(supplier, 'services', 'Draft rental', { publish: false });
    });

    it('shows its profile and only its published products and services, newest first', async () => {
      const response = await storefrontOf(supplier.user.id);
      expect(response.statusCode).toBe(200);
      const storefront = response.json<Storefront>();
      expect(storefront).toMatchObject({
        userId: supplier.user.id,
        businessName: supplier.body.businessName,
        city: supplier.body.city,
        pfpUrl: null,
        bannerUrl: null,
        storeBioAr: '',
        storeBioEn: 'Tools since 1998.\nRiyadh and Jeddah.',
        isStoreClosed: false,
        closingMessageAr: '',
        closingMessageEn: '',
        avgRating: 0,
        ratingsCount: 0,
      });
      expect(storefront.products.map((item) => item._id)).toEqual([ids.newerProduct, ids.olderProduct]);
      expect(storefront.services.map((item) => item._id)).toEqual([ids.service]);
      expect(storefront.products[0]).toMatchObject({
        nameAr: null,
        nameEn: 'Saw',
        supplier: { userId: supplier.user.id, businessName: supplier.body.businessName },
        price: 45_000,
      });
      expect(storefront.products[0]!.imagesFilesUrls).toHaveLength(1);
    });

    it('is public: guests and other businesses see the same storefront', async () => {
      const buyer = await verifiedAccount(testApp.app);
      const asGuest = await storefrontOf(supplier.user.id);
      const asBuyer = await call('GET', `/api/suppliers/${supplier.user.id}`, buyer.cookie);
      expect(asBuyer.statusCode).toBe(200);
      expect(asBuyer.json()).toEqual(asGuest.json());
    });

    it('answers exactly the public fields: no email, registration number, delivery fee or status', async () => {
      const storefront = (await storefrontOf(supplier.user.id)).json<Record<string, unknown>>();
      expect(Object.keys(storefront).sort()).toEqual(
        [
          'avgRating',
          'bannerUrl',
          'businessName',
          'city',
          'closingMessageAr',
          'closingMessageEn',
          'isStoreClosed',
          'pfpUrl',
          'products',
          'ratingsCount',
          'services',
          'storeBioAr',
          'storeBioEn',
          'userId',
        ].sort(),
      );
      const text = JSON.stringify(storefront);
      expect(text).not.toContain(supplier.body.email);
      expect(text).not.toContain(supplier.body.registrationNumber);
      expect(text).not.toContain(supplier.body.nationalId);
    });
  });

  describe('a temporarily closed store', () => {
    it('shows the closing message and no products or services', async () => {
      const supplier = await supplierAccount(testApp.app);
      await listing(supplier, 'products', 'Hammer');
      await listing(supplier, 'services', 'Delivery');
      await updateStore(supplier, { isStoreClosed: true, closingMessageAr: 'مغلق للجرد حتى الأحد' });

      const response = await storefrontOf(supplier.user.id);
      expect(response.statusCode).toBe(200);
      expect(response.json<Storefront>()).toMatchObject({
        isStoreClosed: true,
        closingMessageAr: 'مغلق للجرد حتى الأحد',
        closingMessageEn: '',
        products: [],
        services: [],
      });
    });

    it('shows its items again when it reopens, without the old closing message', async () => {
      const supplier = await supplierAccount(testApp.app);
      const id = await listing(supplier, 'products', 'Ladder');
      await updateStore(supplier, { isStoreClosed: true, closingMessageEn: 'Back soon' });
      await updateStore(supplier, { isStoreClosed: false, closingMessageEn: 'Back soon' });

      const storefront = (await storefrontOf(supplier.user.id)).json<Storefront>();
      expect(storefront).toMatchObject({ isStoreClosed: false, closingMessageAr: '', closingMessageEn: '' });
      expect(storefront.products.map((item) => item._id)).toEqual([id]);
    });
  });

  describe('hidden storefronts answer 404 NOT_FOUND alike', () => {
    it('an INACTIVE supplier (spec §4: hidden from buyers until payment)', async () => {
      const supplier = await supplierAccount(testApp.app);
      await listing(supplier, 'products', 'Cement');
      await testApp.database.pool.query(`UPDATE suppliers SET status = 'INACTIVE' WHERE user_id = $1`, [
        supplier.user.id,
      ]);
      const hidden = await storefrontOf(supplier.user.id);
      expectNotFound(hidden);
      expect(hidden.body).not.toContain(supplier.body.businessName);

      const unknown = await storefrontOf('00000000-0000-4000-8000-000000000000');
      expect(unknown.json().error).toEqual(hidden.json().error);
    });

    it('an unknown id', async () => {
      expectNotFound(await storefrontOf('00000000-0000-4000-8000-000000000000'));
    });

    it('an id that is not a UUID', async () => {
      expectNotFound(await storefrontOf('not-a-uuid'));
    });

    it('a buyer-only account (no supplier side)', async () => {
      const buyer = await verifiedAccount(testApp.app);
      expectNotFound(await storefrontOf(buyer.user.id));
    });
  });
});
