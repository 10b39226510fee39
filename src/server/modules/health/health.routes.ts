import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import { HealthSchema, ReadinessSchema } from '../../../contract/health/health.schemas.js';
import type { HealthService } from './health.service.js';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { 200: HealthSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: ReadinessSchema, 503: ErrorBodySchema },
      },
    },
    async () => health.checkReadiness(),
  );
};
