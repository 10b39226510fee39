import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../contract/errors/error-body.js';
import { operatorRoles, type OperatorRole } from '../../contract/operators/operator-roles.js';
import { riyadhPeriodStart } from '../platform/time/riyadh-time.js';
import {
  fromOurSite,
  nextAddress,
  sessionCookieOf,
  testVatNumber,
  verifiedAccount,
} from '../test/accounts.js';
import { createTestApp } from '../test/app.js';
import {
  addToCart,
  callAs,
  chargeIdOf,
  checkout,
  productOf,
  supplierWithFee,
  testCards,
} from '../test/checkout.js';
import { signedInOperator } from '../test/operators.js';
import { memberOf } from '../test/members.js';
import { multipartFile, pngImage } from '../test/uploads.js';

/*
 * Issue 11, conventions §8: for every route that reads or changes a business's own things, another
 * business — in its buyer role and in its supplier role — gets 403 or 404, and nothing of the owner's
 * changes; a guest gets 401. The routes come from the running app: a route with a path parameter, under
 * `/me`, or that changes state, that this table does not classify fails the test, so a new route must be
 * added here (with A's resource to aim at) before it ships.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Role = 'BUYER' | 'SUPPLIER';
type Account = Awaited<ReturnType<typeof verifiedAccount>>;

/** Time as the app sees it: moved forward once, past the submission deadline of A's tender. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
const inHours = (hours: number) => new Date(clock.now().getTime() + hours * hourMs).toISOString();
const riyadhDay = (days: number) =>
  new Date(riyadhPeriodStart('TODAY', clock.now()).getTime() + (days + 0.5) * dayMs)
    .toISOString()
    .slice(0, 10);

/** Everything business A owns, and the businesses around it, built through the API. */
interface World {
  a: Account;
  /** A supplier A buys from and chats with; it offers on A's tender and invoices A. */
  s: Account;
  /** A buyer that buys from A, whose tender A offers on, and whom A invoices. */
  x: Account;
  productS: string;
  groupProductS: string;
  productA: string;
  productImageA: string;
  serviceA: string;
  serviceImageA: string;
  threadA: string;
  /** A's image message in that thread: only A and S may read its image (issue 19). */
  imageMessageA: string;
  buyerOrderA: string;
  supplierOrderA: string;
  paymentA: string;
  chargeA: string;
  orderInvoiceA: string;
  pendingInvoiceToA: string;
  invoiceByA: string;
  planInvoiceA: string;
  cardA: string;
  notificationA: string;
  tenderA: string;
  /** Issue 26: A's draft tender, which only A's people see, edit, publish or discard. */
  draftA: string;
  offerOnTenderA: string;
  tenderX: string;
  offerByA: string;
  groupA: string;
  /** Issue 25: A's dispute of its order from S (with A's photo), and X's dispute of A's order (X's photo). */
  disputeA: string;
  disputePhotoA: string;
  disputeOnA: string;
  disputeOnAPhoto: string;
  /** Issue 26: a member of A's team and A's pending invitation. */
  memberA: string;
  invitationA: string;
  /** Text only A's private things contain: none of it may appear in an answer to anybody else. */
  secrets: string[];
  /** Ids (and A's own id) whose rows are A's: the snapshot compares every row that names one. */
  keys: string[];
}

interface Call {
  params?: (w: World) => Record<string, string>;
  /** A query string, `?…`. */
  query?: string;
  body?: (w: World) => object;
  /** Sends a PNG as multipart (the upload routes). */
  upload?: boolean;
  /** Runs before B's call in a role (e.g. puts something in B's cart so checkout reaches the card). */
  before?: (w: World, b: Account, role: Role) => Promise<void>;
}

/** A's resource named in the path: B gets 403/404 and A's rows do not move. */
interface Owned extends Call {
  kind: 'owned';
  /** The role the route is for (the other gets ROLE_NOT_ALLOWED); none: any signed-in business. */
  role?: Role;
}
/** The caller's own things (`/me`, "my …"): B's call acts on B's, never answers A's, never moves A's rows. */
interface Mine extends Call {
  kind: 'mine';
  role?: Role;
  /** What else B's answer must say (e.g. an id of A's named in the body was not acted on). */
  check?: (response: LightMyRequestResponse, w: World, role: Role) => void;
  /** Never answers while signed in (a server-sent event stream): only the guest call is made. */
  isStream?: boolean;
}
/** Any signed-in business may read it (a tender, a city's group): B sees it, but none of A's part. */
interface Shared extends Call {
  kind: 'shared';
  role?: Role;
  check: (response: LightMyRequestResponse, w: World, role: Role) => void;
}
/** Nobody's own: public pages, sign-in flows, capability URLs, signed webhooks. Not called here. */
interface Public {
  kind: 'public';
  why: string;
}
/**
 * An operator endpoint (issue 25), under /api/operator: ADMIN and `roles` may call it (never 401/403), any
 * other operator role gets 403 ROLE_NOT_ALLOWED, a business's session and a guest 401 (the operator cookie
 * is absent). Write it with `operatorEndpoint`.
 */
interface OperatorOnly extends Call {
  kind: 'operator';
  roles: readonly OperatorRole[];
}
type Entry = Owned | Mine | Shared | Public | OperatorOnly;

/**
 * A row for an operator endpoint: the roles allowed besides ADMIN (as the endpoint's `operatorRoles`), and
 * the call to make (a valid body, so every refusal is about the caller, never about the input).
 */
const operatorEndpoint = (roles: readonly OperatorRole[], call: Call = {}): OperatorOnly => ({
  kind: 'operator',
  roles,
  ...call,
});
const everyOperatorRole = ['TRUST_AND_SAFETY', 'FINANCE', 'SUPPORT'] as const;
const someOperatorId = () => ({ id: randomUUID() });

const productFields = (categoryId: string) => ({
  nameEn: 'Intruder gloves',
  descriptionEn: '',
  categoryId,
  price: 1_000,
  caseQuantity: 1,
  minOrderQuantity: 1,
  maxOrderQuantity: null,
  stock: 5,
  isGroupPurchaseEnabled: false,
  groupMinQuantity: null,
  groupDeadlineDays: null,
  groupPrice: null,
});
const categories = { product: '', service: '' };

const ids = (body: unknown, key = 'id') => (body as Record<string, string>[]).map((item) => item[key]);

