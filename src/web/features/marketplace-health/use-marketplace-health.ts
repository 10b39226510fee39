import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { marketplaceHealthEndpoints } from '../../../contract/marketplace-health/marketplace-health.endpoints';
import { callEndpoint } from '../../lib/api-client';
import type { HealthSelection } from './health-period-picker';

/** The query an operator's choice of period stands for: a preset, or two Riyadh days. */
export const healthQueryOf = (selection: HealthSelection) =>
  selection.kind === 'PRESET' ? { period: selection.period } : { from: selection.from, to: selection.to };

/** The marketplace's figures for the chosen period and the one before it (decision 034). */
export function useMarketplaceHealth(selection: HealthSelection) {
  const query = healthQueryOf(selection);
  return useQuery({
    queryKey: ['marketplace-health', query],
    queryFn: ({ signal }) =>
      callEndpoint(marketplaceHealthEndpoints.getMarketplaceHealth, { query }, { signal }),
    // A new period keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}
