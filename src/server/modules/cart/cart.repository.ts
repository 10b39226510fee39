import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import { cartItems } from './cart.tables.js';

/** Whose cart: the person (issue 26: one cart per member) and the business the orders will belong to. */
export interface CartOwner {
  buyerId: string;
  memberId: string;
}

/** One line of a person's cart as stored: the product and how many, never a price. */
export interface StoredCartLine {
  productId: string;
  quantity: number;
}

function cartQueries(db: DbExecutor) {
  return {
    /** The buyer's lines, oldest first (the order they were added in). */
    async findManyByMemberId(owner: CartOwner): Promise<StoredCartLine[]> {
      return db
        .select({ productId: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.memberId, owner.memberId))
        .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
    },

    /**
     * The buyer's lines, locked until the transaction ends (checkout's claim): a line being deleted by a
     * payment's settlement is waited for, then left out.
     */
    async lockManyByMemberId(owner: CartOwner): Promise<StoredCartLine[]> {
      return db
        .select({ productId: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.memberId, owner.memberId))
        .orderBy(asc(cartItems.productId))
        .for('update');
    },

    async countByMemberId(owner: CartOwner): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(cartItems)
        .where(eq(cartItems.memberId, owner.memberId));
      return row?.n ?? 0;
    },

    /**
     * Holds the buyer's cart until the transaction ends (a transaction-scoped advisory lock): parallel
     * writes of one cart then count its lines one after the other.
     */
    async lockCart(owner: CartOwner): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`cart:${owner.memberId}`}))`);
    },

    /**
     * Adds `quantity` to the line, creating it when missing; answers the line's new quantity. The
     * conflict update adds to the row's latest committed value, so parallel adds never lose one another.
     */
    async addQuantity(owner: CartOwner, productId: string, quantity: number): Promise<number> {
      const [row] = await db
        .insert(cartItems)
        .values({ buyerId: owner.buyerId, memberId: owner.memberId, productId, quantity })
        .onConflictDoUpdate({
          target: [cartItems.memberId, cartItems.productId],
          set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
        })
        .returning({ quantity: cartItems.quantity });
      return row!.quantity;
    },

    /** Sets the line's quantity, creating it when missing. */
    async upsertQuantity(owner: CartOwner, productId: string, quantity: number): Promise<void> {
      await db
        .insert(cartItems)
        .values({ buyerId: owner.buyerId, memberId: owner.memberId, productId, quantity })
        .onConflictDoUpdate({ target: [cartItems.memberId, cartItems.productId], set: { quantity } });
    },

    /** Sets the quantity of an existing line; false when the buyer has no such line. */
    async updateQuantity(owner: CartOwner, productId: string, quantity: number): Promise<boolean> {
      const updated = await db
        .update(cartItems)
        .set({ quantity })
        .where(and(eq(cartItems.memberId, owner.memberId), eq(cartItems.productId, productId)))
        .returning({ productId: cartItems.productId });
      return updated.length > 0;
    },

    async deleteByProductIds(owner: CartOwner, productIds: readonly string[]): Promise<void> {
      if (productIds.length === 0) return;
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.memberId, owner.memberId), inArray(cartItems.productId, [...productIds])));
    },

    async deleteByMemberId(owner: CartOwner): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.memberId, owner.memberId));
    },
  };
}

export type CartQueries = ReturnType<typeof cartQueries>;

export function createCartRepository(db: Db) {
  return {
    ...cartQueries(db),
    /** The same data verbs on another executor (the caller's open transaction). */
    using: (executor: DbExecutor) => cartQueries(executor),
    /** Runs `work` in one transaction (rolled back when it throws), with the same data verbs. */
    transaction<T>(work: (tx: CartQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(cartQueries(tx)));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
