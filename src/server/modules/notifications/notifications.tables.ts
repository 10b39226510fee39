import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  notificationTypes,
  relatedEntityTypes,
} from '../../../contract/notifications/notifications.schemas.js';
import { users } from '../users/users.tables.js';

export const notificationType = pgEnum('notification_type', notificationTypes);
export const relatedEntityType = pgEnum('related_entity_type', relatedEntityTypes);

/**
 * Spec §3 Notification. Title and content are written in both languages when raised, so the list can
 * be read in either; the sender's name is the business name at that moment.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    recipientId: uuid()
      .notNull()
      .references(() => users.id),
    type: notificationType().notNull(),
    titleEn: text().notNull(),
    titleAr: text().notNull(),
    contentEn: text().notNull(),
    contentAr: text().notNull(),
    senderId: uuid().references(() => users.id),
    senderName: text(),
    relatedEntityType: relatedEntityType(),
    relatedEntityId: text(),
    isRead: boolean().notNull().default(false),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The domain event that raised it (decision 021; no foreign key: delivered events are purged). One
     * notification per event and recipient, so an event delivered again raises nothing more.
     */
    eventId: bigint({ mode: 'number' }),
  },
  (table) => [
    index().on(table.recipientId, table.createdAt.desc(), table.id.desc()),
    index('notifications_unread_index')
      .on(table.recipientId)
      .where(sql`NOT ${table.isRead}`),
    uniqueIndex('notifications_event_recipient_unique').on(table.eventId, table.recipientId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
