import type { ApiEndpoint } from '../../contract/endpoints';
import type { RequestLine } from '../../contract/http/endpoint';
import { vi } from 'vitest';
import type { Cart, CartLine } from '../../contract/cart/cart.schemas';

/** Test data and a stubbed cart API for the cart's tests. */

export const cartIds = {
  buyer: '20000000-0000-4000-8000-0000000000b1',
  noor: '30000000-0000-4000-8000-0000000000a1',
  waha: '30000000-0000-4000-8000-0000000000a2',
  gloves: '50000000-0000-4000-8000-000000000001',
  masks: '50000000-0000-4000-8000-000000000002',
  drill: '50000000-0000-4000-8000-000000000003',
  card: '60000000-0000-4000-8000-000000000001',
};

export const buyerUser = {
  id: cartIds.buyer,
  role: 'BUYER',
  isEmailVerified: true,
  memberRoles: ['OWNER'],
  email: 'sara@alwaha.sa',
  name: 'Sara Al-Harbi',
  businessName: 'Al Waha Trading',
  pfpUrl: null,
};

export function aLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    productId: cartIds.gloves,
    nameAr: null,
    nameEn: 'Nitrile gloves',
    imageUrl: null,
    unitPrice: 1_850,
    quantity: 20,
    lineTotal: 37_000,
    caseQuantity: 10,
    minOrderQuantity: 10,
    maxOrderQuantity: 100,
    problem: null,
    isAvailable: true,
    ...overrides,
  };
}

/** Two suppliers: Al Noor (gloves and masks, 25.00 SAR delivery) and Al Waha (a drill, free delivery). */
export function twoSupplierCart(overrides: { masks?: Partial<CartLine> } = {}): Cart {
  const gloves = aLine();
  const masks = aLine({
    productId: cartIds.masks,
    nameAr: null,
    nameEn: 'Face masks',
    unitPrice: 333,
    quantity: 10,
    lineTotal: 3_330,
    ...overrides.masks,
  });
  const drill = aLine({
    productId: cartIds.drill,
    nameAr: null,
    nameEn: 'Cordless drill',
    unitPrice: 45_000,
    quantity: 1,
    lineTotal: 45_000,
    caseQuantity: 1,
    minOrderQuantity: 1,
    maxOrderQuantity: null,
  });
  const problem = overrides.masks?.problem ?? null;
  return {
    groups: [
      {
        supplier: { userId: cartIds.noor, businessName: 'Al Noor Trading' },
        lines: [gloves, masks],
        productsTotal: 40_330,
        deliveryFee: 2_500,
        isVatRegistered: true,
        vat: 6_425,
      },
      {
        supplier: { userId: cartIds.waha, businessName: 'Al Waha Tools' },
        lines: [drill],
        productsTotal: 45_000,
        deliveryFee: 0,
        isVatRegistered: true,
        vat: 6_750,
      },
    ],
    supplierCount: 2,
    productsTotal: 85_330,
    deliveryFees: 2_500,
    vat: 13_175,
    total: 101_005,
    canCheckOut: problem === null,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const apiError = (code: string, status: number, details?: Record<string, unknown>) =>
  json(
    { error: { code, message: code, statusCode: status, ...(details ? { details } : {}) }, requestId: 'r' },
    status,
  );

type Handler = (request: { method: string; path: string; body: unknown }) => Response | Promise<Response>;

/**
 * A fetch stub: `METHOD /path` (query ignored) → handler or answer; anything else is the API's 404. The
 * keys are the contract's endpoints' request lines: a stub of a path the API does not have does not compile.
 */
export function stubFetch(routes: Partial<Record<RequestLine<ApiEndpoint>, Handler | unknown>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0]!;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const route = (routes as Record<string, unknown>)[`${method} ${path}`];
    if (route === undefined) return apiError('ROUTE_NOT_FOUND', 404);
    return typeof route === 'function' ? (route as Handler)({ method, path, body }) : json(route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to `METHOD /path`. */
export const sentBodies = (fetchMock: ReturnType<typeof stubFetch>, key: string) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${String(input).split('?')[0]}` === key,
    )
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
