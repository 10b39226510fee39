import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PaymentAttentionReason } from '../../../contract/payments/payments.schemas.js';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import { timeKeySql, type TimeIdKey } from '../../platform/pagination/time-id-cursor.js';
import { paymentRefunds, paymentResolutions, payments } from './payments.tables.js';

/** The instants that decide whether a payment needs finance's attention (payments.schemas.ts). */
export interface AttentionWindows {
  /** A PENDING payment created before this is PENDING_TOO_LONG. */
  pendingBefore: Date;
  /** A payment failed with its charge unknown before this is past the reconciler's look. */
  failedBefore: Date;
  /** The failures that do not prove the provider made no charge. */
  chargeUnknownCodes: readonly string[];
  /** A refund still PENDING since before this is REFUND_NOT_SETTLED. */
  refundPendingBefore: Date;
}

/** Why the payment needs attention (null: it does not), by the rules of `paymentAttentionReasons`. */
function attentionSql(windows: AttentionWindows): SQL<PaymentAttentionReason | null> {
  return sql<PaymentAttentionReason | null>`CASE
    WHEN EXISTS (SELECT 1 FROM ${paymentRefunds} WHERE ${paymentRefunds.paymentId} = "payments"."id"
      AND (${paymentRefunds.status} = 'FAILED'
        OR (${paymentRefunds.status} = 'PENDING' AND ${paymentRefunds.createdAt} < ${windows.refundPendingBefore})))
      THEN 'REFUND_NOT_SETTLED'
    WHEN ${payments.status} = 'PENDING' AND ${payments.createdAt} < ${windows.pendingBefore}
      THEN 'PENDING_TOO_LONG'
    WHEN ${payments.status} = 'FAILED' AND ${payments.chargeId} IS NULL
      AND ${inArray(payments.failureCode, [...windows.chargeUnknownCodes])}
      AND ${payments.settledAt} < ${windows.failedBefore}
      THEN 'CHARGE_UNKNOWN'
    WHEN ${payments.status} = 'FAILED' AND ${payments.chargeId} IS NOT NULL
      AND ${payments.failureCode} = 'PAYMENT_ABANDONED'
      THEN 'ABANDONED_WITH_CHARGE'
  END`;
}

// Qualified by hand: in a statement over one table Drizzle writes columns unqualified, and inside the
// subquery a bare "id" would be the resolution's.
const isResolvedSql = sql<boolean>`EXISTS (SELECT 1 FROM ${paymentResolutions} WHERE ${paymentResolutions.paymentId} = "payments"."id")`;

export type FinancePaymentRow = typeof payments.$inferSelect & {
  attentionReason: PaymentAttentionReason | null;
  isResolved: boolean;
  createdAtKey: string;
};

/** Finance's reads of payments and its resolutions (issue 25, decision 034): the payments module's tables. */
export function createFinancePaymentsRepository(db: Db) {
  const selection = (windows: AttentionWindows) => ({
    payment: payments,
    attentionReason: attentionSql(windows),
    isResolved: isResolvedSql,
    createdAtKey: timeKeySql(payments.createdAt),
  });
  const flatten = (row: {
    payment: typeof payments.$inferSelect;
    attentionReason: PaymentAttentionReason | null;
    isResolved: boolean;
    createdAtKey: string;
  }): FinancePaymentRow => ({
    ...row.payment,
    attentionReason: row.attentionReason,
    isResolved: row.isResolved,
    createdAtKey: row.createdAtKey,
  });

  return {
    /** Newest first, after `before`; `needsAttention` keeps the unresolved payments with a reason. */
    async findPage(
      filter: {
        status?: (typeof payments.$inferSelect)['status'];
        createdFrom?: Date;
        createdUntil?: Date;
        needsAttention?: boolean;
        before?: TimeIdKey;
        limit: number;
      },
      windows: AttentionWindows,
    ): Promise<FinancePaymentRow[]> {
      const attention = attentionSql(windows);
      const rows = await db
        .select(selection(windows))
        .from(payments)
        .where(
          and(
            filter.status ? eq(payments.status, filter.status) : undefined,
            filter.createdFrom ? gte(payments.createdAt, filter.createdFrom) : undefined,
            filter.createdUntil ? lt(payments.createdAt, filter.createdUntil) : undefined,
            filter.needsAttention === true
              ? sql`${attention} IS NOT NULL AND NOT ${isResolvedSql}`
              : undefined,
            filter.needsAttention === false ? sql`(${attention} IS NULL OR ${isResolvedSql})` : undefined,
            filter.before
              ? sql`(${payments.createdAt}, ${payments.id}) < (${filter.before.time}::timestamptz, ${filter.before.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(filter.limit);
      return rows.map(flatten);
    },

    async findById(id: string, windows: AttentionWindows): Promise<FinancePaymentRow | undefined> {
      const [row] = await db.select(selection(windows)).from(payments).where(eq(payments.id, id));
      return row && flatten(row);
    },

    /** The payment's resolutions, oldest first. */
    findResolutions(paymentId: string) {
      return db
        .select()
        .from(paymentResolutions)
        .where(eq(paymentResolutions.paymentId, paymentId))
        .orderBy(paymentResolutions.resolvedAt, paymentResolutions.id);
    },

    async insertResolution(
      tx: DbExecutor,
      resolution: { paymentId: string; operatorId: string; note: string; resolvedAt: Date },
    ): Promise<string> {
      const [row] = await tx
        .insert(paymentResolutions)
        .values(resolution)
        .returning({ id: paymentResolutions.id });
      return row!.id;
    },

    /** Locks the payment's row for the resolution's transaction; false when there is no such payment. */
    async lockPayment(tx: DbExecutor, id: string): Promise<boolean> {
      const rows = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.id, id))
        .for('update');
      return rows.length > 0;
    },

    /** The payment's refunds (decision 033's ledger), oldest first. */
    findRefunds(paymentId: string) {
      return db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, paymentId))
        .orderBy(paymentRefunds.createdAt, paymentRefunds.id);
    },

    /** Runs `work` in one transaction (rolled back when it throws). */
    transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
  };
}

export type FinancePaymentsRepository = ReturnType<typeof createFinancePaymentsRepository>;
