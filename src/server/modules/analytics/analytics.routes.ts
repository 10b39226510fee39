import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnalyticsQuerySchema,
  SupplierAnalyticsSchema,
  SupplierOverviewSchema,
} from '../../../contract/analytics/analytics.schemas.js';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import { requireUser } from '../../platform/auth/request-auth.js';
import type { AnalyticsService } from './analytics.service.js';

const tags = ['analytics'];
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/**
 * The supplier's overview and analytics pages (issue 10). Conversion from product views to orders is
 * not offered: counting views would add a write to every product page, the busiest read there is.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  app.get(
    '/suppliers/me/overview',
    {
      schema: {
        tags,
        summary: 'What needs my attention as a supplier: store visibility, open orders, stock, news',
        response: { 200: SupplierOverviewSchema, ...errors },
      },
    },
    async (request) => {
      const supplier = requireUser(request, { role: 'SUPPLIER' });
      return analytics.getSupplierOverview(supplier.id);
    },
  );

  app.get(
    '/suppliers/me/analytics',
    {
      schema: {
        tags,
        summary: 'My sales per month, top products, most wishlisted listings (Premium) and rating',
        description:
          '`from` and `to` are days in Asia/Riyadh, both included; without them, the last 12 calendar ' +
          'months up to today. At most 36 calendar months (400 DATE_RANGE_INVALID, also when `to` is ' +
          'before `from`). Amounts are halalas, net before VAT. `mostWishlisted` is null on Basic.',
        querystring: AnalyticsQuerySchema,
        response: { 200: SupplierAnalyticsSchema, 400: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const supplier = requireUser(request, { role: 'SUPPLIER' });
      return analytics.getSupplierAnalytics(supplier.id, request.query);
    },
  );
};
