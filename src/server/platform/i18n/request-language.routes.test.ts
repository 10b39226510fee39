import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/notifications/notifications.schemas.js';
import { categoryTaxonomy } from '../../modules/categories/category-taxonomy.js';
import { createTestApp } from '../../test/app.js';
import { fromOurSite, nextAddress, verifiedAccount } from '../../test/accounts.js';
import {
  openEventStream,
  type EventStreamClient,
  type ReceivedEvent,
} from '../../test/event-stream-client.js';

/*
 * Spec §9: "Languages: Arabic (ar) and English (en); English is the fallback." Spec §7 calls
 * `/api/categories?lang={lang}`, `/api/categories/main?lang={en or ar}`, `/api/notifications/me?lang={lang}`
 * and the notification stream. Issue 20: a browser's language detector gives `en-US`, `en-us` or `ar-SA`;
 * any language tag is read by its primary language, English for any other.
 */
const arabicLetters = /[\u0600-\u06FF]/;
const mainNames = { en: categoryTaxonomy.map((c) => c.nameEn), ar: categoryTaxonomy.map((c) => c.nameAr) };
const reviewTitle = { en: 'New review', ar: 'تقييم جديد' };
const browserTags = [
  ['en-US', 'en'],
  ['en-us', 'en'],
  ['ar-SA', 'ar'],
  ['AR', 'ar'],
  ['en_US', 'en'],
  ['fr-FR', 'en'],
] as const;

describe('language tags on every call that takes a language', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let baseUrl: string;
  let sender: Awaited<ReturnType<typeof verifiedAccount>>;
  const streams: EventStreamClient[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as { port: number };
    baseUrl = `http://127.0.0.1:${port}`;
    sender = await verifiedAccount(testApp.app);
  });
  afterAll(async () => {
    streams.forEach((client) => client.close());
    await testApp.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers, remoteAddress: nextAddress() });
  /** A business with one unread notification (a new review), to read in a language. */
  async function reviewedBusiness() {
    const account = await verifiedAccount(testApp.app);
    const raised = await testApp.app.services.notifications.notify({
      recipientId: account.user.id,
      type: 'NEW_REVIEW',
      sender: { userId: sender.user.id, name: 'Al Noor Trading' },
      related: null,
      params: { rating: 4 },
    });
    return { ...account, notificationId: raised!.notificationId };
  }
  /** Spec §7: "each message is JSON, possibly with a data string holding the notification as nested JSON". */
  const notificationIn = (event: ReceivedEvent): Notification => {
    const message = JSON.parse(event.data!) as Notification | { data: string };
    return 'data' in message && typeof message.data === 'string'
      ? (JSON.parse(message.data) as Notification)
      : (message as Notification);
  };

  describe('GET /api/categories/main?lang=', () => {
    it.each(browserTags)('answers lang=%s with 200 and names in %s', async (tag, language) => {
      const response = await get(`/api/categories/main?lang=${tag}`);

      expect(response.statusCode).toBe(200);
      expect(response.json<{ name: string }[]>().map((c) => c.name)).toEqual(mainNames[language]);
    });
  });

  describe('GET /api/categories?lang=', () => {
    it.each(browserTags)('answers lang=%s with 200 and names in %s', async (tag, language) => {
      const response = await get(`/api/categories?lang=${tag}`);

      expect(response.statusCode).toBe(200);
      expect(response.json<{ name: string }[]>().map((c) => c.name)).toEqual(mainNames[language]);
    });
  });

  describe('GET /api/notifications/me?lang=', () => {
    it.each(browserTags)('answers lang=%s with 200 and the notification in %s', async (tag, language) => {
      const { cookie } = await reviewedBusiness();

      const response = await get(`/api/notifications/me?lang=${tag}`, { cookie });

      expect(response.statusCode).toBe(200);
      expect(response.json<Notification[]>()[0]!.title).toBe(reviewTitle[language]);
    });
  });

  it('answers PATCH /api/notifications/{id}/read?lang=ar-SA with the notification in Arabic', async () => {
    const { cookie, notificationId } = await reviewedBusiness();

    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${notificationId}/read?lang=ar-SA`,
      headers: { ...fromOurSite, cookie },
      remoteAddress: nextAddress(),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json<Notification>()).toMatchObject({ title: reviewTitle.ar, isRead: true });
  });

  describe('GET /api/notifications/stream?lang=', () => {
    it.each([
      ['ar-SA', 'ar'],
      ['en-US', 'en'],
      ['en-us', 'en'],
    ] as const)('streams to lang=%s with 200 and notifications in %s', async (tag, language) => {
      const account = await verifiedAccount(testApp.app);
      const client = await openEventStream(`${baseUrl}/api/notifications/stream?lang=${tag}`, {
        cookie: account.cookie,
      });
      streams.push(client);
      expect(client.status).toBe(200);

      await testApp.app.services.notifications.notify({
        recipientId: account.user.id,
        type: 'NEW_REVIEW',
        sender: { userId: sender.user.id, name: 'Al Noor Trading' },
        related: null,
        params: { rating: 5 },
      });
      const events = await client.waitForData(1);

      expect(notificationIn(events.find((event) => (event.event ?? 'message') === 'message')!).title).toBe(
        reviewTitle[language],
      );
    });
  });

  describe('Accept-Language', () => {
    it.each([
      ['en-US,en;q=0.9', 'en'],
      ['ar-SA,ar;q=0.9,en-US;q=0.8,en;q=0.7', 'ar'],
      ['fr-CH, fr;q=0.9, ar;q=0.8, en;q=0.7', 'ar'],
      ['en;q=0.2, ar-SA;q=0.6', 'ar'],
      ['de-DE', 'en'],
    ] as const)('reads "%s" by quality as %s', async (acceptLanguage, language) => {
      const response = await get('/api/categories/main', { 'accept-language': acceptLanguage });

      expect(response.statusCode).toBe(200);
      expect(response.json<{ name: string }[]>().map((c) => c.name)).toEqual(mainNames[language]);
    });
  });

  it('lets lang win over Accept-Language', async () => {
    const response = await get('/api/categories/main?lang=en-GB', { 'accept-language': 'ar-SA' });

    expect(response.json<{ name: string }[]>()[0]!.name).toBe(mainNames.en[0]);
  });

  it('writes error messages in the language a tag names, by the same rule', async () => {
    const arabic = await get('/api/notifications/me?lang=ar-SA');
    const english = await get('/api/notifications/me?lang=en-US', { 'accept-language': 'ar' });

    expect(arabic.statusCode).toBe(401);
    expect(arabic.json().error.message).toMatch(arabicLetters);
    expect(english.statusCode).toBe(401);
    expect(english.json().error.message).not.toMatch(arabicLetters);
  });

  it('refuses a lang that is no language tag with 400 UNSUPPORTED_LANGUAGE, in the Accept-Language language', async () => {
    const response = await get(`/api/categories/main?lang=${encodeURIComponent('12$%')}`, {
      'accept-language': 'ar-SA',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'UNSUPPORTED_LANGUAGE', statusCode: 400 });
    expect(response.json().error.message).toMatch(arabicLetters);
  });

  it('documents lang as a language tag, not a closed list, in the OpenAPI document', async () => {
    const { paths } = (await get('/api/docs/json')).json();

    for (const path of ['/api/categories', '/api/categories/main', '/api/notifications/me']) {
      const lang = paths[path].get.parameters.find((p: { name: string }) => p.name === 'lang');
      expect(lang.schema).toMatchObject({ type: 'string' });
      expect(lang.schema.enum).toBeUndefined();
    }
  });
});
