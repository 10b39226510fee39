import type { FastifyInstance } from 'fastify';
import { healthEndpoints as endpoints } from '../../../contract/health/health.endpoints.js';
import * as schemas from '../../../contract/health/health.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { HealthService } from './health.service.js';

export async function healthRoutes(app: FastifyInstance, { health }: { health: HealthService }) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.getLiveness, () => ({ status: 'ok' as const }));
  route(endpoints.getReadiness, () => health.checkReadiness());
}
