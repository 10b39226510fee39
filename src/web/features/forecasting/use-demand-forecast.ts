import { useQuery } from '@tanstack/react-query';
import type { DemandForecast } from '../../../contract/forecasting/forecasting.schemas';
import { ApiError, apiRequest } from '../../lib/api-client';

/** Where a product's forecast page is (spec §2 listings table: "demand prediction"). */
export const forecastPath = (productId: string) =>
  `/supplier/products/${encodeURIComponent(productId)}/forecast`;

export const forecastQueryKey = (productId: string) => ['forecasting', 'product', productId] as const;

/** Answers that no retry changes: Basic plan, not the supplier's product. */
const isFinal = (error: unknown) =>
  error instanceof ApiError && ['PREMIUM_REQUIRED', 'NOT_FOUND', 'ROLE_NOT_ALLOWED'].includes(error.code);

/**
 * `GET /api/suppliers/me/products/{id}/forecast`. Forecasts change only when a week ends, so the answer
 * stays fresh for 10 minutes.
 */
export function useDemandForecast(productId: string) {
  return useQuery({
    queryKey: forecastQueryKey(productId),
    queryFn: ({ signal }) =>
      apiRequest<DemandForecast>(`/api/suppliers/me/products/${encodeURIComponent(productId)}/forecast`, {
        signal,
      }),
    enabled: productId !== '',
    staleTime: 10 * 60_000,
    retry: (failures, error) => !isFinal(error) && failures < 1,
  });
}
