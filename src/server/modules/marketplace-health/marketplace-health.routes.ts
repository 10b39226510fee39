import type { FastifyInstance } from 'fastify';
import { marketplaceHealthEndpoints as endpoints } from '../../../contract/marketplace-health/marketplace-health.endpoints.js';
import * as schemas from '../../../contract/marketplace-health/marketplace-health.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { MarketplaceHealthService } from './marketplace-health.service.js';

/** The operators' health dashboard and its CSV (issue 25, decision 034): every operator role reads them. */
export async function marketplaceHealthRoutes(
  app: FastifyInstance,
  { marketplaceHealth }: { marketplaceHealth: MarketplaceHealthService },
) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.getMarketplaceHealth, ({ query }) => marketplaceHealth.getHealth(query));
  route(endpoints.downloadMarketplaceHealthCsv, async ({ query, request, reply }) => {
    const { fileName, csv } = await marketplaceHealth.healthCsv(query, request.language);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  });
}
