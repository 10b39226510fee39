import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { InvoiceInstallment } from '../../../contract/invoices/invoices.schemas.js';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import { timeKeySql, type TimeIdKey } from '../../platform/pagination/time-id-cursor.js';
import type { ErrorCode } from '../../../contract/errors/error-codes.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  payments,
  pendingCheckoutIndex,
  pendingInstallmentIndex,
  pendingPlanIndex,
} from './payments.tables.js';
import { violatedConstraint } from '../../platform/db/database-errors.js';

export type PaymentRow = typeof payments.$inferSelect;

/** One supplier's part of a checkout, as priced then: what its order is made of. */
export interface SnapshotGroup {
  supplierId: string;
  supplierBusinessName: string;
  /** Halalas, before VAT. */
  deliveryFee: number;
  /**
   * Decision 018: the supplier's VAT registration number when priced, null when it was not VAT-registered
   * (no VAT on this part). Absent on snapshots taken before the rule: those were charged VAT.
   */
  vatNumber?: string | null;
  lines: SnapshotLine[];
}

export interface SnapshotLine {
  productId: string;
  /** Both languages (decision 027); absent on snapshots taken before it, which have `name`. */
  nameAr?: string | null;
  nameEn?: string | null;
  /** The one name of snapshots taken before decision 027 (migration 0021). */
  name?: string;
  imageKey: string | null;
  /** Halalas, per unit, before VAT. */
  unitPrice: number;
  quantity: number;
  /** `unitPrice × quantity`. */
  lineTotal: number;
  /** 15% of `lineTotal`, half up; 0 when the supplier was not VAT-registered. */
  vat: number;
}

/** The `payments.cart` column: the priced cart at checkout. */
export interface PaymentSnapshot {
  groups: SnapshotGroup[];
  /**
   * Issue 26: the person whose cart the checkout pays (one checkout in flight per person's cart, and the
   * lines it empties once paid). Absent from checkouts made before: the founding owner's, whose member id
   * is the business's.
   */
  memberId?: string;
}

/** The person whose cart a checkout's snapshot paid (the founding owner's before issue 26). */
export const cartMemberOf = (payment: { buyerId: string; cart: unknown }): string =>
  (payment.cart as PaymentSnapshot | null)?.memberId ?? payment.buyerId;

/** What a payment pays for: a checkout's cart, an invoice's installment (decision 013), or Premium (016). */
export type PaymentFor =
  | { cart: PaymentSnapshot; invoiceId?: never; installment?: never; planMonths?: never }
  | { cart: null; invoiceId: string; installment: InvoiceInstallment; planMonths?: never }
  | { cart: null; invoiceId?: never; installment?: never; planMonths: number };

/** A new payment of one of those things. */
export type NewPayment = {
  buyerId: string;
  idempotencyKey: string;
  amount: number;
  provider: string;
  isSavingCard: boolean;
  createdAt: Date;
} & PaymentFor;

/** What a payment pays for, to find the one in flight for it (decision 011: at most one is PENDING). */
export type PaidThing =
  | { kind: 'CART'; buyerId: string; memberId: string }
  | { kind: 'PLAN'; buyerId: string }
  | { kind: 'INSTALLMENT'; invoiceId: string; installment: InvoiceInstallment };

/** The refusal each "one payment in flight" index stands for (payments.tables.ts). */
const inFlightCodeByIndex: Record<string, ErrorCode> = {
  [pendingCheckoutIndex]: 'CHECKOUT_IN_PROGRESS',
  [pendingInstallmentIndex]: 'INVOICE_PAYMENT_IN_PROGRESS',
  [pendingPlanIndex]: 'PLAN_PAYMENT_IN_PROGRESS',
};

