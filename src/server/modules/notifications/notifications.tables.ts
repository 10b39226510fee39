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
import { members, users } from '../users/users.tables.js';

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
    /** The business it reached. */
    recipientId: uuid()
      .notNull()
      .references(() => users.id),
    /**
     * Issue 26, decision 035: the member of that business who reads it. One row per concerned member
     * (by role, or the one member it targets), so each person's read state, count and stream are theirs.
     */
    memberId: uuid()
      .notNull()
      .references(() => members.id),
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
    index('notifications_member_created_index').on(table.memberId, table.createdAt.desc(), table.id.desc()),
    index('notifications_member_unread_index')
      .on(table.memberId)
      .where(sql`NOT ${table.isRead}`),
    uniqueIndex('notifications_event_member_unique').on(table.eventId, table.memberId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
