import { and, desc, eq, getTableColumns, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ApprovalBasket, ApprovalStatus } from '../../../contract/approvals/approvals.schemas.js';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import type { TimeIdKey } from '../../platform/pagination/time-id-cursor.js';
import { timeKeySql } from '../../platform/pagination/time-id-cursor.js';
import { approvalRequests } from './approvals.tables.js';

export type ApprovalRequestRow = typeof approvalRequests.$inferSelect & { basket: ApprovalBasket };
export type ApprovalRequestPageRow = ApprovalRequestRow & { cursorTime: string };

export interface ApprovalRequestFilter {
  businessId: string;
  /** Only this person's requests (a requester's own list). */
  requesterId?: string;
  status?: ApprovalStatus;
  after?: TimeIdKey;
  limit: number;
}

function approvalQueries(db: DbExecutor) {
  return {
    async findById(id: string): Promise<ApprovalRequestRow | undefined> {
      const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
      return row as ApprovalRequestRow | undefined;
    },

    /** Newest first, keyset-paginated by (created_at, id). */
    async findPage(filter: ApprovalRequestFilter): Promise<ApprovalRequestPageRow[]> {
      const conditions: (SQL | undefined)[] = [eq(approvalRequests.businessId, filter.businessId)];
      if (filter.requesterId) conditions.push(eq(approvalRequests.requesterId, filter.requesterId));
      if (filter.status) conditions.push(eq(approvalRequests.status, filter.status));
      if (filter.after) {
        const afterTime = sql`${filter.after.time}::timestamptz`;
        conditions.push(
          or(
            lt(approvalRequests.createdAt, afterTime),
            and(eq(approvalRequests.createdAt, afterTime), lt(approvalRequests.id, filter.after.id)),
          ),
        );
      }
      const rows = await db
        .select({ ...getTableColumns(approvalRequests), cursorTime: timeKeySql(approvalRequests.createdAt) })
        .from(approvalRequests)
        .where(and(...conditions))
        .orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.id))
        .limit(filter.limit);
      return rows as ApprovalRequestPageRow[];
    },

    /** PENDING requests of the business that this person did not send (what they may decide). */
    async countPendingForDecider(businessId: string, memberId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(approvalRequests)
        .where(
          and(
            eq(approvalRequests.businessId, businessId),
            eq(approvalRequests.status, 'PENDING'),
            ne(approvalRequests.requesterId, memberId),
          ),
        );
      return row?.n ?? 0;
    },

    /** The person's APPROVED requests not yet paid, newest first (checkout looks for its basket there). */
    async findApprovedOfRequester(requesterId: string): Promise<ApprovalRequestRow[]> {
      const rows = await db
        .select()
        .from(approvalRequests)
        .where(and(eq(approvalRequests.requesterId, requesterId), eq(approvalRequests.status, 'APPROVED')))
        .orderBy(desc(approvalRequests.createdAt));
      return rows as ApprovalRequestRow[];
    },

    /** Holds the person's requests until the transaction ends: one new request at a time per person. */
    async lockRequester(requesterId: string): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`approval:${requesterId}`}))`);
    },

    /** The person's PENDING request becomes CANCELLED (a new one replaces it). */
    async cancelPendingOfRequester(requesterId: string): Promise<void> {
      await db
        .update(approvalRequests)
        .set({ status: 'CANCELLED' })
        .where(and(eq(approvalRequests.requesterId, requesterId), eq(approvalRequests.status, 'PENDING')));
    },

    async insert(
      request: Pick<typeof approvalRequests.$inferInsert, 'businessId' | 'requesterId' | 'note' | 'total'> & {
        basket: ApprovalBasket;
        createdAt: Date;
      },
    ): Promise<ApprovalRequestRow> {
      const [row] = await db.insert(approvalRequests).values(request).returning();
      return row as ApprovalRequestRow;
    },

    /**
     * Moves the request from `from` to `to` only if it is still `from` (the conditional update that makes
     * two deciders at once decide once); undefined when it was not.
     */
    async updateStatus(
      id: string,
      from: ApprovalStatus,
      change: { status: ApprovalStatus } & Partial<
        Pick<typeof approvalRequests.$inferInsert, 'decidedById' | 'decidedAt' | 'declineReason'>
      >,
    ): Promise<ApprovalRequestRow | undefined> {
      const [row] = await db
        .update(approvalRequests)
        .set(change)
        .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, from)))
        .returning();
      return row as ApprovalRequestRow | undefined;
    },

    /** The checkout paying an APPROVED request; false when it is no longer APPROVED. */
    async setPayment(id: string, paymentId: string): Promise<boolean> {
      const updated = await db
        .update(approvalRequests)
        .set({ paymentId })
        .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, 'APPROVED')))
        .returning({ id: approvalRequests.id });
      return updated.length > 0;
    },

    /** The request this payment paid becomes ORDERED. */
    async markOrderedByPayment(paymentId: string): Promise<void> {
      await db
        .update(approvalRequests)
        .set({ status: 'ORDERED' })
        .where(and(eq(approvalRequests.paymentId, paymentId), eq(approvalRequests.status, 'APPROVED')));
    },

    /** A failed payment lets go of its request, which stays APPROVED and may be paid again. */
    async clearPayment(paymentId: string): Promise<void> {
      await db
        .update(approvalRequests)
        .set({ paymentId: null })
        .where(and(eq(approvalRequests.paymentId, paymentId), eq(approvalRequests.status, 'APPROVED')));
    },
  };
}

export type ApprovalQueries = ReturnType<typeof approvalQueries>;

export function createApprovalsRepository(db: Db) {
  return {
    ...approvalQueries(db),
    /** The same data verbs on another executor (the caller's open transaction). */
    using: (executor: DbExecutor) => approvalQueries(executor),
    transaction<T>(work: (tx: ApprovalQueries, executor: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(approvalQueries(tx), tx));
    },
  };
}

export type ApprovalsRepository = ReturnType<typeof createApprovalsRepository>;