const table: Record<string, Entry> = {
  // ------------------------------------------------------------------ public and account flows
  'GET /api/health': { kind: 'public', why: 'liveness' },
  'GET /api/health/ready': { kind: 'public', why: 'readiness' },
  'GET /api/categories': { kind: 'public', why: 'reference data' },
  'GET /api/categories/main': { kind: 'public', why: 'reference data' },
  'POST /api/auth/signup': { kind: 'public', why: 'creates an account; tested in auth.routes.test.ts' },
  'POST /api/auth/login': { kind: 'public', why: 'sessions.test.ts' },
  'POST /api/auth/logout': { kind: 'public', why: 'ends the caller’s own session; sessions.test.ts' },
  'PATCH /api/auth/switch-role': {
    kind: 'public',
    why: 'rotates the caller’s own session; sessions.test.ts',
  },
  'POST /api/auth/email-verification': { kind: 'public', why: 'a mailed single-use token is the proof' },
  'POST /api/auth/email-verification/resend': {
    kind: 'public',
    why: 'same answer shape for anyone; rate limited',
  },
  'POST /api/auth/password-reset-requests': {
    kind: 'public',
    why: 'same answer whether or not the account exists',
  },
  'POST /api/auth/password-reset': { kind: 'public', why: 'a mailed single-use token is the proof' },
  'GET /api/users/:userId/profile-picture': {
    kind: 'public',
    why: 'a business’s avatar, shown beside its name',
  },
  'GET /api/suppliers/:userId': { kind: 'public', why: 'storefront' },
  'GET /api/suppliers/:userId/reviews': { kind: 'public', why: 'storefront reviews' },
  'GET /api/search/products': { kind: 'public', why: 'catalog' },
  'GET /api/search/services': { kind: 'public', why: 'catalog' },
  'GET /api/search/suppliers': { kind: 'public', why: 'catalog' },
  'GET /api/products/:id': { kind: 'public', why: 'a published product (unpublished: 404 to all)' },
  'GET /api/products/:id/similar': { kind: 'public', why: 'catalog' },
  'GET /api/products/:id/reviews': { kind: 'public', why: 'catalog' },
  'GET /api/services/:id': { kind: 'public', why: 'a published service' },
  'GET /api/services/:id/similar': { kind: 'public', why: 'catalog' },
  'POST /api/cart/quote': { kind: 'public', why: 'prices a guest’s list; drops what buyers cannot see' },
  'GET /api/payments/config': { kind: 'public', why: 'which card form to show' },
  'POST /api/payments/webhook': {
    kind: 'public',
    why: 'the provider’s, authenticated by signature (sessions.test.ts)',
  },
  'GET /api/payments/sandbox/charges/:id': {
    kind: 'public',
    why: 'the sandbox issuer’s 3-D Secure page: the random charge id is the capability, as on a real issuer',
  },
  'POST /api/payments/sandbox/charges/:id/approve': {
    kind: 'public',
    why: 'sandbox issuer page (see above)',
  },
  'POST /api/payments/sandbox/charges/:id/decline': {
    kind: 'public',
    why: 'sandbox issuer page (see above)',
  },
  'GET /api/files/*': {
    kind: 'public',
    why: 'listing images, logos, banners under random keys, served to everyone; never chat images (issue 19)',
  },
  'GET /dev/mailbox/latest': { kind: 'public', why: 'development only, never in production' },
  'POST /api/operator/setup/authenticator': {
    kind: 'public',
    why: 'a printed or mailed single-use setup link is the proof; operators.routes.test.ts',
  },
  'POST /api/operator/setup': { kind: 'public', why: 'the setup link again; operators.routes.test.ts' },
  'POST /api/operator/session': {
    kind: 'public',
    why: 'an operator’s password: answers a second-factor token, never a session; rate limited',
  },
  'POST /api/operator/session/second-factor': {
    kind: 'public',
    why: 'the second-factor token and a code are the proof; rate limited',
  },
  'DELETE /api/operator/session': { kind: 'public', why: 'ends the caller’s own operator session' },

  // ------------------------------------------------------------------ users and settings (/me)
  'GET /api/users/me': { kind: 'mine' },
  'GET /api/suppliers/me': { kind: 'mine', role: 'SUPPLIER' },
  // Issue 25: a supplier's own verification and its answer to the operator's question (B has none: 409).
  'GET /api/suppliers/me/verification': { kind: 'mine', role: 'SUPPLIER' },
  'POST /api/suppliers/me/verification/answer': {
    kind: 'mine',
    role: 'SUPPLIER',
    body: () => ({ answer: 'Our VAT certificate is attached to the store settings.' }),
  },
  // A report of A's product is a row about A's product by design (moderation's tests cover it): here B
  // reports a subject nobody has, and nothing of A's moves.
  'POST /api/reports': {
    kind: 'mine',
    body: () => ({
      subjectType: 'PRODUCT',
      subjectId: '00000000-0000-4000-8000-00000000dead',
      reason: 'SPAM',
      note: '',
    }),
    check: (response) => expect(response.statusCode).toBe(404),
  },
  // Issue 25: the operators' console on suppliers and reports, with each operator role, a business and
  // none (the actions themselves: moderation's routes tests). Nobody's id: an allowed role gets 404.
  'GET /api/operator/suppliers/:id': operatorEndpoint(['TRUST_AND_SAFETY', 'SUPPORT'], {
    params: someOperatorId,
  }),
  ...Object.fromEntries(
    ['approve', 'suspend', 'reinstate'].map((action) => [
      `POST /api/operator/suppliers/:id/${action}`,
      operatorEndpoint(['TRUST_AND_SAFETY'], { params: someOperatorId, body: () => ({ reason: 'matrix' }) }),
    ]),
  ),
  'POST /api/operator/suppliers/:id/request-information': operatorEndpoint(['TRUST_AND_SAFETY'], {
    params: someOperatorId,
    body: () => ({ question: 'matrix' }),
  }),
  'POST /api/operator/suppliers/:id/registry-check': operatorEndpoint(['TRUST_AND_SAFETY'], {
    params: someOperatorId,
  }),
  'GET /api/operator/reports/:id': operatorEndpoint(['TRUST_AND_SAFETY', 'SUPPORT'], {
    params: someOperatorId,
  }),
  ...Object.fromEntries(
    ['take-down', 'dismiss'].map((action) => [
      `POST /api/operator/reports/:id/${action}`,
      operatorEndpoint(['TRUST_AND_SAFETY'], { params: someOperatorId, body: () => ({ reason: 'matrix' }) }),
    ]),
  ),
  'GET /api/users/me/settings': { kind: 'mine' },
  'PATCH /api/users/me/settings': {
    kind: 'mine',
    body: () => ({ notifications: { allowNotifications: true } }),
  },
  'PUT /api/users/me/password': {
    kind: 'mine',
    body: () => ({
      currentPassword: 'Wrong1pass',
      password: 'Another1pass',
      confirmPassword: 'Another1pass',
    }),
  },
  'PUT /api/suppliers/me/store': {
    kind: 'mine',
    role: 'SUPPLIER',
    body: () => ({
      storeBioAr: '',
      storeBioEn: 'B’s store',
      isStoreClosed: false,
      closingMessageAr: '',
      closingMessageEn: '',
      deliveryFeeHalalas: 0,
    }),
  },
  'PUT /api/users/me/profile-picture': { kind: 'mine', upload: true },
  'DELETE /api/users/me/profile-picture': { kind: 'mine' },
  'PUT /api/suppliers/me/banner': { kind: 'mine', role: 'SUPPLIER', upload: true },
  'DELETE /api/suppliers/me/banner': { kind: 'mine', role: 'SUPPLIER' },

  // ------------------------------------------------------------------ team (issue 26)
  'GET /api/team': {
    kind: 'mine',
    check: (response, w) => expect(response.body).not.toContain(w.memberA),
  },
  'POST /api/team/invitations': {
    kind: 'mine',
    body: () => ({ email: `matrix-${randomUUID()}@example.sa`, roles: ['VIEWER'] }),
  },
  'POST /api/team/invitations/:id/resend': { kind: 'owned', params: (w) => ({ id: w.invitationA }) },
  'DELETE /api/team/invitations/:id': { kind: 'owned', params: (w) => ({ id: w.invitationA }) },
  'PATCH /api/team/members/:memberId': {
    kind: 'owned',
    params: (w) => ({ memberId: w.memberA }),
    body: () => ({ roles: ['OWNER'] }),
  },
  ...Object.fromEntries(
    ['suspend', 'reinstate'].map((action) => [
      `POST /api/team/members/:memberId/${action}`,
      { kind: 'owned', params: (w: World) => ({ memberId: w.memberA }) } satisfies Owned,
    ]),
  ),
  'DELETE /api/team/members/:memberId': { kind: 'owned', params: (w) => ({ memberId: w.memberA }) },
  'GET /api/team/invitations/preview': {
    kind: 'public',
    why: 'the mailed invitation token is the proof; team.routes.test.ts',
  },
  'POST /api/team/invitations/accept': {
    kind: 'public',
    why: 'the mailed single-use invitation token is the proof; team.routes.test.ts',
  },

  // ------------------------------------------------------------------ listings (A's product and service)
  'POST /api/suppliers/me/products': {
    kind: 'mine',
    role: 'SUPPLIER',
    body: () => productFields(categories.product),
  },
  'GET /api/suppliers/me/products/:id': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.productA }),
  },
  'PUT /api/suppliers/me/products/:id': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.productA }),
    body: () => productFields(categories.product),
  },
  'DELETE /api/suppliers/me/products/:id': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.productA }),
  },
  'PATCH /api/suppliers/me/products/:id/stock': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.productA }),
    body: () => ({ stock: 0 }),
  },
  'POST /api/suppliers/me/products/:id/publish': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.productA }),
  },
  'POST /api/suppliers/me/products/:id/unpublish': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.productA }),
  },
  'POST /api/suppliers/me/products/:id/duplicate': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.productA }),
  },
  'POST /api/suppliers/me/products/:id/images': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.productA }),
    upload: true,
  },
  'DELETE /api/suppliers/me/products/:id/images/:imageId': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.productA, imageId: w.productImageA }),
  },
  'PUT /api/suppliers/me/products/:id/images/order': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.productA }),
    body: (w) => ({ imageIds: [w.productImageA] }),
  },
  'GET /api/suppliers/me/products/:id/forecast': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.productA }),
  },
  'POST /api/suppliers/me/services': {
    kind: 'mine',
    role: 'SUPPLIER',
    body: () => ({
      nameEn: 'Intruder service',
      descriptionEn: '',
      categoryId: categories.service,
      price: 1_000,
      isPriceNegotiable: false,
      availability: 'EVERYDAY',
    }),
  },
  'GET /api/suppliers/me/services/:id': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.serviceA }),
  },
  'PUT /api/suppliers/me/services/:id': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.serviceA }),
    body: () => ({
      nameEn: 'Taken over',
      descriptionEn: '',
      categoryId: categories.service,
      price: 1,
      isPriceNegotiable: true,
      availability: 'EVERYDAY',
    }),
  },
  'DELETE /api/suppliers/me/services/:id': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.serviceA }),
  },
  'POST /api/suppliers/me/services/:id/publish': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.serviceA }),
  },
  'POST /api/suppliers/me/services/:id/unpublish': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.serviceA }),
  },
  'POST /api/suppliers/me/services/:id/duplicate': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.serviceA }),
  },
  'POST /api/suppliers/me/services/:id/images': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.serviceA }),
    upload: true,
  },
  'DELETE /api/suppliers/me/services/:id/images/:imageId': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.serviceA, imageId: w.serviceImageA }),
  },
  'PUT /api/suppliers/me/services/:id/images/order': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.serviceA }),
    body: (w) => ({ imageIds: [w.serviceImageA] }),
  },
  'GET /api/suppliers/me/listings': {
    kind: 'mine',
    role: 'SUPPLIER',
    check: (response, w) => expect(ids(response.json())).not.toContain(w.productA),
  },
  'POST /api/suppliers/me/listings/bulk': {
    kind: 'mine',
    role: 'SUPPLIER',
    body: (w) => ({
      action: 'DELETE',
      items: [
        { id: w.productA, kind: 'PRODUCT' },
        { id: w.serviceA, kind: 'SERVICE' },
      ],
    }),
    // Each of A's listings answers on its own: not found for B.
    check: (response, _w, role) => {
      if (role !== 'SUPPLIER') return;
      const { results } = response.json<{ results: { ok: boolean; code?: string }[] }>();
      expect(results.map((result) => [result.ok, result.code])).toEqual([
        [false, 'NOT_FOUND'],
        [false, 'NOT_FOUND'],
      ]);
    },
  },

  // ------------------------------------------------------------------ wishlist and cart (B's own, by A's ids)
  'GET /api/buyers/me/wishlist': { kind: 'mine', role: 'BUYER' },
  'PATCH /api/buyers/me/wishlist/:id': { kind: 'mine', role: 'BUYER', params: (w) => ({ id: w.productS }) },
  'DELETE /api/buyers/me/wishlist/:id': { kind: 'mine', role: 'BUYER', params: (w) => ({ id: w.productS }) },
  'GET /api/suppliers/me/wishlist-counts': { kind: 'mine', role: 'SUPPLIER' },
  'GET /api/buyers/me/cart': { kind: 'mine', role: 'BUYER' },
  'POST /api/buyers/me/cart/items': {
    kind: 'mine',
    role: 'BUYER',
    body: (w) => ({ productId: w.productS, quantity: 10 }),
  },
  'PATCH /api/buyers/me/cart/items/:productId': {
    kind: 'mine',
    role: 'BUYER',
    params: (w) => ({ productId: w.productS }),
    body: () => ({ quantity: 20 }),
  },
  'DELETE /api/buyers/me/cart/items/:productId': {
    kind: 'mine',
    role: 'BUYER',
    params: (w) => ({ productId: w.productS }),
  },
  'DELETE /api/buyers/me/cart/suppliers/:supplierId': {
    kind: 'mine',
    role: 'BUYER',
    params: (w) => ({ supplierId: w.s.user.id }),
  },
  'DELETE /api/buyers/me/cart': { kind: 'mine', role: 'BUYER' },
  'POST /api/buyers/me/cart/merge': {
    kind: 'mine',
    role: 'BUYER',
    body: (w) => ({ items: [{ productId: w.productS, quantity: 10 }] }),
  },

  // ------------------------------------------------------------------ chats (A ↔ S)
  'GET /api/chats': { kind: 'mine' },
  'POST /api/chats': { kind: 'mine', body: (w) => ({ counterpartId: w.s.user.id, mySide: 'BUYER' }) },
  // A directory of businesses by name: A's business is listed, none of A's private things.
  'GET /api/chats/contacts': { kind: 'mine', query: '?q=Private' },
  'GET /api/chats/unread-count': { kind: 'mine' },
  'GET /api/chats/:id': { kind: 'owned', params: (w) => ({ id: w.threadA }) },
  'GET /api/chats/:id/messages': { kind: 'owned', params: (w) => ({ id: w.threadA }) },
  'POST /api/chats/:id/messages': {
    kind: 'owned',
    params: (w) => ({ id: w.threadA }),
    body: () => ({ text: 'A message slipped into somebody else’s chat' }),
  },
  'POST /api/chats/:id/images': {
    kind: 'owned',
    params: (w) => ({ id: w.threadA }),
    upload: true,
  },
  'GET /api/chats/:id/messages/:messageId/images/:size': {
    kind: 'owned',
    params: (w) => ({ id: w.threadA, messageId: w.imageMessageA, size: 'full' }),
  },
  'PATCH /api/chats/:id/read': { kind: 'owned', params: (w) => ({ id: w.threadA }) },

  // ------------------------------------------------------------------ notifications
  'GET /api/notifications/me': {
    kind: 'mine',
    check: (response, w) => expect(ids(response.json(), 'notificationId')).not.toContain(w.notificationA),
  },
  'GET /api/notifications/me/unread-count': { kind: 'mine' },
  'PATCH /api/notifications/read-many': {
    kind: 'mine',
    body: (w) => ({ notificationIds: [w.notificationA] }),
    check: (response) => expect(response.json()).toEqual({ updated: 0 }),
  },
  'PATCH /api/notifications/read-all': { kind: 'mine' },
  'PATCH /api/notifications/:id/read': {
    kind: 'owned',
    params: (w) => ({ id: w.notificationA }),
  },
  'GET /api/notifications/stream': { kind: 'mine', isStream: true },

  // ------------------------------------------------------------------ cards, checkout, payments
  'GET /api/buyers/me/cards': {
    kind: 'mine',
    role: 'BUYER',
    check: (response, w, role) => role === 'BUYER' && expect(ids(response.json())).not.toContain(w.cardA),
  },
  'POST /api/buyers/me/cards': { kind: 'mine', role: 'BUYER', body: () => testCards.approve },
  'DELETE /api/buyers/me/cards/:id': { kind: 'owned', role: 'BUYER', params: (w) => ({ id: w.cardA }) },
  'POST /api/checkout': {
    kind: 'mine',
    role: 'BUYER',
    // With something in B's cart, checkout gets as far as the card: A's saved card must not pay.
    before: async (w, b, role) => {
      if (role === 'BUYER') await addToCart(app(), b.cookie, w.productS, 10);
    },
    body: (w) => ({ idempotencyKey: randomUUID(), savedCardId: w.cardA }),
    check: (response) => expect([403, 404]).toContain(response.statusCode),
  },
  'POST /api/payments/confirm': {
    kind: 'mine',
    body: (w) => ({ chargeId: w.chargeA }),
    check: (response) => expect(response.statusCode).toBe(404),
  },
  'GET /api/payments/:id': { kind: 'owned', params: (w) => ({ id: w.paymentA }) },
  'POST /api/payments/:id/cancel': { kind: 'owned', params: (w) => ({ id: w.paymentA }) },

  // ------------------------------------------------------------------ orders and reviews
  'GET /api/buyers/me/orders': { kind: 'mine', role: 'BUYER' },
  'GET /api/buyers/me/orders/:id': { kind: 'owned', role: 'BUYER', params: (w) => ({ id: w.buyerOrderA }) },
  'PATCH /api/buyers/me/orders/:id/confirm-delivery': {
    kind: 'owned',
    role: 'BUYER',
    params: (w) => ({ id: w.buyerOrderA }),
  },
  'POST /api/buyers/me/orders/:id/review': {
    kind: 'owned',
    role: 'BUYER',
    params: (w) => ({ id: w.buyerOrderA }),
    body: () => ({ supplier: { rating: 1, text: 'A review by somebody who never bought' } }),
  },
  'GET /api/suppliers/me/orders': { kind: 'mine', role: 'SUPPLIER' },
  'GET /api/suppliers/me/orders/:id': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.supplierOrderA }),
  },
  'PATCH /api/suppliers/me/orders/:id/status': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.supplierOrderA }),
    body: () => ({ action: 'CANCEL' }),
  },

  // ------------------------------------------------------------------ invoices
  'GET /api/buyers/me/invoices': { kind: 'mine', role: 'BUYER' },
  'GET /api/buyers/me/invoices/:id': {
    kind: 'owned',
    role: 'BUYER',
    params: (w) => ({ id: w.pendingInvoiceToA }),
  },
  'POST /api/buyers/me/invoices/:id/accept': {
    kind: 'owned',
    role: 'BUYER',
    params: (w) => ({ id: w.pendingInvoiceToA }),
  },
  'POST /api/buyers/me/invoices/:id/reject': {
    kind: 'owned',
    role: 'BUYER',
    params: (w) => ({ id: w.pendingInvoiceToA }),
    body: () => ({ reason: 'Rejected by a stranger' }),
  },
  'POST /api/buyers/me/invoices/:id/payments': {
    kind: 'owned',
    role: 'BUYER',
    params: (w) => ({ id: w.orderInvoiceA }),
    body: () => ({ idempotencyKey: randomUUID(), installment: 'FULL', card: testCards.approve }),
  },
  'GET /api/suppliers/me/invoices': { kind: 'mine', role: 'SUPPLIER' },
  'GET /api/suppliers/me/invoices/:id': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.invoiceByA }),
  },
  'POST /api/suppliers/me/invoices': {
    kind: 'mine',
    role: 'SUPPLIER',
    // Posted into A's chat, for A's listing, to A's customer: none of it is B's to use.
    body: (w) => ({
      idempotencyKey: randomUUID(),
      buyerId: w.s.user.id,
      chatId: w.threadA,
      items: [{ listingId: w.productA, name: 'Gloves', quantity: 1, unitPriceHalalas: 1_000 }],
      deliveryDate: riyadhDay(1),
      paymentTerms: 'FULL',
    }),
    check: (response) => expect(response.statusCode).toBeGreaterThanOrEqual(400),
  },
  // ------------------------------------------------------------------ disputes (issue 25)
  'GET /api/buyers/me/orders/:id/dispute': {
    kind: 'owned',
    role: 'BUYER',
    params: (w) => ({ id: w.buyerOrderA }),
  },
  'POST /api/buyers/me/orders/:id/disputes': {
    kind: 'owned',
    role: 'BUYER',
    params: (w) => ({ id: w.buyerOrderA }),
    body: () => ({ reason: 'DAMAGED', description: 'Not mine' }),
  },
  'GET /api/buyers/me/disputes/:id': { kind: 'owned', role: 'BUYER', params: (w) => ({ id: w.disputeA }) },
  'POST /api/buyers/me/disputes/:id/replies': {
    kind: 'owned',
    role: 'BUYER',
    params: (w) => ({ id: w.disputeA }),
    body: () => ({ text: 'Taken over' }),
  },
  'POST /api/buyers/me/disputes/:id/photos': {
    kind: 'owned',
    role: 'BUYER',
    params: (w) => ({ id: w.disputeA }),
    upload: true,
  },
  'GET /api/buyers/me/disputes/:id/photos/:photoId': {
    kind: 'owned',
    role: 'BUYER',
    params: (w) => ({ id: w.disputeA, photoId: w.disputePhotoA }),
  },
  'GET /api/suppliers/me/orders/:id/dispute': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.supplierOrderA }),
  },
  'GET /api/suppliers/me/disputes/:id': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.disputeOnA }),
  },
  'POST /api/suppliers/me/disputes/:id/answers': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.disputeOnA }),
    body: () => ({ text: 'Taken over' }),
  },
  'POST /api/suppliers/me/disputes/:id/acceptance': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.disputeOnA }),
  },
  'POST /api/suppliers/me/disputes/:id/photos': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.disputeOnA }),
    upload: true,
  },
  'GET /api/suppliers/me/disputes/:id/photos/:photoId': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.disputeOnA, photoId: w.disputeOnAPhoto }),
  },
  // Operators' endpoints on disputes: each role, a business's session and none (the decisions themselves are
  // tested in disputes.routes.test.ts). A dispute nobody has: an allowed role gets 404, never 401 or 403.
  'GET /api/operator/disputes': operatorEndpoint(everyOperatorRole),
  'GET /api/operator/disputes/:id': operatorEndpoint(everyOperatorRole, { params: someOperatorId }),
  'POST /api/operator/disputes/:id/decisions': operatorEndpoint(['TRUST_AND_SAFETY', 'FINANCE'], {
    params: someOperatorId,
    body: () => ({ decision: 'CLOSE', reason: 'matrix' }),
  }),
  'GET /api/operator/disputes/:id/photos/:photoId': operatorEndpoint(everyOperatorRole, {
    params: () => ({ id: randomUUID(), photoId: randomUUID() }),
  }),

  // ------------------------------------------------------------------ e-invoicing (issue 24)
  'GET /api/suppliers/me/e-invoicing': { kind: 'mine', role: 'SUPPLIER' },
  'POST /api/suppliers/me/e-invoicing/onboarding': {
    kind: 'mine',
    role: 'SUPPLIER',
    body: () => ({ otp: '000000' }),
  },
  'GET /api/buyers/me/invoices/:id/e-invoice': {
    kind: 'owned',
    role: 'BUYER',
    params: (w) => ({ id: w.orderInvoiceA }),
  },
  'GET /api/buyers/me/invoices/:id/e-invoice.xml': {
    kind: 'owned',
    role: 'BUYER',
    params: (w) => ({ id: w.orderInvoiceA }),
  },
  'GET /api/buyers/me/invoices/:id/e-invoice.pdf': {
    kind: 'owned',
    role: 'BUYER',
    params: (w) => ({ id: w.orderInvoiceA }),
  },
  'GET /api/suppliers/me/invoices/:id/e-invoice': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.invoiceByA }),
  },
  'GET /api/suppliers/me/invoices/:id/e-invoice.xml': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.invoiceByA }),
  },
  'GET /api/suppliers/me/invoices/:id/e-invoice.pdf': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.invoiceByA }),
  },
  'GET /api/suppliers/me/customers': {
    kind: 'mine',
    role: 'SUPPLIER',
    check: (response, w, role) =>
      role === 'SUPPLIER' && expect(ids(response.json(), 'userId')).not.toContain(w.x.user.id),
  },

  // ------------------------------------------------------------------ tenders and offers
  'POST /api/tenders': {
    kind: 'mine',
    role: 'BUYER',
    body: () => ({
      name: 'B’s tender',
      mainActivity: 'Cleaning',
      submissionDeadline: inHours(72),
      responseDeadlineOption: '1w',
    }),
  },
  'GET /api/tenders/mine': {
    kind: 'mine',
    role: 'BUYER',
    check: (response, w, role) => role === 'BUYER' && expect(ids(response.json())).not.toContain(w.tenderA),
  },
  'GET /api/tenders/mine/:id': { kind: 'owned', role: 'BUYER', params: (w) => ({ id: w.tenderA }) },
  'GET /api/tenders/mine/:id/offers': { kind: 'owned', role: 'BUYER', params: (w) => ({ id: w.tenderA }) },
  'PATCH /api/tenders/mine/:id': {
    kind: 'owned',
    role: 'BUYER',
    params: (w) => ({ id: w.draftA }),
    body: () => ({
      name: 'B’s edit',
      mainActivity: 'Cleaning',
      submissionDeadline: inHours(72),
      responseDeadlineOption: '1w',
    }),
  },
  'POST /api/tenders/mine/:id/publish': { kind: 'owned', role: 'BUYER', params: (w) => ({ id: w.draftA }) },
  'DELETE /api/tenders/mine/:id': { kind: 'owned', role: 'BUYER', params: (w) => ({ id: w.draftA }) },
  'GET /api/tenders/received-offers': { kind: 'mine', role: 'BUYER' },
  'GET /api/tenders/received-offers/:id': {
    kind: 'owned',
    role: 'BUYER',
    params: (w) => ({ id: w.offerOnTenderA }),
  },
  'POST /api/tenders/received-offers/:id/accept': {
    kind: 'owned',
    role: 'BUYER',
    params: (w) => ({ id: w.offerOnTenderA }),
  },
  'POST /api/tenders/received-offers/:id/decline': {
    kind: 'owned',
    role: 'BUYER',
    params: (w) => ({ id: w.offerOnTenderA }),
  },
  'GET /api/tenders/open': { kind: 'mine', role: 'SUPPLIER' },
  'GET /api/tenders/:id': {
    kind: 'shared',
    params: (w) => ({ id: w.tenderA }),
    // Any business reads a tender; only its creator learns how many offers it has.
    check: (response) => expect(response.json()).toMatchObject({ isMine: false, offerCount: null }),
  },
  // "My offer" is the caller's own offer on a tender: B has none on X's tender, where A has one.
  'GET /api/tenders/:id/my-offer': {
    kind: 'mine',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.tenderX }),
    check: (response) => expect(response.statusCode).not.toBe(200),
  },
  'PUT /api/tenders/:id/my-offer': {
    kind: 'mine',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.tenderX }),
    body: () => ({
      amountHalalas: 500,
      completionDate: riyadhDay(40),
      technicalDetails: 'B’s own offer',
      executionPlan: 'B’s own plan',
    }),
  },
  'DELETE /api/tenders/:id/my-offer': {
    kind: 'mine',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.tenderX }),
  },

  // ------------------------------------------------------------------ group purchases
  'GET /api/products/:id/group-purchase': {
    kind: 'shared',
    role: 'BUYER',
    params: (w) => ({ id: w.groupProductS }),
    // The group open in B's city (A's, as it happens): B sees it, not A's part in it.
    check: (response, w) =>
      expect(response.json()).toMatchObject({ group: { id: w.groupA, myQuantity: null, myInvoiceId: null } }),
  },
  'POST /api/group-purchases': {
    kind: 'mine',
    role: 'BUYER',
    // A listing that is not for group purchase: B's join must not touch A's group.
    body: (w) => ({ productId: w.productA, quantity: 1 }),
  },
  'GET /api/group-purchases': {
    kind: 'shared',
    role: 'BUYER',
    // The groups open in B's city (A's among them): B sees A's group, not A's part in it.
    check: (response, w) =>
      expect(response.json()).toContainEqual(
        expect.objectContaining({ id: w.groupA, myQuantity: null, myInvoiceId: null }),
      ),
  },
  'GET /api/group-purchases/:id': {
    kind: 'shared',
    role: 'BUYER',
    params: (w) => ({ id: w.groupA }),
    check: (response) => expect(response.json()).toMatchObject({ myQuantity: null, myInvoiceId: null }),
  },
  'DELETE /api/group-purchases/:id/membership': {
    kind: 'owned',
    role: 'BUYER',
    params: (w) => ({ id: w.groupA }),
  },
  'GET /api/buyers/me/group-purchases': {
    kind: 'mine',
    role: 'BUYER',
    check: (response, w, role) => role === 'BUYER' && expect(ids(response.json())).not.toContain(w.groupA),
  },

  // ------------------------------------------------------------------ plans, analytics
  'GET /api/suppliers/me/plan': { kind: 'mine', role: 'SUPPLIER' },
  'POST /api/suppliers/me/plan/trial': { kind: 'mine', role: 'SUPPLIER' },
  'POST /api/suppliers/me/plan/upgrade': {
    kind: 'mine',
    role: 'SUPPLIER',
    // A's saved card must not pay B's month.
    body: (w) => ({ idempotencyKey: randomUUID(), savedCardId: w.cardA }),
    check: (response) => expect(response.statusCode).toBeGreaterThanOrEqual(400),
  },
  'POST /api/suppliers/me/plan/cancel': { kind: 'mine', role: 'SUPPLIER' },
  'POST /api/suppliers/me/plan/resume': { kind: 'mine', role: 'SUPPLIER' },
  'GET /api/suppliers/me/plan/invoices': {
    kind: 'mine',
    role: 'SUPPLIER',
    check: (response, w, role) =>
      role === 'SUPPLIER' && expect(ids(response.json())).not.toContain(w.planInvoiceA),
  },
  'GET /api/suppliers/me/plan/invoices/:id': {
    kind: 'owned',
    role: 'SUPPLIER',
    params: (w) => ({ id: w.planInvoiceA }),
  },
  'GET /api/suppliers/me/overview': { kind: 'mine', role: 'SUPPLIER' },
  'GET /api/suppliers/me/analytics': { kind: 'mine', role: 'SUPPLIER' },

  // ------------------------------------------------------------------ operators (issue 25)
  'GET /api/operator/me': operatorEndpoint(everyOperatorRole),
  'POST /api/operator/me/recovery-codes': operatorEndpoint(everyOperatorRole, {
    body: () => ({ code: '123456' }),
  }),
  'GET /api/operator/operators': operatorEndpoint([]),
  'POST /api/operator/operators': operatorEndpoint([], {
    body: () => ({
      email: `matrix.${randomUUID()}@ops.tawrid.sa`,
      name: 'Invited by the matrix',
      role: 'SUPPORT',
      language: 'en',
    }),
  }),
  'PATCH /api/operator/operators/:id': operatorEndpoint([], {
    params: someOperatorId,
    body: () => ({ role: 'FINANCE' }),
  }),
  'POST /api/operator/operators/:id/suspension': operatorEndpoint([], {
    params: someOperatorId,
    body: () => ({ reason: 'matrix' }),
  }),
  'DELETE /api/operator/operators/:id/suspension': operatorEndpoint([], { params: someOperatorId }),
  'GET /api/operator/audit-log': operatorEndpoint(everyOperatorRole),
  'GET /api/operator/payments/:id': operatorEndpoint(['FINANCE'], { params: someOperatorId }),
  'POST /api/operator/payments/:id/recheck': operatorEndpoint(['FINANCE'], { params: someOperatorId }),
  'POST /api/operator/payments/:id/resolutions': operatorEndpoint(['FINANCE'], {
    params: someOperatorId,
    body: () => ({ note: 'Settled with the bank by phone.' }),
  }),
};

