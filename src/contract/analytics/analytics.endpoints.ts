import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './analytics.schemas.js';
import { everySupplierSideRole } from '../team/member-roles.js';

/**
 * The supplier's overview and analytics pages (issue 10). Conversion from product views to orders is
 * not offered: counting views would add a write to every product page, the busiest read there is.
 */
export const analyticsEndpoints = defineEndpoints<typeof schemas>()('analytics', {
  getSupplierOverview: {
    method: 'GET',
    path: '/api/suppliers/me/overview',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: 'What needs my attention as a supplier: store visibility, open orders, stock, news',
    answer: 'SupplierOverviewSchema',
  },
  getSupplierAnalytics: {
    method: 'GET',
    path: '/api/suppliers/me/analytics',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: 'My sales per month, top products, most wishlisted listings (Premium) and rating',
    description:
      '`from` and `to` are days in Asia/Riyadh, both included; without them, the last 12 calendar ' +
      'months up to today. At most 36 calendar months (400 DATE_RANGE_INVALID, also when `to` is ' +
      'before `from`). Amounts are halalas, net before VAT. `mostWishlisted` is null on Basic.',
    query: 'AnalyticsQuerySchema',
    answer: 'SupplierAnalyticsSchema',
  },
});
