import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { ListingKind } from '../../../contract/catalog/catalog.schemas.js';
import type { Db } from '../../platform/db/database.js';
import { wishlistItems } from './wishlist.tables.js';

/** One saved product or service. */
export interface ListingRef {
  kind: ListingKind;
  id: string;
}

export interface SavedListing extends ListingRef {
  createdAt: Date;
}

const listingColumnOf = (kind: ListingKind) =>
  kind === 'PRODUCT' ? wishlistItems.productId : wishlistItems.serviceId;

export function createWishlistRepository(db: Db) {
  return {
    /**
     * Saves the listing unless the buyer already has it; true when this call added the row. The unique
     * index on (buyer, listing) decides between parallel calls: the loser waits and inserts nothing.
     */
    async insert(buyerId: string, { kind, id }: ListingRef): Promise<boolean> {
      const inserted = await db
        .insert(wishlistItems)
        .values({ buyerId, ...(kind === 'PRODUCT' ? { productId: id } : { serviceId: id }) })
        .onConflictDoNothing()
        .returning({ id: wishlistItems.id });
      return inserted.length > 0;
    },

    /** True when this call removed the row. */
    async delete(buyerId: string, { kind, id }: ListingRef): Promise<boolean> {
      const deleted = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.buyerId, buyerId), eq(listingColumnOf(kind), id)))
        .returning({ id: wishlistItems.id });
      return deleted.length > 0;
    },

    /** Removes the listing with this id, whatever its kind; ids are UUIDs, so at most one matches. */
    async deleteByListingId(buyerId: string, id: string): Promise<void> {
      await db
        .delete(wishlistItems)
        .where(
          and(
            eq(wishlistItems.buyerId, buyerId),
            or(eq(wishlistItems.productId, id), eq(wishlistItems.serviceId, id)),
          ),
        );
    },

    /** The buyer's saved listings, newest first. */
    async findManyByBuyerId(buyerId: string): Promise<SavedListing[]> {
      const rows = await db
        .select({
          productId: wishlistItems.productId,
          serviceId: wishlistItems.serviceId,
          createdAt: wishlistItems.createdAt,
        })
        .from(wishlistItems)
        .where(eq(wishlistItems.buyerId, buyerId))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
      return rows.map((row) =>
        row.productId
          ? { kind: 'PRODUCT', id: row.productId, createdAt: row.createdAt }
          : { kind: 'SERVICE', id: row.serviceId!, createdAt: row.createdAt },
      );
    },

    /** How many buyers saved each of these listings of one kind; listings nobody saved are absent. */
    async countByListingIds(kind: ListingKind, ids: readonly string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const column = listingColumnOf(kind);
      const rows = await db
        .select({ id: column, count: count() })
        .from(wishlistItems)
        .where(inArray(column, [...ids]))
        .groupBy(column);
      return new Map(rows.map((row) => [row.id!, row.count]));
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
