import { analyticsEndpoints } from './analytics/analytics.endpoints.js';
import { authEndpoints } from './auth/auth.endpoints.js';
import { cartEndpoints } from './cart/cart.endpoints.js';
import { chatsEndpoints } from './chats/chats.endpoints.js';
import { catalogEndpoints } from './catalog/catalog.endpoints.js';
import { categoriesEndpoints } from './categories/categories.endpoints.js';
import { disputesEndpoints } from './disputes/disputes.endpoints.js';
import { eInvoicingEndpoints } from './e-invoicing/e-invoicing.endpoints.js';
import { filesEndpoints } from './files/files.endpoints.js';
import { forecastingEndpoints } from './forecasting/forecasting.endpoints.js';
import { groupPurchasesEndpoints } from './group-purchases/group-purchases.endpoints.js';
import { healthEndpoints } from './health/health.endpoints.js';
import { inventoryEndpoints } from './inventory/inventory.endpoints.js';
import type { PathPattern, RequestLine } from './http/endpoint.js';
import { invoicesEndpoints } from './invoices/invoices.endpoints.js';
import { operatorsEndpoints } from './operators/operators.endpoints.js';
import { marketplaceHealthEndpoints } from './marketplace-health/marketplace-health.endpoints.js';
import { notificationsEndpoints } from './notifications/notifications.endpoints.js';
import { ordersEndpoints } from './orders/orders.endpoints.js';
import { operatorPaymentsEndpoints, paymentsEndpoints } from './payments/payments.endpoints.js';
import { plansEndpoints } from './plans/plans.endpoints.js';
import { reportsEndpoints } from './reports/reports.endpoints.js';
import { reviewsEndpoints } from './reviews/reviews.endpoints.js';
import { searchEndpoints } from './search/search.endpoints.js';
import { storefrontsEndpoints } from './storefronts/storefronts.endpoints.js';
import { teamEndpoints } from './team/team.endpoints.js';
import { tendersEndpoints } from './tenders/tenders.endpoints.js';
import { supplierVerificationEndpoints } from './supplier-verification/supplier-verification.endpoints.js';
import { usersEndpoints } from './users/users.endpoints.js';
import { wishlistEndpoints } from './wishlist/wishlist.endpoints.js';

/**
 * Every endpoint of the API, by domain (issue 21): the server checks that it serves each of them and
 * nothing else under `/api`, and the web tests' stubs are keyed by their request lines. The web app
 * imports a domain's endpoints file, not this one, so a page loads only the endpoints it calls. The
 * developer's tools (`dev/dev.endpoints.ts`: mailbox, test clock) are left out: they are served outside
 * `/api`, and only where the configuration asks for them.
 */
export const endpointsByDomain = {
  analytics: analyticsEndpoints,
  auth: authEndpoints,
  cart: cartEndpoints,
  chats: chatsEndpoints,
  catalog: catalogEndpoints,
  categories: categoriesEndpoints,
  disputes: disputesEndpoints,
  'e-invoicing': eInvoicingEndpoints,
  files: filesEndpoints,
  forecasting: forecastingEndpoints,
  'group-purchases': groupPurchasesEndpoints,
  health: healthEndpoints,
  inventory: inventoryEndpoints,
  invoices: invoicesEndpoints,
  'marketplace-health': marketplaceHealthEndpoints,
  notifications: notificationsEndpoints,
  operators: operatorsEndpoints,
  orders: ordersEndpoints,
  payments: paymentsEndpoints,
  'operator-payments': operatorPaymentsEndpoints,
  plans: plansEndpoints,
  reports: reportsEndpoints,
  reviews: reviewsEndpoints,
  search: searchEndpoints,
  storefronts: storefrontsEndpoints,
  'supplier-verification': supplierVerificationEndpoints,
  team: teamEndpoints,
  tenders: tendersEndpoints,
  users: usersEndpoints,
  wishlist: wishlistEndpoints,
} as const;

type Domains = typeof endpointsByDomain;
/** Any one endpoint of the API. */
export type ApiEndpoint = { [D in keyof Domains]: Domains[D][keyof Domains[D]] }[keyof Domains];

export const allEndpoints: readonly ApiEndpoint[] = Object.values(endpointsByDomain).flatMap(
  (endpoints) => Object.values(endpoints) as ApiEndpoint[],
);

/** How a request to some endpoint starts, `GET /api/buyers/me/orders/${string}`, or its path alone. */
export type ApiRequestLine = RequestLine<ApiEndpoint> | PathPattern<ApiEndpoint['path']>;
