import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Language } from '../contract/i18n/languages.js';
import type { Config } from './config/config.js';
import type { Database } from './platform/db/database.js';
import { AppError } from './platform/errors/app-error.js';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandling,
} from './platform/errors/error-handler.js';
import { acceptEmptyJsonBodies } from './platform/http/empty-json-body.js';
import { createEventStreams } from './platform/http/event-stream.js';
import { refuseRoutesOutsideTheContract } from './platform/http/endpoint-routes.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { registerSecurityHeaders } from './platform/http/security.js';
import { serializeRequest } from './platform/http/request-log.js';
import { isAppRoute, registerWebApp } from './platform/http/web-app.js';
import { resolveLanguage } from './platform/i18n/request-language.js';
import multipart from '@fastify/multipart';
import { registerOperatorAuth } from './platform/auth/operator-auth.js';
import { registerRequestAuth } from './platform/auth/request-auth.js';
import { registerOriginCheck } from './platform/http/origin-check.js';
import { registerNulCharacterGuard } from './platform/http/nul-character-guard.js';
import { maxUploadBytes } from './platform/images/uploaded-image.js';
import { devMailboxRoutes } from './platform/mail/dev-mailbox.routes.js';
import { createTestClock, testClockRoutes } from './platform/time/test-clock.js';
import { filesRoutes } from './platform/storage/files.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { operatorsRoutes } from './modules/operators/operators.routes.js';
import type { Clock } from './platform/time/clock.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { teamRoutes } from './modules/users/team.routes.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { inventoryRoutes } from './modules/inventory/inventory.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { chatsRoutes } from './modules/chats/chats.routes.js';
import { disputesRoutes } from './modules/disputes/disputes.routes.js';
import { disputePhotoKeyPrefix } from './modules/disputes/disputes.service.js';
import { chatImageKeyPrefix } from './modules/chats/chats.service.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { storefrontsRoutes } from './modules/storefronts/storefronts.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { savedCardsRoutes } from './modules/payments/saved-cards.routes.js';
import { sandboxChargesRoutes } from './modules/payments/sandbox-charges.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { financePaymentsRoutes } from './modules/payments/finance-payments.routes.js';
import { paymentsEndpoints } from '../contract/payments/payments.endpoints.js';
import { tendersRoutes } from './modules/tenders/tenders.routes.js';
import { groupPurchasesRoutes } from './modules/group-purchases/group-purchases.routes.js';
import { plansRoutes } from './modules/plans/plans.routes.js';
import { forecastingRoutes } from './modules/forecasting/forecasting.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { marketplaceHealthRoutes } from './modules/marketplace-health/marketplace-health.routes.js';
import { eInvoicingRoutes } from './modules/e-invoicing/e-invoicing.routes.js';
import { moderationRoutes } from './modules/moderation/moderation.routes.js';
import type { FatooraProvider } from './providers/fatoora/fatoora-provider.js';
import { createServices } from './services.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: `lang` query, then Accept-Language, then English. */
    readonly language: Language;
  }
}

export type AppConfig = Pick<
  Config,
  | 'corsOrigins'
  | 'webDistDir'
  | 'logLevel'
  | 'isProduction'
  | 'trustProxy'
  | 'publicUrl'
  | 'dataDir'
  | 'mail'
  | 'registry'
  | 'storage'
> &
  // Optional like in ServicesConfig: without it, the sandbox card payments; no test clock; no mailed links
  // in the log (only `environment: 'development'` logs them).
  Partial<Pick<Config, 'payments' | 'hasTestClock' | 'environment' | 'eInvoicing'>>;

