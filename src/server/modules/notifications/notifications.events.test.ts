import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/notifications/notifications.schemas.js';
import { verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { callAs } from '../../test/checkout.js';

type Account = Awaited<ReturnType<typeof verifiedAccount>>;

/** Decision 021: notifications are what domain events raise, once per event and recipient. */
describe('notifications raised by domain events', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let buyer: Account;
  const app = () => testApp.app;

  const listed = async (account: Account) => {
    const response = await callAs(app(), 'GET', '/api/notifications/me?lang=en', account.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Notification[]>();
  };
  /** A review of `supplier` by the buyer, published in a transaction of its own. */
  const reviewWritten = (supplier: Account, orderId = randomUUID()) =>
    app().services.events.publish(testApp.database.db, 'ReviewWritten', {
      orderId,
      supplierId: supplier.user.id,
      buyer: { userId: buyer.user.id, businessName: 'مؤسسة النور للتجارة' },
      supplierRating: 4,
      productIds: [],
    });

  beforeAll(async () => {
    testApp = await createTestApp();
    buyer = await verifiedAccount(app());
  });
  afterAll(() => testApp.close());

  it('raises the notification of a committed event before the publishing call answers', async () => {
    const supplier = await verifiedAccount(app());

    const eventId = await testApp.database.db.transaction((tx) =>
      app().services.events.publish(tx, 'ReviewWritten', {
        orderId: randomUUID(),
        supplierId: supplier.user.id,
        buyer: { userId: buyer.user.id, businessName: 'مؤسسة النور للتجارة' },
        supplierRating: 5,
        productIds: [],
      }),
    );

    expect(await listed(supplier)).toEqual([
      expect.objectContaining({
        type: 'NEW_REVIEW',
        title: 'New review',
        content: 'مؤسسة النور للتجارة rated you 5 out of 5.',
        sender: { userId: buyer.user.id, name: 'مؤسسة النور للتجارة' },
        relatedEntityType: 'ORDER',
      }),
    ]);
    const { rows } = await testApp.database.pool.query(
      'SELECT event_id FROM notifications WHERE recipient_id = $1',
      [supplier.user.id],
    );
    expect(rows).toEqual([{ event_id: String(eventId) }]);
  });

  it('raises nothing for an event whose transaction rolled back', async () => {
    const supplier = await verifiedAccount(app());

    await testApp.database.db
      .transaction(async (tx) => {
        await app().services.events.publish(tx, 'ReviewWritten', {
          orderId: randomUUID(),
          supplierId: supplier.user.id,
          buyer: { userId: buyer.user.id, businessName: 'مؤسسة النور للتجارة' },
          supplierRating: 1,
          productIds: [],
        });
        throw new Error('the review failed');
      })
      .catch(() => undefined);
    await app().services.events.deliverDue();

    expect(await listed(supplier)).toEqual([]);
  });

  it('notifies once when an event is delivered again, even after the first was read', async () => {
    const supplier = await verifiedAccount(app());
    const eventId = await reviewWritten(supplier);
    const [first] = await listed(supplier);
    expect(
      (await callAs(app(), 'PATCH', `/api/notifications/${first!.notificationId}/read`, supplier.cookie))
        .statusCode,
    ).toBe(200);

    // At-least-once: the delivery's mark lost (as after a crash between effect and mark), so it runs again.
    await testApp.database.pool.query('UPDATE domain_events SET delivered_at = NULL WHERE id = $1', [
      eventId,
    ]);
    await app().services.events.deliverDue();

    const { rows } = await testApp.database.pool.query(
      'SELECT delivered_at IS NOT NULL AS is_delivered FROM domain_events WHERE id = $1',
      [eventId],
    );
    expect(rows).toEqual([{ is_delivered: true }]);
    expect(await listed(supplier)).toEqual([{ ...first, isRead: true }]);
  });

  it('tells every other member of a group purchase, but not the buyer who joined', async () => {
    const [joining, ...others] = [await verifiedAccount(app()), await verifiedAccount(app()), buyer];
    const groupPurchaseId = randomUUID();

    await app().services.events.publish(testApp.database.db, 'GroupPurchaseJoined', {
      groupPurchaseId,
      productName: 'Olive oil 5 L',
      memberCount: 3,
      buyerId: joining!.user.id,
      memberIds: [others[0]!.user.id, joining!.user.id, others[1]!.user.id],
    });

    expect(await listed(joining!)).toEqual([]);
    for (const other of others) {
      expect((await listed(other)).filter((n) => n.relatedEntityId === groupPurchaseId)).toEqual([
        expect.objectContaining({
          type: 'GROUP_PURCHASE_STATUS',
          content: 'Another buyer joined the group purchase of “Olive oil 5 L”: 3 of 5 buyers.',
          sender: null,
        }),
      ]);
    }
  });
});
