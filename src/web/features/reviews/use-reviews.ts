import { useInfiniteQuery } from '@tanstack/react-query';
import type { PublicReview } from '../../../contract/reviews/reviews.schemas';
import { apiRequestWithHeaders } from '../../lib/api-client';

/** Whose reviews: a product's, or a supplier's as a company. */
export type ReviewsSubject = { kind: 'product' | 'supplier'; id: string };

const reviewsPath = ({ kind, id }: ReviewsSubject) =>
  `/api/${kind === 'product' ? 'products' : 'suppliers'}/${encodeURIComponent(id)}/reviews`;

/** Public reviews, newest first, a page at a time (guests too). */
export function useReviews(subject: ReviewsSubject) {
  return useInfiniteQuery({
    queryKey: ['reviews', subject.kind, subject.id],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const search = pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : '';
      const { body, headers } = await apiRequestWithHeaders<PublicReview[]>(
        `${reviewsPath(subject)}${search}`,
        { signal, credentials: 'omit' },
      );
      return { items: body, nextCursor: headers.get('x-next-cursor') || null };
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}