/** Builds the whole HTTP application on an open database. Never listens: server.ts and tests do. */
export async function buildApp({
  config,
  database,
  logger = { level: config.logLevel },
  clock,
  wrapFatoora,
}: {
  config: AppConfig;
  database: Pick<Database, 'db' | 'pool'>;
  logger?: FastifyServerOptions['logger'];
  clock?: Clock;
  /** Tests: a Fatoora around the configured one (services.ts). */
  wrapFatoora?: (provider: FatooraProvider) => FatooraProvider;
}) {
  const app = Fastify({
    // Issue 19: request URLs are logged with their token parameters redacted.
    logger: logger && {
      ...(logger === true ? {} : logger),
      serializers: { ...(logger === true ? {} : logger.serializers), req: serializeRequest },
    },
    genReqId: () => randomUUID(),
    // Answer 503 to new requests while draining on shutdown.
    return503OnClosing: true,
    bodyLimit: 1024 * 1024,
    // The one error body also for what Fastify and Node refuse before any hook (decision 004, issue 11).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Trust X-Forwarded-For from as many proxies as configured (client IPs for rate limits).
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  acceptEmptyJsonBodies(app);
  app.decorateRequest('language', {
    getter() {
      return resolveLanguage(this.query, this.headers['accept-language']);
    },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, config);
  registerErrorHandling(app);
  registerNulCharacterGuard(app);
  registerOriginCheck(app, {
    allowedOrigins: [config.publicUrl, ...config.corsOrigins],
    // The provider's server posts it, signed: no session, and not from a page of ours.
    exemptPaths: [paymentsEndpoints.receiveWebhook.path],
  });
  await registerOpenApi(app);
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 5 } });

  // Decision 014: a test-mode server's clock moves forward on request; a test passing `clock` keeps its own.
  const testClock = config.hasTestClock && !config.isProduction && !clock ? createTestClock() : undefined;
  const services = createServices({
    db: database.db,
    pool: database.pool,
    config,
    log: app.log,
    clock: clock ?? testClock,
    wrapFatoora,
  });
  // Every node purges old stream events; its LISTEN connection (opened by the first stream) closes with it.
  app.addHook('onReady', async () => services.streams.start());
  app.addHook('onClose', async () => services.streams.stop());
  // Decision 020: the job queue (mail, deadlines, renewals, reconciliation, clean-up, the domain events'
  // sweep) runs on every node; its periodic passes run once per period across them. Stopped, its running
  // jobs finished, before the pool closes.
  app.addHook('onReady', async () => services.jobs.start());
  app.addHook('onClose', async () => services.jobs.stop());
  // Decision 021: every node listens for domain events other nodes publish; stopped before the pool closes.
  app.addHook('onReady', async () => services.events.start());
  app.addHook('onClose', async () => services.events.stop());
  // Issue 24: with the sandbox, the platform's own unit (the seller of Premium invoices) is onboarded
  // at start-up (the demo); documents left waiting by a stopped node are queued again.
  app.addHook('onReady', async () => {
    void services.eInvoicing
      .startUp()
      .catch((error: unknown) => app.log.warn({ err: error }, 'e-invoicing: start-up work failed'));
  });
  await registerRequestAuth(app, { findSessionUser: services.auth.findSessionUser });
  registerOperatorAuth(app, { findSessionOperator: services.operators.findSessionOperator });
  const eventStreams = createEventStreams(app);
  const secureCookies = config.isProduction;
  // Issue 21: every route under /api is an endpoint of the contract, registered with its full path; any
  // other is refused at start-up.
  refuseRoutesOutsideTheContract(app);
  await app.register(healthRoutes, { health: services.health });
  await app.register(categoriesRoutes, { categories: services.categories });
  await app.register(catalogRoutes, { catalog: services.catalog });
  await app.register(inventoryRoutes, { inventory: services.inventory });
  await app.register(searchRoutes, { search: services.search });
  await app.register(authRoutes, { auth: services.auth, secureCookies });
  await app.register(operatorsRoutes, { operators: services.operators, secureCookies });
  await app.register(usersRoutes, { users: services.users });
  await app.register(teamRoutes, { team: services.team });
  await app.register(storefrontsRoutes, { storefronts: services.storefronts });
  await app.register(forecastingRoutes, { forecasting: services.forecasting });
  await app.register(analyticsRoutes, { analytics: services.analytics });
  await app.register(marketplaceHealthRoutes, { marketplaceHealth: services.marketplaceHealth });
  // Chat images are served by chats to the two businesses of the chat only (issue 19).
  await app.register(filesRoutes, {
    storage: services.providers.storage,
    privatePrefixes: [chatImageKeyPrefix, disputePhotoKeyPrefix],
  });
  await app.register(cartRoutes, { cart: services.cart });
  await app.register(savedCardsRoutes, {
    savedCards: services.savedCards,
    paymentsConfig:
      config.payments?.provider === 'tap'
        ? { provider: 'tap', tapPublicKey: config.payments.publicKey }
        : { provider: 'sandbox', tapPublicKey: null },
  });
  const { sandboxPayments } = services.providers;
  if (sandboxPayments) await app.register(sandboxChargesRoutes, { sandbox: sandboxPayments });
  await app.register(paymentsRoutes, { payments: services.payments });
  await app.register(financePaymentsRoutes, { financePayments: services.financePayments });
  await app.register(ordersRoutes, { orders: services.orders });
  await app.register(invoicesRoutes, { invoices: services.invoices });
  await app.register(plansRoutes, { plans: services.plans });
  await app.register(eInvoicingRoutes, { eInvoicing: services.eInvoicing });
  // Issue 25: reports and takedowns, and the operators' supplier verification.
  await app.register(moderationRoutes, { moderation: services.moderation, users: services.users });
  await app.register(wishlistRoutes, { wishlist: services.wishlist });
  await app.register(chatsRoutes, { chats: services.chats });
  await app.register(reviewsRoutes, { reviews: services.reviews, orders: services.orders });
  await app.register(disputesRoutes, { disputes: services.disputes });
  await app.register(notificationsRoutes, { notifications: services.notifications, eventStreams });
  await app.register(tendersRoutes, { tenders: services.tenders });
  await app.register(groupPurchasesRoutes, { groupPurchases: services.groupPurchases });
  // Outside production, mail without an SMTP server lands in a mailbox a developer can open.
  const { devMailbox } = services.providers;
  if (devMailbox && !config.isProduction) await app.register(devMailboxRoutes, { mailbox: devMailbox });
  if (testClock) await app.register(testClockRoutes, { clock: testClock });

  const sendWebApp = config.webDistDir ? await registerWebApp(app, config.webDistDir) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    if (sendWebApp && isAppRoute(request)) return sendWebApp(request, reply);
    throw new AppError('ROUTE_NOT_FOUND');
  });

  return Object.assign(app, { services, eventStreams });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
