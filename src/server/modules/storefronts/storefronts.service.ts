import type { CardItemDto, Storefront } from '../../../contract/catalog/catalog.schemas.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { SearchService } from '../search/search.service.js';
import type { ReviewsService } from '../reviews/reviews.service.js';
import type { UsersService } from '../users/users.service.js';

/** At most this many products, and as many services, on a storefront. */
export const storefrontItemLimit = 60;

/**
 * The supplier's rating before any company review: the average of its visible listings' ratings, each
 * weighted by its number of ratings.
 */
function ratingOf(items: readonly CardItemDto[]) {
  const ratingsCount = items.reduce((sum, item) => sum + item.ratingsCount, 0);
  const total = items.reduce((sum, item) => sum + item.avgRating * item.ratingsCount, 0);
  return { avgRating: ratingsCount === 0 ? 0 : total / ratingsCount, ratingsCount };
}

export function createStorefrontsService({
  users,
  search,
  reviews,
}: {
  users: Pick<UsersService, 'getPublicSupplier'>;
  search: Pick<SearchService, 'searchListings'>;
  reviews: Pick<ReviewsService, 'getSupplierRating'>;
}) {
  return {
    /**
     * `GET /api/suppliers/{userId}`: an ACTIVE supplier's profile and its visible products and services,
     * newest first. Spec §4: an INACTIVE supplier's storefront is hidden from buyers, answered exactly
     * as an unknown id or a buyer-only account (NOT_FOUND); a temporarily closed store shows its
     * closing message and nothing to order.
     */
    async getStorefront(userId: string): Promise<Storefront> {
      const supplier = await users.getPublicSupplier(userId);
      // Issue 25: a suspended supplier's storefront is hidden the same way.
      if (supplier.status !== 'ACTIVE' || supplier.isSuspended) throw new AppError('NOT_FOUND');
      // Decision 011: the storefront's rating is the average of the company reviews, once there are any.
      const companyRating = await reviews.getSupplierRating(userId);
      const [products, services] = supplier.isStoreClosed
        ? [[], []]
        : await Promise.all(
            (['PRODUCT', 'SERVICE'] as const).map((kind) =>
              search.searchListings(kind, {
                supplierId: userId,
                limit: storefrontItemLimit,
                sort: 'newest',
              }),
            ),
          );
      return {
        userId: supplier.userId,
        businessName: supplier.businessName,
        city: supplier.city,
        pfpUrl: supplier.pfpUrl,
        bannerUrl: supplier.bannerUrl,
        storeBioAr: supplier.storeBioAr,
        storeBioEn: supplier.storeBioEn,
        isStoreClosed: supplier.isStoreClosed,
        closingMessageAr: supplier.isStoreClosed ? supplier.closingMessageAr : '',
        closingMessageEn: supplier.isStoreClosed ? supplier.closingMessageEn : '',
        ...(companyRating.ratingsCount > 0 ? companyRating : ratingOf([...products!, ...services!])),
        products: products!,
        services: services!,
      };
    },
  };
}

export type StorefrontsService = ReturnType<typeof createStorefrontsService>;
