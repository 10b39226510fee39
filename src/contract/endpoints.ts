import { cartEndpoints } from './cart/cart.endpoints.js';
import type { PathPattern, RequestLine } from './http/endpoint.js';
import { invoicesEndpoints } from './invoices/invoices.endpoints.js';
import { ordersEndpoints } from './orders/orders.endpoints.js';
import { paymentsEndpoints } from './payments/payments.endpoints.js';
import { plansEndpoints } from './plans/plans.endpoints.js';

/**
 * Every endpoint of the API, by domain (issue 21): the server checks that it serves each of them and
 * nothing else under `/api`, and the web tests' stubs are keyed by their request lines. The web app
 * imports a domain's endpoints file, not this one, so a page loads only the endpoints it calls.
 */
export const endpointsByDomain = {
  cart: cartEndpoints,
  invoices: invoicesEndpoints,
  orders: ordersEndpoints,
  payments: paymentsEndpoints,
  plans: plansEndpoints,
} as const;

type Domains = typeof endpointsByDomain;
/** Any one endpoint of the API. */
export type ApiEndpoint = { [D in keyof Domains]: Domains[D][keyof Domains[D]] }[keyof Domains];

export const allEndpoints: readonly ApiEndpoint[] = Object.values(endpointsByDomain).flatMap(
  (endpoints) => Object.values(endpoints) as ApiEndpoint[],
);

/** How a request to some endpoint starts, `GET /api/buyers/me/orders/${string}`, or its path alone. */
export type ApiRequestLine = RequestLine<ApiEndpoint> | PathPattern<ApiEndpoint['path']>;
