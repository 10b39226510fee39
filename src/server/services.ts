import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Config } from './config/config.js';
import type { Db } from './platform/db/database.js';
import { createDomainEventOutbox } from './platform/events/domain-event-outbox.js';
import { registerDomainEventJobs } from './platform/events/domain-events.jobs.js';
import type { Clock } from './platform/time/clock.js';
import { createStreamHub } from './platform/events/stream-hub.js';
import { createJobs } from './platform/jobs/jobs.js';
import { createDevMailbox, type DevMailbox } from './platform/mail/dev-mailbox.js';
import { createMailQueue } from './platform/mail/mail-queue.js';
import type { Mailer } from './platform/mail/mailer.js';
import { createSmtpMailer } from './platform/mail/smtp-mailer.js';
import { createRateLimiter } from './platform/rate-limit/rate-limiter.js';
import { createLocalDiskStorage } from './platform/storage/local-disk-storage.js';
import { createS3Storage } from './platform/storage/s3-storage.js';
import { createSandboxRegistry } from './providers/registry/sandbox-registry.js';
import { createWathqRegistry } from './providers/registry/wathq-registry.js';
import type { PaymentProvider } from './providers/payments/payment-provider.js';
import { createSandboxPayments, type SandboxPayments } from './providers/payments/sandbox-payments.js';
import { createTapPayments } from './providers/payments/tap-payments.js';
import { createSavedCardsRepository } from './modules/payments/saved-cards.repository.js';
import { createSavedCardsService } from './modules/payments/saved-cards.service.js';
import { registerAuthJobs } from './modules/auth/auth.jobs.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createCategoriesRepository } from './modules/categories/categories.repository.js';
import { createCategoriesService } from './modules/categories/categories.service.js';
import { createHealthService } from './modules/health/health.service.js';
import { createCatalogRepository } from './modules/catalog/catalog.repository.js';
import { createCatalogService } from './modules/catalog/catalog.service.js';
import { createInventoryService } from './modules/inventory/inventory.service.js';
import { createSearchRepository } from './modules/search/search.repository.js';
import { createSearchService } from './modules/search/search.service.js';
import { subscribeNotificationsToEvents } from './modules/notifications/notifications.events.js';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createChatsRepository } from './modules/chats/chats.repository.js';
import { createChatsService } from './modules/chats/chats.service.js';
import { createReviewsRepository } from './modules/reviews/reviews.repository.js';
import { createOrderReviews, createReviewsService } from './modules/reviews/reviews.service.js';
import { createStorefrontsService } from './modules/storefronts/storefronts.service.js';
import { createOperatorsRepository } from './modules/operators/operators.repository.js';
import { createOperatorsService } from './modules/operators/operators.service.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { createMembersRepository } from './modules/users/members.repository.js';
import { createUsersService } from './modules/users/users.service.js';
import { createTeamService } from './modules/users/team.service.js';
import { createTeamRepository } from './modules/users/team.repository.js';
import { subscribeAuthToEvents } from './modules/auth/auth.events.js';
import { createWishlistRepository } from './modules/wishlist/wishlist.repository.js';
import { createWishlistService } from './modules/wishlist/wishlist.service.js';
import { createCartRepository } from './modules/cart/cart.repository.js';
import { createCartService } from './modules/cart/cart.service.js';
import { createOrdersRepository } from './modules/orders/orders.repository.js';
import { createOrdersService } from './modules/orders/orders.service.js';
import { createCheckout } from './modules/orders/checkout.service.js';
import { createInvoicesRepository } from './modules/invoices/invoices.repository.js';
import { createInvoicesService } from './modules/invoices/invoices.service.js';
import { subscribeInvoicesToEvents } from './modules/invoices/invoices.events.js';
import { createInvoicePaymentsRepository } from './modules/invoices/invoice-payments.repository.js';
import { createInvoicePaymentsService } from './modules/invoices/invoice-payments.service.js';
import { registerPaymentJobs } from './modules/payments/payments.jobs.js';
import { createPaymentsRepository } from './modules/payments/payments.repository.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { createFinancePaymentsRepository } from './modules/payments/finance-payments.repository.js';
import { createFinancePaymentsService } from './modules/payments/finance-payments.service.js';
import { createDisputesRepository } from './modules/disputes/disputes.repository.js';
import { createDisputesService } from './modules/disputes/disputes.service.js';
import { subscribeDisputesToEvents } from './modules/disputes/disputes.events.js';
import { registerDisputeJobs } from './modules/disputes/disputes.jobs.js';
import { createPaymentRefundsRepository } from './modules/payments/payment-refunds.repository.js';
import { createPaymentRefundsService } from './modules/payments/payment-refunds.service.js';
import { registerGroupPurchaseJobs } from './modules/group-purchases/group-purchases.jobs.js';
import { createGroupPurchasesRepository } from './modules/group-purchases/group-purchases.repository.js';
import { createGroupPurchasesService } from './modules/group-purchases/group-purchases.service.js';
import { registerPlanJobs } from './modules/plans/plans.jobs.js';
import { createPlansRepository } from './modules/plans/plans.repository.js';
import { createPlansService, platformAccountId } from './modules/plans/plans.service.js';
import { createForecastingService } from './modules/forecasting/forecasting.service.js';
import { createAnalyticsService } from './modules/analytics/analytics.service.js';
import { createMarketplaceHealthService } from './modules/marketplace-health/marketplace-health.service.js';
import type { FatooraProvider } from './providers/fatoora/fatoora-provider.js';
import { registerEInvoicingJobs } from './modules/e-invoicing/e-invoicing.jobs.js';
import { subscribeEInvoicingToEvents } from './modules/e-invoicing/e-invoicing.events.js';
import { createEInvoicingRepository } from './modules/e-invoicing/e-invoicing.repository.js';
import { createEInvoicingService } from './modules/e-invoicing/e-invoicing.service.js';
import {
  createCertificateAuthority,
  invoiceHashOf,
  issueCertificate,
  validateEInvoice,
} from './modules/e-invoicing/document/index.js';
import { createSandboxFatoora } from './providers/fatoora/sandbox-fatoora.js';
import { createZatcaFatoora } from './providers/fatoora/zatca-fatoora.js';
import { developmentEInvoicingKey, developmentOperatorSecretsKey } from './config/config.js';
import { registerTenderJobs } from './modules/tenders/tenders.jobs.js';
import { createTendersRepository } from './modules/tenders/tenders.repository.js';
import { createTendersService } from './modules/tenders/tenders.service.js';
import { subscribeModerationToEvents } from './modules/moderation/moderation.events.js';
import { createModerationRepository } from './modules/moderation/moderation.repository.js';
import { createModerationService } from './modules/moderation/moderation.service.js';

