import { useQuery } from '@tanstack/react-query';
import { forecastingEndpoints } from '../../../contract/forecasting/forecasting.endpoints';
import { ApiError, callEndpoint } from '../../lib/api-client';

export const forecastQueryKey = (productId: string) => ['forecasting', 'product', productId] as const;

/** Answers that no retry changes: Basic plan, not the supplier's product. */
const isFinal = (error: unknown) =>
  error instanceof ApiError && ['PREMIUM_REQUIRED', 'NOT_FOUND', 'ROLE_NOT_ALLOWED'].includes(error.code);

/** A product's demand forecast. Forecasts change only when a week ends, so it stays fresh for 10 minutes. */
export function useDemandForecast(productId: string) {
  return useQuery({
    queryKey: forecastQueryKey(productId),
    queryFn: ({ signal }) =>
      callEndpoint(forecastingEndpoints.forecastProductDemand, { params: { id: productId } }, { signal }),
    enabled: productId !== '',
    staleTime: 10 * 60_000,
    retry: (failures, error) => !isFinal(error) && failures < 1,
  });
}
