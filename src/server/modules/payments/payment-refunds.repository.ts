import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import { paymentRefunds, payments } from './payments.tables.js';

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

/** The refund ledger's data verbs (decision 033). */
export function createPaymentRefundsRepository(db: Db) {
  return {
    /** The payment, locked until the caller's transaction ends: refunds of one payment queue here. */
    async lockPayment(tx: DbExecutor, paymentId: string) {
      const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      return row;
    },

    async findPayment(paymentId: string) {
      const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
      return row;
    },

    async findByPurposeKey(executor: DbExecutor, purposeKey: string): Promise<PaymentRefundRow | undefined> {
      const [row] = await executor
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.purposeKey, purposeKey));
      return row;
    },

    /** Halalas refunded or being refunded (SUCCEEDED and PENDING) on the payment. */
    async sumHeld(executor: DbExecutor, paymentId: string): Promise<number> {
      const [row] = await executor
        .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)` })
        .from(paymentRefunds)
        .where(
          and(
            eq(paymentRefunds.paymentId, paymentId),
            inArray(paymentRefunds.status, ['PENDING', 'SUCCEEDED']),
          ),
        );
      return Number(row?.total ?? 0);
    },

    async insertPending(
      tx: DbExecutor,
      refund: { paymentId: string; amount: number; reason: string; purposeKey: string; createdAt: Date },
    ): Promise<PaymentRefundRow> {
      const [row] = await tx
        .insert(paymentRefunds)
        .values({ ...refund, status: 'PENDING' })
        .returning();
      return row!;
    },

    /** A FAILED refund asked for again: PENDING with the new amount, under the same id (our reference). */
    async reopen(
      tx: DbExecutor,
      id: string,
      refund: { amount: number; reason: string; createdAt: Date },
    ): Promise<PaymentRefundRow> {
      const [row] = await tx
        .update(paymentRefunds)
        .set({ ...refund, status: 'PENDING', providerRefundId: null, settledAt: null })
        .where(eq(paymentRefunds.id, id))
        .returning();
      return row!;
    },

    async findById(id: string, executor: DbExecutor = db): Promise<PaymentRefundRow | undefined> {
      const [row] = await executor.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
      return row;
    },

    async lockById(tx: DbExecutor, id: string): Promise<PaymentRefundRow | undefined> {
      const [row] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)).for('update');
      return row;
    },

    async findOfPayment(paymentId: string): Promise<PaymentRefundRow[]> {
      return db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, paymentId))
        .orderBy(asc(paymentRefunds.createdAt));
    },

    async update(
      tx: DbExecutor,
      id: string,
      change: Partial<Pick<PaymentRefundRow, 'status' | 'providerRefundId' | 'settledAt'>>,
    ): Promise<PaymentRefundRow> {
      const [row] = await tx.update(paymentRefunds).set(change).where(eq(paymentRefunds.id, id)).returning();
      return row!;
    },

    /** PENDING refunds written before `createdBefore`, oldest first: the reconciler's work. */
    async findStalePending(createdBefore: Date, limit: number): Promise<PaymentRefundRow[]> {
      return db
        .select()
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.status, 'PENDING'), lt(paymentRefunds.createdAt, createdBefore)))
        .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id))
        .limit(limit);
    },

    transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
  };
}

export type PaymentRefundsRepository = ReturnType<typeof createPaymentRefundsRepository>;
