import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/notifications/notifications.schemas.js';
import type { Tender } from '../../../contract/tenders/tenders.schemas.js';
import { openPool } from '../../platform/db/database.js';
import { riyadhPeriodStart } from '../../platform/time/riyadh-time.js';
import { supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { callAs } from '../../test/checkout.js';
import { openEventStream, type EventStreamClient } from '../../test/event-stream-client.js';
import { createTendersRepository } from './tenders.repository.js';
import { createTendersService } from './tenders.service.js';

type Account = Awaited<ReturnType<typeof verifiedAccount>>;

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** The app's time: the real time moved forward once the tests let the deadline pass. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };

/** How long a stream is watched for anything an offer might have pushed. */
const streamWindowMs = 600;

/**
 * Issue 19 item 5, decision 014: before the submission deadline the tender's creator learns nothing
 * about offers, not even how many; at the deadline one notification tells how many arrived.
 */
describe('sealed offer count', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let baseUrl: string;
  const streams: EventStreamClient[] = [];
  const app = () => testApp.app;

  /** An offer of `halalas` (sent as `amountHalalas`: a plain `amount` is riyals, decision 019). */
  const offerBody = (halalas: number) => ({
    amountHalalas: halalas,
    completionDate: new Date(riyadhPeriodStart('TODAY', clock.now()).getTime() + 30.5 * dayMs)
      .toISOString()
      .slice(0, 10),
    technicalDetails: 'Class A extinguishers, EN3 certified',
    executionPlan: 'Delivery in two batches over three weeks',
  });

  function ok(response: { statusCode: number; body: string }, status = 200) {
    expect(response.statusCode, response.body).toBe(status);
  }

  async function openStream(account: Account): Promise<EventStreamClient> {
    const client = await openEventStream(`${baseUrl}/api/notifications/stream?lang=en`, {
      cookie: account.cookie,
    });
    streams.push(client);
    return client;
  }

  /**
   * A buyer's tender closing at `submissionDeadline`, its stream open from before the first offer, and
   * `offerCount` offers left standing: with three, one supplier resubmits and a fourth withdraws its own.
   */
  async function tenderWithSealedOffers(offerCount: 0 | 1 | 3, submissionDeadline: string) {
    const buyer = await verifiedAccount(app());
    const published = await callAs(app(), 'POST', '/api/tenders', buyer.cookie, {
      name: 'توريد معدات السلامة لمستودعات الرياض',
      mainActivity: 'Safety equipment supply and installation',
      submissionDeadline,
      responseDeadlineOption: '1w',
    });
    ok(published, 201);
    const tender = published.json<Tender>();
    const stream = await openStream(buyer);
    const offer = `/api/tenders/${tender.id}/my-offer`;
    for (let index = 0; index < offerCount; index += 1) {
      const supplier = await supplierAccount(app());
      ok(await callAs(app(), 'PUT', offer, supplier.cookie, offerBody(100_000 + index)), 201);
      if (index === 0 && offerCount > 1) {
        ok(await callAs(app(), 'PUT', offer, supplier.cookie, offerBody(90_000)));
      }
    }
    if (offerCount > 1) {
      const withdrawing = await supplierAccount(app());
      ok(await callAs(app(), 'PUT', offer, withdrawing.cookie, offerBody(80_000)), 201);
      ok(await callAs(app(), 'DELETE', offer, withdrawing.cookie), 204);
    }
    return { buyer, tender, stream };
  }

  /**
   * Everything the creator can read, with what differs between any two tenders and businesses (ids,
   * names, reference and publication time) replaced by placeholders.
   */
  async function creatorSees({ buyer, tender, stream }: Awaited<ReturnType<typeof tenderWithSealedOffers>>) {
    const reads = [
      '/api/notifications/me?lang=en',
      '/api/notifications/me?lang=ar',
      '/api/notifications/me?type=NEW_OFFER',
      '/api/notifications/me/unread-count',
      `/api/tenders/${tender.id}`,
      `/api/tenders/mine/${tender.id}`,
      `/api/tenders/mine/${tender.id}/offers`,
      '/api/tenders/mine',
      '/api/tenders/mine?phase=OPEN',
      '/api/tenders/received-offers',
      `/api/tenders/received-offers?tenderId=${tender.id}`,
    ];
    const answers = [];
    for (const url of reads) {
      const response = await callAs(app(), 'GET', url, buyer.cookie);
      answers.push({
        url,
        status: response.statusCode,
        // Each answer's request id is its own; everything else must match.
        body: response.body.replace(/"requestId":"[^"]*"/g, '"requestId":"<request>"'),
        etag: response.headers.etag,
        lastModified: response.headers['last-modified'],
        cacheControl: response.headers['cache-control'],
        hasNextPage: response.headers['x-next-cursor'] !== undefined,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, streamWindowMs));
    const streamed = stream.events.map((event) => event.data ?? null);
    const replacements: Array<[string, string]> = [
      [tender.id, '<tender>'],
      [tender.referenceNumber, '<reference>'],
      [tender.publishedAt!, '<published>'],
      [buyer.user.id, '<creator>'],
      [buyer.body.businessName, '<business>'],
    ];
    let text = JSON.stringify({ answers, streamed });
    for (const [value, placeholder] of replacements) text = text.split(value).join(placeholder);
    return JSON.parse(text) as unknown;
  }

  const listed = async (account: Account, lang: 'en' | 'ar') => {
    const response = await callAs(app(), 'GET', `/api/notifications/me?lang=${lang}`, account.cookie);
    ok(response);
    return response.json<Notification[]>();
  };

  beforeAll(async () => {
    testApp = await createTestApp({}, { clock });
    // The tests run the deadline job themselves, on one node and then on two.
    await testApp.app.services.jobs.pause('tender-deadlines');
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as { port: number };
    baseUrl = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    for (const client of streams) client.close();
    await testApp.close();
  });

  it(
    'shows the creator exactly the same with 0, 1 and 3 offers before the deadline',
    { timeout: 60_000 },
    async () => {
      const submissionDeadline = new Date(clock.now().getTime() + 48 * hourMs).toISOString();
      const none = await tenderWithSealedOffers(0, submissionDeadline);
      const one = await tenderWithSealedOffers(1, submissionDeadline);
      const three = await tenderWithSealedOffers(3, submissionDeadline);

      const [withNone, withOne, withThree] = [
        await creatorSees(none),
        await creatorSees(one),
        await creatorSees(three),
      ];

      expect(withOne).toEqual(withNone);
      expect(withThree).toEqual(withNone);
      expect(await listed(three.buyer, 'en')).toEqual([]);
    },
  );

  it(
    'tells the creator once how many offers arrived when the deadline passes, even with two nodes running the job',
    { timeout: 60_000 },
    async () => {
      const submissionDeadline = new Date(clock.now().getTime() + 2 * hourMs).toISOString();
      const cases = [
        { offers: 0, ...(await tenderWithSealedOffers(0, submissionDeadline)) },
        { offers: 1, ...(await tenderWithSealedOffers(1, submissionDeadline)) },
        { offers: 3, ...(await tenderWithSealedOffers(3, submissionDeadline)) },
      ];
      const { tenders } = app().services;
      expect(await tenders.announceOffers()).toBe(0);
      clock.offsetMs = Date.parse(submissionDeadline) + 60_000 - Date.now();
      // A second node: its own pool and its own service, on the same database.
      const secondNode = openPool(testApp.database.url);
      const secondTenders = createTendersService({
        repository: createTendersRepository(secondNode.db),
        users: app().services.users,
        invoices: app().services.invoices,
        events: app().services.events,
        clock,
      });

      try {
        const announced = await Promise.all([tenders.announceOffers(), secondTenders.announceOffers()]);
        const again = await Promise.all([tenders.announceOffers(), secondTenders.announceOffers()]);

        expect(announced[0] + announced[1]).toBe(3);
        expect(again).toEqual([0, 0]);
      } finally {
        await secondNode.pool.end();
      }
      const name = 'توريد معدات السلامة لمستودعات الرياض';
      const expected = {
        0: {
          en: `“${name}” received no offers before its deadline.`,
          ar: `انتهى موعد التقديم على مناقصة «${name}» دون استلام أي عرض.`,
        },
        1: {
          en: `“${name}” received 1 offer before its deadline; you can now read it.`,
          ar: `استُلم عرض واحد على مناقصة «${name}» قبل انتهاء موعد التقديم، ويمكنك الآن الاطلاع عليه.`,
        },
        3: {
          en: `“${name}” received 3 offers before its deadline; you can now compare them.`,
          ar: `استُلمت 3 عروض على مناقصة «${name}» قبل انتهاء موعد التقديم، ويمكنك الآن مقارنتها.`,
        },
      } as const;
      for (const { offers, buyer, tender, stream } of cases) {
        const [inEnglish, ...moreInEnglish] = await listed(buyer, 'en');
        const [inArabic] = await listed(buyer, 'ar');
        expect(moreInEnglish, `${offers} offers`).toEqual([]);
        expect(inEnglish).toMatchObject({
          type: 'NEW_OFFER',
          title: 'Submissions closed on your tender',
          content: expected[offers as 0 | 1 | 3].en,
          sender: null,
          relatedEntityType: 'TENDER',
          relatedEntityId: tender.id,
          isRead: false,
        });
        expect(inArabic).toMatchObject({
          notificationId: inEnglish!.notificationId,
          title: 'انتهى موعد تقديم العروض على مناقصتك',
          content: expected[offers as 0 | 1 | 3].ar,
        });
        const count = await callAs(app(), 'GET', '/api/notifications/me/unread-count', buyer.cookie);
        expect(count.json()).toEqual({ count: 1 });
        const pushed = await stream.waitForData(1);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(stream.events.filter((event) => event.data !== undefined)).toHaveLength(1);
        expect(JSON.parse(JSON.parse(pushed[0]!.data!).data as string)).toMatchObject({
          notificationId: inEnglish!.notificationId,
          content: expected[offers as 0 | 1 | 3].en,
        });
        const mine = await callAs(app(), 'GET', `/api/tenders/mine/${tender.id}`, buyer.cookie);
        expect(mine.json<Tender>().offerCount).toBe(offers);
      }
    },
  );
});
