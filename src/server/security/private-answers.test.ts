import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chats/chats.schemas.js';
import { fromOurSite, nextAddress, supplierAccount, verifiedAccount } from '../test/accounts.js';
import { createTestApp } from '../test/app.js';
import { callAs, productOf } from '../test/checkout.js';
import { multipartFile, pngImage } from '../test/uploads.js';

/*
 * Issue 19, item 8: chat images were public files, readable by anyone holding the address and kept a
 * year by any shared cache, and personal answers said nothing about caching. Chat images are now served
 * by chats to the chat's two businesses only (`Cache-Control: private`); every answer to a signed-in
 * business is `no-store`; listing images and the guests' catalog keep their public caching.
 */
describe('private answers', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  let buyer: Awaited<ReturnType<typeof verifiedAccount>>;
  let supplier: Awaited<ReturnType<typeof supplierAccount>>;
  let outsider: Awaited<ReturnType<typeof verifiedAccount>>;
  let message: ChatMessage;

  beforeAll(async () => {
    testApp = await createTestApp();
    [buyer, supplier, outsider] = await Promise.all([
      verifiedAccount(app()),
      supplierAccount(app()),
      verifiedAccount(app()),
    ]);
    const thread = (
      await callAs(app(), 'POST', '/api/chats', buyer.cookie, {
        counterpartId: supplier.user.id,
        mySide: 'BUYER',
      })
    ).json<{ id: string }>();
    const upload = multipartFile(await pngImage(300, 200), 'delivery-note.png', 'image/png');
    const sent = await app().inject({
      method: 'POST',
      url: `/api/chats/${thread.id}/images`,
      headers: { ...fromOurSite, cookie: buyer.cookie, ...upload.headers },
      payload: upload.payload,
      remoteAddress: nextAddress(),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    message = sent.json<ChatMessage>();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const imageUrls = () => [message.image!.url, message.image!.thumbnailUrl];

  it('serves a chat image to the two businesses of the chat, cached privately', async () => {
    for (const url of imageUrls()) {
      for (const party of [buyer, supplier]) {
        const response = await callAs(app(), 'GET', url, party.cookie);

        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        expect(response.rawPayload.toString('latin1', 8, 12)).toBe('WEBP');
        expect(response.headers['cache-control']).toBe('private, max-age=86400');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });

  it('answers 404 to a third business and 401 to a guest', async () => {
    for (const url of imageUrls()) {
      const third = await callAs(app(), 'GET', url, outsider.cookie);
      const guest = await callAs(app(), 'GET', url);

      expect([third.statusCode, third.json().error.code]).toEqual([404, 'NOT_FOUND']);
      expect([guest.statusCode, guest.json().error.code]).toEqual([401, 'UNAUTHENTICATED']);
      expect(third.rawPayload.includes('WEBP')).toBe(false);
    }
  });

  it('never serves a chat image on the public files route, whatever its age', async () => {
    // Images sent before issue 19 have keys of the same form (`chats/<uuid>.webp`): one check covers both.
    const { rows } = await testApp.database.pool.query<{ imageKey: string; thumbnailKey: string }>(
      'SELECT image_key AS "imageKey", thumbnail_key AS "thumbnailKey" FROM chat_messages WHERE id = $1',
      [message.id],
    );
    const keys = [rows[0]!.imageKey, rows[0]!.thumbnailKey];
    expect(keys.every((key) => key.startsWith('chats/'))).toBe(true);

    for (const key of keys) {
      for (const cookie of [undefined, buyer.cookie]) {
        const response = await callAs(app(), 'GET', `/api/files/${key}`, cookie);
        expect(response.statusCode, key).toBe(404);
      }
    }
  });

  it('keeps listing images public and cached for a year', async () => {
    const productId = await productOf(app(), supplier.user.id, { price: 1_000, stock: 10 });
    const product = (await callAs(app(), 'GET', `/api/products/${productId}`)).json<{
      images: { url: string }[];
    }>();

    const response = await callAs(app(), 'GET', product.images[0]!.url);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/api/users/me',
    '/api/users/me/settings',
    '/api/buyers/me/cart',
    '/api/buyers/me/orders',
    '/api/buyers/me/invoices',
    '/api/buyers/me/wishlist',
    '/api/notifications/me',
    '/api/chats',
  ])('answers %s to its business with Cache-Control: no-store', async (url) => {
    const response = await callAs(app(), 'GET', url, buyer.cookie);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers no-store to the login that opens a session', async () => {
    const response = await callAs(app(), 'POST', '/api/auth/login', undefined, {
      identifier: buyer.body.email,
      password: buyer.body.password,
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps the public answers to guests cacheable', async () => {
    const categories = await callAs(app(), 'GET', '/api/categories/main');
    const search = await callAs(app(), 'GET', '/api/search/products?q=gloves');
    const storefront = await callAs(app(), 'GET', `/api/suppliers/${supplier.user.id}`);

    expect(categories.headers['cache-control']).toBe('public, max-age=300');
    expect(search.statusCode).toBe(200);
    expect(search.headers['cache-control']).toBeUndefined();
    expect(storefront.headers['cache-control']).toBeUndefined();
  });
});
