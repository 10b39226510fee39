import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import type { ProviderCard } from '../../providers/payments/payment-provider.js';
import { savedCards } from './payments.tables.js';

export type SavedCardRow = typeof savedCards.$inferSelect;

/** A buyer's live (not deleted) card, or one of them, for the provider in use. */
const liveCardOf = (buyerId: string, provider: string) =>
  and(eq(savedCards.buyerId, buyerId), eq(savedCards.provider, provider), isNull(savedCards.deletedAt));

async function insert(executor: DbExecutor, buyerId: string, provider: string, card: ProviderCard) {
  const [row] = await executor
    .insert(savedCards)
    .values({ buyerId, provider, ...card })
    .returning();
  return row!;
}

export function createSavedCardsRepository(db: Db) {
  return {
    /** The pool, for callers that have no transaction of their own. */
    db: db as DbExecutor,

    /** The buyer's live cards of this provider, newest first. */
    async findManyByBuyerId(buyerId: string, provider: string): Promise<SavedCardRow[]> {
      return db
        .select()
        .from(savedCards)
        .where(liveCardOf(buyerId, provider))
        .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
    },

    async findById(buyerId: string, provider: string, id: string): Promise<SavedCardRow | null> {
      const [row] = await db
        .select()
        .from(savedCards)
        .where(and(liveCardOf(buyerId, provider), eq(savedCards.id, id)));
      return row ?? null;
    },

    /** The customer id the provider already knows this buyer by (Tap keeps cards per customer). */
    async findProviderCustomerId(buyerId: string, provider: string): Promise<string | null> {
      const [row] = await db
        .select({ providerCustomerId: savedCards.providerCustomerId })
        .from(savedCards)
        .where(
          and(
            eq(savedCards.buyerId, buyerId),
            eq(savedCards.provider, provider),
            sql`${savedCards.providerCustomerId} IS NOT NULL`,
          ),
        )
        .orderBy(desc(savedCards.createdAt))
        .limit(1);
      return row?.providerCustomerId ?? null;
    },

    /**
     * Inserts the card unless the buyer already has it live (the same provider card, or the same brand,
     * last four and expiry: the sandbox makes a new token each time). Parallel calls for one buyer wait on
     * a transaction-scoped advisory lock, so the check and the insert cannot interleave.
     */
    async insertUnlessKept(
      executor: DbExecutor,
      buyerId: string,
      provider: string,
      card: ProviderCard,
    ): Promise<SavedCardRow> {
      const keep = async (tx: DbExecutor) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`saved-card:${buyerId}`}))`);
        const [existing] = await tx
          .select()
          .from(savedCards)
          .where(
            and(
              liveCardOf(buyerId, provider),
              sql`(${savedCards.providerCardId} = ${card.providerCardId} OR (${savedCards.brand} = ${card.brand}
                AND ${savedCards.last4} = ${card.last4} AND ${savedCards.expiryMonth} = ${card.expiryMonth}
                AND ${savedCards.expiryYear} = ${card.expiryYear}))`,
            ),
          )
          .limit(1);
        return existing ?? insert(tx, buyerId, provider, card);
      };
      // Inside the caller's transaction when given one, so the card is kept with the payment it came from.
      return executor === db ? db.transaction((tx) => keep(tx)) : keep(executor);
    },

    /** Soft delete; true when this call deleted a live card of the buyer. */
    async markDeleted(buyerId: string, provider: string, id: string, at: Date): Promise<boolean> {
      const deleted = await db
        .update(savedCards)
        .set({ deletedAt: at })
        .where(and(liveCardOf(buyerId, provider), eq(savedCards.id, id)))
        .returning({ id: savedCards.id });
      return deleted.length > 0;
    },
  };
}

export type SavedCardsRepository = ReturnType<typeof createSavedCardsRepository>;
