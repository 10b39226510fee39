import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import {
  DemandForecastSchema,
  ForecastParamsSchema,
} from '../../../contract/forecasting/forecasting.schemas.js';
import { requireUser } from '../../platform/auth/request-auth.js';
import type { ForecastingService } from './forecasting.service.js';

const tags = ['forecasting'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export const forecastingRoutes: FastifyPluginAsyncZod<{ forecasting: ForecastingService }> = async (
  app,
  { forecasting },
) => {
  app.get(
    '/suppliers/me/products/:id/forecast',
    {
      schema: {
        tags,
        summary: 'Demand forecast of one of my products: the next 12 weeks and reorder advice (Premium plan)',
        description:
          'Units sold per week (Sunday to Saturday, Asia/Riyadh) from orders not cancelled and paid product ' +
          'and group-purchase invoices; the next 12 weeks with an 80% prediction interval, the model chosen ' +
          'by backtest with its MASE and WAPE, and reorder advice for the next 4 weeks. With fewer than 8 ' +
          'weeks with sales or 16 weeks of history, `INSUFFICIENT_HISTORY` with what is needed. Basic plan: ' +
          '403 PREMIUM_REQUIRED; another supplier’s or an unknown product: 404 NOT_FOUND.',
        params: ForecastParamsSchema,
        response: { 200: DemandForecastSchema, ...errors },
      },
    },
    async (request) =>
      forecasting.forecastProductDemand(requireUser(request, { role: 'SUPPLIER' }).id, request.params.id),
  );
};
