import type { FastifyInstance } from 'fastify';
import { forecastingEndpoints as endpoints } from '../../../contract/forecasting/forecasting.endpoints.js';
import * as schemas from '../../../contract/forecasting/forecasting.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { ForecastingService } from './forecasting.service.js';

export async function forecastingRoutes(
  app: FastifyInstance,
  { forecasting }: { forecasting: ForecastingService },
) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.forecastProductDemand, ({ caller, params }) =>
    forecasting.forecastProductDemand(caller.id, params.id),
  );
}
