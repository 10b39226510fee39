import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './forecasting.schemas.js';
import { everySupplierSideRole } from '../team/member-roles.js';

/** A Premium supplier's demand forecast of one of its products. */
export const forecastingEndpoints = defineEndpoints<typeof schemas>()('forecasting', {
  forecastProductDemand: {
    method: 'GET',
    path: '/api/suppliers/me/products/:id/forecast',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: 'Demand forecast of one of my products: the next 12 weeks and reorder advice (Premium plan)',
    description:
      'Units sold per week (Sunday to Saturday, Asia/Riyadh) from orders not cancelled and paid product ' +
      'and group-purchase invoices; the next 12 weeks with an 80% prediction interval, the model chosen ' +
      'by backtest with its MASE and WAPE, and reorder advice for the next 4 weeks. With fewer than 8 ' +
      'weeks with sales or 16 weeks of history, `INSUFFICIENT_HISTORY` with what is needed. Basic plan: ' +
      '403 PREMIUM_REQUIRED; another supplier’s or an unknown product: 404 NOT_FOUND.',
    params: 'ForecastParamsSchema',
    answer: 'DemandForecastSchema',
    errors: [404],
  },
});
