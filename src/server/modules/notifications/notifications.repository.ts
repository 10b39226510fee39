import { and, count, desc, eq, getTableColumns, gte, inArray, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type {
  NotificationType,
  RelatedEntityType,
} from '../../../contract/notifications/notifications.schemas.js';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import { notifications, type NotificationRow } from './notifications.tables.js';
import type { TimeIdKey } from '../../platform/pagination/time-id-cursor.js';

export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'isRead' | 'readAt'>;

/** A page row with its sort key at full precision (microseconds), for the next page's cursor. */
export type NotificationPageRow = NotificationRow & { cursorTime: string };

export interface NotificationFilter {
  type?: NotificationType;
  isRead?: boolean;
  /** Created at or after. */
  from?: Date;
  /** Created before. */
  until?: Date;
  /** The (createdAt, id) of the last row of the previous page. */
  after?: TimeIdKey;
  limit: number;
}

export function createNotificationsRepository(db: Db) {
  return {
    /**
     * The statement writing `notification` (its id and time made by the caller), answering it: nothing
     * when its event raised one for this member already. For the stream hub's `publishIfWritten`, so a
     * pushed notification and its push are one statement.
     */
    insertStatement: (notification: NotificationRow, executor: DbExecutor = db) =>
      executor
        .insert(notifications)
        .values(notification)
        .onConflictDoNothing({ target: [notifications.eventId, notifications.memberId] })
        .returning({ id: notifications.id }),

    /** The new row; undefined when its event raised one for this member already. */
    async insert(
      notification: NewNotification,
      executor: DbExecutor = db,
    ): Promise<NotificationRow | undefined> {
      const [row] = await executor
        .insert(notifications)
        .values(notification)
        // Rows without an event never conflict: NULLs are distinct in a unique index.
        .onConflictDoNothing({ target: [notifications.eventId, notifications.memberId] })
        .returning();
      return row;
    },

    /**
     * Serializes `collapseUnread` checks of one member, type and related entity until the transaction
     * ends, so two parallel raises cannot both find no unread notification and both insert one.
     */
    async lockUnreadSlot(
      executor: DbExecutor,
      key: { memberId: string; type: NotificationType; relatedKey: string },
    ): Promise<void> {
      await executor.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`notification:${key.memberId}:${key.type}:${key.relatedKey}`}))`,
      );
    },

    async hasUnread(
      executor: DbExecutor,
      memberId: string,
      type: NotificationType,
      related: { type: RelatedEntityType; id: string } | null,
    ): Promise<boolean> {
      const [row] = await executor
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.memberId, memberId),
            not(notifications.isRead),
            eq(notifications.type, type),
            related
              ? and(
                  eq(notifications.relatedEntityType, related.type),
                  eq(notifications.relatedEntityId, related.id),
                )
              : sql`${notifications.relatedEntityType} IS NULL`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The member's notifications, newest first, one page. */
    async findPageByMemberId(memberId: string, filter: NotificationFilter): Promise<NotificationPageRow[]> {
      const conditions: (SQL | undefined)[] = [eq(notifications.memberId, memberId)];
      if (filter.type) conditions.push(eq(notifications.type, filter.type));
      if (filter.isRead !== undefined) conditions.push(eq(notifications.isRead, filter.isRead));
      if (filter.from) conditions.push(gte(notifications.createdAt, filter.from));
      if (filter.until) conditions.push(lt(notifications.createdAt, filter.until));
      if (filter.after) {
        const afterTime = sql`${filter.after.time}::timestamptz`;
        conditions.push(
          or(
            lt(notifications.createdAt, afterTime),
            and(eq(notifications.createdAt, afterTime), lt(notifications.id, filter.after.id)),
          ),
        );
      }
      return db
        .select({
          ...getTableColumns(notifications),
          cursorTime: sql<string>`to_char(${notifications.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(notifications)
        .where(and(...conditions))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(filter.limit);
    },

    async countUnreadByMemberId(memberId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(notifications)
        .where(and(eq(notifications.memberId, memberId), not(notifications.isRead)));
      return row?.count ?? 0;
    },

    /** Marks the member's notification read (again: a read one keeps its first read time). */
    async markRead(memberId: string, id: string, readAt: Date): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({
          isRead: true,
          readAt: sql`coalesce(${notifications.readAt}, ${readAt.toISOString()}::timestamptz)`,
        })
        .where(and(eq(notifications.id, id), eq(notifications.memberId, memberId)))
        .returning();
      return row;
    },

    /** Marks unread ones among `ids` read; other members' ids match nothing. Answers how many changed. */
    async markManyRead(memberId: string, ids: readonly string[], readAt: Date): Promise<number> {
      const result = await db
        .update(notifications)
        .set({ isRead: true, readAt })
        .where(
          and(
            eq(notifications.memberId, memberId),
            not(notifications.isRead),
            inArray(notifications.id, [...ids]),
          ),
        );
      return result.rowCount ?? 0;
    },

    async markAllRead(memberId: string, readAt: Date): Promise<number> {
      const result = await db
        .update(notifications)
        .set({ isRead: true, readAt })
        .where(and(eq(notifications.memberId, memberId), not(notifications.isRead)));
      return result.rowCount ?? 0;
    },

    transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
