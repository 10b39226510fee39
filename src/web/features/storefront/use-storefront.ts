import { useQuery } from '@tanstack/react-query';
import type { Storefront } from '../../../contract/catalog/listings.schemas';
import { ApiError, apiRequest } from '../../lib/api-client';

/** The API answers 404 alike for an unknown id, an account without a store and an inactive supplier. */
export const isNotFoundError = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A supplier's storefront: `GET /api/suppliers/{userId}` (public, guests too). */
export function useStorefront(userId: string) {
  return useQuery({
    queryKey: ['storefront', userId],
    queryFn: () => apiRequest<Storefront>(`/api/suppliers/${encodeURIComponent(userId)}`),
    // A missing storefront stays missing; anything else is tried once more, as every query is.
    retry: (failureCount, error) => !isNotFoundError(error) && failureCount < 1,
  });
}
