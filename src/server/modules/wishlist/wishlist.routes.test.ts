import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryWithSubcategories } from '../../../contract/categories/categories.schemas.js';
import { createTestApp } from '../../test/app.js';
import { fromOurSite, nextAddress, supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { multipartFile, pngImage } from '../../test/uploads.js';

type Kind = 'products' | 'services';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface SavedItem {
  _id: string;
  kind: 'PRODUCT' | 'SERVICE';
  name: string;
  addedAt: string;
  supplier: { userId: string; businessName: string };
  imagesFilesUrls: string[];
}

describe('wishlist API', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let productSub: string;
  let serviceSub: string;
  let image: Buffer;
  /** One supplier's published product and service, shared by the tests that only read them. */
  let supplier: Awaited<ReturnType<typeof supplierAccount>>;
  let product: string;
  let service: string;

  /** A request as the holder of `cookie` (none: a guest), from a fresh address and from our own site. */
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...fromOurSite, ...(cookie ? { cookie } : {}) },
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });
  const sql = (text: string, values: unknown[]) => testApp.database.pool.query(text, values);

  const toggle = (cookie: string | undefined, id: string) =>
    call('PATCH', `/api/buyers/me/wishlist/${id}`, cookie);
  const savedIds = async (cookie: string) =>
    (await call('GET', '/api/buyers/me/wishlist', cookie)).json<SavedItem[]>().map((item) => item._id);

  /** A published listing (with its one image) of the supplier holding `cookie`. */
  async function published(cookie: string, kind: Kind, name = 'Cordless Drill 18V') {
    const fields =
      kind === 'products'
        ? {
            nameEn: name,
            categoryId: productSub,
            price: 45_000,
            caseQuantity: 6,
            minOrderQuantity: 12,
            maxOrderQuantity: null,
            stock: 300,
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
    const created = await call('POST', `/api/suppliers/me/${kind}`, cookie, fields);
    if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
    const { id } = created.json<{ id: string }>();
    const body = multipartFile(image, 'photo.png', 'image/png');
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: `/api/suppliers/me/${kind}/${id}/images`,
      headers: { ...fromOurSite, cookie, ...body.headers },
      payload: body.payload,
      remoteAddress: nextAddress(),
    });
    if (uploaded.statusCode !== 201) throw new Error(`upload failed: ${uploaded.body}`);
    const publish = await call('POST', `/api/suppliers/me/${kind}/${id}/publish`, cookie);
    if (publish.statusCode !== 200) throw new Error(`publish failed: ${publish.body}`);
    return id;
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    const tree = (await testApp.app.inject({ url: '/api/categories?lang=en' })).json<
      CategoryWithSubcategories[]
    >();
    productSub = tree.find((c) => c.usedFor === 'PRODUCT' && c.subcategories.length > 0)!.subcategories[0]!
      .id;
    serviceSub = tree.find((c) => c.usedFor === 'SERVICE' && c.subcategories.length > 0)!.subcategories[0]!
      .id;
    image = await pngImage(400, 400);
    supplier = await supplierAccount(testApp.app);
    product = await published(supplier.cookie, 'products');
    service = await published(supplier.cookie, 'services', 'Office deep cleaning');
  });
  afterAll(() => testApp.close());

  describe('PATCH /api/buyers/me/wishlist/{id}', () => {
    it('adds an item, then removes it on the second toggle', async () => {
      const { cookie } = await verifiedAccount(testApp.app);

      const first = await toggle(cookie, product);
      const listAfterFirst = await savedIds(cookie);
      const second = await toggle(cookie, product);

      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ message: 'ADDED', isAdded: true });
      expect(listAfterFirst).toEqual([product]);
      expect(second.json()).toEqual({ message: 'REMOVED', isAdded: false });
      expect(await savedIds(cookie)).toEqual([]);
    });

    it('saves services as well as products', async () => {
      const { cookie } = await verifiedAccount(testApp.app);

      const answer = await toggle(cookie, service);

      expect(answer.json()).toEqual({ message: 'ADDED', isAdded: true });
      expect(await savedIds(cookie)).toEqual([service]);
    });

    it("changes only the caller's wishlist", async () => {
      const buyerA = await verifiedAccount(testApp.app);
      const buyerB = await verifiedAccount(testApp.app);
      await toggle(buyerB.cookie, service);

      const answerA = await toggle(buyerA.cookie, product);
      const answerB = await toggle(buyerB.cookie, product);
      await call('DELETE', `/api/buyers/me/wishlist/${service}`, buyerA.cookie);

      expect(answerA.json()).toMatchObject({ isAdded: true });
      expect(answerB.json()).toMatchObject({ isAdded: true });
      expect(await savedIds(buyerA.cookie)).toEqual([product]);
      expect(await savedIds(buyerB.cookie)).toEqual([product, service]);
    });

    it('answers 404 NOT_FOUND for an id that names no listing', async () => {
      const { cookie } = await verifiedAccount(testApp.app);

      const response = await toggle(cookie, randomUUID());

      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    });

    it('answers 404 for a listing buyers cannot see (unpublished), and saves nothing', async () => {
      const { cookie } = await verifiedAccount(testApp.app);
      const own = await supplierAccount(testApp.app);
      const hidden = await published(own.cookie, 'products', 'Hidden drill');
      await call('POST', `/api/suppliers/me/products/${hidden}/unpublish`, own.cookie);

      const response = await toggle(cookie, hidden);
      const { rows } = await sql('SELECT count(*)::int AS n FROM wishlist_items WHERE product_id = $1', [
        hidden,
      ]);

      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
      expect(rows[0].n).toBe(0);
    });

    it('answers 400 for a malformed id', async () => {
      const { cookie } = await verifiedAccount(testApp.app);

      const response = await toggle(cookie, 'not-a-uuid');

      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    });

    it('answers 401 UNAUTHENTICATED without a session', async () => {
      const response = await toggle(undefined, product);

      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    });

    it('refuses a supplier with 403 ROLE_NOT_ALLOWED (spec §6: the wishlist is the buyer’s)', async () => {
      const other = await supplierAccount(testApp.app);

      const response = await toggle(other.cookie, product);
      const list = await call('GET', '/api/buyers/me/wishlist', other.cookie);
      const { rows } = await sql('SELECT count(*)::int AS n FROM wishlist_items WHERE buyer_id = $1', [
        other.user.id,
      ]);

      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('ROLE_NOT_ALLOWED');
      expect(list.statusCode).toBe(403);
      expect(rows[0].n).toBe(0);
    });

    it('leaves one consistent state when the same item is toggled twice at once', async () => {
      const { cookie, user } = await verifiedAccount(testApp.app);

      // A few rounds, so that the two calls overlap in at least some of them.
      const rounds = [];
      for (let round = 0; round < 5; round += 1)
        rounds.push(await Promise.all([toggle(cookie, product), toggle(cookie, product)]));
      const { rows } = await sql('SELECT count(*)::int AS n FROM wishlist_items WHERE buyer_id = $1', [
        user.id,
      ]);

      for (const answers of rounds) {
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
        expect(answers.map((answer) => answer.json().message).sort()).toEqual(['ADDED', 'REMOVED']);
      }
      expect(rows[0].n).toBe(0);
      expect(await savedIds(cookie)).toEqual([]);
    });

    it('counts every one of many parallel toggles: added minus removed is what stays saved', async () => {
      const { cookie, user } = await verifiedAccount(testApp.app);

      const answers = await Promise.all(Array.from({ length: 7 }, () => toggle(cookie, service)));
      const messages = answers.map((answer) => answer.json<{ message: string }>().message);
      const added = messages.filter((message) => message === 'ADDED').length;
      const removed = messages.filter((message) => message === 'REMOVED').length;
      const { rows } = await sql('SELECT count(*)::int AS n FROM wishlist_items WHERE buyer_id = $1', [
        user.id,
      ]);

      expect(added + removed).toBe(7);
      expect(added - removed).toBe(rows[0].n);
      expect(rows[0].n).toBe(1);
      expect(await savedIds(cookie)).toEqual([service]);
    });
  });

  describe('GET /api/buyers/me/wishlist', () => {
    it('lists saved items as cards, newest first, with their kind and when they were added', async () => {
      const { cookie } = await verifiedAccount(testApp.app);
      await toggle(cookie, product);
      await toggle(cookie, service);

      const response = await call('GET', '/api/buyers/me/wishlist', cookie);
      const items = response.json<SavedItem[]>();

      expect(response.statusCode).toBe(200);
      expect(items.map((item) => [item._id, item.kind])).toEqual([
        [service, 'SERVICE'],
        [product, 'PRODUCT'],
      ]);
      expect(items[1]).toMatchObject({
        nameEn: 'Cordless Drill 18V',
        supplier: { userId: supplier.user.id },
      });
      expect(items[1]!.imagesFilesUrls).toHaveLength(1);
      expect(Date.parse(items[0]!.addedAt)).toBeGreaterThanOrEqual(Date.parse(items[1]!.addedAt));
    });

    it('skips items that became hidden, and shows them again when visible', async () => {
      const { cookie } = await verifiedAccount(testApp.app);
      const own = await supplierAccount(testApp.app);
      const drill = await published(own.cookie, 'products', 'Soon hidden drill');
      await toggle(cookie, drill);
      await toggle(cookie, product);

      await sql(`UPDATE suppliers SET status = 'INACTIVE' WHERE user_id = $1`, [own.user.id]);
      const whileHidden = await savedIds(cookie);
      const toggleWhileHidden = await toggle(cookie, drill);
      await sql(`UPDATE suppliers SET status = 'ACTIVE' WHERE user_id = $1`, [own.user.id]);

      expect(whileHidden).toEqual([product]);
      expect(toggleWhileHidden.statusCode).toBe(404);
      expect(await savedIds(cookie)).toEqual([product, drill]);
    });

    it('skips deleted listings', async () => {
      const { cookie } = await verifiedAccount(testApp.app);
      const own = await supplierAccount(testApp.app);
      const drill = await published(own.cookie, 'products', 'Soon deleted drill');
      await toggle(cookie, drill);

      await call('DELETE', `/api/suppliers/me/products/${drill}`, own.cookie);

      expect(await savedIds(cookie)).toEqual([]);
    });

    it('answers 401 without a session', async () => {
      const response = await call('GET', '/api/buyers/me/wishlist');

      expect(response.statusCode).toBe(401);
    });
  });

  describe('DELETE /api/buyers/me/wishlist/{id}', () => {
    it('removes a saved item with 204', async () => {
      const { cookie } = await verifiedAccount(testApp.app);
      await toggle(cookie, product);
      await toggle(cookie, service);

      const response = await call('DELETE', `/api/buyers/me/wishlist/${product}`, cookie);

      expect(response.statusCode).toBe(204);
      expect(await savedIds(cookie)).toEqual([service]);
    });

    it('answers 204 for an item that is not saved', async () => {
      const { cookie } = await verifiedAccount(testApp.app);

      const response = await call('DELETE', `/api/buyers/me/wishlist/${randomUUID()}`, cookie);

      expect(response.statusCode).toBe(204);
    });

    it('answers 400 for a malformed id and 403 to a supplier', async () => {
      const { cookie } = await verifiedAccount(testApp.app);

      const malformed = await call('DELETE', '/api/buyers/me/wishlist/42', cookie);
      const asSupplier = await call('DELETE', `/api/buyers/me/wishlist/${product}`, supplier.cookie);

      expect(malformed.statusCode).toBe(400);
      expect(asSupplier.statusCode).toBe(403);
      expect(asSupplier.json().error.code).toBe('ROLE_NOT_ALLOWED');
    });
  });

  describe('GET /api/suppliers/me/wishlist-counts', () => {
    it('refuses a Basic supplier with 403 PREMIUM_REQUIRED', async () => {
      const basic = await supplierAccount(testApp.app);

      const response = await call('GET', '/api/suppliers/me/wishlist-counts', basic.cookie);

      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('PREMIUM_REQUIRED');
    });

    it('refuses a buyer with 403 ROLE_NOT_ALLOWED', async () => {
      const { cookie } = await verifiedAccount(testApp.app);

      const response = await call('GET', '/api/suppliers/me/wishlist-counts', cookie);

      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('ROLE_NOT_ALLOWED');
    });

    it('tells a Premium supplier how many buyers saved each of its listings', async () => {
      const premium = await supplierAccount(testApp.app);
      const drill = await published(premium.cookie, 'products', 'Popular drill');
      const saw = await published(premium.cookie, 'products', 'Unnoticed saw');
      const cleaning = await published(premium.cookie, 'services', 'Popular cleaning');
      await sql(`UPDATE suppliers SET plan = 'PREMIUM' WHERE user_id = $1`, [premium.user.id]);
      const buyers = await Promise.all([1, 2, 3].map(() => verifiedAccount(testApp.app)));
      for (const buyer of buyers) await toggle(buyer.cookie, drill);
      await toggle(buyers[0]!.cookie, cleaning);
      // Another supplier's listing saved by the same buyers does not count here.
      await toggle(buyers[1]!.cookie, product);

      const response = await call('GET', '/api/suppliers/me/wishlist-counts', premium.cookie);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(
        expect.arrayContaining([
          { id: drill, kind: 'PRODUCT', count: 3 },
          { id: saw, kind: 'PRODUCT', count: 0 },
          { id: cleaning, kind: 'SERVICE', count: 1 },
        ]),
      );
      expect(response.json()).toHaveLength(3);
    });
  });

  // Spec §8 "Wishlist toggle": "400 bad request; 401 unauthorized (log in); 403 forbidden; 404 item not
  // found". Spec §7: "PATCH /api/buyers/me/wishlist/{id} — empty body; answer: message and isAdded".
  // Issue 20: a guest is answered 401 with a message that says a session is missing.
  describe('the status codes of spec §8, whatever the client labels its empty body', () => {
    /** A client that labels every request JSON, as many HTTP libraries do, with the spec's empty body. */
    const asJsonClient = (method: Method, url: string, cookie?: string) =>
      testApp.app.inject({
        method,
        url,
        headers: { ...fromOurSite, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        remoteAddress: nextAddress(),
      });

    it.each([
      ['PATCH', (id: string) => `/api/buyers/me/wishlist/${id}`],
      ['DELETE', (id: string) => `/api/buyers/me/wishlist/${id}`],
      ['GET', () => '/api/buyers/me/wishlist'],
    ] as const)(
      'answers a guest’s %s 401 UNAUTHENTICATED saying no session was sent',
      async (method, url) => {
        for (const send of [call, asJsonClient]) {
          const response = await send(method, url(product));

          expect(response.statusCode).toBe(401);
          expect(response.json().error).toMatchObject({ code: 'UNAUTHENTICATED', statusCode: 401 });
          expect(response.json().error.message).toMatch(/no session/i);
        }
      },
    );

    it('says so in Arabic too', async () => {
      const response = await testApp.app.inject({
        method: 'PATCH',
        url: `/api/buyers/me/wishlist/${product}?lang=ar-SA`,
        headers: fromOurSite,
        remoteAddress: nextAddress(),
      });

      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toContain('لا توجد جلسة');
    });

    it('answers a session that ended 401 SESSION_EXPIRED with the spec message', async () => {
      const response = await asJsonClient(
        'PATCH',
        `/api/buyers/me/wishlist/${product}`,
        'tawrid_session=ended',
      );

      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({
        code: 'SESSION_EXPIRED',
        message: 'Invalid or expired token',
      });
    });

    it('toggles for a buyer whose client sends the empty body labelled JSON', async () => {
      const { cookie } = await verifiedAccount(testApp.app);

      const added = await asJsonClient('PATCH', `/api/buyers/me/wishlist/${service}`, cookie);
      const removed = await asJsonClient('DELETE', `/api/buyers/me/wishlist/${service}`, cookie);

      expect(added.statusCode).toBe(200);
      expect(added.json()).toEqual({ message: 'ADDED', isAdded: true });
      expect(removed.statusCode).toBe(204);
      expect(await savedIds(cookie)).toEqual([]);
    });

    it('answers 400 for a malformed id', async () => {
      const { cookie } = await verifiedAccount(testApp.app);

      const response = await asJsonClient('PATCH', '/api/buyers/me/wishlist/undefined', cookie);

      expect(response.statusCode).toBe(400);
      expect(response.json().error.statusCode).toBe(400);
    });

    it('answers 403 ROLE_NOT_ALLOWED to a supplier', async () => {
      const response = await asJsonClient('PATCH', `/api/buyers/me/wishlist/${product}`, supplier.cookie);

      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('ROLE_NOT_ALLOWED');
    });

    it('answers 404 NOT_FOUND for an item that does not exist', async () => {
      const { cookie } = await verifiedAccount(testApp.app);

      const response = await asJsonClient('PATCH', `/api/buyers/me/wishlist/${randomUUID()}`, cookie);

      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    });
  });

  it('documents every wishlist route in the OpenAPI document', async () => {
    const paths = (await call('GET', '/api/docs/json')).json().paths;

    expect(paths['/api/buyers/me/wishlist/{id}']).toMatchObject({
      patch: { tags: ['wishlist'] },
      delete: { tags: ['wishlist'] },
    });
    expect(paths['/api/buyers/me/wishlist'].get.tags).toEqual(['wishlist']);
    expect(paths['/api/suppliers/me/wishlist-counts'].get.tags).toEqual(['wishlist']);
  });
});
