import { ApiError } from '../../lib/api-client';

/**
 * Spec §6: wishlist counts and AI demand forecasting belong to Premium. The server refuses them to a
 * Basic supplier with 403 PREMIUM_REQUIRED, which the screens show as an invitation, not an error.
 */
export function isPremiumRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'PREMIUM_REQUIRED';
}
