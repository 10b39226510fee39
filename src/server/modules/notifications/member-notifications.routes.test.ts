import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../contract/notifications/notifications.schemas.js';
import { verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { addToCart, callAs, checkout, productOf, supplierWithFee } from '../../test/checkout.js';
import { memberOf } from '../../test/members.js';

/** Issue 26: a business's notifications reach the members whose roles they concern, by their own switches. */
describe('notifications per member (issue 26)', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];
  const listOf = async (cookie: string) =>
    (await callAs(app(), 'GET', '/api/notifications/me', cookie)).json<Notification[]>();
  const unreadOf = async (cookie: string) =>
    (await callAs(app(), 'GET', '/api/notifications/me/unread-count', cookie)).json<{ count: number }>()
      .count;
  /** The live pushes written for `memberId` (the stream's rows). */
  const pushesTo = async (memberId: string, related: string) =>
    query(
      `SELECT id FROM stream_events WHERE type = 'NOTIFICATION' AND payload->>'memberId' = $1
         AND payload->>'en' LIKE '%' || $2 || '%'`,
      [memberId, related],
    );

  let supplier: Awaited<ReturnType<typeof supplierWithFee>>;
  let buyer: Awaited<ReturnType<typeof verifiedAccount>>;
  let handler: Awaited<ReturnType<typeof memberOf>>;
  let quietHandler: Awaited<ReturnType<typeof memberOf>>;
  let viewer: Awaited<ReturnType<typeof memberOf>>;
  let cataloguer: Awaited<ReturnType<typeof memberOf>>;
  let orderId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    supplier = await supplierWithFee(app(), testApp.database.pool, 2_500);
    buyer = await verifiedAccount(app());
    handler = await memberOf(app(), testApp.database, supplier, ['ORDER_HANDLER'], { side: 'SUPPLIER' });
    quietHandler = await memberOf(app(), testApp.database, supplier, ['ORDER_HANDLER'], { side: 'SUPPLIER' });
    // A member of the supplier's business who works on its buyer side and only reads.
    viewer = await memberOf(app(), testApp.database, supplier, ['VIEWER'], { side: 'BUYER' });
    cataloguer = await memberOf(app(), testApp.database, supplier, ['CATALOGUE_MANAGER'], {
      side: 'SUPPLIER',
    });
    // The quiet handler keeps new orders off the live stream; nobody else changed anything.
    const changed = await callAs(app(), 'PATCH', '/api/users/me/settings', quietHandler.cookie, {
      notifications: { newOrders: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const gloves = await productOf(app(), supplier.user.id, { price: 1_800, stock: 1_000 });
    await addToCart(app(), buyer.cookie, gloves, 20);
    const response = await checkout(app(), buyer.cookie);
    const { paymentId } = response.json<{ paymentId: string }>();
    orderId = (await query('SELECT id FROM orders WHERE payment_id = $1', [paymentId]))[0]!.id as string;
  });
  afterAll(() => testApp.close());

  it('tells the order handlers and the owner of a new order, not a viewer nor the catalogue manager', async () => {
    await vi.waitFor(async () => {
      const newOrders = (await listOf(handler.cookie)).filter((n) => n.type === 'NEW_ORDER');
      expect(newOrders.map((n) => n.relatedEntityId)).toEqual([orderId]);
    });
    for (const person of [supplier, quietHandler]) {
      expect((await listOf(person.cookie)).filter((n) => n.relatedEntityId === orderId)).toHaveLength(1);
    }
    for (const person of [viewer, cataloguer]) {
      expect(await listOf(person.cookie)).toEqual([]);
      expect(await unreadOf(person.cookie)).toBe(0);
    }
  });

  it("pushes it live by each member's own switches", async () => {
    await vi.waitFor(async () => expect(await pushesTo(handler.memberId, orderId)).toHaveLength(1));
    expect(await pushesTo(supplier.user.id, orderId)).toHaveLength(1);
    // Stored for the quiet handler (the list stays complete), but not pushed.
    expect(await pushesTo(quietHandler.memberId, orderId)).toEqual([]);
    expect(await pushesTo(viewer.memberId, orderId)).toEqual([]);
  });

  it("keeps each member's switches their own: the owner's stay on", async () => {
    const settingsOf = async (cookie: string) =>
      (await callAs(app(), 'GET', '/api/users/me/settings', cookie)).json<{
        notifications: { newOrders: boolean; newMessages: boolean };
      }>().notifications;

    expect(await settingsOf(quietHandler.cookie)).toMatchObject({ newOrders: false, newMessages: true });
    expect(await settingsOf(supplier.cookie)).toMatchObject({ newOrders: true });
    expect(await settingsOf(handler.cookie)).toMatchObject({ newOrders: true });
  });

  it('reads per member: one marking it read leaves it unread for the others', async () => {
    const [mine] = (await listOf(handler.cookie)).filter((n) => n.relatedEntityId === orderId);
    const read = await callAs(
      app(),
      'PATCH',
      `/api/notifications/${mine!.notificationId}/read`,
      handler.cookie,
    );
    expect(read.statusCode, read.body).toBe(200);
    // Another member's notification id is not theirs to read.
    const [owners] = (await listOf(supplier.cookie)).filter((n) => n.relatedEntityId === orderId);
    const foreign = await callAs(
      app(),
      'PATCH',
      `/api/notifications/${owners!.notificationId}/read`,
      handler.cookie,
    );
    expect(foreign.statusCode).toBe(404);

    expect((await listOf(supplier.cookie)).find((n) => n.relatedEntityId === orderId)?.isRead).toBe(false);
    expect((await listOf(handler.cookie)).find((n) => n.relatedEntityId === orderId)?.isRead).toBe(true);
  });

  it('gives a new message to every member of the business', async () => {
    const opened = await callAs(app(), 'POST', '/api/chats', buyer.cookie, {
      counterpartId: supplier.user.id,
      mySide: 'BUYER',
    });
    const threadId = opened.json<{ id: string }>().id;
    await callAs(app(), 'POST', `/api/chats/${threadId}/messages`, buyer.cookie, { text: 'مرحبا' });

    for (const person of [supplier, handler, quietHandler, viewer, cataloguer]) {
      await vi.waitFor(async () =>
        expect((await listOf(person.cookie)).filter((n) => n.type === 'NEW_MESSAGE')).toHaveLength(1),
      );
    }
  });

  it('gives a notification that targets one member to that member only', async () => {
    const raised = await app().services.notifications.notify({
      recipientId: supplier.user.id,
      memberId: cataloguer.memberId,
      type: 'NEW_REVIEW',
      sender: null,
      related: null,
      params: { rating: 5 },
    });

    expect(raised).not.toBeNull();
    expect((await listOf(cataloguer.cookie)).map((n) => n.notificationId)).toContain(raised!.notificationId);
    for (const person of [supplier, handler, viewer]) {
      expect((await listOf(person.cookie)).filter((n) => n.type === 'NEW_REVIEW')).toEqual([]);
    }
  });

  it('reaches no suspended member', async () => {
    const suspended = await memberOf(app(), testApp.database, supplier, ['ORDER_HANDLER'], {
      side: 'SUPPLIER',
    });
    await query("UPDATE members SET status = 'SUSPENDED' WHERE id = $1", [suspended.memberId]);

    await app().services.notifications.notify({
      recipientId: supplier.user.id,
      type: 'NEW_ORDER',
      sender: null,
      related: { type: 'ORDER', id: orderId },
      params: { orderNumber: 'TW-2026-000001', total: 1000 },
    });

    expect(await query('SELECT id FROM notifications WHERE member_id = $1', [suspended.memberId])).toEqual(
      [],
    );
  });
});
