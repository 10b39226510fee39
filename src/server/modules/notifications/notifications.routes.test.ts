import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationTypes,
  type Notification,
} from '../../../contract/notifications/notifications.schemas.js';
import type { ChatMessage, ChatThread } from '../../../contract/chats/chats.schemas.js';
import { buildApp } from '../../app.js';
import { openPool } from '../../platform/db/database.js';
import { fromOurSite, nextAddress, signUp, supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { createTestApp, testConfig } from '../../test/app.js';
import {
  openEventStream,
  type EventStreamClient,
  type ReceivedEvent,
} from '../../test/event-stream-client.js';
import type { NotifyInput } from './notifications.service.js';

type Method = 'GET' | 'PATCH' | 'POST';
type Account = Awaited<ReturnType<typeof verifiedAccount>>;

describe('notifications API', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let baseUrl: string;
  /** The app's clock: real time unless a test moves it (and puts it back). */
  let fixedNow: Date | undefined;
  const clock = { now: () => fixedNow ?? new Date() };
  /** The business that causes the notifications (a real user: the sender is a foreign key). */
  let sender: Account;
  const senderName = 'مؤسسة النور للتجارة';
  const streams: EventStreamClient[] = [];

  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...fromOurSite, ...(cookie ? { cookie } : {}) },
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });
  const list = async (cookie: string, query = '') => {
    const response = await call('GET', `/api/notifications/me${query}`, cookie);
    if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
    return response.json<Notification[]>();
  };
  const unreadCount = async (cookie: string) =>
    (await call('GET', '/api/notifications/me/unread-count', cookie)).json<{ count: number }>().count;

  const notify = (input: NotifyInput) => testApp.app.services.notifications.notify(input);
  /** A new review for `recipient`: the simplest notification to raise. */
  const review = async (recipient: Account, rating = 5) =>
    (await notify({
      recipientId: recipient.user.id,
      type: 'NEW_REVIEW',
      sender: { userId: sender.user.id, name: senderName },
      related: null,
      params: { rating },
    }))!.notificationId;
  const changeSettings = (account: Account, notifications: Record<string, boolean>) =>
    call('PATCH', '/api/users/me/settings', account.cookie, { notifications });

  const stream = async (cookie: string | undefined, headers: Record<string, string> = {}, query = '') => {
    const client = await openEventStream(`${baseUrl}/api/notifications/stream${query}`, {
      ...(cookie ? { cookie } : {}),
      ...headers,
    });
    streams.push(client);
    return client;
  };
  const messagesOf = (events: { data?: string }[]) =>
    events.map((event) => JSON.parse(event.data!) as { type: string; data: string });
  const notificationsOf = (events: { data?: string }[]) =>
    messagesOf(events).map((message) => JSON.parse(message.data) as Notification);
  /** What `EventSource.onmessage` receives: events without an `event:` name (or named `message`). */
  const isDefaultMessage = (event: ReceivedEvent) =>
    event.data !== undefined && (event.event ?? 'message') === 'message';
  /**
   * A client written from spec §7 alone: "each message is JSON, possibly with a data string holding the
   * notification as nested JSON". It reads every default message as a notification.
   */
  const readAsSpecClient = (event: ReceivedEvent): unknown => {
    const message = JSON.parse(event.data!) as { data?: unknown };
    return typeof message.data === 'string' ? JSON.parse(message.data) : message;
  };
  const byNotificationId = (items: unknown[]) =>
    [...(items as Partial<Notification>[])].sort((a, b) =>
      String(a.notificationId).localeCompare(String(b.notificationId)),
    );

  beforeAll(async () => {
    testApp = await createTestApp({}, { clock });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as { port: number };
    baseUrl = `http://127.0.0.1:${port}`;
    sender = await verifiedAccount(testApp.app);
  });
  afterAll(async () => {
    for (const client of streams) client.close();
    await testApp.close();
  });

  describe('notify', () => {
    const orderId = randomUUID();
    const cases: Array<{
      input: Omit<NotifyInput, 'recipientId' | 'sender'> & { hasSender?: false };
      en: [string, string];
      ar: [string, string];
    }> = [
      {
        input: {
          type: 'NEW_MESSAGE',
          related: { type: 'CHAT', id: orderId },
          params: { preview: 'هل الكمية متوفرة؟' },
        },
        en: [`New message from ${senderName}`, 'هل الكمية متوفرة؟'],
        ar: [`رسالة جديدة من ${senderName}`, 'هل الكمية متوفرة؟'],
      },
      {
        input: {
          type: 'NEW_ORDER',
          related: { type: 'ORDER', id: orderId },
          params: { orderNumber: '1024', total: 123_450 },
        },
        en: ['New order #1024', `${senderName} placed an order totalling 1,234.50 SAR.`],
        ar: ['طلب جديد رقم 1024', `قدّم ${senderName} طلبًا بإجمالي 1,234.50 ر.س.`],
      },
      {
        input: {
          type: 'ORDER_STATUS',
          related: { type: 'ORDER', id: orderId },
          params: { orderNumber: '1024', status: 'SHIPPED' },
        },
        en: ['Order #1024 update', 'Order #1024 is now shipped.'],
        ar: ['تحديث على الطلب رقم 1024', 'حالة الطلب رقم 1024 الآن: تم الشحن.'],
      },
      {
        input: { type: 'NEW_REVIEW', related: null, params: { rating: 4 } },
        en: ['New review', `${senderName} rated you 4 out of 5.`],
        ar: ['تقييم جديد', `قيّمك ${senderName} بـ 4 من 5.`],
      },
      {
        input: {
          type: 'NEW_INVOICE',
          related: { type: 'INVOICE', id: orderId },
          params: { invoiceNumber: 'INV-77', total: 5_000_000 },
        },
        en: ['New invoice #INV-77', `${senderName} sent you an invoice for 50,000.00 SAR.`],
        ar: ['فاتورة جديدة رقم INV-77', `أرسل إليك ${senderName} فاتورة بمبلغ 50,000.00 ر.س.`],
      },
      {
        input: {
          type: 'INVOICE_STATUS',
          related: { type: 'INVOICE', id: orderId },
          params: { invoiceNumber: 'INV-77', status: 'FULLY_PAID' },
        },
        en: ['Invoice #INV-77 update', 'Invoice #INV-77 is now fully paid.'],
        ar: ['تحديث على الفاتورة رقم INV-77', 'حالة الفاتورة رقم INV-77 الآن: مدفوعة بالكامل.'],
      },
      {
        // Issue 19: once, at the submission deadline, with how many offers arrived and nobody's name.
        input: {
          type: 'NEW_OFFER',
          related: { type: 'TENDER', id: orderId },
          params: { tenderName: 'توريد أثاث مكتبي', offerCount: 11 },
          hasSender: false,
        },
        en: [
          'Submissions closed on your tender',
          '“توريد أثاث مكتبي” received 11 offers before its deadline; you can now compare them.',
        ],
        ar: [
          'انتهى موعد تقديم العروض على مناقصتك',
          'استُلم 11 عرضًا على مناقصة «توريد أثاث مكتبي» قبل انتهاء موعد التقديم، ويمكنك الآن مقارنتها.',
        ],
      },
      {
        input: {
          type: 'BID_STATUS',
          related: { type: 'OFFER', id: orderId },
          params: { tenderName: 'توريد أثاث مكتبي', status: 'ACCEPTED' },
        },
        en: ['Update on your offer', 'Your offer on “توريد أثاث مكتبي” was accepted.'],
        ar: ['تحديث على عرضك', 'تم قبول عرضك على مناقصة «توريد أثاث مكتبي».'],
      },
      {
        input: {
          type: 'GROUP_PURCHASE_STATUS',
          related: { type: 'GROUP_PURCHASE', id: orderId },
          params: { productName: 'مثقاب لاسلكي', status: 'CANCELLED' },
          hasSender: false,
        },
        en: [
          'Group purchase update',
          'The group purchase of “مثقاب لاسلكي” was cancelled: it did not reach its target before the deadline. Nobody is charged.',
        ],
        ar: [
          'تحديث على الشراء الجماعي',
          'أُلغي الشراء الجماعي لـ«مثقاب لاسلكي» لعدم بلوغ الحد المطلوب قبل الموعد النهائي، ولن يُحصَّل أي مبلغ.',
        ],
      },
      {
        // Issue 25: the operator's reason goes as written, after the fixed part in the reader's language.
        input: {
          type: 'DISPUTE_STATUS',
          related: { type: 'ORDER', id: orderId },
          params: {
            orderNumber: 'TW-2026-000123',
            status: 'PARTLY_REFUNDED',
            amount: 58_938,
            note: 'نصف الصناديق تالفة',
          },
          hasSender: false,
        },
        en: [
          'Dispute on order #TW-2026-000123',
          "The dispute on order #TW-2026-000123 was settled: 589.38 SAR refunded to the buyer's card. Reason: نصف الصناديق تالفة",
        ],
        ar: [
          'نزاع على الطلب رقم TW-2026-000123',
          'سُوّي النزاع بشأن الطلب رقم TW-2026-000123: استُرد 589.38 ر.س إلى بطاقة المشتري. السبب: نصف الصناديق تالفة',
        ],
      },
      {
        // Issue 25: Tawrid's decision in the reader's language, then the operator's reason as written.
        input: {
          type: 'TRUST_AND_SAFETY',
          related: null,
          params: { notice: 'SUPPLIER_SUSPENDED', text: 'منتجات مقلدة في عدة بلاغات' },
          hasSender: false,
        },
        en: [
          'Your store is suspended',
          'Buyers cannot see your store and listings; your open orders continue. Reason: منتجات مقلدة في عدة بلاغات',
        ],
        ar: [
          'تم إيقاف متجرك',
          'لا يرى المشترون متجرك وعروضك، وتستمر طلباتك المفتوحة. السبب: منتجات مقلدة في عدة بلاغات',
        ],
      },
      {
        // Issue 26: to the approvers, with who asks and the basket's total.
        input: {
          type: 'APPROVAL_REQUESTED',
          related: { type: 'APPROVAL_REQUEST', id: orderId },
          params: { requesterName: 'سارة', total: 115_000 },
          hasSender: false,
        },
        en: ['An order waits for your approval', 'سارة sent an order of 1,150.00 SAR for approval.'],
        ar: ['طلب شراء بانتظار موافقتك', 'أرسل سارة طلب شراء بمبلغ 1,150.00 ر.س للموافقة.'],
      },
      {
        input: {
          type: 'APPROVAL_DECIDED',
          related: { type: 'APPROVAL_REQUEST', id: orderId },
          params: { decision: 'DECLINED', deciderName: 'خالد', total: 115_000, reason: 'من المورد المعتمد' },
          hasSender: false,
        },
        en: ['Your order was declined', 'خالد declined your order of 1,150.00 SAR: من المورد المعتمد'],
        ar: ['رُفض طلبك', 'رفض خالد طلبك بمبلغ 1,150.00 ر.س: من المورد المعتمد'],
      },
    ];

    it('covers every notification type', () => {
      expect(cases.map((c) => c.input.type).sort()).toEqual([...notificationTypes].sort());
    });

    it.each(cases)(
      'stores $input.type with its title and content in English and Arabic',
      async ({ input, en, ar }) => {
        const recipient = await verifiedAccount(testApp.app);
        const { hasSender, ...raised } = input;
        const result = await notify({
          ...raised,
          recipientId: recipient.user.id,
          sender: hasSender === false ? null : { userId: sender.user.id, name: senderName },
        } as NotifyInput);

        const [inEnglish] = await list(recipient.cookie, '?lang=en');
        const [inArabic] = await list(recipient.cookie, '?lang=ar');

        expect(result).toEqual({ notificationId: inEnglish!.notificationId, isPushed: true });
        expect([inEnglish!.title, inEnglish!.content]).toEqual(en);
        expect([inArabic!.title, inArabic!.content]).toEqual(ar);
        expect(inArabic).toMatchObject({
          type: input.type,
          isRead: false,
          sender: hasSender === false ? null : { userId: sender.user.id, name: senderName },
          relatedEntityType: input.related?.type ?? null,
          relatedEntityId: input.related?.id ?? null,
        });
      },
    );

    it('answers the language of Accept-Language when no lang is given', async () => {
      const recipient = await verifiedAccount(testApp.app);
      await review(recipient, 3);

      const response = await testApp.app.inject({
        url: '/api/notifications/me',
        headers: { cookie: recipient.cookie, 'accept-language': 'ar-SA,ar;q=0.9' },
      });

      expect(response.json<Notification[]>()[0]!.title).toBe('تقييم جديد');
    });

    it('adds no second unread notification about the same chat when asked to collapse', async () => {
      const recipient = await verifiedAccount(testApp.app);
      const threadId = randomUUID();
      const message = (preview: string): NotifyInput => ({
        recipientId: recipient.user.id,
        type: 'NEW_MESSAGE',
        sender: { userId: sender.user.id, name: senderName },
        related: { type: 'CHAT', id: threadId },
        params: { preview },
        collapseUnread: true,
      });

      const first = await notify(message('السلام عليكم'));
      const parallel = await Promise.all([
        notify(message('هل السعر شامل الضريبة؟')),
        notify(message('وكم مدة التوريد؟')),
      ]);
      const otherThread = await notify({ ...message('مرحبًا'), related: { type: 'CHAT', id: randomUUID() } });
      await call('PATCH', `/api/notifications/${first!.notificationId}/read`, recipient.cookie);
      const afterRead = await notify(message('هل من جديد؟'));

      expect(parallel).toEqual([null, null]);
      expect(otherThread).not.toBeNull();
      expect(afterRead).not.toBeNull();
      expect((await list(recipient.cookie, '?lang=en')).map((n) => n.content)).toEqual([
        'هل من جديد؟',
        'مرحبًا',
        'السلام عليكم',
      ]);
    });
  });

  describe('GET /api/notifications/me', () => {
    it('pages newest first with the cursor in x-next-cursor', async () => {
      const recipient = await verifiedAccount(testApp.app);
      const ids: string[] = [];
      for (let rating = 1; rating <= 5; rating += 1) ids.push(await review(recipient, rating));

      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const response = await call(
          'GET',
          `/api/notifications/me?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          recipient.cookie,
        );
        seen.push(...response.json<Notification[]>().map((n) => n.notificationId));
        cursor = response.headers['x-next-cursor'] as string | undefined;
        pages += 1;
      } while (cursor);

      expect(pages).toBe(3);
      expect(seen).toEqual([...ids].reverse());
    });

    it('refuses a cursor it did not make', async () => {
      const recipient = await verifiedAccount(testApp.app);

      const response = await call('GET', '/api/notifications/me?cursor=not-a-cursor', recipient.cookie);

      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    });

    it('filters by type and by read state', async () => {
      const recipient = await verifiedAccount(testApp.app);
      const read = await review(recipient);
      const unread = await review(recipient);
      const offer = (await notify({
        recipientId: recipient.user.id,
        type: 'NEW_OFFER',
        sender: { userId: sender.user.id, name: senderName },
        related: { type: 'TENDER', id: randomUUID() },
        params: { tenderName: 'صيانة مكيفات', offerCount: 2 },
      }))!.notificationId;
      await call('PATCH', `/api/notifications/${read}/read`, recipient.cookie);

      const ids = async (query: string) => (await list(recipient.cookie, query)).map((n) => n.notificationId);

      expect(await ids('?type=NEW_OFFER')).toEqual([offer]);
      expect(await ids('?type=NEW_REVIEW&isRead=false')).toEqual([unread]);
      expect(await ids('?isRead=true')).toEqual([read]);
    });

    it('filters by calendar days in Riyadh, both ends included', async () => {
      const recipient = await verifiedAccount(testApp.app);
      const at = async (instant: string) => {
        fixedNow = new Date(instant);
        try {
          return await review(recipient);
        } finally {
          fixedNow = undefined;
        }
      };
      const lastMomentOfMarch1 = await at('2025-03-01T20:59:59.999Z'); // 23:59:59.999 in Riyadh
      const firstMomentOfMarch2 = await at('2025-03-01T21:00:00.000Z'); // 00:00 in Riyadh
      const march3 = await at('2025-03-03T12:00:00.000Z');
      const march4 = await at('2025-03-04T12:00:00.000Z');

      const ids = async (query: string) => (await list(recipient.cookie, query)).map((n) => n.notificationId);

      expect(await ids('?from=2025-03-02&to=2025-03-03')).toEqual([march3, firstMomentOfMarch2]);
      expect(await ids('?to=2025-03-01')).toEqual([lastMomentOfMarch1]);
      expect(await ids('?from=2025-03-04')).toEqual([march4]);
    });

    it('answers 401 to a guest and 403 to an unverified account', async () => {
      const unverified = await signUp(testApp.app);

      expect((await call('GET', '/api/notifications/me')).statusCode).toBe(401);
      expect((await call('GET', '/api/notifications/me', unverified.cookie)).json().error.code).toBe(
        'EMAIL_NOT_VERIFIED',
      );
    });
  });

  describe('reading', () => {
    it('marks one read and answers it in the chosen language', async () => {
      const recipient = await verifiedAccount(testApp.app);
      const id = await review(recipient);

      const response = await call('PATCH', `/api/notifications/${id}/read?lang=ar`, recipient.cookie);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ notificationId: id, isRead: true, title: 'تقييم جديد' });
      expect(await unreadCount(recipient.cookie)).toBe(0);
    });

    it("keeps another user's notifications out of reach: list, count, read", async () => {
      const owner = await verifiedAccount(testApp.app);
      const stranger = await verifiedAccount(testApp.app);
      const id = await review(owner);

      const markedByStranger = await call('PATCH', `/api/notifications/${id}/read`, stranger.cookie);

      expect(markedByStranger.statusCode).toBe(404);
      expect(markedByStranger.json().error.code).toBe('NOT_FOUND');
      expect(await list(stranger.cookie)).toEqual([]);
      expect(await unreadCount(stranger.cookie)).toBe(0);
      expect((await list(owner.cookie))[0]).toMatchObject({ notificationId: id, isRead: false });
      expect(await unreadCount(owner.cookie)).toBe(1);
    });

    it("read-many changes only the caller's unread ids", async () => {
      const owner = await verifiedAccount(testApp.app);
      const caller = await verifiedAccount(testApp.app);
      const ownersId = await review(owner);
      const mine = [await review(caller), await review(caller), await review(caller)];

      const response = await call('PATCH', '/api/notifications/read-many', caller.cookie, {
        notificationIds: [mine[0], mine[1], ownersId, randomUUID()],
      });
      const again = await call('PATCH', '/api/notifications/read-many', caller.cookie, {
        notificationIds: [mine[0]],
      });

      expect(response.json()).toEqual({ updated: 2 });
      expect(again.json()).toEqual({ updated: 0 });
      expect(await unreadCount(caller.cookie)).toBe(1);
      expect(await unreadCount(owner.cookie)).toBe(1);
    });

    it("read-all marks every one of the caller's and nobody else's", async () => {
      const owner = await verifiedAccount(testApp.app);
      const caller = await verifiedAccount(testApp.app);
      await review(owner);
      await review(caller);
      await review(caller);

      const response = await call('PATCH', '/api/notifications/read-all', caller.cookie);

      expect(response.json()).toEqual({ updated: 2 });
      expect(await unreadCount(caller.cookie)).toBe(0);
      expect(await unreadCount(owner.cookie)).toBe(1);
    });
  });

  describe('GET /api/notifications/stream', () => {
    it('answers 401 to a guest', async () => {
      const client = await stream(undefined);

      expect(client.status).toBe(401);
      expect(JSON.parse(client.errorBody!).error.code).toBe('UNAUTHENTICATED');
    });

    it('delivers a new notification live in the chosen language', async () => {
      const recipient = await verifiedAccount(testApp.app);
      const client = await stream(recipient.cookie, {}, '?lang=ar');

      const id = await review(recipient, 5);
      const [event] = await client.waitForData(1);

      expect(event!.event).toBeUndefined();
      expect(messagesOf([event!])[0]!.type).toBe('NOTIFICATION');
      expect(notificationsOf([event!])[0]).toMatchObject({
        notificationId: id,
        title: 'تقييم جديد',
        content: `قيّمك ${senderName} بـ 5 من 5.`,
        isRead: false,
      });
    });

    it('resumes after a dropped connection with exactly the missed messages', async () => {
      const recipient = await verifiedAccount(testApp.app);
      const first = await stream(recipient.cookie, {}, '?lang=en');
      const beforeDrop = [await review(recipient, 1), await review(recipient, 2)];
      await first.waitForData(2);
      const openBefore = testApp.app.eventStreams.openCount;
      first.close();
      // The server has seen the drop: what follows can only come through the resume.
      await expect.poll(() => testApp.app.eventStreams.openCount).toBe(openBefore - 1);

      const missed = [await review(recipient, 3), await review(recipient, 4)];
      const resumed = await stream(recipient.cookie, { 'last-event-id': first.lastEventId! }, '?lang=en');
      const live = await review(recipient, 5);
      const events = await resumed.waitForData(3);
      await new Promise((resolve) => setTimeout(resolve, 200));

      expect(notificationsOf(first.events.filter((e) => e.data)).map((n) => n.notificationId)).toEqual(
        beforeDrop,
      );
      expect(notificationsOf(events).map((n) => n.notificationId)).toEqual([...missed, live]);
      expect(resumed.events.filter((e) => e.data)).toHaveLength(3);
    });

    it('resumes from where a fresh stream started even when it received nothing before the drop', async () => {
      const recipient = await verifiedAccount(testApp.app);
      await review(recipient, 1);
      const first = await stream(recipient.cookie);
      await expect.poll(() => first.lastEventId).toBeDefined();
      first.close();

      const missed = await review(recipient, 2);
      const resumed = await stream(recipient.cookie, {}, `?lastEventId=${first.lastEventId}`);
      const [event] = await resumed.waitForData(1);

      expect(notificationsOf([event!])[0]!.notificationId).toBe(missed);
    });

    it('stores what the toggles keep off the stream', async () => {
      const recipient = await verifiedAccount(testApp.app);
      await changeSettings(recipient, { newOrders: false });
      const client = await stream(recipient.cookie);

      const order = await notify({
        recipientId: recipient.user.id,
        type: 'NEW_ORDER',
        sender: { userId: sender.user.id, name: senderName },
        related: { type: 'ORDER', id: randomUUID() },
        params: { orderNumber: '2001', total: 10_000 },
      });
      const reviewId = await review(recipient);
      const [event] = await client.waitForData(1);

      expect(order!.isPushed).toBe(false);
      // Published in order: had the order been pushed, it would have arrived first.
      expect(notificationsOf([event!])[0]!.notificationId).toBe(reviewId);
      expect((await list(recipient.cookie)).map((n) => n.type)).toEqual(['NEW_REVIEW', 'NEW_ORDER']);
    });

    it('pushes nothing while the master switch is off, and stores it all', async () => {
      const recipient = await verifiedAccount(testApp.app);
      await changeSettings(recipient, { allowNotifications: false });
      const client = await stream(recipient.cookie);

      const result = await notify({
        recipientId: recipient.user.id,
        type: 'NEW_REVIEW',
        sender: { userId: sender.user.id, name: senderName },
        related: null,
        params: { rating: 2 },
      });
      // A later message on the same stream: anything pushed before it would arrive first.
      await testApp.app.services.streams.publish({
        userId: recipient.user.id,
        type: 'CHAT_READ',
        payload: { data: '{"threadId":"t"}' },
      });
      const [event] = await client.waitForData(1);

      expect(result!.isPushed).toBe(false);
      expect(event!.event).toBe('chat-read');
      expect(messagesOf([event!])[0]).toEqual({ type: 'CHAT_READ', data: '{"threadId":"t"}' });
      expect(await list(recipient.cookie)).toHaveLength(1);
    });

    it(
      'spec §7 stream: "each message is JSON, possibly with a data string holding the notification as ' +
        'nested JSON": every message is a notification as /me lists it; chat events come only as named events',
      async () => {
        const buyer = await verifiedAccount(testApp.app);
        const supplier = await supplierAccount(testApp.app);
        const buyerStream = await stream(buyer.cookie, {}, '?lang=en');
        const supplierStream = await stream(supplier.cookie, {}, '?lang=en');

        const opened = await call('POST', '/api/chats', buyer.cookie, {
          counterpartId: supplier.user.id,
          mySide: 'BUYER',
        });
        const threadId = opened.json<ChatThread>().id;
        const sent = await call('POST', `/api/chats/${threadId}/messages`, supplier.cookie, {
          text: 'هل تريد عرض سعر للكمية؟',
        });
        expect(sent.statusCode).toBe(201);
        await review(buyer, 4);
        // The chat message, its NEW_MESSAGE notification and the review.
        await buyerStream.waitForData(3);
        const listed = await list(buyer.cookie, '?lang=en');
        const readReceipt = await call('PATCH', `/api/chats/${threadId}/read`, buyer.cookie);
        expect(readReceipt.statusCode).toBe(200);
        await supplierStream.waitForData(2);
        await new Promise((resolve) => setTimeout(resolve, 200));

        // The buyer's client shows exactly the two notifications, field for field as the list has them.
        const buyerNotifications = buyerStream.events.filter(isDefaultMessage).map(readAsSpecClient);
        expect(listed.map((notification) => notification.type).sort()).toEqual(['NEW_MESSAGE', 'NEW_REVIEW']);
        expect(byNotificationId(buyerNotifications)).toEqual(byNotificationId(listed));
        expect(buyerNotifications).toContainEqual(
          expect.objectContaining({
            type: 'NEW_MESSAGE',
            sender: { userId: supplier.user.id, name: supplier.body.businessName },
            relatedEntityType: 'CHAT',
            relatedEntityId: threadId,
          }),
        );
        // The chat message itself is a named event, which such a client never receives.
        const buyerNamed = buyerStream.events.filter((event) => !isDefaultMessage(event) && event.data);
        expect(buyerNamed.map((event) => event.event)).toEqual(['chat-message']);
        expect(JSON.parse(messagesOf(buyerNamed)[0]!.data)).toEqual(sent.json<ChatMessage>());
        // The supplier got its own message (for its other tabs) and the read receipt: no notification.
        expect(supplierStream.events.filter(isDefaultMessage)).toEqual([]);
        expect(supplierStream.events.filter((event) => event.data).map((event) => event.event)).toEqual([
          'chat-message',
          'chat-read',
        ]);
      },
    );

    it('carries an event raised on one API node to a client connected to another', async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tawrid-node-b-'));
      const nodeBDatabase = openPool(testApp.database.url);
      const nodeB = await buildApp({ config: testConfig(dataDir), database: nodeBDatabase, logger: false });
      try {
        await nodeB.listen({ port: 0, host: '127.0.0.1' });
        const { port } = nodeB.server.address() as { port: number };
        const recipient = await verifiedAccount(testApp.app);
        const client = await openEventStream(`http://127.0.0.1:${port}/api/notifications/stream?lang=en`, {
          cookie: recipient.cookie,
        });
        streams.push(client);

        const id = await review(recipient, 4);
        const [event] = await client.waitForData(1);

        expect(notificationsOf([event!])[0]!.notificationId).toBe(id);
      } finally {
        await nodeB.close();
        await nodeBDatabase.pool.end();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });
});
