import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DisputeSide, DisputeStatus } from '../../../contract/disputes/disputes.schemas.js';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import { violatedConstraint } from '../../platform/db/database-errors.js';
import { AppError } from '../../platform/errors/app-error.js';
import { disputeEvents, disputePhotos, disputes, oneOpenDisputeIndex } from './disputes.tables.js';

export type DisputeRow = typeof disputes.$inferSelect;
export type DisputeEventRow = typeof disputeEvents.$inferSelect;
export type DisputePhotoRow = typeof disputePhotos.$inferSelect;
export type NewDisputeEvent = Omit<typeof disputeEvents.$inferInsert, 'id'>;

/** A place in the operators' queue: waiting for an operator (rank 0) first, then by age. */
export interface QueueKey {
  rank: number;
  time: string;
  id: string;
}

const rankSql = sql<number>`(CASE WHEN ${disputes.status} = 'AWAITING_OPERATOR' THEN 0 ELSE 1 END)`;

export function createDisputesRepository(db: Db) {
  return {
    /** DISPUTE_ALREADY_OPEN when the order has a dispute in progress (the partial unique index decides). */
    async insert(tx: DbExecutor, dispute: typeof disputes.$inferInsert): Promise<DisputeRow> {
      try {
        const [row] = await tx.insert(disputes).values(dispute).returning();
        return row!;
      } catch (error) {
        if (violatedConstraint(error) === oneOpenDisputeIndex) throw new AppError('DISPUTE_ALREADY_OPEN');
        throw error;
      }
    },

    async findById(id: string, executor: DbExecutor = db): Promise<DisputeRow | undefined> {
      const [row] = await executor.select().from(disputes).where(eq(disputes.id, id));
      return row;
    },

    /** The dispute, locked until the caller's transaction ends: one change of a dispute at a time. */
    async lockById(tx: DbExecutor, id: string): Promise<DisputeRow | undefined> {
      const [row] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update');
      return row;
    },

    /** The order's latest dispute, if any. */
    async findLatestOfOrder(orderId: string): Promise<DisputeRow | undefined> {
      const [row] = await db
        .select()
        .from(disputes)
        .where(eq(disputes.orderId, orderId))
        .orderBy(sql`${disputes.createdAt} DESC`)
        .limit(1);
      return row;
    },

    /** Halalas the order's earlier disputes refunded: a later dispute refunds at most the rest. */
    async sumRefundedOfOrder(orderId: string, executor: DbExecutor = db): Promise<number> {
      const [row] = await executor
        .select({ total: sql<string>`coalesce(sum(${disputes.refundedAmount}), 0)` })
        .from(disputes)
        .where(eq(disputes.orderId, orderId));
      return Number(row?.total ?? 0);
    },

    async update(
      tx: DbExecutor,
      id: string,
      change: Partial<Omit<DisputeRow, 'id' | 'createdAt'>> & { updatedAt: Date },
    ): Promise<DisputeRow> {
      const [row] = await tx.update(disputes).set(change).where(eq(disputes.id, id)).returning();
      return row!;
    },

    async insertEvent(tx: DbExecutor, event: NewDisputeEvent): Promise<void> {
      await tx.insert(disputeEvents).values(event);
    },

    findEvents: (disputeId: string) =>
      db
        .select()
        .from(disputeEvents)
        .where(eq(disputeEvents.disputeId, disputeId))
        .orderBy(asc(disputeEvents.createdAt), asc(disputeEvents.id)),

    findPhotos: (disputeId: string) =>
      db
        .select()
        .from(disputePhotos)
        .where(eq(disputePhotos.disputeId, disputeId))
        .orderBy(asc(disputePhotos.createdAt), asc(disputePhotos.id)),

    async findPhoto(disputeId: string, photoId: string): Promise<DisputePhotoRow | undefined> {
      const [row] = await db
        .select()
        .from(disputePhotos)
        .where(and(eq(disputePhotos.disputeId, disputeId), eq(disputePhotos.id, photoId)));
      return row;
    },

    async countPhotos(tx: DbExecutor, disputeId: string, side: DisputeSide): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(disputePhotos)
        .where(and(eq(disputePhotos.disputeId, disputeId), eq(disputePhotos.side, side)));
      return row?.count ?? 0;
    },

    async insertPhoto(tx: DbExecutor, photo: Omit<typeof disputePhotos.$inferInsert, 'id'>): Promise<void> {
      await tx.insert(disputePhotos).values(photo);
    },

    /** The operators' queue: AWAITING_OPERATOR first, then the rest, each oldest first; after `after`. */
    async findQueuePage(query: {
      status?: DisputeStatus;
      after?: QueueKey;
      limit: number;
    }): Promise<Array<{ dispute: DisputeRow; key: QueueKey }>> {
      const rows = await db
        .select({
          dispute: disputes,
          rank: rankSql,
          time: sql<string>`to_char(${disputes.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(disputes)
        .where(
          and(
            query.status ? eq(disputes.status, query.status) : undefined,
            query.after
              ? sql`(${rankSql}, ${disputes.createdAt}, ${disputes.id}) > (${query.after.rank}, ${query.after.time}::timestamptz, ${query.after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(rankSql, asc(disputes.createdAt), asc(disputes.id))
        .limit(query.limit);
      return rows.map((row) => ({
        dispute: row.dispute,
        key: { rank: Number(row.rank), time: row.time, id: row.dispute.id },
      }));
    },

    /**
     * Disputes still AWAITING_SUPPLIER whose deadline has passed, locked for the caller's transaction
     * (`SKIP LOCKED`: a dispute being answered right now is left to that answer).
     */
    async claimOverdue(tx: DbExecutor, now: Date, limit: number): Promise<DisputeRow[]> {
      return tx
        .select()
        .from(disputes)
        .where(and(eq(disputes.status, 'AWAITING_SUPPLIER'), lte(disputes.supplierDeadline, now)))
        .orderBy(asc(disputes.supplierDeadline))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
  };
}

export type DisputesRepository = ReturnType<typeof createDisputesRepository>;