// `storage` is optional so configurations without it (tests, AppConfig) keep local disk.
export type ServicesConfig = Pick<Config, 'dataDir' | 'publicUrl' | 'mail' | 'registry'> &
  Partial<Pick<Config, 'storage' | 'payments' | 'platform' | 'environment' | 'eInvoicing' | 'operators'>>;

/** The platform as the seller of its plan invoices when not configured (tests, development). */
const defaultPlatform: Config['platform'] = {
  registrationNumber: '7000000000',
  vatNumber: '300000000000003',
};

export const systemClock: Clock = { now: () => new Date() };

/**
 * External providers, chosen by configuration: the real clients when configured, otherwise the
 * built-in sandbox (registry) and dev mailbox (mail) that the demo site uses; files on local disk
 * unless S3-compatible storage is configured.
 */
function createProviders({
  db,
  config,
  log,
  clock,
}: {
  db: Db;
  config: ServicesConfig;
  log: FastifyBaseLogger;
  clock: Clock;
}) {
  // Issue 19: mailed links are live tokens; only a developer's console may show them.
  const devMailbox: DevMailbox | undefined = config.mail.smtpUrl
    ? undefined
    : createDevMailbox({ db, log, logsLinks: config.environment === 'development' });
  const mailer: Mailer = config.mail.smtpUrl
    ? createSmtpMailer({ url: config.mail.smtpUrl, from: config.mail.from })
    : devMailbox!;
  const registry =
    config.registry.provider === 'wathq'
      ? createWathqRegistry({ apiKey: config.registry.apiKey, baseUrl: config.registry.baseUrl, log })
      : createSandboxRegistry();
  const storage =
    config.storage?.driver === 's3'
      ? createS3Storage(config.storage)
      : createLocalDiskStorage({ root: path.join(config.dataDir, 'files') });
  // Card payments (decision 011): the sandbox unless Tap is configured; `sandbox` also serves the test page.
  const sandboxPayments: SandboxPayments | undefined =
    config.payments?.provider === 'tap'
      ? undefined
      : createSandboxPayments({ db, publicUrl: config.publicUrl, clock });
  const payments: PaymentProvider =
    config.payments?.provider === 'tap'
      ? createTapPayments({ secretKey: config.payments.secretKey, baseUrl: config.payments.baseUrl, log })
      : sandboxPayments!;
  // Issue 24: ZATCA's Fatoora, the built-in sandbox unless an environment of ZATCA's is configured.
  const eInvoicing = config.eInvoicing;
  const fatoora: FatooraProvider =
    eInvoicing && eInvoicing.environment !== 'sandbox'
      ? createZatcaFatoora({ environment: eInvoicing.environment, baseUrl: eInvoicing.url, log })
      : createSandboxFatoora({ db, ...sandboxCertificatesAndRules(), clock });
  return { devMailbox, mailer, registry, storage, payments, sandboxPayments, fatoora };
}