export function createPaymentsRepository(db: Db) {
  return {
    /**
     * Writes the PENDING payment in the caller's transaction; answers undefined when the buyer already has
     * a payment with this key (the unique index decides between parallel requests with the same key: the
     * later one waits for the first to commit, then finds the conflict). Another key while a payment of
     * the same thing is PENDING is refused (CHECKOUT_IN_PROGRESS, INVOICE_PAYMENT_IN_PROGRESS or
     * PLAN_PAYMENT_IN_PROGRESS): the partial unique indexes decide, waiting for a payment being settled.
     */
    async insertPending(executor: DbExecutor, payment: NewPayment): Promise<PaymentRow | undefined> {
      try {
        const [row] = await executor
          .insert(payments)
          .values({ ...payment, status: 'PENDING' })
          .onConflictDoNothing({ target: [payments.buyerId, payments.idempotencyKey] })
          .returning();
        return row;
      } catch (error) {
        const code = inFlightCodeByIndex[violatedConstraint(error) ?? ''];
        throw code ? new AppError(code) : error;
      }
    },

    /** The PENDING payment of this thing, if any (there is at most one). */
    async findPendingOf(thing: PaidThing): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'PENDING'),
            thing.kind === 'INSTALLMENT'
              ? and(eq(payments.invoiceId, thing.invoiceId), eq(payments.installment, thing.installment))
              : and(
                  eq(payments.buyerId, thing.buyerId),
                  thing.kind === 'CART'
                    ? and(
                        isNotNull(payments.cart),
                        eq(
                          sql`coalesce(${payments.cart} ->> 'memberId', ${payments.buyerId}::text)`,
                          thing.memberId,
                        ),
                      )
                    : isNotNull(payments.planMonths),
                ),
          ),
        );
      return row;
    },

    async findByIdempotencyKey(buyerId: string, idempotencyKey: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.buyerId, buyerId), eq(payments.idempotencyKey, idempotencyKey)));
      return row;
    },

    /**
     * Demo data only: a payment of sales made before the platform, for the orders module's imported
     * orders. Nothing was charged, so it is PAID from the start, provider `import`, no charge id; settling
     * and the reconciler (PENDING rows only) never see it.
     */
    async insertImported(
      tx: DbExecutor,
      payment: { buyerId: string; amount: number; cart: PaymentSnapshot; createdAt: Date },
    ): Promise<string> {
      const [row] = await tx
        .insert(payments)
        .values({
          ...payment,
          idempotencyKey: randomUUID(),
          status: 'PAID',
          provider: 'import',
          settledAt: payment.createdAt,
        })
        .returning({ id: payments.id });
      return row!.id;
    },

    /** The provider and charge of a payment, in the caller's transaction. */
    async findCharge(
      executor: DbExecutor,
      id: string,
    ): Promise<{ provider: string; chargeId: string | null } | undefined> {
      const [row] = await executor
        .select({ provider: payments.provider, chargeId: payments.chargeId })
        .from(payments)
        .where(eq(payments.id, id));
      return row;
    },

    async findById(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    async findByChargeId(provider: string, chargeId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.chargeId, chargeId)));
      return row;
    },

    /** Records the provider's charge once; a payment never changes charge. */
    async setChargeId(id: string, chargeId: string): Promise<boolean> {
      const updated = await db
        .update(payments)
        .set({ chargeId })
        .where(and(eq(payments.id, id), isNull(payments.chargeId)))
        .returning({ id: payments.id });
      return updated.length > 0;
    },

    /**
     * The payment, locked until the caller's transaction ends (one settlement at a time); undefined when
     * it does not exist or another transaction holds it (`SKIP LOCKED`: the caller retries without
     * keeping a pooled connection busy while it waits).
     */
    async lockById(executor: DbExecutor, id: string): Promise<PaymentRow | undefined> {
      const [row] = await executor
        .select()
        .from(payments)
        .where(eq(payments.id, id))
        .for('update', { skipLocked: true });
      return row;
    },

    async markPaid(executor: DbExecutor, id: string, settledAt: Date): Promise<PaymentRow> {
      const [row] = await executor
        .update(payments)
        .set({ status: 'PAID', settledAt, failureCode: null })
        .where(eq(payments.id, id))
        .returning();
      return row!;
    },

    async markFailed(
      executor: DbExecutor,
      id: string,
      failureCode: string,
      settledAt: Date,
    ): Promise<PaymentRow> {
      const [row] = await executor
        .update(payments)
        .set({ status: 'FAILED', settledAt, failureCode })
        .where(eq(payments.id, id))
        .returning();
      return row!;
    },

    /**
     * Up to `limit` PENDING payments created before `createdBefore`, oldest first after `after`, leaving
     * out those another transaction is settling right now (`FOR UPDATE SKIP LOCKED`): several nodes and
     * the callbacks work at once without waiting on each other. Each is then settled under its own lock.
     */
    async claimStalePending(claim: {
      createdBefore: Date;
      after?: TimeIdKey;
      limit: number;
    }): Promise<Array<{ payment: PaymentRow; key: TimeIdKey }>> {
      const rows = await db
        .select({ payment: payments, createdAtKey: timeKeySql(payments.createdAt) })
        .from(payments)
        .where(
          and(
            eq(payments.status, 'PENDING'),
            lt(payments.createdAt, claim.createdBefore),
            claim.after
              ? sql`(${payments.createdAt}, ${payments.id}) > (${claim.after.time}::timestamptz, ${claim.after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(payments.createdAt), asc(payments.id))
        .limit(claim.limit)
        .for('update', { skipLocked: true });
      return rows.map((row) => ({
        payment: row.payment,
        key: { time: row.createdAtKey, id: row.payment.id },
      }));
    },

    /**
     * Up to `limit` payments of `provider` failed after `settledAfter` with no charge id and one of
     * `failureCodes`, oldest first after `after`: the reconciler looks for a charge the provider may still
     * have made for them (issue 19). Each is then settled under its own lock.
     */
    async findFailedWithoutCharge(query: {
      provider: string;
      failureCodes: readonly string[];
      settledAfter: Date;
      after?: TimeIdKey;
      limit: number;
    }): Promise<Array<{ payment: PaymentRow; key: TimeIdKey }>> {
      const rows = await db
        .select({ payment: payments, settledAtKey: timeKeySql(payments.settledAt) })
        .from(payments)
        .where(
          and(
            eq(payments.status, 'FAILED'),
            isNull(payments.chargeId),
            eq(payments.provider, query.provider),
            inArray(payments.failureCode, [...query.failureCodes]),
            gt(payments.settledAt, query.settledAfter),
            query.after
              ? sql`(${payments.settledAt}, ${payments.id}) > (${query.after.time}::timestamptz, ${query.after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(payments.settledAt), asc(payments.id))
        .limit(query.limit);
      return rows.map((row) => ({
        payment: row.payment,
        key: { time: row.settledAtKey, id: row.payment.id },
      }));
    },

    /** Runs `work` in one transaction (rolled back when it throws). */
    transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
