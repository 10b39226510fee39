import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './marketplace-health.schemas.js';

/** The marketplace's health for operators (issue 25, decision 034): every operator role reads it. */
export const marketplaceHealthEndpoints = defineEndpoints<typeof schemas>()('marketplace-health', {
  getMarketplaceHealth: {
    method: 'GET',
    path: '/api/operator/health',
    access: 'operator',
    operatorRoles: ['TRUST_AND_SAFETY', 'FINANCE', 'SUPPORT'],
    summary:
      "The marketplace's GMV, orders, businesses, suppliers, tenders and group purchases by day and city",
    description:
      '`period` (the last 7, 30 or 90 Riyadh days up to today; 30 without one) or `from` and `to` (Riyadh ' +
      'days, both included, at most 366: 400 DATE_RANGE_INVALID otherwise), with the period of the same ' +
      'length just before for comparison. GMV is halalas, VAT included, of paid orders not cancelled.',
    query: 'HealthQuerySchema',
    answer: 'MarketplaceHealthSchema',
  },
  downloadMarketplaceHealthCsv: {
    method: 'GET',
    path: '/api/operator/health.csv',
    access: 'operator',
    operatorRoles: ['TRUST_AND_SAFETY', 'FINANCE', 'SUPPORT'],
    summary: 'The same figures as CSV: one row per day and city, UTF-8 with a BOM, amounts in riyals',
    query: 'HealthQuerySchema',
    answerMediaTypes: ['text/csv'],
  },
});
