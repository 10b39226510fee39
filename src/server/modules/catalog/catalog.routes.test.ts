import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryWithSubcategories } from '../../../contract/categories/categories.schemas.js';
import { createTestApp } from '../../test/app.js';
import { fromOurSite, nextAddress, supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { multipartFile, pngImage } from '../../test/uploads.js';

type Kind = 'products' | 'services';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('listings API', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  /** Subcategories of PRODUCT and SERVICE main categories, and the mains themselves. */
  let productMain: CategoryWithSubcategories;
  let otherProductMain: CategoryWithSubcategories;
  let serviceMain: CategoryWithSubcategories;
  let image: Buffer;

  beforeAll(async () => {
    testApp = await createTestApp();
    const tree = (await testApp.app.inject({ url: '/api/categories?lang=en' })).json<
      CategoryWithSubcategories[]
    >();
    const productMains = tree.filter((c) => c.usedFor === 'PRODUCT' && c.subcategories.length >= 3);
    productMain = productMains[0]!;
    otherProductMain = productMains[1]!;
    serviceMain = tree.find((c) => c.usedFor === 'SERVICE' && c.subcategories.length >= 2)!;
    image = await pngImage(2000, 1500);
  });
  afterAll(() => testApp.close());

  const productSub = () => productMain.subcategories[0]!.id;
  const serviceSub = () => serviceMain.subcategories[0]!.id;

  /** A request as the holder of `cookie` (none: a guest), from a fresh address and from our own site. */
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...fromOurSite, ...(cookie ? { cookie } : {}) },
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });

  /** A listing named in Arabic only has no English name or description from the defaults. */
  const inOneLanguage = (overrides: Record<string, unknown>) =>
    'nameAr' in overrides && !('nameEn' in overrides)
      ? { nameEn: null, descriptionEn: null, ...overrides }
      : overrides;

  const validProduct = (overrides: Record<string, unknown> = {}) => ({
    nameAr: null,
    nameEn: 'Cordless Drill 18V',
    descriptionAr: null,
    descriptionEn: 'Brushless, two batteries, carry case.',
    categoryId: productSub(),
    price: 450,
    caseQuantity: 6,
    minOrderQuantity: 12,
    maxOrderQuantity: 120,
    stock: 300,
    isGroupPurchaseEnabled: false,
    groupMinQuantity: null,
    groupDeadlineDays: null,
    groupPrice: null,
    ...inOneLanguage(overrides),
  });

  const validService = (overrides: Record<string, unknown> = {}) => ({
    nameAr: null,
    nameEn: 'Office deep cleaning',
    descriptionAr: null,
    descriptionEn: 'Night shifts available.',
    categoryId: serviceSub(),
    price: 1500,
    isPriceNegotiable: true,
    availability: 'WEEKDAYS',
    ...inOneLanguage(overrides),
  });

  async function create(cookie: string, kind: Kind, overrides: Record<string, unknown> = {}) {
    const body = kind === 'products' ? validProduct(overrides) : validService(overrides);
    const response = await call('POST', `/api/suppliers/me/${kind}`, cookie, body);
    if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
    return response.json<{ id: string; images: { id: string; url: string; thumbnailUrl: string }[] }>();
  }

  const upload = (cookie: string, kind: Kind, id: string, file: Buffer = image) => {
    const body = multipartFile(file, 'photo.png', 'image/png');
    return testApp.app.inject({
      method: 'POST',
      url: `/api/suppliers/me/${kind}/${id}/images`,
      headers: { ...fromOurSite, cookie, ...body.headers },
      payload: body.payload,
      remoteAddress: nextAddress(),
    });
  };

  async function published(cookie: string, kind: Kind, overrides: Record<string, unknown> = {}) {
    const listing = await create(cookie, kind, overrides);
    expect((await upload(cookie, kind, listing.id)).statusCode).toBe(201);
    const response = await call('POST', `/api/suppliers/me/${kind}/${listing.id}/publish`, cookie);
    if (response.statusCode !== 200) throw new Error(`publish failed: ${response.body}`);
    return response.json<{ id: string; images: { id: string; url: string; thumbnailUrl: string }[] }>();
  }

  const own = async (cookie: string, kind: Kind, id: string) =>
    (await call('GET', `/api/suppliers/me/${kind}/${id}`, cookie)).json();
  const listOf = async (cookie: string, query = '') =>
    (await call('GET', `/api/suppliers/me/listings${query}`, cookie)).json<
      {
        id: string;
        kind: string;
        nameAr: string | null;
        nameEn: string | null;
        thumbnailUrl: string | null;
        stock: number | null;
      }[]
    >();
  const searchIds = async (kind: Kind, category: string) =>
    (await call('GET', `/api/search/${kind}?category=${category}&limit=60`))
      .json<{ _id: string }[]>()
      .map((c) => c._id);
  const sql = (text: string, values: unknown[]) => testApp.database.pool.query(text, values);

  describe('product rules (spec §5)', () => {
    let supplier: Awaited<ReturnType<typeof supplierAccount>>;
    beforeAll(async () => {
      supplier = await supplierAccount(testApp.app);
    });

    it.each([
      ['an English name over 60 characters', { nameEn: 'x'.repeat(61) }, 'nameEn', 'TEXT_TOO_LONG'],
      ['an Arabic name over 60 characters', { nameAr: 'ن'.repeat(61) }, 'nameAr', 'TEXT_TOO_LONG'],
      ['a blank name in the only language', { nameEn: '   ' }, 'nameAr', 'LISTING_NAME_REQUIRED'],
      ['no name in either language', { nameEn: null, nameAr: null }, 'nameAr', 'LISTING_NAME_REQUIRED'],
      [
        'a description over 1000 characters',
        { descriptionEn: 'x'.repeat(1001) },
        'descriptionEn',
        'TEXT_TOO_LONG',
      ],
      ['a zero price', { price: 0 }, 'price', 'AMOUNT_INVALID'],
      ['a negative price', { price: -1 }, 'price', 'AMOUNT_INVALID'],
      ['a price in fractions of a halala', { price: 100.005 }, 'price', 'AMOUNT_INVALID'],
      ['a price in halalas that is not whole', { priceHalalas: 100.5 }, 'price', 'AMOUNT_INVALID'],
      ['a zero case quantity', { caseQuantity: 0 }, 'caseQuantity', 'AMOUNT_INVALID'],
      ['a negative stock', { stock: -1 }, 'stock', 'AMOUNT_INVALID'],
      [
        'a minimum that is not a multiple of the case',
        { minOrderQuantity: 8 },
        'minOrderQuantity',
        'NOT_CASE_MULTIPLE',
      ],
      [
        'a maximum that is not a multiple of the case',
        { maxOrderQuantity: 100 },
        'maxOrderQuantity',
        'NOT_CASE_MULTIPLE',
      ],
      [
        'a maximum below the minimum',
        { minOrderQuantity: 24, maxOrderQuantity: 18 },
        'maxOrderQuantity',
        'MAX_BELOW_MIN',
      ],
      [
        'group purchasing without its fields',
        { isGroupPurchaseEnabled: true, groupDeadlineDays: 7, groupPrice: 400 },
        'groupMinQuantity',
        'GROUP_FIELDS_REQUIRED',
      ],
      [
        'a group price equal to the price',
        { isGroupPurchaseEnabled: true, groupMinQuantity: 60, groupDeadlineDays: 7, groupPrice: 450 },
        'groupPrice',
        'GROUP_PRICE_NOT_BELOW_PRICE',
      ],
      [
        'a group quantity that is not a multiple of the case',
        { isGroupPurchaseEnabled: true, groupMinQuantity: 61, groupDeadlineDays: 7, groupPrice: 400 },
        'groupMinQuantity',
        'NOT_CASE_MULTIPLE',
      ],
    ])('refuses %s with its code on its field, and stores nothing', async (_case, overrides, field, code) => {
      const response = await call(
        'POST',
        '/api/suppliers/me/products',
        supplier.cookie,
        validProduct(overrides),
      );

      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe(code);
      expect(error.details.issues[0].path).toBe(`body.${field}`);
      expect(await listOf(supplier.cookie)).toEqual([]);
    });

    it('refuses the same rules on an edit and leaves the product unchanged', async () => {
      const product = await create(supplier.cookie, 'products');
      const response = await call(
        'PUT',
        `/api/suppliers/me/products/${product.id}`,
        supplier.cookie,
        validProduct({ nameEn: 'Renamed', minOrderQuantity: 7 }),
      );

      expect(response.json().error.code).toBe('NOT_CASE_MULTIPLE');
      expect((await own(supplier.cookie, 'products', product.id)).nameEn).toBe('Cordless Drill 18V');
      await call('DELETE', `/api/suppliers/me/products/${product.id}`, supplier.cookie);
    });

    it('names a listing in Arabic only, in English only, or in both; each language stays where it was written', async () => {
      const arabicOnly = await create(supplier.cookie, 'products', { nameAr: 'مثقاب لاسلكي 18 فولت' });
      const englishOnly = await create(supplier.cookie, 'products', { nameEn: 'Cordless drill', nameAr: '' });
      const both = await create(supplier.cookie, 'services', {
        nameAr: 'تنظيف المكاتب',
        nameEn: 'Office cleaning',
        descriptionAr: 'ورديات ليلية',
        descriptionEn: 'Night shifts',
      });

      expect(await own(supplier.cookie, 'products', arabicOnly.id)).toMatchObject({
        nameAr: 'مثقاب لاسلكي 18 فولت',
        nameEn: null,
        descriptionEn: null,
      });
      // An empty field is a language not written: null, not ''.
      expect(await own(supplier.cookie, 'products', englishOnly.id)).toMatchObject({
        nameAr: null,
        nameEn: 'Cordless drill',
      });
      expect(await own(supplier.cookie, 'services', both.id)).toMatchObject({
        nameAr: 'تنظيف المكاتب',
        nameEn: 'Office cleaning',
        descriptionAr: 'ورديات ليلية',
        descriptionEn: 'Night shifts',
      });
      expect((await listOf(supplier.cookie)).map((row) => [row.nameAr, row.nameEn])).toEqual(
        expect.arrayContaining([
          ['مثقاب لاسلكي 18 فولت', null],
          [null, 'Cordless drill'],
          ['تنظيف المكاتب', 'Office cleaning'],
        ]),
      );
      for (const [kind, { id }] of [
        ['products', arabicOnly],
        ['products', englishOnly],
        ['services', both],
      ] as const)
        await call('DELETE', `/api/suppliers/me/${kind}/${id}`, supplier.cookie);
    });

    it('refuses a listing with no name in either language (LISTING_NAME_REQUIRED)', async () => {
      const body = validService({ nameEn: '', nameAr: null });
      const english = await call('POST', '/api/suppliers/me/services', supplier.cookie, body);

      expect(english.statusCode).toBe(400);
      expect(english.json().error.code).toBe('LISTING_NAME_REQUIRED');
      expect(english.json().error.message).toMatch(/Arabic or in English/);
    });

    it('accepts the limits themselves: 60-character name, 1000-character description, no maximum', async () => {
      const response = await call(
        'POST',
        '/api/suppliers/me/products',
        supplier.cookie,
        validProduct({
          nameAr: 'ن'.repeat(60),
          descriptionEn: 'd'.repeat(1000),
          maxOrderQuantity: null,
          isGroupPurchaseEnabled: true,
          groupMinQuantity: 60,
          groupDeadlineDays: 10,
          groupPrice: 449.99,
        }),
      );

      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        nameAr: 'ن'.repeat(60),
        maxOrderQuantity: null,
        groupPrice: 449.99,
      });
      await call('DELETE', `/api/suppliers/me/products/${response.json().id}`, supplier.cookie);
    });

    it.each([
      ['a subcategory of a SERVICE category', () => serviceSub(), 'CATEGORY_KIND_MISMATCH'],
      ['a main category', () => productMain.id, 'CATEGORY_KIND_MISMATCH'],
      ['an unknown category', () => '00000000-0000-4000-8000-000000000000', 'CATEGORY_NOT_FOUND'],
    ])('refuses a product in %s', async (_case, categoryId, code) => {
      const response = await call(
        'POST',
        '/api/suppliers/me/products',
        supplier.cookie,
        validProduct({ categoryId: categoryId() }),
      );

      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe(code);
      expect(await listOf(supplier.cookie)).toEqual([]);
    });
  });

  describe('service rules (spec §5)', () => {
    let supplier: Awaited<ReturnType<typeof supplierAccount>>;
    beforeAll(async () => {
      supplier = await supplierAccount(testApp.app);
    });

    it.each([
      ['a name over 60 characters', { nameEn: 's'.repeat(61) }, 'TEXT_TOO_LONG'],
      ['a description over 1000 characters', { descriptionEn: 's'.repeat(1001) }, 'TEXT_TOO_LONG'],
      ['a zero price', { price: 0 }, 'AMOUNT_INVALID'],
      ['an unknown availability', { availability: 'SOMETIMES' }, 'FIELD_REQUIRED'],
      ['a PRODUCT subcategory', { categoryId: 'product-sub' }, 'CATEGORY_KIND_MISMATCH'],
    ])('refuses %s', async (_case, overrides, code) => {
      const body = validService(overrides);
      if (body.categoryId === 'product-sub') body.categoryId = productSub();
      const response = await call('POST', '/api/suppliers/me/services', supplier.cookie, body);

      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe(code);
      expect(await listOf(supplier.cookie)).toEqual([]);
    });
  });

  describe('editing', () => {
    it('creates an unpublished product without images, and reads it back', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const response = await call('POST', '/api/suppliers/me/products', cookie, validProduct());

      expect(response.statusCode).toBe(201);
      const product = response.json();
      expect(product).toEqual({
        ...validProduct(),
        priceHalalas: 45_000,
        groupPriceHalalas: null,
        id: expect.any(String),
        kind: 'PRODUCT',
        images: [],
        isPublished: false,
        takenDownAt: null,
        takedownReason: null,
        avgRating: 0,
        ratingsCount: 0,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        updatedAt: expect.any(String),
      });
      expect(await own(cookie, 'products', product.id)).toEqual(product);
    });

    it('replaces every field of a product on PUT', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const product = await create(cookie, 'products');
      const changed = validProduct({
        nameAr: 'مثقاب لاسلكي',
        categoryId: productMain.subcategories[1]!.id,
        price: 399,
        caseQuantity: 4,
        minOrderQuantity: 8,
        maxOrderQuantity: null,
        isGroupPurchaseEnabled: true,
        groupMinQuantity: 40,
        groupDeadlineDays: 14,
        groupPrice: 350,
      });

      const response = await call('PUT', `/api/suppliers/me/products/${product.id}`, cookie, changed);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ...changed, id: product.id });
      expect(await own(cookie, 'products', product.id)).toMatchObject(changed);
    });

    it('creates and edits a service', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const service = await create(cookie, 'services');
      const response = await call(
        'PUT',
        `/api/suppliers/me/services/${service.id}`,
        cookie,
        validService({ isPriceNegotiable: false, availability: 'APPOINTMENT' }),
      );

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        kind: 'SERVICE',
        isPriceNegotiable: false,
        availability: 'APPOINTMENT',
        isPublished: false,
      });
    });

    it('sets the stock of a product, refusing a negative one', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const product = await create(cookie, 'products');

      const response = await call('PATCH', `/api/suppliers/me/products/${product.id}/stock`, cookie, {
        stock: 42,
      });
      const negative = await call('PATCH', `/api/suppliers/me/products/${product.id}/stock`, cookie, {
        stock: -3,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().stock).toBe(42);
      expect(negative.json().error.code).toBe('AMOUNT_INVALID');
      expect((await own(cookie, 'products', product.id)).stock).toBe(42);
    });

    it('deletes softly: gone from the table and answers 404, the row kept', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const product = await create(cookie, 'products');

      const response = await call('DELETE', `/api/suppliers/me/products/${product.id}`, cookie);

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await call('GET', `/api/suppliers/me/products/${product.id}`, cookie)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/suppliers/me/products/${product.id}`, cookie)).statusCode).toBe(404);
      expect(await listOf(cookie)).toEqual([]);
      const { rows } = await sql('SELECT deleted_at FROM products WHERE id = $1', [product.id]);
      expect(rows[0].deleted_at).toBeInstanceOf(Date);
    });
  });

  describe('images', () => {
    it('stores an uploaded PNG as a WebP of at most 1600 px with a 400 px thumbnail', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const product = await create(cookie, 'products');

      const response = await upload(cookie, 'products', product.id);

      expect(response.statusCode).toBe(201);
      const [stored] = response.json().images;
      expect(stored.url).toMatch(/^\/api\/files\/listings\/[0-9a-f-]{36}\.webp$/);
      expect(stored.thumbnailUrl).toBe(stored.url.replace('.webp', '-thumb.webp'));
      const file = await call('GET', stored.url);
      const thumbnail = await call('GET', stored.thumbnailUrl);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 1600,
        height: 1200,
      });
      expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 400, height: 300 });
    });

    it('refuses a fourth image and keeps three', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const service = await create(cookie, 'services');
      for (let i = 0; i < 3; i++) expect((await upload(cookie, 'services', service.id)).statusCode).toBe(201);

      const fourth = await upload(cookie, 'services', service.id);

      expect(fourth.statusCode).toBe(409);
      expect(fourth.json().error.code).toBe('IMAGE_LIMIT_REACHED');
      expect((await own(cookie, 'services', service.id)).images).toHaveLength(3);
    });

    it('refuses a file that is not an image, and a request without a file', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const product = await create(cookie, 'products');

      const text = await upload(cookie, 'products', product.id, Buffer.from('not a picture at all'));
      const empty = await call('POST', `/api/suppliers/me/products/${product.id}/images`, cookie, {});

      expect(text.statusCode).toBe(415);
      expect(text.json().error.code).toBe('FILE_TYPE_NOT_ALLOWED');
      expect(empty.json().error.code).toBe('FILE_REQUIRED');
      expect((await own(cookie, 'products', product.id)).images).toEqual([]);
    });

    it('orders images as asked, and refuses an order that does not name each image once', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const product = await create(cookie, 'products');
      for (let i = 0; i < 3; i++) await upload(cookie, 'products', product.id);
      const ids: string[] = (await own(cookie, 'products', product.id)).images.map(
        (i: { id: string }) => i.id,
      );
      const orderUrl = `/api/suppliers/me/products/${product.id}/images/order`;

      const reordered = await call('PUT', orderUrl, cookie, { imageIds: [ids[2], ids[0], ids[1]] });
      const partial = await call('PUT', orderUrl, cookie, { imageIds: [ids[1], ids[0]] });
      const repeated = await call('PUT', orderUrl, cookie, { imageIds: [ids[1], ids[1], ids[0]] });

      expect(reordered.json().images.map((i: { id: string }) => i.id)).toEqual([ids[2], ids[0], ids[1]]);
      expect(partial.json().error.code).toBe('VALIDATION_FAILED');
      expect(repeated.json().error.code).toBe('VALIDATION_FAILED');
      expect((await own(cookie, 'products', product.id)).images.map((i: { id: string }) => i.id)).toEqual([
        ids[2],
        ids[0],
        ids[1],
      ]);
    });

    it('removes an image and its files, keeping the others in order', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const product = await create(cookie, 'products');
      for (let i = 0; i < 3; i++) await upload(cookie, 'products', product.id);
      const [first, second, third] = (await own(cookie, 'products', product.id)).images;

      const response = await call(
        'DELETE',
        `/api/suppliers/me/products/${product.id}/images/${second.id}`,
        cookie,
      );

      expect(response.statusCode).toBe(204);
      expect((await own(cookie, 'products', product.id)).images).toEqual([first, third]);
      expect((await call('GET', second.url)).statusCode).toBe(404);
      expect((await call('GET', second.thumbnailUrl)).statusCode).toBe(404);
      expect((await call('GET', third.url)).statusCode).toBe(200);
      const again = await call(
        'DELETE',
        `/api/suppliers/me/products/${product.id}/images/${second.id}`,
        cookie,
      );
      expect(again.statusCode).toBe(404);
    });

    it('refuses to publish a listing without an image', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const product = await create(cookie, 'products');

      const response = await call('POST', `/api/suppliers/me/products/${product.id}/publish`, cookie);

      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('IMAGE_REQUIRED');
      expect((await own(cookie, 'products', product.id)).isPublished).toBe(false);
    });

    it('keeps the last image of a published listing', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const service = await published(cookie, 'services');

      const response = await call(
        'DELETE',
        `/api/suppliers/me/services/${service.id}/images/${service.images[0]!.id}`,
        cookie,
      );

      expect(response.json().error.code).toBe('IMAGE_REQUIRED');
      expect((await own(cookie, 'services', service.id)).images).toHaveLength(1);
    });
  });

  describe('publishing', () => {
    it('publishes and unpublishes', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const product = await published(cookie, 'products');
      expect(product).toMatchObject({ isPublished: true });

      const unpublished = await call('POST', `/api/suppliers/me/products/${product.id}/unpublish`, cookie);

      expect(unpublished.json().isPublished).toBe(false);
      expect(await searchIds('products', productSub())).not.toContain(product.id);
    });
  });

  describe('Basic plan limits (spec §6)', () => {
    it('refuses an 11th product, and a deleted one frees its place', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const products = [];
      for (let i = 0; i < 10; i++) products.push(await create(cookie, 'products', { nameEn: `Item ${i}` }));

      const eleventh = await call('POST', '/api/suppliers/me/products', cookie, validProduct());

      expect(eleventh.statusCode).toBe(409);
      expect(eleventh.json().error).toMatchObject({ code: 'PLAN_LIMIT_REACHED', details: { limit: 10 } });
      expect(await listOf(cookie, '?kind=PRODUCT')).toHaveLength(10);

      await call('DELETE', `/api/suppliers/me/products/${products[0]!.id}`, cookie);
      expect((await call('POST', '/api/suppliers/me/products', cookie, validProduct())).statusCode).toBe(201);
    });

    it('refuses a 4th service and a duplicate beyond the limit', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const services = [];
      for (let i = 0; i < 3; i++) services.push(await create(cookie, 'services'));

      const fourth = await call('POST', '/api/suppliers/me/services', cookie, validService());
      const duplicate = await call('POST', `/api/suppliers/me/services/${services[0]!.id}/duplicate`, cookie);

      expect(fourth.json().error.code).toBe('PLAN_LIMIT_REACHED');
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().error.code).toBe('PLAN_LIMIT_REACHED');
      expect(await listOf(cookie, '?kind=SERVICE')).toHaveLength(3);
    });

    it('refuses to publish a 4th service once 3 are published, and Premium has no limit', async () => {
      const { cookie, user } = await supplierAccount(testApp.app);
      await sql(`UPDATE suppliers SET plan = 'PREMIUM' WHERE user_id = $1`, [user.id]);
      for (let i = 0; i < 3; i++) await published(cookie, 'services');
      const fourth = await create(cookie, 'services');
      await upload(cookie, 'services', fourth.id);
      await sql(`UPDATE suppliers SET plan = 'BASIC' WHERE user_id = $1`, [user.id]);

      const refused = await call('POST', `/api/suppliers/me/services/${fourth.id}/publish`, cookie);
      await sql(`UPDATE suppliers SET plan = 'PREMIUM' WHERE user_id = $1`, [user.id]);
      const allowed = await call('POST', `/api/suppliers/me/services/${fourth.id}/publish`, cookie);

      expect(refused.json().error.code).toBe('PLAN_LIMIT_REACHED');
      expect(allowed.json().isPublished).toBe(true);
      expect((await call('POST', '/api/suppliers/me/services', cookie, validService())).statusCode).toBe(201);
    });
  });

  describe('duplicate', () => {
    it('copies fields and images (as new files) into an unpublished listing with the same name', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const original = await published(cookie, 'products', { nameEn: 'Safety helmet' });
      await upload(cookie, 'products', original.id, await pngImage(300, 300, '#f00'));
      const originalImages = (await own(cookie, 'products', original.id)).images;

      const response = await call('POST', `/api/suppliers/me/products/${original.id}/duplicate`, cookie);

      expect(response.statusCode).toBe(201);
      const copy = response.json();
      expect(copy).toMatchObject({
        ...validProduct({ nameEn: 'Safety helmet' }),
        isPublished: false,
        kind: 'PRODUCT',
      });
      expect(copy.id).not.toBe(original.id);
      expect(copy.images).toHaveLength(2);
      for (const [index, copied] of copy.images.entries()) {
        const source = originalImages[index];
        expect(copied.url).not.toBe(source.url);
        const [copiedFile, sourceFile] = await Promise.all([
          call('GET', copied.url),
          call('GET', source.url),
        ]);
        expect(copiedFile.rawPayload.equals(sourceFile.rawPayload)).toBe(true);
      }
      await call(
        'DELETE',
        `/api/suppliers/me/products/${original.id}/images/${originalImages[1].id}`,
        cookie,
      );
      expect((await call('GET', copy.images[1].url)).statusCode).toBe(200);
      expect(await listOf(cookie)).toHaveLength(2);
    });
  });

  describe('ownership', () => {
    it('answers 404 to another supplier for every product action and leaves the product unchanged', async () => {
      const a = await supplierAccount(testApp.app);
      const b = await supplierAccount(testApp.app);
      const product = await create(a.cookie, 'products');
      await upload(a.cookie, 'products', product.id);
      const before = await own(a.cookie, 'products', product.id);
      const base = `/api/suppliers/me/products/${product.id}`;

      const attempts = [
        await call('GET', base, b.cookie),
        await call('PUT', base, b.cookie, validProduct({ nameEn: 'Hijacked' })),
        await call('PATCH', `${base}/stock`, b.cookie, { stock: 0 }),
        await call('POST', `${base}/publish`, b.cookie),
        await call('POST', `${base}/unpublish`, b.cookie),
        await call('POST', `${base}/duplicate`, b.cookie),
        await call('PUT', `${base}/images/order`, b.cookie, { imageIds: [before.images[0].id] }),
        await call('DELETE', `${base}/images/${before.images[0].id}`, b.cookie),
        await upload(b.cookie, 'products', product.id),
        await call('DELETE', base, b.cookie),
      ];

      expect(attempts.map((r) => [r.statusCode, r.json().error.code])).toEqual(
        attempts.map(() => [404, 'NOT_FOUND']),
      );
      expect(await own(a.cookie, 'products', product.id)).toEqual(before);
      expect(await listOf(b.cookie)).toEqual([]);
    });

    it('answers 404 to another supplier for a service, and to anyone for a product id on the services path', async () => {
      const a = await supplierAccount(testApp.app);
      const b = await supplierAccount(testApp.app);
      const service = await create(a.cookie, 'services');
      const product = await create(a.cookie, 'products');
      const before = await own(a.cookie, 'services', service.id);

      const edit = await call(
        'PUT',
        `/api/suppliers/me/services/${service.id}`,
        b.cookie,
        validService({ nameEn: 'X' }),
      );
      const remove = await call('DELETE', `/api/suppliers/me/services/${service.id}`, b.cookie);
      const wrongKind = await call('GET', `/api/suppliers/me/services/${product.id}`, a.cookie);

      expect([edit.statusCode, remove.statusCode, wrongKind.statusCode]).toEqual([404, 404, 404]);
      expect(await own(a.cookie, 'services', service.id)).toEqual(before);
    });

    it('answers 404 for an id that is not a UUID', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const response = await call('GET', '/api/suppliers/me/products/not-an-id', cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    });
  });

  describe('who may call', () => {
    it('refuses supplier routes to a buyer with ROLE_NOT_ALLOWED and to a guest with UNAUTHENTICATED', async () => {
      const buyer = await verifiedAccount(testApp.app);

      const responses = [
        await call('POST', '/api/suppliers/me/products', buyer.cookie, validProduct()),
        await call('POST', '/api/suppliers/me/services', buyer.cookie, validService()),
        await call('GET', '/api/suppliers/me/listings', buyer.cookie),
        await call('POST', '/api/suppliers/me/listings/bulk', buyer.cookie, {
          action: 'DELETE',
          items: [{ id: '00000000-0000-4000-8000-000000000000', kind: 'PRODUCT' }],
        }),
      ];
      const guest = await call('POST', '/api/suppliers/me/products', undefined, validProduct());

      expect(responses.map((r) => [r.statusCode, r.json().error.code])).toEqual(
        responses.map(() => [403, 'ROLE_NOT_ALLOWED']),
      );
      expect(guest.json().error.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('listings table', () => {
    it('lists products and services newest first, by kind and by name in any case', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const drill = await create(cookie, 'products', { nameEn: 'Cordless DRILL' });
      const cleaning = await create(cookie, 'services', { nameEn: 'Drill-site cleaning' });
      const gloves = await create(cookie, 'products', { nameEn: 'Work gloves 100%' });
      await upload(cookie, 'products', gloves.id);
      const deleted = await create(cookie, 'products', { nameEn: 'Old drill' });
      await call('DELETE', `/api/suppliers/me/products/${deleted.id}`, cookie);

      const all = await listOf(cookie);
      const services = await listOf(cookie, '?kind=SERVICE');
      const drills = await listOf(cookie, '?q=drill');
      const percent = await listOf(cookie, `?q=${encodeURIComponent('%')}`);

      expect(all.map((row) => row.id)).toEqual([gloves.id, cleaning.id, drill.id]);
      expect(all[0]).toEqual({
        id: gloves.id,
        kind: 'PRODUCT',
        nameAr: null,
        nameEn: 'Work gloves 100%',
        thumbnailUrl: expect.stringMatching(/^\/api\/files\/listings\/.*-thumb\.webp$/),
        price: 450,
        priceHalalas: 45_000,
        stock: 300,
        isPublished: false,
        takenDownAt: null,
        takedownReason: null,
        createdAt: expect.any(String),
      });
      expect(all[1]).toMatchObject({ kind: 'SERVICE', stock: null, thumbnailUrl: null });
      expect(services.map((row) => row.id)).toEqual([cleaning.id]);
      expect(drills.map((row) => row.id)).toEqual([cleaning.id, drill.id]);
      expect(percent.map((row) => row.id)).toEqual([gloves.id]);
    });
  });

  describe('bulk actions', () => {
    it('handles each item on its own and reports the failures by code', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const other = await supplierAccount(testApp.app);
      const withImage = await create(cookie, 'products');
      await upload(cookie, 'products', withImage.id);
      const withoutImage = await create(cookie, 'products');
      const service = await create(cookie, 'services');
      await upload(cookie, 'services', service.id);
      const notMine = await create(other.cookie, 'products');
      await upload(other.cookie, 'products', notMine.id);

      const response = await call('POST', '/api/suppliers/me/listings/bulk', cookie, {
        action: 'PUBLISH',
        items: [
          { id: withImage.id, kind: 'PRODUCT' },
          { id: withoutImage.id, kind: 'PRODUCT' },
          { id: notMine.id, kind: 'PRODUCT' },
          { id: service.id, kind: 'SERVICE' },
        ],
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        results: [
          { id: withImage.id, ok: true },
          { id: withoutImage.id, ok: false, code: 'IMAGE_REQUIRED' },
          { id: notMine.id, ok: false, code: 'NOT_FOUND' },
          { id: service.id, ok: true },
        ],
      });
      expect((await own(cookie, 'products', withImage.id)).isPublished).toBe(true);
      expect((await own(cookie, 'services', service.id)).isPublished).toBe(true);
      expect((await own(cookie, 'products', withoutImage.id)).isPublished).toBe(false);
      expect((await own(other.cookie, 'products', notMine.id)).isPublished).toBe(false);
    });

    it('unpublishes and deletes in bulk', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const product = await published(cookie, 'products');
      const service = await published(cookie, 'services');
      const items = [
        { id: product.id, kind: 'PRODUCT' },
        { id: service.id, kind: 'SERVICE' },
      ];

      const unpublished = await call('POST', '/api/suppliers/me/listings/bulk', cookie, {
        action: 'UNPUBLISH',
        items,
      });
      expect(await listOf(cookie)).toMatchObject([{ isPublished: false }, { isPublished: false }]);
      const deleted = await call('POST', '/api/suppliers/me/listings/bulk', cookie, {
        action: 'DELETE',
        items,
      });

      expect(unpublished.json().results.every((r: { ok: boolean }) => r.ok)).toBe(true);
      expect(deleted.json().results.every((r: { ok: boolean }) => r.ok)).toBe(true);
      expect(await listOf(cookie)).toEqual([]);
    });
  });

  describe('search and public pages', () => {
    it('finds published products by subcategory and by main category, newest first, as card items', async () => {
      const { cookie, user, body } = await supplierAccount(testApp.app);
      const [sub1, sub2] = otherProductMain.subcategories;
      const older = await published(cookie, 'products', { nameEn: 'Older', categoryId: sub1!.id });
      const newer = await published(cookie, 'products', {
        nameEn: 'Newer',
        categoryId: sub2!.id,
        price: 12.5,
      });
      const service = await published(cookie, 'services');

      const bySub = await searchIds('products', sub1!.id);
      const byMain = await searchIds('products', otherProductMain.id);
      const cards = (await call('GET', `/api/search/products?category=${sub2!.id}`)).json();

      expect(bySub).toContain(older.id);
      expect(bySub).not.toContain(newer.id);
      expect(byMain.filter((id) => id === older.id || id === newer.id)).toEqual([newer.id, older.id]);
      expect(await searchIds('products', serviceMain.id)).not.toContain(service.id);
      expect(await searchIds('services', serviceMain.id)).toContain(service.id);
      expect(cards.find((card: { _id: string }) => card._id === newer.id)).toEqual({
        _id: newer.id,
        productId: newer.id,
        nameAr: null,
        nameEn: 'Newer',
        supplier: { userId: user.id, businessName: body.businessName },
        imagesFilesUrls: [newer.images[0]!.url],
        avgRating: 0,
        ratingsCount: 0,
        // Spec §3: the card's price "in SAR"; its exact halalas beside it (decision 019).
        price: 12.5,
        priceHalalas: 1250,
        isPriceNegotiable: false,
      });
    });

    it('answers service cards with serviceId and the price-negotiable flag, images in their order', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const service = await published(cookie, 'services', { categoryId: serviceMain.subcategories[1]!.id });
      await upload(cookie, 'services', service.id);
      const ids = (await own(cookie, 'services', service.id)).images.map((i: { id: string }) => i.id);
      const ordered = await call('PUT', `/api/suppliers/me/services/${service.id}/images/order`, cookie, {
        imageIds: [ids[1], ids[0]],
      });

      const cards = (
        await call('GET', `/api/search/services?category=${serviceMain.subcategories[1]!.id}`)
      ).json();
      const card = cards.find((c: { _id: string }) => c._id === service.id);

      expect(card).toMatchObject({ serviceId: service.id, isPriceNegotiable: true, price: 1500 });
      expect(card).not.toHaveProperty('productId');
      expect(card.imagesFilesUrls).toEqual(ordered.json().images.map((i: { url: string }) => i.url));
    });

    it('refuses an unknown or malformed category with CATEGORY_NOT_FOUND', async () => {
      const unknown = await call('GET', '/api/search/products?category=00000000-0000-4000-8000-000000000000');
      const malformed = await call('GET', '/api/search/products?category=drills');

      expect([unknown.statusCode, malformed.statusCode]).toEqual([400, 400]);
      expect(unknown.json().error.code).toBe('CATEGORY_NOT_FOUND');
      expect(malformed.json().error.code).toBe('CATEGORY_NOT_FOUND');
    });

    it('shows a published product to a guest with its supplier and stock state', async () => {
      const { cookie, user, body } = await supplierAccount(testApp.app);
      const product = await published(cookie, 'products', { stock: 10, minOrderQuantity: 12 });

      const response = await call('GET', `/api/products/${product.id}`);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: product.id,
        kind: 'PRODUCT',
        nameAr: null,
        nameEn: 'Cordless Drill 18V',
        descriptionAr: null,
        descriptionEn: 'Brushless, two batteries, carry case.',
        categoryId: productSub(),
        images: product.images,
        price: 450,
        priceHalalas: 45_000,
        avgRating: 0,
        ratingsCount: 0,
        supplier: { userId: user.id, businessName: body.businessName, city: body.city, pfpUrl: null },
        product: {
          caseQuantity: 6,
          minOrderQuantity: 12,
          maxOrderQuantity: 120,
          isInStock: false,
          isGroupPurchaseEnabled: false,
          groupMinQuantity: null,
          groupDeadlineDays: null,
          groupPrice: null,
          groupPriceHalalas: null,
        },
        service: null,
      });
      await call('PATCH', `/api/suppliers/me/products/${product.id}/stock`, cookie, { stock: 12 });
      expect((await call('GET', `/api/products/${product.id}`)).json().product.isInStock).toBe(true);
      expect((await call('GET', `/api/services/${product.id}`)).statusCode).toBe(404);
    });

    it('shows a published service to a guest', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const service = await published(cookie, 'services');

      const response = await call('GET', `/api/services/${service.id}`);

      expect(response.json()).toMatchObject({
        kind: 'SERVICE',
        product: null,
        service: { isPriceNegotiable: true, availability: 'WEEKDAYS' },
      });
    });

    it('never shows unpublished or deleted listings', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const draft = await create(cookie, 'products');
      await upload(cookie, 'products', draft.id);
      const deleted = await published(cookie, 'products');
      await call('DELETE', `/api/suppliers/me/products/${deleted.id}`, cookie);

      const found = await searchIds('products', productMain.id);

      expect(found).not.toContain(draft.id);
      expect(found).not.toContain(deleted.id);
      expect((await call('GET', `/api/products/${draft.id}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/products/${deleted.id}`)).statusCode).toBe(404);
    });

    it('hides the listings of a closed store until it opens again', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const product = await published(cookie, 'products');
      const service = await published(cookie, 'services');
      const store = (isStoreClosed: boolean) =>
        call('PUT', '/api/suppliers/me/store', cookie, {
          storeBioAr: '',
          storeBioEn: '',
          isStoreClosed,
          closingMessageAr: '',
          closingMessageEn: isStoreClosed ? 'Back on Sunday' : '',
          deliveryFee: 0,
        });

      await store(true);
      const closed = {
        products: await searchIds('products', productMain.id),
        services: await searchIds('services', serviceMain.id),
        page: (await call('GET', `/api/products/${product.id}`)).statusCode,
      };
      await store(false);

      expect(closed.products).not.toContain(product.id);
      expect(closed.services).not.toContain(service.id);
      expect(closed.page).toBe(404);
      expect(await searchIds('products', productMain.id)).toContain(product.id);
    });

    it('hides the listings of an INACTIVE supplier', async () => {
      const { cookie, user } = await supplierAccount(testApp.app);
      const product = await published(cookie, 'products');
      const service = await published(cookie, 'services');
      expect(await searchIds('products', productMain.id)).toContain(product.id);

      await sql(`UPDATE suppliers SET status = 'INACTIVE' WHERE user_id = $1`, [user.id]);
      // Search answers are shared for a few seconds (decision 010); whatever makes a supplier inactive
      // tells the listings service, as a store closing does.
      testApp.app.services.search.forgetSearchAnswers();

      expect(await searchIds('products', productMain.id)).not.toContain(product.id);
      expect(await searchIds('services', serviceMain.id)).not.toContain(service.id);
      expect((await call('GET', `/api/products/${product.id}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/services/${service.id}`)).statusCode).toBe(404);
      expect((await own(cookie, 'products', product.id)).isPublished).toBe(true);
    });
  });

  describe('text search', () => {
    /** A PREMIUM supplier, so the tests are not bound by the Basic plan's 10 products. */
    let supplier: Awaited<ReturnType<typeof supplierAccount>>;
    let ppeSub: string;

    beforeAll(async () => {
      supplier = await supplierAccount(testApp.app);
      await sql(`UPDATE suppliers SET plan = 'PREMIUM' WHERE user_id = $1`, [supplier.user.id]);
      const tree = (await call('GET', '/api/categories?lang=en')).json<CategoryWithSubcategories[]>();
      ppeSub = tree
        .flatMap((main) => main.subcategories)
        .find((sub) => sub.name === 'Safety Equipment (PPE)')!.id;
    });

    /** Created through the API (which writes the search columns), published in SQL: search needs no image. */
    async function listed(kind: Kind, overrides: Record<string, unknown>, cookie = supplier.cookie) {
      const { id } = await create(cookie, kind, overrides);
      await sql(`UPDATE ${kind} SET is_published = true WHERE id = $1`, [id]);
      return id;
    }
    const search = (kind: Kind, query: Record<string, string | number>) =>
      call(
        'GET',
        `/api/search/${kind}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      );
    const found = async (kind: Kind, query: Record<string, string | number>) =>
      (await search(kind, { limit: 60, ...query })).json<{ _id: string }[]>().map((card) => card._id);

    const spellingPairs = [
      ['الأسمنت', 'اسمنت'],
      ['مستشفى', 'مستشفي'],
      ['مدرسة', 'مدرسه'],
      ['إبرة', 'ابره'],
      ['قُفّازات', 'قفازات'],
      ['كـــرتون', 'كرتون'],
      ['٥٠', '50'],
      ['والأسمنت', 'اسمنت'],
    ] as const;

    it.each(spellingPairs)('finds «%s» by «%s», and the other way round', async (written, other) => {
      const first = await listed('products', { nameAr: `صنف ${written} للبيع` });
      const second = await listed('products', { nameAr: `صنف ${other} للبيع` });

      expect(await found('products', { q: other })).toContain(first);
      expect(await found('products', { q: written })).toContain(second);
    });

    it('finds only what every word matches', async () => {
      const hospital = await listed('products', { nameAr: 'سرير مستشفى كهربائي' });
      const school = await listed('products', { nameAr: 'طاولة مدرسة خشبية' });

      const beds = await found('products', { q: 'سرير المستشفي' });

      expect(beds).toContain(hospital);
      expect(beds).not.toContain(school);
      expect(await found('products', { q: 'سرير مدرسه' })).toEqual([]);
    });

    it('tolerates a typo in a word no listing has: «اسمت» finds «اسمنت», «glvoes» finds «gloves»', async () => {
      const cement = await listed('products', { nameAr: 'اسمنت مقاوم للكبريتات' });
      const gloves = await listed('products', { nameEn: 'Nitrile gloves, box of 100' });

      const arabic = await found('products', { q: 'اسمت' });
      const english = await found('products', { q: 'glvoes' });

      expect(arabic).toContain(cement);
      expect(arabic).not.toContain(gloves);
      expect(english).toContain(gloves);
      expect(english).not.toContain(cement);
    });

    it('stems English words: «glove» finds «Gloves», «batteries» finds «battery»', async () => {
      const gloves = await listed('products', { nameEn: 'Leather Gloves', descriptionEn: 'Stitched cuffs.' });
      const battery = await listed('products', { nameEn: 'Lithium battery pack' });

      expect(await found('products', { q: 'glove' })).toContain(gloves);
      expect(await found('products', { q: 'batteries' })).toContain(battery);
      expect(await found('products', { q: 'batteries' })).not.toContain(gloves);
    });

    it('matches the category names in both languages: «safety gloves» finds gloves of the PPE category', async () => {
      const english = await listed('products', { nameEn: 'Blue nitrile gloves', categoryId: ppeSub });
      const arabic = await listed('products', { nameAr: 'قفازات نتريل زرقاء', categoryId: ppeSub });
      const garden = await listed('products', { nameEn: 'Garden gloves' });

      expect(await found('products', { q: 'safety gloves' })).toContain(english);
      expect(await found('products', { q: 'safety gloves' })).not.toContain(garden);
      expect(await found('products', { q: 'قفازات الوقاية' })).toContain(arabic);
      expect(await found('products', { q: 'قفازات الوقاية' })).not.toContain(garden);
      expect(await found('products', { q: 'safety' })).toEqual(expect.arrayContaining([english, arabic]));
    });

    it('finds a listing named in both languages by either name: Arabic query, Arabic name; English, English', async () => {
      const both = await listed('products', { nameAr: 'خيمة تخييم عائلية', nameEn: 'Family camping tent' });
      const arabicOnly = await listed('products', { nameAr: 'خيمة رحلات صغيرة' });

      expect(await found('products', { q: 'خيمة' })).toEqual(expect.arrayContaining([both, arabicOnly]));
      expect(await found('products', { q: 'camping tent' })).toContain(both);
      expect(await found('products', { q: 'camping tent' })).not.toContain(arabicOnly);
      expect(await found('products', { q: 'تخييم' })).toEqual([both]);
    });

    it('filters by price in riyals or halalas, both bounds included', async () => {
      const [cheap, middle, dear] = [
        await listed('products', { nameEn: 'Priced widget', price: 10 }),
        await listed('products', { nameEn: 'Priced widget', price: 20 }),
        await listed('products', { nameEn: 'Priced widget', price: 30 }),
      ];

      expect(await found('products', { q: 'widget', minPrice: 15, maxPrice: 20 })).toEqual([middle]);
      expect(await found('products', { q: 'widget', minPrice: 20 })).toEqual([dear, middle]);
      expect(await found('products', { q: 'widget', maxPrice: 29.99 })).toEqual([middle, cheap]);
    });

    it('sorts by relevance, price both ways, rating and newest', async () => {
      const crate = await listed('products', { nameEn: 'Sortable crate', price: 30 });
      const plain = await listed('products', {
        nameEn: 'Plain crate',
        descriptionEn: 'Sortable.',
        price: 10,
      });
      const bin = await listed('products', { nameEn: 'Sortable sortable bin', price: 20 });
      const rate = (id: string, avgRating: number, ratingsCount: number) =>
        sql('UPDATE products SET avg_rating = $2, ratings_count = $3 WHERE id = $1', [
          id,
          avgRating,
          ratingsCount,
        ]);
      await rate(crate, 4.5, 10);
      await rate(plain, 4.5, 30);
      await rate(bin, 3, 5);
      const sorted = (sort: string) => found('products', { q: 'sortable', sort });

      expect(await sorted('price_asc')).toEqual([plain, bin, crate]);
      expect(await sorted('price_desc')).toEqual([crate, bin, plain]);
      expect(await sorted('rating')).toEqual([plain, crate, bin]);
      expect(await sorted('newest')).toEqual([bin, plain, crate]);
      // The word in the name comes before the word in the description (the better rated plain crate last),
      // and among names, the better rated first (decision 029: tiers, then the quality prior).
      expect(await sorted('relevance')).toEqual([crate, bin, plain]);
    });

    it('pages through 50 matches 7 at a time in every sort, each exactly once, in the order of one page', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 50; i += 1) {
        ids.push(
          await listed('products', {
            nameEn: `Paginated item ${i % 3 === 0 ? 'paginated' : ''}`,
            price: 1 + (i % 4),
          }),
        );
      }
      // Ties everywhere: equal prices, equal ratings, and half of them created at the same instant.
      await sql(`UPDATE products SET created_at = '2026-01-01T00:00:00.123456Z' WHERE id = ANY($1::uuid[])`, [
        ids.slice(0, 25),
      ]);
      await sql(`UPDATE products SET avg_rating = 4, ratings_count = 2 WHERE id = ANY($1::uuid[])`, [
        ids.slice(10, 30),
      ]);

      for (const sort of ['relevance', 'price_asc', 'price_desc', 'rating', 'newest']) {
        const pages: string[][] = [];
        let cursor: string | undefined;
        do {
          const response = await search('products', {
            q: 'paginated',
            sort,
            limit: 7,
            ...(cursor ? { cursor } : {}),
          });
          expect(response.statusCode).toBe(200);
          pages.push(response.json<{ _id: string }[]>().map((card) => card._id));
          cursor = response.headers['x-next-cursor'] as string | undefined;
        } while (cursor && pages.length < 20);
        const all = await found('products', { q: 'paginated', sort });

        expect(pages.map((page) => page.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 1]);
        expect(pages.flat()).toEqual(all);
        expect(new Set(pages.flat())).toEqual(new Set(ids));
      }
    });

    it('answers the next page cursor in x-next-cursor only when there is a next page', async () => {
      await listed('products', { nameEn: 'Cursor probe' });
      await listed('products', { nameEn: 'Cursor probe' });

      const first = await search('products', { q: 'probe', limit: 1 });
      const last = await search('products', {
        q: 'probe',
        limit: 1,
        cursor: first.headers['x-next-cursor'] as string,
      });

      expect(first.headers['x-next-cursor']).toEqual(expect.any(String));
      expect(last.json()).toHaveLength(1);
      expect(last.headers['x-next-cursor']).toBeUndefined();
    });

    it('refuses a cursor it did not make, or made for another sort', async () => {
      await listed('products', { nameEn: 'Cursor probe' });
      const cursor = (await search('products', { q: 'probe', limit: 1 })).headers['x-next-cursor'] as string;

      const forged = await search('products', { q: 'probe', cursor: 'bm90LWEtY3Vyc29y' });
      const otherSort = await search('products', { q: 'probe', cursor, sort: 'price_asc' });

      expect([forged.statusCode, otherSort.statusCode]).toEqual([400, 400]);
      expect(forged.json().error.code).toBe('VALIDATION_FAILED');
      expect(otherSort.json().error.code).toBe('VALIDATION_FAILED');
    });

    it('combines a category (main or sub) with text', async () => {
      const [sub1, sub2] = otherProductMain.subcategories;
      const inSub1 = await listed('products', { nameEn: 'Combo lamp', categoryId: sub1!.id });
      const inSub2 = await listed('products', { nameEn: 'Combo lamp', categoryId: sub2!.id });
      const elsewhere = await listed('products', { nameEn: 'Combo lamp' });

      expect(await found('products', { q: 'lamp', category: sub1!.id })).toEqual([inSub1]);
      expect(await found('products', { q: 'lamp', category: otherProductMain.id })).toEqual([inSub2, inSub1]);
      expect(await found('products', { q: 'lamp' })).toEqual(
        expect.arrayContaining([inSub1, inSub2, elsewhere]),
      );
    });

    it('searches services by text too', async () => {
      const cleaning = await listed('services', { nameAr: 'تنظيف المكاتب والمستشفيات' });

      expect(await found('services', { q: 'مكاتب تنظيف' })).toContain(cleaning);
      expect(await found('products', { q: 'مكاتب تنظيف' })).not.toContain(cleaning);
    });

    it('keeps the visibility rules for text searches', async () => {
      const other = await supplierAccount(testApp.app);
      const inactive = await supplierAccount(testApp.app);
      const visible = await listed('products', { nameEn: 'Ghostly lantern' });
      const draft = (await create(supplier.cookie, 'products', { nameEn: 'Ghostly lantern' })).id;
      const deleted = await listed('products', { nameEn: 'Ghostly lantern' });
      await call('DELETE', `/api/suppliers/me/products/${deleted}`, supplier.cookie);
      const closed = await listed('products', { nameEn: 'Ghostly lantern' }, other.cookie);
      await call('PUT', '/api/suppliers/me/store', other.cookie, {
        storeBioAr: '',
        storeBioEn: '',
        isStoreClosed: true,
        closingMessageAr: '',
        closingMessageEn: 'Back soon',
        deliveryFee: 0,
      });
      const ofInactive = await listed('products', { nameEn: 'Ghostly lantern' }, inactive.cookie);
      await sql(`UPDATE suppliers SET status = 'INACTIVE' WHERE user_id = $1`, [inactive.user.id]);

      expect(await found('products', { q: 'ghostly lantern' })).toEqual([visible]);
      expect([draft, deleted, closed, ofInactive]).toHaveLength(4);
    });

    describe('similar items', () => {
      it('answers the same subcategory first, then similar names, then near prices; never the item itself', async () => {
        const [, , sub3] = otherProductMain.subcategories;
        const elsewhere = productMain.subcategories[2]!.id;
        const drill = await listed('products', {
          nameAr: 'مثقاب كهربائي لاسلكي',
          categoryId: sub3!.id,
          price: 50,
        });
        const sameSub = await listed('products', { nameAr: 'مفك براغي', categoryId: sub3!.id, price: 51 });
        const sameSubFar = await listed('products', {
          nameAr: 'مفك براغي',
          categoryId: sub3!.id,
          price: 900,
        });
        const similarName = await listed('products', { nameAr: 'مثقاب كهربائي', categoryId: elsewhere });
        const unrelated = await listed('products', { nameEn: 'Printer paper A4', categoryId: elsewhere });
        const hidden = (
          await create(supplier.cookie, 'products', { nameAr: 'مثقاب كهربائي لاسلكي', categoryId: sub3!.id })
        ).id;

        const response = await call('GET', `/api/products/${drill}/similar`);
        const ids = response.json<{ _id: string }[]>().map((card) => card._id);

        expect(response.statusCode).toBe(200);
        expect(ids.slice(0, 3)).toEqual([sameSub, sameSubFar, similarName]);
        expect(ids).not.toContain(drill);
        expect(ids).not.toContain(unrelated);
        expect(ids).not.toContain(hidden);
        expect(ids.length).toBeLessThanOrEqual(8);
        expect((await call('GET', `/api/products/${hidden}/similar`)).statusCode).toBe(404);
        expect((await call('GET', `/api/services/${drill}/similar`)).statusCode).toBe(404);
      });

      it('finds similar services', async () => {
        const categoryId = serviceMain.subcategories[1]!.id;
        const washing = await listed('services', { nameEn: 'Solar panel washing', categoryId });
        const monthly = await listed('services', { nameEn: 'Solar panel washing, monthly', categoryId });

        const ids = (await call('GET', `/api/services/${washing}/similar`))
          .json<{ _id: string }[]>()
          .map((card) => card._id);

        expect(ids[0]).toBe(monthly);
        expect(ids).not.toContain(washing);
      });
    });

    describe('suppliers', () => {
      const named = (userId: string, businessName: string, city: string) =>
        sql('UPDATE users SET business_name = $2, city = $3 WHERE id = $1', [userId, businessName, city]);
      const supplierIds = async (query: Record<string, string>) =>
        (await call('GET', `/api/search/suppliers?${new URLSearchParams(query)}`))
          .json<{ userId: string }[]>()
          .map((card) => card.userId);
      let amal: Awaited<ReturnType<typeof supplierAccount>>;
      let nour: Awaited<ReturnType<typeof supplierAccount>>;
      let jeddah: Awaited<ReturnType<typeof supplierAccount>>;
      let gone: Awaited<ReturnType<typeof supplierAccount>>;

      beforeAll(async () => {
        [amal, nour, jeddah, gone] = [
          await supplierAccount(testApp.app),
          await supplierAccount(testApp.app),
          await supplierAccount(testApp.app),
          await supplierAccount(testApp.app),
        ];
        await named(amal.user.id, 'مؤسسة الأمل للتجارة', 'Riyadh');
        await named(nour.user.id, 'Nour Trading Est.', 'الرياض');
        await named(jeddah.user.id, 'Jeddah Industrial Supplies', 'جدة');
        await named(gone.user.id, 'مؤسسة الأمل الثانية', 'Riyadh');
        await sql(`UPDATE suppliers SET status = 'INACTIVE' WHERE user_id = $1`, [gone.user.id]);
      });

      it('finds suppliers by city in Arabic or English, whichever they wrote', async () => {
        const arabic = await supplierIds({ city: 'الرياض', limit: '60' });
        const english = await supplierIds({ city: 'riyadh', limit: '60' });
        const jeddahSpelled = await supplierIds({ city: 'جده', limit: '60' });

        expect(arabic).toEqual(expect.arrayContaining([amal.user.id, nour.user.id]));
        expect(arabic).not.toContain(jeddah.user.id);
        expect(english).toEqual(expect.arrayContaining([amal.user.id, nour.user.id]));
        expect(jeddahSpelled).toContain(jeddah.user.id);
        expect(jeddahSpelled).not.toContain(amal.user.id);
        expect(await supplierIds({ city: 'Jeddah' })).toContain(jeddah.user.id);
      });

      it('finds suppliers by business name, normalized, by prefix and with a typo; never an INACTIVE one', async () => {
        expect(await supplierIds({ q: 'الامل' })).toEqual([amal.user.id]);
        expect(await supplierIds({ q: 'امل' })).toEqual([amal.user.id]);
        expect(await supplierIds({ q: 'nour' })).toEqual([nour.user.id]);
        expect(await supplierIds({ q: 'tradng' })).toContain(nour.user.id);
        expect(await supplierIds({ q: 'Nour', city: 'جدة' })).toEqual([]);
        expect(await supplierIds({ q: 'industrial', city: 'Jeddah' })).toEqual([jeddah.user.id]);
      });

      it('answers supplier cards with their 3 newest visible listings and their rating', async () => {
        const first = await listed('products', { nameEn: 'Oldest' }, amal.cookie);
        await sql(`UPDATE products SET avg_rating = 4, ratings_count = 3 WHERE id = $1`, [first]);
        const second = await listed('services', { nameEn: 'Second' }, amal.cookie);
        await sql(`UPDATE services SET avg_rating = 2, ratings_count = 1 WHERE id = $1`, [second]);
        const third = await listed('products', { nameEn: 'Third' }, amal.cookie);
        await create(amal.cookie, 'products', { nameEn: 'Draft' });
        const fourth = await listed('services', { nameEn: 'Newest' }, amal.cookie);

        const [card] = (await call('GET', '/api/search/suppliers?q=الأمل')).json();

        expect(card).toMatchObject({
          userId: amal.user.id,
          businessName: 'مؤسسة الأمل للتجارة',
          city: 'Riyadh',
          pfpUrl: null,
          avgRating: 3.5,
          ratingsCount: 4,
        });
        expect(card.topItems.map((item: { _id: string }) => item._id)).toEqual([fourth, third, second]);
        expect(card.topItems[0]).toMatchObject({ serviceId: fourth, nameEn: 'Newest' });
      });
    });
  });

  it('documents every listings route in the OpenAPI document', async () => {
    const paths = (await call('GET', '/api/docs/json')).json().paths;

    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/suppliers/me/products',
        '/api/suppliers/me/products/{id}',
        '/api/suppliers/me/products/{id}/images/{imageId}',
        '/api/suppliers/me/services/{id}/images/order',
        '/api/suppliers/me/listings',
        '/api/suppliers/me/listings/bulk',
        '/api/search/products',
        '/api/search/services',
        '/api/products/{id}',
        '/api/services/{id}',
        '/api/products/{id}/similar',
        '/api/services/{id}/similar',
        '/api/search/suppliers',
      ]),
    );
    expect(paths['/api/suppliers/me/products'].post.tags).toEqual(['listings']);
  });

  /*
   * Issue 20 item 4, from spec §3: the card item's `price` is shown "in SAR" (default 0). A client written
   * against the specification prints `price` as it comes; 14500 for a 145 SAR item was the defect.
   */
  describe('prices on the wire: riyals, with the integer halalas beside them (spec §3, decision 019)', () => {
    it('answers a 145 SAR product as price 145 in category browsing, on its page, in the table and to its supplier', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const sub = productMain.subcategories[0]!.id;
      const product = await published(cookie, 'products', {
        categoryId: sub,
        price: 145,
        nameEn: 'Card price probe',
      });

      const cards = (await call('GET', `/api/search/products?category=${sub}&limit=60`)).json<
        { _id: string; price: unknown; priceHalalas: unknown }[]
      >();
      expect(cards.find((card) => card._id === product.id)).toMatchObject({
        price: 145,
        priceHalalas: 14_500,
      });
      const page = (await call('GET', `/api/products/${product.id}`)).json();
      expect(page).toMatchObject({ price: 145, priceHalalas: 14_500 });
      expect((await listOf(cookie)).find((row) => row.id === product.id)).toMatchObject({
        price: 145,
        priceHalalas: 14_500,
      });
      expect(await own(cookie, 'products', product.id)).toMatchObject({ price: 145, priceHalalas: 14_500 });
    });

    it('keeps two decimals exact and takes a price as riyals or as halalas', async () => {
      const { cookie } = await supplierAccount(testApp.app);
      const inRiyals = await create(cookie, 'products', { price: 1234.05 });
      const inHalalas = await create(cookie, 'products', { price: undefined, priceHalalas: 123_405 });
      for (const listing of [inRiyals, inHalalas]) {
        const response = await call('GET', `/api/suppliers/me/products/${listing.id}`, cookie);
        expect(response.body).toContain('"price":1234.05,"priceHalalas":123405');
      }
      const [{ price }] = (await sql('SELECT price FROM products WHERE id = $1', [inRiyals.id])).rows;
      expect(price).toBe(123_405);
    });

    it('documents both in the OpenAPI document: price a number of SAR, priceHalalas an integer', async () => {
      const document = (await call('GET', '/api/docs/json')).json();
      const answer = document.paths['/api/search/products'].get.responses['200'];
      const card = (answer.content?.['application/json']?.schema ?? answer).items;
      expect(card.properties.price).toMatchObject({
        type: 'number',
        description: expect.stringContaining('SAR'),
      });
      expect(card.properties.priceHalalas).toMatchObject({ type: 'integer' });
      expect(card.required).toEqual(expect.arrayContaining(['price', 'priceHalalas']));
    });
  });
});