/** Whether the table must say something about a route: it names a thing, is someone's own, or changes state. */
const mustBeClassified = (route: string) => {
  const [method, path = ''] = route.split(' ');
  return /[:*]/.test(path) || /\/me(\/|$)/.test(path) || method !== 'GET';
};

let testApp: Awaited<ReturnType<typeof createTestApp>>;
const app = () => testApp.app;

/** Every route the app answers, as `METHOD /path/:param`, from its OpenAPI document and its router. */
async function registeredRoutes(): Promise<string[]> {
  const document = (await app().inject({ url: '/api/docs/json' })).json<{ paths: Record<string, object> }>();
  const routes = new Set<string>();
  for (const [path, methods] of Object.entries(document.paths)) {
    const fastifyPath = path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1');
    for (const method of Object.keys(methods)) routes.add(`${method.toUpperCase()} ${fastifyPath}`);
  }
  // Routes hidden from the document still show in the router's tree (`printRoutes`): its lines are
  // `│   ├── /segment (GET, HEAD)`, four characters of indent a level.
  const stack: string[] = [];
  for (const line of app().printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = `${depth > 0 ? stack[depth - 1] : ''}${match[2]}`;
    stack[depth] = path;
    if (!match[3] || !path.includes(':')) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.add(`${method} ${path}`);
  }
  return [...routes].sort();
}