/**
 * The sandbox Fatoora's checks: the document library's offline rules and hash, and a certificate
 * authority of its own (made once per process; a certificate it issued stays readable after a restart).
 */
function sandboxCertificatesAndRules() {
  const authority = createCertificateAuthority();
  return {
    validate: validateEInvoice,
    invoiceHashOf,
    // ZATCA's CSIDs last about a year.
    issueCertificate: (csr: string) => issueCertificate(authority, csr, 365),
  };
}

/** Builds every module's service from its narrow dependencies; the one place modules are wired. */
export function createServices({
  db,
  pool,
  config,
  log,
  clock = systemClock,
  wrapFatoora = (provider) => provider,
}: {
  db: Db;
  /** The pool: its settings open each node's LISTEN connection of the live stream; the job queue runs on it. */
  pool: pg.Pool;
  config: ServicesConfig;
  log: FastifyBaseLogger;
  clock?: Clock;
  /** Tests: a provider around the configured one (ZATCA unreachable a few times, say). */
  wrapFatoora?: (provider: FatooraProvider) => FatooraProvider;
}) {
  const providers = createProviders({ db, config, log, clock });
  // Decision 020: background work on pg-boss; each module registers its queues here, app.ts starts them.
  const jobs = createJobs({ pool, log });
  const mailer = createMailQueue({ jobs, transport: providers.mailer });
  // Decision 021: modules publish facts here in the transaction of their change; subscribers react after.
  const events = createDomainEventOutbox({ db, pool, log, clock });
  registerDomainEventJobs(jobs, events);
  const categories = createCategoriesService({ repository: createCategoriesRepository(db) });
  // Issue 25: the operators and their audit log, below every module whose actions they take.
  const operatorsConfig = config.operators ?? {
    secretsKey: developmentOperatorSecretsKey,
    isDevelopmentKey: true,
  };
  if (operatorsConfig.isDevelopmentKey) {
    log.warn(
      {},
      "operators: OPERATOR_SECRETS_KEY is not set; development's fixed key seals the authenticators",
    );
  }
  const operators = createOperatorsService({
    repository: createOperatorsRepository(db),
    clock,
    mailer,
    rateLimiter: createRateLimiter({ db }),
    secretsKey: operatorsConfig.secretsKey,
    publicUrl: config.publicUrl,
  });
  const usersRepository = createUsersRepository(db);
  const users = createUsersService({
    repository: usersRepository,
    members: createMembersRepository(db),
    categories,
    storage: providers.storage,
    // `search` is built below; the store changes only after start-up.
    onSupplierVisibilityChanged: () => search.forgetSearchAnswers(),
    operators,
    events,
    registry: providers.registry,
    clock,
    excludedFromQueue: [platformAccountId],
  });
  const membersRepository = createMembersRepository(db);
  // Issue 26, decision 035: the team of each business (the users module owns its people).
  const team = createTeamService({
    repository: createTeamRepository(db),
    members: membersRepository,
    users: usersRepository,
    events,
    mailer,
    rateLimiter: createRateLimiter({ db }),
    clock,
    publicUrl: config.publicUrl,
  });
  const auth = createAuthService({
    repository: createAuthRepository(db),
    users,
    team,
    registry: providers.registry,
    mailer,
    rateLimiter: createRateLimiter({ db }),
    clock,
    publicUrl: config.publicUrl,
    log,
  });
  registerAuthJobs(jobs, auth);
  subscribeAuthToEvents({ events, auth });
  // Decision 024: the catalog owns the listings (and their stock column); inventory keeps the stock rules
  // and search reads the listings through the catalog's views.
  const catalog = createCatalogService({
    repository: createCatalogRepository(db),
    categories,
    users,
    storage: providers.storage,
    // `plans` is built below; listings are deleted only after start-up.
    onListingRemoved: (supplierId) => plans.reactivateWithinLimits(supplierId),
    // `search` is built next; listings are written only after start-up.
    onListingsChanged: () => search.forgetSearchAnswers(),
  });
  const inventory = createInventoryService({ catalog });
  const search = createSearchService({ repository: createSearchRepository(db), categories, catalog });
  const streams = createStreamHub({ db, pool, log, clock });
  const notifications = createNotificationsService({
    repository: createNotificationsRepository(db),
    users,
    streams,
    clock,
  });
  subscribeNotificationsToEvents({ events, notifications });
  const savedCards = createSavedCardsService({
    repository: createSavedCardsRepository(db),
    provider: providers.payments,
    users,
    clock,
  });
  const cart = createCartService({ repository: createCartRepository(db), catalog, users });
  const chats = createChatsService({
    repository: createChatsRepository(db),
    users,
    catalog,
    search,
    storage: providers.storage,
    streams,
    events,
    // `invoices` is built below (it posts invoices in chats); chats read them only after start-up.
    invoices: { findChatReferences: (ids) => invoices.findChatReferences(ids) },
    clock,
  });
  // Decision 011: a payment is written, charged and settled here, whatever it pays for; what paying for a
  // purpose means is the purpose owner's (decision 025: the handlers are wired below, once built).
  const payments = createPaymentsService({
    repository: createPaymentsRepository(db),
    provider: providers.payments,
    cards: savedCards,
    users,
    clock,
    publicUrl: config.publicUrl,
    log,
  });
  // Issue 25, decision 033: the refund ledger, for disputes' refunds (money moves only through payments).
  const paymentRefunds = createPaymentRefundsService({
    repository: createPaymentRefundsRepository(db),
    provider: providers.payments,
    events,
    clock,
    log,
  });
  registerPaymentJobs(jobs, payments, paymentRefunds);
  // Issue 25, decision 034: finance's view of payments and its actions, audited in the operators' log.
  const financePayments = createFinancePaymentsService({
    repository: createFinancePaymentsRepository(db),
    payments,
    users,
    operators,
    clock,
  });
  const reviewsRepository = createReviewsRepository(db);
  // Decision 011: settling a checkout places the orders; orders refund their cancellations.
  const orders = createOrdersService({
    repository: createOrdersRepository(db),
    users,
    catalog,
    inventory,
    events,
    payments: providers.payments,
    paymentRecords: payments,
    reviews: createOrderReviews({ repository: reviewsRepository }),
    clock,
  });
  const checkout = createCheckout({ orders, cart, inventory });
  const reviews = createReviewsService({
    repository: reviewsRepository,
    orders,
    catalog,
    users,
    events,
    clock,
  });
  const storefronts = createStorefrontsService({ users, search, reviews });
  // Issue 7: the tax invoice of each paid order, issued when OrderPlaced is delivered; decision 013: the
  // invoices suppliers issue to businesses they deal with.
  const invoices = createInvoicesService({
    repository: createInvoicesRepository(db),
    users,
    orders,
    catalog,
    chats,
    events,
    clock,
  });
  subscribeInvoicesToEvents({ events, invoices });
  // Issue 25, decision 033: disputes on orders; their refunds go through the payments ledger.
  const disputes = createDisputesService({
    repository: createDisputesRepository(db),
    orders,
    refunds: paymentRefunds,
    invoices,
    operators,
    users,
    events,
    storage: providers.storage,
    clock,
  });
  subscribeDisputesToEvents({ events, disputes });
  registerDisputeJobs(jobs, disputes);
  // Decision 013: a buyer pays a supplier's invoice the way it pays a cart.
  const invoicePayments = createInvoicePaymentsService({
    repository: createInvoicePaymentsRepository(),
    events,
  });
  // Decision 016: supplier plans; a paid month is recorded by payments' settlement and invoiced here.
  const plans = createPlansService({
    repository: createPlansRepository(db),
    users,
    catalog,
    payments,
    savedCards,
    invoices,
    platform: config.platform ?? defaultPlatform,
    clock,
    log,
  });
  registerPlanJobs(jobs, plans);
  // Decision 025: one handler per payment purpose, each owned by the module of what is paid for.
  const paymentPurposes = {
    CHECKOUT: checkout,
    INVOICE: invoicePayments.paymentPurpose,
    PLAN: plans.paymentPurpose,
  };
  payments.handlePurposes(paymentPurposes);
  // Decision 014: tenders with sealed offers; an accepted offer's invoice is issued by invoices.
  const tenders = createTendersService({
    repository: createTendersRepository(db),
    users,
    invoices,
    events,
    clock,
  });
  registerTenderJobs(jobs, tenders);
  // Decision 015: group purchases by city; a completed group's invoices are issued by invoices.
  const groupPurchases = createGroupPurchasesService({
    repository: createGroupPurchasesRepository(db),
    catalog,
    inventory,
    users,
    invoices,
    events,
    clock,
  });
  registerGroupPurchaseJobs(jobs, groupPurchases);
  // Issue 24, decision 030: the e-invoice of every tax invoice, signed and submitted by each seller's unit.
  const eInvoicingKey = config.eInvoicing?.key ?? developmentEInvoicingKey;
  if (!config.eInvoicing || config.eInvoicing.isDevelopmentKey) {
    log.warn({}, "e-invoicing: E_INVOICING_KEY is not set; development's fixed key seals the units' keys");
  }
  const eInvoicing = createEInvoicingService({
    repository: createEInvoicingRepository(db),
    invoices,
    users,
    provider: wrapFatoora(providers.fatoora),
    jobs,
    events,
    rateLimiter: createRateLimiter({ db }),
    key: eInvoicingKey,
    clock,
    log,
    platformSellerId: platformAccountId,
  });
  subscribeEInvoicingToEvents({ events, eInvoicing });
  registerEInvoicingJobs(jobs, eInvoicing);
  const wishlist = createWishlistService({
    repository: createWishlistRepository(db),
    catalog,
    search,
    users,
  });
  // Issue 25: reports and takedowns through the modules that own each subject; suppliers' verification
  // composed from users' state and catalog's and orders' counts; the businesses told what was decided.
  const moderation = createModerationService({
    repository: createModerationRepository(db),
    users,
    catalog,
    reviews,
    chats,
    orders,
    notifications,
    operators,
    rateLimiter: createRateLimiter({ db }),
    mailer,
    clock,
    log,
  });
  subscribeModerationToEvents({ events, moderation });
  return {
    providers,
    jobs,
    operators,
    moderation,
    savedCards,
    health: createHealthService({ db }),
    categories,
    users,
    team,
    auth,
    catalog,
    inventory,
    search,
    storefronts,
    reviews,
    wishlist,
    cart,
    orders,
    invoices,
    eInvoicing,
    disputes,
    payments,
    financePayments,
    paymentRefunds,
    paymentPurposes,
    tenders,
    groupPurchases,
    plans,
    events,
    streams,
    notifications,
    chats,
    // Issue 25, decision 034: the marketplace's health for operators, from the owners' aggregates.
    marketplaceHealth: createMarketplaceHealthService({ orders, users, tenders, groupPurchases, clock }),
    // Issue 10: the supplier's overview and analytics, composed from the services that own the data.
    analytics: createAnalyticsService({
      orders,
      invoices,
      reviews,
      wishlist,
      catalog,
      inventory,
      users,
      chats,
      clock,
    }),
    // Issue 10: demand forecasts of a Premium supplier's products, from its orders and paid invoices.
    forecasting: createForecastingService({ users, catalog, orders, invoices, clock }),
  };
}

export type Services = ReturnType<typeof createServices>;
