import type { z } from 'zod';
import type { PublicReview, WriteReviewBodySchema } from '../../../contract/reviews/reviews.schemas.js';
import { afterCommit } from '../../platform/db/after-commit.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { DomainEventPublisher } from '../../platform/events/domain-event-outbox.js';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '../../platform/pagination/time-id-cursor.js';
import type { Clock } from '../../platform/time/clock.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { OrderReviewsSource, OrdersService, ReviewsOfOrder } from '../orders/orders.service.js';
import type { UsersService } from '../users/users.service.js';
import type { ReviewPageRow, ReviewsRepository } from './reviews.repository.js';
import { violatedConstraint } from '../../platform/db/database-errors.js';

/** Read-only view of review ratings for other modules' statements (docs/architecture.md). */
export { ratingsView } from './reviews.views.js';

export type WriteReviewInput = z.output<typeof WriteReviewBodySchema>;

export interface ReviewsPage {
  items: PublicReview[];
  nextCursor: string | null;
}

export const defaultReviewsPageSize = 20;

export function createReviewsService({
  repository,
  orders,
  catalog,
  users,
  events,
  clock,
}: {
  repository: ReviewsRepository;
  /** The reviewed order and what it bought, locked in the transaction that writes the reviews. */
  orders: Pick<OrdersService, 'lockOrderForReview'>;
  catalog: Pick<CatalogService, 'getPublicListing' | 'recordProductRatings' | 'forgetSearchAnswers'>;
  users: Pick<UsersService, 'getPublicSupplier' | 'findBusinessProfiles'>;
  /** ReviewWritten, in the transaction of the review (notifications tell the supplier). */
  events: DomainEventPublisher;
  clock: Clock;
}) {
  async function toPage(rows: ReviewPageRow[], limit: number): Promise<ReviewsPage> {
    const page = rows.slice(0, limit);
    const names = new Map(
      (await users.findBusinessProfiles(page.map((row) => row.buyerId))).map((profile) => [
        profile.userId,
        profile.businessName,
      ]),
    );
    const last = page.at(-1);
    return {
      items: page.map((row) => ({
        id: row.id,
        rating: row.rating,
        text: row.text,
        buyerBusinessName: names.get(row.buyerId) ?? '',
        createdAt: row.createdAt.toISOString(),
      })),
      nextCursor:
        rows.length > limit && last ? encodeTimeIdCursor({ time: last.cursorTime, id: last.id }) : null,
    };
  }

  /**
   * Spec §4's rules for one review, inside the caller's transaction: the buyer's own COMPLETED order
   * (locked), reviewed once, only products it ordered; then its rows, dated `writtenAt`. Answers the
   * order's supplier. Shared by `writeReview` and the demo's past reviews, so both keep the same rules.
   */
  async function insertReview(
    tx: Parameters<Parameters<typeof repository.transaction>[0]>[0],
    buyerId: string,
    orderId: string,
    review: WriteReviewInput,
    writtenAt: Date,
  ): Promise<{ supplierId: string; productIds: string[] }> {
    const productIds = review.items.map((item) => item.productId);
    if (new Set(productIds).size !== productIds.length) throw new AppError('REVIEW_ITEM_NOT_ORDERED');
    const order = await orders.lockOrderForReview(tx, orderId);
    if (!order || order.buyerId !== buyerId) throw new AppError('NOT_FOUND');
    if (order.status !== 'COMPLETED') throw new AppError('REVIEW_NOT_ALLOWED');
    if (await repository.existsForOrder(tx, orderId)) throw new AppError('REVIEW_ALREADY_WRITTEN');
    if (productIds.some((id) => !order.productIds.has(id))) throw new AppError('REVIEW_ITEM_NOT_ORDERED');
    const common = { orderId, buyerId, supplierId: order.supplierId, createdAt: writtenAt };
    await repository.insertMany(tx, [
      { ...common, productId: null, rating: review.supplier.rating, text: review.supplier.text },
      ...review.items.map((item) => ({
        ...common,
        productId: item.productId,
        rating: item.rating,
        text: item.text,
      })),
    ]);
    return { supplierId: order.supplierId, productIds };
  }

  return {
    /**
     * Spec §4: the buyer reviews a COMPLETED order once — the supplier (company) and any of the ordered
     * products — in one transaction with the products' new averages and ReviewWritten (the supplier's
     * NEW_REVIEW notification). Another buyer's order is NOT_FOUND; the order row lock, then the unique indexes,
     * make a second review (also a parallel one) REVIEW_ALREADY_WRITTEN.
     */
    async writeReview(
      buyerId: string,
      orderId: string,
      review: WriteReviewInput,
    ): Promise<{ orderId: string }> {
      const productIds = review.items.map((item) => item.productId);
      const [buyer] = await users.findBusinessProfiles([buyerId]);
      if (!buyer) throw new AppError('NOT_FOUND');
      try {
        await repository.transaction(async (tx) => {
          const order = await insertReview(tx, buyerId, orderId, review, clock.now());
          await catalog.recordProductRatings(productIds, tx, (ids, lockedTx) =>
            repository.findProductRatings(lockedTx, ids),
          );
          await events.publish(tx, 'ReviewWritten', {
            orderId,
            supplierId: order.supplierId,
            buyer: { userId: buyer.userId, businessName: buyer.businessName },
            supplierRating: review.supplier.rating,
            productIds,
          });
        });
      } catch (error) {
        const constraint = violatedConstraint(error);
        if (constraint?.startsWith('reviews_order_')) throw new AppError('REVIEW_ALREADY_WRITTEN');
        throw error;
      }
      // Search answers cache card ratings; the new averages are committed now.
      if (productIds.length > 0) catalog.forgetSearchAnswers();
      return { orderId };
    },

    /**
     * Demo data only (decision 028): reviews the buyer wrote in the past, each on the date it was written,
     * under `writeReview`'s rules (the buyer's COMPLETED order, once, products it bought), in one
     * transaction with the products' new averages. No ReviewWritten: nobody is told today of a review
     * written months ago. Answers how many orders were reviewed.
     */
    async recordImportedReviews(
      buyerId: string,
      imported: ReadonlyArray<WriteReviewInput & { orderId: string; writtenAt: Date }>,
    ): Promise<number> {
      const reviewedProductIds = new Set<string>();
      await repository.transaction(async (tx) => {
        for (const { orderId, writtenAt, ...review } of imported) {
          const { productIds } = await insertReview(tx, buyerId, orderId, review, writtenAt);
          for (const id of productIds) reviewedProductIds.add(id);
        }
        // Once for the whole batch: the same averages `writeReview` keeps, the rows locked in id order.
        await catalog.recordProductRatings([...reviewedProductIds], tx, (ids, lockedTx) =>
          repository.findProductRatings(lockedTx, ids),
        );
      });
      if (reviewedProductIds.size > 0) catalog.forgetSearchAnswers();
      return imported.length;
    },

    /** `GET /api/products/{id}/reviews`: a visible product's reviews, newest first. */
    async listProductReviews(
      productId: string,
      { cursor, limit = defaultReviewsPageSize }: { cursor?: string; limit?: number },
    ): Promise<ReviewsPage> {
      await catalog.getPublicListing('PRODUCT', productId);
      const rows = await repository.findPageByProductId(productId, {
        after: cursor ? decodeTimeIdCursor(cursor) : undefined,
        limit: limit + 1,
      });
      return toPage(rows, limit);
    },

    /** `GET /api/suppliers/{id}/reviews`: an ACTIVE supplier's company reviews, newest first. */
    async listSupplierReviews(
      supplierId: string,
      { cursor, limit = defaultReviewsPageSize }: { cursor?: string; limit?: number },
    ): Promise<ReviewsPage> {
      const supplier = await users.getPublicSupplier(supplierId);
      if (supplier.status !== 'ACTIVE' || supplier.isSuspended) throw new AppError('NOT_FOUND');
      const rows = await repository.findPageBySupplierId(supplierId, {
        after: cursor ? decodeTimeIdCursor(cursor) : undefined,
        limit: limit + 1,
      });
      return toPage(rows, limit);
    },

    /**
     * The supplier's own overview and analytics: its newest company reviews, whatever its status (an
     * INACTIVE supplier still reads what buyers wrote).
     */
    async listLatestReviewsOfSupplier(supplierId: string, limit: number): Promise<PublicReview[]> {
      const rows = await repository.findPageBySupplierId(supplierId, { limit });
      return (await toPage(rows, limit)).items;
    },

    /** Issue 25: a review as operators read it, whatever its state; undefined when unknown. */
    findReviewForModeration: (id: string) => repository.findForModeration(id),

    /**
     * Issue 25: an operator takes a review down in the caller's transaction: it is listed nowhere and its
     * product's rating is recomputed without it (the storefront's rating reads only visible reviews).
     * Answers the review as it was, or null when unknown.
     */
    async hideReview(tx: DbExecutor, { id, at }: { id: string; at: Date }) {
      const review = await repository.findForModeration(id, tx);
      if (!review) return null;
      if (!review.hiddenAt) {
        await repository.updateHidden(tx, id, at);
        if (review.productId) {
          await catalog.recordProductRatings([review.productId], tx, (ids, lockedTx) =>
            repository.findProductRatings(lockedTx, ids),
          );
          afterCommit(tx, async () => catalog.forgetSearchAnswers());
        }
      }
      return review;
    },

    /** The storefront's rating: the average and number of the supplier's company reviews. */
    getSupplierRating(supplierId: string): Promise<{ avgRating: number; ratingsCount: number }> {
      return repository.findSupplierRating(supplierId);
    },
  };
}

/**
 * For the orders module (its `OrderReviewsSource`): each order's written reviews (Order.review and
 * items[].review). Apart from the reviews service, which locks the order it reviews through orders: this
 * reads only the reviews' rows, so it is built before orders and orders after it, with no late binding.
 */
export function createOrderReviews({
  repository,
}: {
  repository: Pick<ReviewsRepository, 'findByOrderIds'>;
}): OrderReviewsSource {
  return {
    async findReviewsOfOrders(orderIds) {
      const found = new Map<string, ReviewsOfOrder>(
        [...new Set(orderIds)].map((id) => [id, { supplier: null, items: new Map() }]),
      );
      for (const row of await repository.findByOrderIds(orderIds)) {
        const entry = found.get(row.orderId)!;
        const review = { rating: row.rating, text: row.text };
        if (row.productId === null) entry.supplier = review;
        else entry.items.set(row.productId, review);
      }
      return found;
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
