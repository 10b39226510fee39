import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { premiumSources } from '../../../contract/plans/plans.schemas.js';
import { users } from '../users/users.tables.js';

export const premiumSource = pgEnum('premium_source', premiumSources);

/**
 * A supplier's Premium subscription (decision 016); no row means it never left Basic. The supplier's
 * plan and status themselves stay on `suppliers` (listings and search read them); this row says how long
 * Premium lasts, whether it renews, and whether the one trial was used.
 */
export const planSubscriptions = pgTable(
  'plan_subscriptions',
  {
    supplierId: uuid()
      .primaryKey()
      .references(() => users.id),
    /** The end of the current Premium period; null on Basic. */
    premiumUntil: timestamp({ withTimezone: true }),
    source: premiumSource(),
    /** False once the supplier cancelled: Premium then ends at `premium_until`. */
    isRenewing: boolean().notNull().default(true),
    /** Spec §9: one 30-day trial per supplier. */
    trialStartedAt: timestamp({ withTimezone: true }),
    /**
     * The end of the period whose renewal has been charged (the charge's idempotency key is made from
     * it), so a renewal is charged once whichever node or pass runs it.
     */
    renewalChargedFor: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('plan_subscriptions_period', sql`(${table.premiumUntil} IS NULL) = (${table.source} IS NULL)`),
    index('plan_subscriptions_due_index')
      .on(table.premiumUntil)
      .where(sql`${table.premiumUntil} IS NOT NULL`),
  ],
);

export type PlanSubscriptionRow = typeof planSubscriptions.$inferSelect;
