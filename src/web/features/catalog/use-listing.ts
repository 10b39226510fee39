import { useQuery } from '@tanstack/react-query';
import { catalogEndpoints } from '../../../contract/catalog/catalog.endpoints';
import { ApiError, callEndpoint } from '../../lib/api-client';
import type { ItemKind } from '../categories/find-category';

/** The API answers 404 for a listing that is unknown, unpublished or hidden. */
export const isNotFoundError = (error: unknown) => error instanceof ApiError && error.status === 404;

/** One product or service as buyers see it: `GET /api/products/{id}` or `GET /api/services/{id}`. */
const publicListingOf = { products: catalogEndpoints.getProduct, services: catalogEndpoints.getService };

export function useListing(kind: ItemKind, id: string) {
  return useQuery({
    queryKey: ['listing', kind, id],
    queryFn: () => callEndpoint(publicListingOf[kind], { params: { id } }),
    // A missing listing stays missing; anything else is tried once more, as every query is.
    retry: (failureCount, error) => !isNotFoundError(error) && failureCount < 1,
  });
}
