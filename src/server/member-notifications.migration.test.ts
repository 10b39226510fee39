import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from './test/migrations.js';

// Issue 26 (decision 035): notification switches and notifications move from the business to its people.
describe('0036 member attribution and notifications: each business keeps its switches and notifications', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>;
  const query = async (text: string, values: unknown[] = []) =>
    (await database.pool.query(text, values)).rows as Record<string, unknown>[];

  beforeAll(async () => {
    database = await databaseBefore('0036_member-attribution-and-notifications');
  });
  afterAll(() => database?.drop());

  it("gives the business's switches and notifications to its founding owner, one notification per event and member", async () => {
    const [quiet, loud] = (await Promise.all(
      ['quiet', 'loud'].map(async (name, index) => {
        const [row] = await query(
          `INSERT INTO users (registration_number, business_name, national_id, name, email, city)
           VALUES ($1, $2, $1, $2, $3, 'Riyadh') RETURNING id`,
          [`710000000${index}`, name, `${name}@example.sa`],
        );
        const id = row!.id as string;
        // As 0032 left every business: its founding owner, with the business's id.
        await query(
          `INSERT INTO members (id, business_id, email, password_hash, name, roles)
           VALUES ($1, $1, $2, 'x', $3, ARRAY['OWNER']::member_role[])`,
          [id, `${name}@example.sa`, name],
        );
        return id;
      }),
    )) as [string, string];
    await query(
      `INSERT INTO notification_settings (user_id, new_orders, allow_notifications) VALUES ($1, false, true), ($2, true, false)`,
      [quiet, loud],
    );
    await query(
      `INSERT INTO notifications (recipient_id, type, title_en, title_ar, content_en, content_ar, event_id, is_read)
       VALUES ($1, 'NEW_ORDER', 'New order', 'طلب جديد', 'c', 'c', 7, true), ($2, 'NEW_MESSAGE', 'm', 'm', 'c', 'c', 7, false)`,
      [quiet, loud],
    );

    await database.migrateRest();

    expect(
      await query(
        'SELECT member_id, new_orders, allow_notifications FROM notification_settings ORDER BY new_orders',
      ),
    ).toEqual([
      { member_id: quiet, new_orders: false, allow_notifications: true },
      { member_id: loud, new_orders: true, allow_notifications: false },
    ]);
    expect(
      await query('SELECT recipient_id, member_id, is_read FROM notifications ORDER BY is_read DESC'),
    ).toEqual([
      { recipient_id: quiet, member_id: quiet, is_read: true },
      { recipient_id: loud, member_id: loud, is_read: false },
    ]);
    // A member added later has no row: the service reads the defaults (all on) until they change one.
    const [member] = await query(
      `INSERT INTO members (business_id, email, password_hash, name, roles)
       VALUES ($1, 'handler@example.sa', 'x', 'h', ARRAY['ORDER_HANDLER']::member_role[]) RETURNING id`,
      [quiet],
    );
    // One notification per event and member: the same event reaches each member once.
    await query(
      `INSERT INTO notifications (recipient_id, member_id, type, title_en, title_ar, content_en, content_ar, event_id)
       VALUES ($1, $2, 'NEW_ORDER', 't', 't', 'c', 'c', 7)`,
      [quiet, member!.id],
    );
    await expect(
      query(
        `INSERT INTO notifications (recipient_id, member_id, type, title_en, title_ar, content_en, content_ar, event_id)
         VALUES ($1, $2, 'NEW_ORDER', 't', 't', 'c', 'c', 7)`,
        [quiet, member!.id],
      ),
    ).rejects.toThrow(/notifications_event_member_unique/);
  });
});
