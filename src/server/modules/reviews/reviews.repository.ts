import { and, avg, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import type { TimeIdKey } from '../../platform/pagination/time-id-cursor.js';
import { reviews } from './reviews.tables.js';

export type NewReview = typeof reviews.$inferInsert;

/** A public list row with its sort key at full precision (microseconds), for the next page's cursor. */
export interface ReviewPageRow {
  id: string;
  buyerId: string;
  rating: number;
  text: string;
  createdAt: Date;
  cursorTime: string;
}

export interface ReviewPageFilter {
  after?: TimeIdKey;
  limit: number;
}

export function createReviewsRepository(db: Db) {
  async function findPage(where: SQL | undefined, filter: ReviewPageFilter): Promise<ReviewPageRow[]> {
    // Issue 25: a review an operator took down is listed nowhere.
    const conditions: (SQL | undefined)[] = [where, isNull(reviews.hiddenAt)];
    if (filter.after) {
      const afterTime = sql`${filter.after.time}::timestamptz`;
      conditions.push(
        or(
          lt(reviews.createdAt, afterTime),
          and(eq(reviews.createdAt, afterTime), lt(reviews.id, filter.after.id)),
        ),
      );
    }
    return db
      .select({
        id: reviews.id,
        buyerId: reviews.buyerId,
        rating: reviews.rating,
        text: reviews.text,
        createdAt: reviews.createdAt,
        cursorTime: sql<string>`to_char(${reviews.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(reviews)
      .where(and(...conditions))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(filter.limit);
  }

  return {
    /** Runs `work` in one transaction (rolled back when it throws). */
    transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async existsForOrder(executor: DbExecutor, orderId: string): Promise<boolean> {
      const [row] = await executor
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.orderId, orderId))
        .limit(1);
      return row !== undefined;
    },

    async insertMany(executor: DbExecutor, rows: readonly NewReview[]): Promise<void> {
      if (rows.length > 0) await executor.insert(reviews).values([...rows]);
    },

    /** Reviews of the product, newest first, one page. */
    findPageByProductId(productId: string, filter: ReviewPageFilter): Promise<ReviewPageRow[]> {
      return findPage(eq(reviews.productId, productId), filter);
    },

    /** Reviews of the supplier as a company (not of its products), newest first, one page. */
    findPageBySupplierId(supplierId: string, filter: ReviewPageFilter): Promise<ReviewPageRow[]> {
      return findPage(and(eq(reviews.supplierId, supplierId), isNull(reviews.productId)), filter);
    },

    /** Every review written for these orders, supplier and items alike. */
    async findByOrderIds(orderIds: readonly string[]) {
      if (orderIds.length === 0) return [];
      return db
        .select({
          orderId: reviews.orderId,
          productId: reviews.productId,
          rating: reviews.rating,
          text: reviews.text,
        })
        .from(reviews)
        .where(inArray(reviews.orderId, [...orderIds]));
    },

    /** A review for operators (its text, author and supplier); with `tx`, locked until it ends. */
    async findForModeration(id: string, tx?: DbExecutor) {
      const query = (tx ?? db)
        .select({
          id: reviews.id,
          buyerId: reviews.buyerId,
          supplierId: reviews.supplierId,
          productId: reviews.productId,
          rating: reviews.rating,
          text: reviews.text,
          hiddenAt: reviews.hiddenAt,
        })
        .from(reviews)
        .where(eq(reviews.id, id));
      const [row] = tx ? await query.for('update') : await query;
      return row;
    },

    async updateHidden(tx: DbExecutor, id: string, at: Date): Promise<void> {
      await tx.update(reviews).set({ hiddenAt: at }).where(eq(reviews.id, id));
    },

    /** The average and number of the supplier's company reviews (0 and 0 without any). */
    /** Each of these products' average rating (one decimal) and number of ratings; unrated ones are absent. */
    async findProductRatings(executor: DbExecutor, productIds: readonly string[]) {
      if (productIds.length === 0) return [];
      return executor
        .select({
          productId: sql<string>`${reviews.productId}`,
          avgRating: sql<number>`round(avg(${reviews.rating}), 1)`.mapWith(Number),
          ratingsCount: sql<number>`count(*)::int`,
        })
        .from(reviews)
        .where(and(inArray(reviews.productId, [...productIds]), isNull(reviews.hiddenAt)))
        .groupBy(reviews.productId);
    },

    async findSupplierRating(supplierId: string): Promise<{ avgRating: number; ratingsCount: number }> {
      const [row] = await db
        .select({ average: avg(reviews.rating), ratingsCount: count() })
        .from(reviews)
        .where(and(eq(reviews.supplierId, supplierId), isNull(reviews.productId), isNull(reviews.hiddenAt)));
      return { avgRating: Number(row?.average ?? 0), ratingsCount: row?.ratingsCount ?? 0 };
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