/** Every row of every table that names one of A's ids, as text: what no other business may change. */
async function snapshotOf(w: World): Promise<string[]> {
  const { rows: tables } = await testApp.database.pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
       AND table_name NOT IN ('rate_limit_counters', 'stream_events', 'dev_mailbox_messages', 'search_terms', 'categories')`,
  );
  const union = tables
    .map(({ name }) => `SELECT '${name}' AS t, row_to_json(x)::text AS r FROM "${name}" x`)
    .join(' UNION ALL ');
  const { rows } = await testApp.database.pool.query<{ t: string; r: string }>(union);
  return rows
    .filter((row) => w.keys.some((key) => row.r.includes(key)))
    .map((row) => `${row.t} ${row.r}`)
    .sort();
}

function urlOf(route: string, entry: Call, w: World) {
  let path = route.split(' ')[1]!;
  for (const [name, value] of Object.entries(entry.params?.(w) ?? {})) path = path.replace(`:${name}`, value);
  return `${path}${entry.query ?? ''}`;
}

async function send(route: string, entry: Call, w: World, cookie: string | undefined) {
  const method = route.split(' ')[0] as Method;
  const url = urlOf(route, entry, w);
  if (entry.upload) {
    const upload = multipartFile(await pngImage(32, 32), 'picture.png', 'image/png');
    return app().inject({
      method,
      url,
      headers: { ...fromOurSite, ...(cookie ? { cookie } : {}), ...upload.headers },
      payload: upload.payload,
      remoteAddress: nextAddress(),
    });
  }
  return callAs(app(), method, url, cookie, entry.body?.(w));
}

function expectErrorBody(response: LightMyRequestResponse) {
  const body = ErrorBodySchema.parse(response.json());
  expect(body.error.statusCode).toBe(response.statusCode);
  return body.error.code;
}

describe('ownership matrix', () => {
  const world = {} as World;
  const b = {} as Account;

  async function switchRole(account: Account): Promise<Account> {
    const response = await callAs(app(), 'PATCH', '/api/auth/switch-role', account.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return { ...account, cookie: sessionCookieOf(response) };
  }

  async function ok<T>(response: Promise<LightMyRequestResponse>, status = [200, 201]): Promise<T> {
    const answer = await response;
    expect(status, `${answer.statusCode} ${answer.body}`).toContain(answer.statusCode);
    return answer.json<T>();
  }

  /** Pays the buyer's cart with the approved test card and settles it as the callback page would. */
  async function paidCheckout(cookie: string) {
    const { paymentId, redirectUrl } = await ok<{ paymentId: string; redirectUrl: string }>(
      checkout(app(), cookie),
    );
    const chargeId = chargeIdOf(redirectUrl);
    const result = await ok<{ orderIds: string[] }>(
      callAs(app(), 'POST', '/api/payments/confirm', cookie, { chargeId }),
    );
    return { paymentId, chargeId, orderId: result.orderIds[0]! };
  }

  beforeAll(async () => {
    testApp = await createTestApp({}, { clock });
    // The periodic jobs would change rows between two snapshots; nothing here is due anyway.
    const { services } = app();
    await Promise.all([
      services.jobs.pause('payment-reconciliation'),
      services.jobs.pause('tender-deadlines'),
      services.jobs.pause('group-purchase-deadlines'),
      services.jobs.pause('plan-renewals'),
      services.jobs.pause('dispute-supplier-deadlines'),
    ]);
    const tree = await services.categories.listCategoryTree('en');
    categories.product = tree.find((c) => c.usedFor === 'PRODUCT')!.subcategories[0]!.id;
    categories.service = tree.find((c) => c.usedFor === 'SERVICE')!.subcategories[0]!.id;
    const { catalog } = services;

    // S: a supplier with a product and a group-purchase product, both in Riyadh (every test business is).
    const s = await supplierWithFee(app(), testApp.database.pool, 1_000);
    // S is VAT-registered and connected to the sandbox Fatoora: its invoices to A become e-invoices.
    await services.eInvoicing.onboard(s.user.id, '123456');
    const productS = await productOf(app(), s.user.id, { price: 1_000, stock: 1_000, name: 'S gloves' });
    const group = await catalog.createProduct(s.user.id, {
      ...productFields(categories.product),
      nameEn: 'S masks for groups',
      caseQuantity: 10,
      minOrderQuantity: 10,
      stock: 1_000,
      isGroupPurchaseEnabled: true,
      groupMinQuantity: 100,
      groupDeadlineDays: 7,
      groupPrice: 800,
    });
    await catalog.addImage(s.user.id, 'PRODUCT', group.id, await pngImage(64, 64));
    await catalog.publish(s.user.id, 'PRODUCT', group.id);

    // A, as a buyer: an order from S, a saved card, cart lines, a wishlisted product, a chat, a group, a tender.
    let a = await verifiedAccount(app(), { name: 'Private Person A' });
    await addToCart(app(), a.cookie, productS, 10);
    const bought = await paidCheckout(a.cookie);
    const card = await ok<{ id: string }>(
      callAs(app(), 'POST', '/api/buyers/me/cards', a.cookie, {
        ...testCards.approve,
        holderName: 'Card Holder A',
      }),
    );
    await addToCart(app(), a.cookie, productS, 20);
    await ok(callAs(app(), 'PATCH', `/api/buyers/me/wishlist/${productS}`, a.cookie));
    const thread = await ok<{ id: string }>(
      callAs(app(), 'POST', '/api/chats', a.cookie, { counterpartId: s.user.id, mySide: 'BUYER' }),
    );
    await ok(
      callAs(app(), 'POST', `/api/chats/${thread.id}/messages`, a.cookie, {
        text: 'a-private-message-from-A',
      }),
    );
    await ok(
      callAs(app(), 'POST', `/api/chats/${thread.id}/messages`, s.cookie, { text: 'a-private-answer-to-A' }),
    );
    const imageMessage = await app().services.chats.sendImage(a.user.id, thread.id, await pngImage(48, 48));
    const joined = await ok<{ id: string }>(
      callAs(app(), 'POST', '/api/group-purchases', a.cookie, { productId: group.id, quantity: 20 }),
    );
    const tenderA = await ok<{ id: string }>(
      callAs(app(), 'POST', '/api/tenders', a.cookie, {
        name: 'A tender',
        mainActivity: 'Safety equipment',
        submissionDeadline: inHours(1),
        responseDeadlineOption: '1w',
      }),
    );
    const draftA = await ok<{ id: string }>(
      callAs(app(), 'POST', '/api/tenders', a.cookie, {
        name: 'A draft tender',
        mainActivity: 'a-private-draft-of-A',
        submissionDeadline: inHours(24 * 30),
        responseDeadlineOption: '1w',
        asDraft: true,
      }),
    );
    const offerOnTenderA = await ok<{ id: string }>(
      callAs(app(), 'PUT', `/api/tenders/${tenderA.id}/my-offer`, s.cookie, {
        amountHalalas: 100_000,
        completionDate: riyadhDay(30),
        technicalDetails: 'S offer on A’s tender',
        executionPlan: 'S plan',
      }),
    );
    // S invoices A for a deal agreed in their chat: PENDING until A answers.
    const pendingInvoice = await ok<{ id: string }>(
      callAs(app(), 'POST', '/api/suppliers/me/invoices', s.cookie, {
        idempotencyKey: randomUUID(),
        buyerId: a.user.id,
        chatId: thread.id,
        items: [{ listingId: productS, name: 'Gloves', quantity: 10, unitPriceHalalas: 1_000 }],
        deliveryDate: riyadhDay(2),
        paymentTerms: 'FULL',
        notes: 'invoice-note-for-A-only',
      }),
    );
    const orderInvoice = (
      await ok<{ id: string; kind: string }[]>(
        callAs(app(), 'GET', '/api/buyers/me/invoices?kind=ORDER', a.cookie),
      )
    )[0]!;

    // X: a buyer with a tender, who will buy from A.
    const x = await verifiedAccount(app());
    const tenderX = await ok<{ id: string }>(
      callAs(app(), 'POST', '/api/tenders', x.cookie, {
        name: 'X tender',
        mainActivity: 'Cleaning',
        submissionDeadline: inHours(72),
        responseDeadlineOption: '1w',
      }),
    );

    // A, as a supplier: a product and a service with images, an offer on X's tender, an order from X,
    // an invoice to X, and a paid Premium month with its platform invoice.
    a = await switchRole(a);
    // A registers for VAT and connects to the sandbox Fatoora: its invoice to X becomes an e-invoice.
    await ok(
      callAs(app(), 'PUT', '/api/suppliers/me/store', a.cookie, {
        storeBioAr: '',
        storeBioEn: 'A’s store',
        isStoreClosed: false,
        closingMessageAr: '',
        closingMessageEn: '',
        deliveryFeeHalalas: 0,
        vatNumber: testVatNumber,
      }),
    );
    await services.eInvoicing.onboard(a.user.id, '123456');
    const productA = await productOf(app(), a.user.id, { price: 2_000, stock: 500, name: 'A gloves' });
    const productImageA = (
      await ok<{ images: { id: string }[] }>(
        callAs(app(), 'GET', `/api/suppliers/me/products/${productA}`, a.cookie),
      )
    ).images[0]!.id;
    const service = await catalog.createService(a.user.id, {
      nameEn: 'A maintenance',
      descriptionEn: '',
      categoryId: categories.service,
      price: 5_000,
      isPriceNegotiable: false,
      availability: 'EVERYDAY',
    });
    const serviceWithImage = await catalog.addImage(a.user.id, 'SERVICE', service.id, await pngImage(64, 64));
    const offerByA = await ok<{ id: string }>(
      callAs(app(), 'PUT', `/api/tenders/${tenderX.id}/my-offer`, a.cookie, {
        amountHalalas: 200_000,
        completionDate: riyadhDay(30),
        technicalDetails: 'offer-secret-of-A',
        executionPlan: 'A plan',
      }),
    );
    await addToCart(app(), x.cookie, productA, 10);
    const sold = await paidCheckout(x.cookie);
    const invoiceByA = await ok<{ id: string }>(
      callAs(app(), 'POST', '/api/suppliers/me/invoices', a.cookie, {
        idempotencyKey: randomUUID(),
        buyerId: x.user.id,
        items: [{ listingId: productA, name: 'Gloves', quantity: 5, unitPriceHalalas: 2_000 }],
        deliveryDate: riyadhDay(2),
        paymentTerms: 'FULL',
        notes: 'invoice-note-by-A',
      }),
    );
    const upgrade = await ok<{ redirectUrl: string }>(
      callAs(app(), 'POST', '/api/suppliers/me/plan/upgrade', a.cookie, {
        idempotencyKey: randomUUID(),
        savedCardId: card.id,
      }),
    );
    await ok(
      callAs(app(), 'POST', '/api/payments/confirm', a.cookie, { chargeId: chargeIdOf(upgrade.redirectUrl) }),
    );
    const planInvoice = (
      await ok<{ id: string }[]>(callAs(app(), 'GET', '/api/suppliers/me/plan/invoices', a.cookie))
    )[0]!;

    // Issue 25: S ships A's order and A disputes it with a photo; A ships X's order and X disputes it.
    for (const action of ['PROCESS', 'SHIP'])
      await ok(
        callAs(app(), 'PATCH', `/api/suppliers/me/orders/${bought.orderId}/status`, s.cookie, { action }),
      );
    for (const action of ['PROCESS', 'SHIP'])
      await ok(
        callAs(app(), 'PATCH', `/api/suppliers/me/orders/${sold.orderId}/status`, a.cookie, { action }),
      );
    const disputeA = await services.disputes.openDispute(a.user.id, bought.orderId, {
      reason: 'DAMAGED',
      description: 'dispute-secret-of-A',
    });
    const disputePhotoA = (
      await services.disputes.addBuyerPhoto(a.user.id, disputeA.id, await pngImage(40, 40))
    ).photos[0]!.id;
    const disputeOnA = await services.disputes.openDispute(x.user.id, sold.orderId, {
      reason: 'NOT_RECEIVED',
      description: 'X never got it',
    });
    const disputeOnAPhoto = (
      await services.disputes.addBuyerPhoto(x.user.id, disputeOnA.id, await pngImage(40, 40))
    ).photos[0]!.id;

    // The units' jobs sign and report the e-invoices (A and X have no VAT number: simplified).
    await services.jobs.runNow('e-invoicing-unit');

    const { rows: notifications } = await testApp.database.pool.query<{ id: string }>(
      'SELECT id FROM notifications WHERE recipient_id = $1 AND NOT is_read ORDER BY created_at LIMIT 1',
      [a.user.id],
    );
    // Issue 26: a member of A's team, and a pending invitation.
    const memberA = await memberOf(app(), testApp.database, a, ['VIEWER']);
    const invitationA = await ok<{ invitationId: string }>(
      callAs(app(), 'POST', '/api/team/invitations', a.cookie, {
        email: `invited-by-a-${randomUUID()}@example.sa`,
        roles: ['REQUESTER'],
      }),
    );
    // Offers on A's tender are unsealed once its submission deadline has passed (X's is days away).
    clock.offsetMs = 2 * hourMs;

    Object.assign(world, {
      a,
      s,
      x,
      productS,
      groupProductS: group.id,
      productA,
      productImageA,
      serviceA: service.id,
      serviceImageA: (serviceWithImage as { images: { id: string }[] }).images[0]!.id,
      threadA: thread.id,
      imageMessageA: imageMessage.id,
      buyerOrderA: bought.orderId,
      supplierOrderA: sold.orderId,
      paymentA: bought.paymentId,
      chargeA: bought.chargeId,
      orderInvoiceA: orderInvoice.id,
      pendingInvoiceToA: pendingInvoice.id,
      invoiceByA: invoiceByA.id,
      planInvoiceA: planInvoice.id,
      cardA: card.id,
      notificationA: notifications[0]!.id,
      tenderA: tenderA.id,
      draftA: draftA.id,
      offerOnTenderA: offerOnTenderA.id,
      tenderX: tenderX.id,
      offerByA: offerByA.id,
      groupA: joined.id,
      disputeA: disputeA.id,
      disputePhotoA,
      disputeOnA: disputeOnA.id,
      disputeOnAPhoto,
      memberA: memberA.memberId,
      invitationA: invitationA.invitationId,
    } satisfies Omit<World, 'secrets' | 'keys'>);
    world.secrets = [
      a.body.email,
      a.body.nationalId,
      'Card Holder A',
      'a-private-message-from-A',
      'a-private-answer-to-A',
      'invoice-note-for-A-only',
      'invoice-note-by-A',
      'offer-secret-of-A',
      'a-private-draft-of-A',
      'dispute-secret-of-A',
      world.threadA,
      world.buyerOrderA,
      world.supplierOrderA,
      world.paymentA,
      world.chargeA,
      world.orderInvoiceA,
      world.pendingInvoiceToA,
      world.invoiceByA,
      world.planInvoiceA,
      world.cardA,
      world.notificationA,
      world.offerOnTenderA,
      world.offerByA,
    ];
    world.keys = [
      a.user.id,
      ...world.secrets.slice(3),
      world.productA,
      world.serviceA,
      world.tenderA,
      world.draftA,
      world.memberA,
      world.invitationA,
    ];

    // B: another business of the same city, first in its buyer role.
    Object.assign(b, await verifiedAccount(app(), { name: 'Intruder B' }));
  }, 120_000);
  afterAll(() => testApp?.close());

  it('classifies every route that names a thing, is someone’s own, or changes state', async () => {
    const routes = await registeredRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const unclassified = routes.filter((route) => mustBeClassified(route) && !(route in table));
    expect(unclassified, 'add these routes to the ownership table, with A’s resource to aim at').toEqual([]);
    const stale = Object.keys(table).filter((route) => !routes.includes(route));
    expect(stale, 'these routes are in the table but not in the app').toEqual([]);
  });

  it('snapshots A’s rows across the tables, and sees them move when A acts', async () => {
    const before = await snapshotOf(world);
    for (const table of [
      'users',
      'orders',
      'invoices',
      'cart_items',
      'chat_messages',
      'notifications',
      'saved_cards',
    ])
      expect(
        before.some((row) => row.startsWith(`${table} `)),
        table,
      ).toBe(true);
    const me = (await callAs(app(), 'GET', '/api/users/me', world.a.cookie)).json<{ role: Role }>();
    if (me.role !== 'SUPPLIER') world.a = await switchRole(world.a);
    const url = `/api/suppliers/me/products/${world.productA}/stock`;
    expect((await callAs(app(), 'PATCH', url, world.a.cookie, { stock: 499 })).statusCode).toBe(200);
    expect(await snapshotOf(world)).not.toEqual(before);
    expect((await callAs(app(), 'PATCH', url, world.a.cookie, { stock: 500 })).statusCode).toBe(200);
  });

  it('aims at things A can reach itself: the owner reads each of them', async () => {
    for (const role of ['SUPPLIER', 'BUYER'] as const) {
      const me = (await callAs(app(), 'GET', '/api/users/me', world.a.cookie)).json<{ role: Role }>();
      if (me.role !== role) world.a = await switchRole(world.a);
      for (const [route, entry] of Object.entries(table)) {
        if (entry.kind !== 'owned' || (entry.role ?? 'BUYER') !== role || !route.startsWith('GET ')) continue;
        const response = await send(route, entry, world, world.a.cookie);
        expect(response.statusCode, `${route} as A: ${response.body}`).toBe(200);
      }
    }
  });

  const signedInEntries = Object.entries(table).filter(
    (pair): pair is [string, Owned | Mine | Shared] =>
      pair[1].kind !== 'public' && pair[1].kind !== 'operator',
  );
  const operatorEntries = Object.entries(table).filter(
    (pair): pair is [string, OperatorOnly] => pair[1].kind === 'operator',
  );

  for (const role of ['BUYER', 'SUPPLIER'] as const) {
    describe(`B in its ${role.toLowerCase()} role`, () => {
      beforeAll(async () => {
        const me = (await callAs(app(), 'GET', '/api/users/me', b.cookie)).json<{ role: Role }>();
        if (me.role !== role) Object.assign(b, await switchRole(b));
        // Premium, so the forecast answers about ownership rather than the plan.
        if (role === 'SUPPLIER') await ok(callAs(app(), 'POST', '/api/suppliers/me/plan/trial', b.cookie));
      });

      it.each(signedInEntries.filter(([, entry]) => !(entry.kind === 'mine' && entry.isStream)))(
        '%s',
        async (route, entry) => {
          await entry.before?.(world, b, role);
          const before = await snapshotOf(world);
          const response = await send(route, entry, world, b.cookie);
          const where = `${route} as B (${role}) → ${response.statusCode} ${response.body.slice(0, 300)}`;

          expect(response.statusCode, where).toBeLessThan(500);
          for (const secret of world.secrets)
            expect(response.body, `${where} reveals ${secret}`).not.toContain(secret);
          if (entry.kind === 'owned') {
            expect([403, 404], where).toContain(response.statusCode);
            const code = expectErrorBody(response);
            // The other role is stopped by its role; the same role by ownership, not by a malformed call.
            expect(code, where).toBe(!entry.role || entry.role === role ? 'NOT_FOUND' : 'ROLE_NOT_ALLOWED');
          } else if (entry.role && entry.role !== role) {
            expect(expectErrorBody(response), where).toBe('ROLE_NOT_ALLOWED');
          } else {
            entry.check?.(response, world, role);
            if (entry.kind === 'shared') expect(response.statusCode, where).toBe(200);
          }
          expect(await snapshotOf(world), `${where} changed A's rows`).toEqual(before);
        },
      );
    });
  }

  describe('operators (issue 25)', () => {
    const cookies = {} as Record<OperatorRole, string>;
    beforeAll(async () => {
      for (const role of operatorRoles) {
        cookies[role] = (await signedInOperator(testApp.database, role, { now: clock.now() })).cookie;
      }
    });

    it.each(operatorEntries)('%s', async (route, entry) => {
      const before = await snapshotOf(world);
      for (const role of operatorRoles) {
        const response = await send(route, entry, world, cookies[role]);
        const where = `${route} as an operator (${role}) → ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, where).toBeLessThan(500);
        if (role === 'ADMIN' || entry.roles.includes(role)) {
          // Allowed: whatever the answer, it is not about who is calling.
          const code = response.statusCode >= 400 ? expectErrorBody(response) : undefined;
          expect(['UNAUTHENTICATED', 'SESSION_EXPIRED', 'ROLE_NOT_ALLOWED'], where).not.toContain(code);
        } else {
          expect(response.statusCode, where).toBe(403);
          expect(expectErrorBody(response), where).toBe('ROLE_NOT_ALLOWED');
        }
      }
      for (const [who, cookie] of [
        ['a business', world.a.cookie],
        ['a guest', undefined],
      ] as const) {
        const response = await send(route, entry, world, cookie);
        expect(response.statusCode, `${route} as ${who}: ${response.body}`).toBe(401);
        expect(expectErrorBody(response)).toBe('UNAUTHENTICATED');
      }
      expect(await snapshotOf(world)).toEqual(before);
    });
  });

  describe('a guest', () => {
    it.each(signedInEntries)('%s', async (route, entry) => {
      const before = await snapshotOf(world);
      const response = await send(route, entry, world, undefined);
      expect(response.statusCode, `${route}: ${response.body}`).toBe(401);
      expect(expectErrorBody(response)).toBe('UNAUTHENTICATED');
      expect(await snapshotOf(world)).toEqual(before);
    });
  });
});
