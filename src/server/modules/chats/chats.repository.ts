import { and, desc, eq, inArray, isNull, or, sql, type AnyColumn } from 'drizzle-orm';
import type { ChatReferenceInput, ChatSide } from '../../../contract/chats/chats.schemas.js';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import { chatMessages, chatThreads, type ChatMessageRow } from './chats.tables.js';
import { timeKeySql, type TimeIdKey } from '../../platform/pagination/time-id-cursor.js';

/** A thread as one of its two businesses sees it. */
export interface ThreadView {
  id: string;
  mySide: ChatSide;
  counterpartId: string;
  myLastReadAt: Date | null;
  counterpartLastReadAt: Date | null;
  lastActivityAt: Date;
  lastMessageId: string | null;
  /** `lastActivityAt` at full (microsecond) precision, as a keyset cursor holds it. */
  lastActivityKey: string;
}

export interface ThreadFilters {
  /** Only this thread (one thread with its unread count). */
  threadId?: string;
  readStatus?: 'READ' | 'UNREAD';
  /** Only threads whose last activity is at or after this moment. */
  activeSince?: Date;
  side?: ChatSide;
  /** Only threads with these counterparts (the name search); empty: none. */
  counterpartIds?: readonly string[];
  /** The `(lastActivityKey, id)` of the last thread of the previous page. */
  after?: TimeIdKey;
  limit: number;
}

export interface NewMessage {
  threadId: string;
  senderId: string;
  /** Issue 26: the member of the sending business who wrote it. */
  sentByMemberId?: string | null;
  text: string;
  image?: { key: string; thumbnailKey: string; width: number; height: number };
  reference?: ChatReferenceInput;
  createdAt: Date;
}

const isParticipant = (userId: string) =>
  or(eq(chatThreads.buyerId, userId), eq(chatThreads.supplierId, userId))!;

/** The viewer's own last read moment in a thread. */
const myLastReadAt = (userId: string) =>
  sql`CASE WHEN ${chatThreads.buyerId} = ${userId} THEN ${chatThreads.buyerLastReadAt} ELSE ${chatThreads.supplierLastReadAt} END`;

/** Messages of the thread from the counterpart, after the viewer's last read moment. */
const unreadMessages = (userId: string) => sql`
  FROM ${chatMessages}
  WHERE ${chatMessages.threadId} = ${chatThreads.id}
    AND ${chatMessages.senderId} <> ${userId}
    AND ${chatMessages.createdAt} > coalesce(${myLastReadAt(userId)}, '-infinity'::timestamptz)`;

const viewColumns = (userId: string) => ({
  id: chatThreads.id,
  mySide: sql<ChatSide>`CASE WHEN ${chatThreads.buyerId} = ${userId} THEN 'BUYER' ELSE 'SUPPLIER' END`,
  counterpartId: sql<string>`CASE WHEN ${chatThreads.buyerId} = ${userId} THEN ${chatThreads.supplierId} ELSE ${chatThreads.buyerId} END`,
  myLastReadAt: sql<Date | null>`${myLastReadAt(userId)}`.mapWith(chatThreads.buyerLastReadAt),
  counterpartLastReadAt:
    sql<Date | null>`CASE WHEN ${chatThreads.buyerId} = ${userId} THEN ${chatThreads.supplierLastReadAt} ELSE ${chatThreads.buyerLastReadAt} END`.mapWith(
      chatThreads.buyerLastReadAt,
    ),
  lastActivityAt: chatThreads.lastActivityAt,
  lastMessageId: chatThreads.lastMessageId,
  lastActivityKey: timeKeySql(chatThreads.lastActivityAt),
});

