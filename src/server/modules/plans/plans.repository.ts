import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import { planSubscriptions, type PlanSubscriptionRow } from './plans.tables.js';

export function createPlansRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> => db.transaction(work),

    async findBySupplierId(supplierId: string): Promise<PlanSubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(planSubscriptions)
        .where(eq(planSubscriptions.supplierId, supplierId));
      return row;
    },

    /**
     * The supplier's subscription, created when missing and locked until the transaction ends: every
     * change of a supplier's plan (trial, payment, renewal, expiry, cancellation) takes this lock first.
     */
    async lockBySupplierId(tx: DbExecutor, supplierId: string): Promise<PlanSubscriptionRow> {
      await tx.insert(planSubscriptions).values({ supplierId }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(planSubscriptions)
        .where(eq(planSubscriptions.supplierId, supplierId))
        .for('update');
      return row!;
    },

    async update(
      tx: DbExecutor,
      supplierId: string,
      changes: Partial<Omit<PlanSubscriptionRow, 'supplierId'>>,
    ): Promise<void> {
      await tx.update(planSubscriptions).set(changes).where(eq(planSubscriptions.supplierId, supplierId));
    },

    async setRenewing(supplierId: string, isRenewing: boolean): Promise<boolean> {
      const updated = await db
        .update(planSubscriptions)
        .set({ isRenewing })
        .where(and(eq(planSubscriptions.supplierId, supplierId), isNotNull(planSubscriptions.premiumUntil)))
        .returning({ supplierId: planSubscriptions.supplierId });
      return updated.length > 0;
    },

    /**
     * Up to `limit` Premium periods ended by `now`, locked until the transaction ends; those another node
     * or a payment holds are skipped (`SKIP LOCKED`), so nodes share the work and none waits.
     */
    async claimEnded(
      tx: DbExecutor,
      claim: {
        now: Date;
        /** The last row of the previous batch: renewals still pending stay ended and are not claimed twice. */
        after?: Pick<PlanSubscriptionRow, 'supplierId' | 'premiumUntil'>;
        limit: number;
      },
    ): Promise<PlanSubscriptionRow[]> {
      return tx
        .select()
        .from(planSubscriptions)
        .where(
          and(
            lte(planSubscriptions.premiumUntil, claim.now),
            claim.after
              ? sql`(${planSubscriptions.premiumUntil}, ${planSubscriptions.supplierId}) > (${claim.after.premiumUntil}, ${claim.after.supplierId})`
              : undefined,
          ),
        )
        .orderBy(asc(planSubscriptions.premiumUntil), asc(planSubscriptions.supplierId))
        .limit(claim.limit)
        .for('update', { skipLocked: true });
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
