import { reviewsEndpoints } from '../../../contract/reviews/reviews.endpoints';
import { useCursorPages } from '../../lib/use-cursor-pages';

/** Whose reviews: a product's, or a supplier's as a company. */
export type ReviewsSubject = { kind: 'product' | 'supplier'; id: string };

const endpointOf = {
  product: reviewsEndpoints.listProductReviews,
  supplier: reviewsEndpoints.listSupplierReviews,
};

/** Public reviews, newest first, a page at a time (guests too). */
export function useReviews({ kind, id }: ReviewsSubject) {
  return useCursorPages(endpointOf[kind], {
    queryKey: ['reviews', kind, id],
    input: { params: kind === 'product' ? { id } : { userId: id } },
    credentials: 'omit',
  });
}
