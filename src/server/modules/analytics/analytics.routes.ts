import type { FastifyInstance } from 'fastify';
import { analyticsEndpoints as endpoints } from '../../../contract/analytics/analytics.endpoints.js';
import * as schemas from '../../../contract/analytics/analytics.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { AnalyticsService } from './analytics.service.js';

/** The supplier's overview and analytics pages (issue 10). */
export async function analyticsRoutes(app: FastifyInstance, { analytics }: { analytics: AnalyticsService }) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.getSupplierOverview, ({ caller }) => analytics.getSupplierOverview(caller.id));
  route(endpoints.getSupplierAnalytics, ({ caller, query }) =>
    analytics.getSupplierAnalytics(caller.id, query),
  );
}