function chatQueries(db: DbExecutor) {
  return {
    /** The thread of this pair of businesses, whichever side each is on. */
    async findIdByPair(userId: string, otherId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: chatThreads.id })
        .from(chatThreads)
        .where(
          and(
            sql`least(${chatThreads.buyerId}, ${chatThreads.supplierId}) = least(${userId}::uuid, ${otherId}::uuid)`,
            sql`greatest(${chatThreads.buyerId}, ${chatThreads.supplierId}) = greatest(${userId}::uuid, ${otherId}::uuid)`,
          ),
        );
      return row?.id;
    },

    /**
     * Creates the pair's thread unless one exists; the id when this call created it. The unique index on
     * the unordered pair decides between parallel calls: the loser waits and inserts nothing.
     */
    async insertThread(thread: { buyerId: string; supplierId: string; createdAt: Date }) {
      const [row] = await db
        .insert(chatThreads)
        .values({ ...thread, lastActivityAt: thread.createdAt })
        .onConflictDoNothing()
        .returning({ id: chatThreads.id });
      return row?.id;
    },

    /** The thread as `userId` sees it; undefined when it is not one of its two businesses. */
    async findView(userId: string, threadId: string): Promise<ThreadView | undefined> {
      const [row] = await db
        .select(viewColumns(userId))
        .from(chatThreads)
        .where(and(eq(chatThreads.id, threadId), isParticipant(userId)));
      return row;
    },

    /** One page of the viewer's threads, latest activity first, with their unread counts. */
    async findViewsPage(userId: string, filters: ThreadFilters) {
      if (filters.counterpartIds?.length === 0) return [];
      const counterpart = sql`CASE WHEN ${chatThreads.buyerId} = ${userId} THEN ${chatThreads.supplierId} ELSE ${chatThreads.buyerId} END`;
      return db
        .select({
          ...viewColumns(userId),
          unreadCount: sql<number>`(SELECT count(*)::int ${unreadMessages(userId)})`,
        })
        .from(chatThreads)
        .where(
          and(
            filters.side === 'BUYER'
              ? eq(chatThreads.buyerId, userId)
              : filters.side === 'SUPPLIER'
                ? eq(chatThreads.supplierId, userId)
                : isParticipant(userId),
            filters.threadId ? eq(chatThreads.id, filters.threadId) : undefined,
            filters.readStatus === 'UNREAD' ? sql`EXISTS (SELECT 1 ${unreadMessages(userId)})` : undefined,
            filters.readStatus === 'READ' ? sql`NOT EXISTS (SELECT 1 ${unreadMessages(userId)})` : undefined,
            filters.activeSince
              ? sql`${chatThreads.lastActivityAt} >= ${filters.activeSince.toISOString()}::timestamptz`
              : undefined,
            filters.counterpartIds ? inArray(counterpart, [...filters.counterpartIds]) : undefined,
            filters.after
              ? sql`(${chatThreads.lastActivityAt}, ${chatThreads.id}) < (${filters.after.time}::timestamptz, ${filters.after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(chatThreads.lastActivityAt), desc(chatThreads.id))
        .limit(filters.limit);
    },

    /** Every business the viewer has a thread with (the name search filters among these). */
    async findCounterpartIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({
          id: sql<string>`CASE WHEN ${chatThreads.buyerId} = ${userId} THEN ${chatThreads.supplierId} ELSE ${chatThreads.buyerId} END`,
        })
        .from(chatThreads)
        .where(isParticipant(userId));
      return rows.map((row) => row.id);
    },

    /** Messages from others the viewer has not read, over all its threads. */
    async countUnread(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(chatMessages)
        .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
        .where(
          and(
            isParticipant(userId),
            sql`${chatMessages.senderId} <> ${userId}`,
            sql`${chatMessages.createdAt} > coalesce(${myLastReadAt(userId)}, '-infinity'::timestamptz)`,
          ),
        );
      return row?.count ?? 0;
    },

    async findThreadPair(threadId: string) {
      const [row] = await db
        .select({ buyerId: chatThreads.buyerId, supplierId: chatThreads.supplierId })
        .from(chatThreads)
        .where(eq(chatThreads.id, threadId));
      return row;
    },

    async updateRemoved(tx: DbExecutor, id: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(chatMessages)
        .set({ removedAt: at })
        .where(and(eq(chatMessages.id, id), isNull(chatMessages.removedAt)))
        .returning({ id: chatMessages.id });
      return rows.length > 0;
    },

    async findMessagesByIds(ids: readonly string[]): Promise<ChatMessageRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(chatMessages)
        .where(inArray(chatMessages.id, [...ids]));
    },

    /** One page of a thread's messages, newest first, before the `(createdAtKey, id)` of `before`. */
    async findMessagesPage(threadId: string, page: { before?: TimeIdKey; limit: number }) {
      return db
        .select({ message: chatMessages, createdAtKey: timeKeySql(chatMessages.createdAt) })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.threadId, threadId),
            page.before
              ? sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (${page.before.time}::timestamptz, ${page.before.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(page.limit);
    },

    async insertMessage(message: NewMessage): Promise<ChatMessageRow> {
      const [row] = await db
        .insert(chatMessages)
        .values({
          threadId: message.threadId,
          senderId: message.senderId,
          sentByMemberId: message.sentByMemberId ?? null,
          text: message.text,
          imageKey: message.image?.key,
          thumbnailKey: message.image?.thumbnailKey,
          imageWidth: message.image?.width,
          imageHeight: message.image?.height,
          referenceType: message.reference?.type,
          referenceId: message.reference?.id,
          createdAt: message.createdAt,
        })
        .returning();
      return row!;
    },

    /**
     * After a message: the thread's last activity and last message (unless a parallel send already
     * recorded a later one; the row lock of UPDATE orders them), and the sender has read up to it.
     */
    async recordMessage(message: Pick<ChatMessageRow, 'id' | 'threadId' | 'senderId' | 'createdAt'>) {
      const at = sql`${message.createdAt.toISOString()}::timestamptz`;
      const readColumn = (column: AnyColumn, sideColumn: AnyColumn) =>
        sql`CASE WHEN ${sideColumn} = ${message.senderId} THEN greatest(${column}, ${at}) ELSE ${column} END`;
      await db
        .update(chatThreads)
        .set({
          lastMessageId: sql`CASE WHEN ${chatThreads.lastActivityAt} <= ${at} THEN ${message.id}::uuid ELSE ${chatThreads.lastMessageId} END`,
          lastActivityAt: sql`greatest(${chatThreads.lastActivityAt}, ${at})`,
          buyerLastReadAt: readColumn(chatThreads.buyerLastReadAt, chatThreads.buyerId),
          supplierLastReadAt: readColumn(chatThreads.supplierLastReadAt, chatThreads.supplierId),
        })
        .where(eq(chatThreads.id, message.threadId));
    },

    /** Sets the viewer's last read moment; false when the thread is not the viewer's. */
    async updateLastReadAt(userId: string, threadId: string, readAt: Date): Promise<boolean> {
      const at = sql`${readAt.toISOString()}::timestamptz`;
      const updated = await db
        .update(chatThreads)
        .set({
          buyerLastReadAt: sql`CASE WHEN ${chatThreads.buyerId} = ${userId} THEN ${at} ELSE ${chatThreads.buyerLastReadAt} END`,
          supplierLastReadAt: sql`CASE WHEN ${chatThreads.supplierId} = ${userId} THEN ${at} ELSE ${chatThreads.supplierLastReadAt} END`,
        })
        .where(and(eq(chatThreads.id, threadId), isParticipant(userId)))
        .returning({ id: chatThreads.id });
      return updated.length > 0;
    },
  };
}

export type ChatQueries = ReturnType<typeof chatQueries>;

export function createChatsRepository(db: Db) {
  return {
    ...chatQueries(db),
    /**
     * Runs `work` in one transaction (rolled back when it throws), with the same data verbs and the raw
     * transaction for the stream and notification writes that must commit with it.
     */
    transaction<T>(work: (tx: ChatQueries, executor: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(chatQueries(tx), tx));
    },
    /** The same data verbs in another module's open transaction (an invoice posted in a chat). */
    on: (executor: DbExecutor): ChatQueries => chatQueries(executor),
  };
}

export type ChatsRepository = ReturnType<typeof createChatsRepository>;
