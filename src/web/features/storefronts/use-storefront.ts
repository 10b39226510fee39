import { useQuery } from '@tanstack/react-query';
import { storefrontsEndpoints } from '../../../contract/storefronts/storefronts.endpoints';
import { ApiError, callEndpoint } from '../../lib/api-client';

/** The API answers 404 alike for an unknown id, an account without a store and an inactive supplier. */
export const isNotFoundError = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A supplier's storefront (public, guests too). */
export function useStorefront(userId: string) {
  return useQuery({
    queryKey: ['storefront', userId],
    queryFn: () => callEndpoint(storefrontsEndpoints.getStorefront, { params: { userId } }),
    // A missing storefront stays missing; anything else is tried once more, as every query is.
    retry: (failureCount, error) => !isNotFoundError(error) && failureCount < 1,
  });
}
