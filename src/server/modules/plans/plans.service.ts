import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Invoice } from '../../../contract/invoices/invoices.schemas.js';
import {
  basicPlanLimits,
  premiumMonthlyPrice,
  premiumMonthlyTotal,
  premiumMonthlyVat,
  premiumTrialDays,
  type Plan,
  type UpgradePlanBodySchema,
} from '../../../contract/plans/plans.schemas.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Page } from '../../platform/pagination/page.js';
import { addRiyadhMonths, dayMs } from '../../platform/time/riyadh-time.js';
import type { Clock } from '../../platform/time/clock.js';
import type { InvoicesQuery, InvoicesService } from '../invoices/invoices.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { PaymentPurposeHandlers, PaymentsService } from '../payments/payments.service.js';
import type { SavedCardsService } from '../payments/saved-cards.service.js';
import type { UsersService } from '../users/users.service.js';
import type { PlansRepository } from './plans.repository.js';
import type { PlanSubscriptionRow } from './plans.tables.js';

export type UpgradePlanInput = z.output<typeof UpgradePlanBodySchema>;

/** The platform's own business, the seller of its plan invoices (saudi.md); it never signs in. */
export interface PlatformSeller {
  registrationNumber: string;
  vatNumber: string;
}

/** Decision 016: a fixed id, so every node finds the same platform account. */
export const platformAccountId = '7a3e0000-0000-4000-8000-000000000001';

/** Ended periods the job settles in one transaction. */
const endBatchSize = 20;

interface Log {
  warn(details: object, message: string): void;
}

/** Whether a supplier's listings fit Basic (spec §6: 10 products, 3 services, non-deleted). */
const isWithinBasic = (usage: { products: number; services: number }) =>
  usage.products <= basicPlanLimits.PRODUCT && usage.services <= basicPlanLimits.SERVICE;

/**
 * The idempotency key of the charge renewing the period that ends at `premiumUntil`: the same for every
 * node and pass, so the payments' unique key makes the renewal charge happen once (a UUID-shaped SHA-256).
 */
export function renewalKeyOf(supplierId: string, premiumUntil: Date): string {
  const hex = createHash('sha256')
    .update(`plan-renewal:${supplierId}:${premiumUntil.toISOString()}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Issue 10, decision 016: supplier plans. The supplier's plan and status live on its supplier row (the
 * listings' limits and visibility read them); this service moves them, always under the lock of the
 * supplier's subscription row: the trial, a paid month (recorded in the payment's settling transaction),
 * cancelling and resuming the renewal, the end of a period (renewed with the saved card, or back to
 * Basic — INACTIVE while over Basic's limits), and becoming ACTIVE again once within them.
 */
export function createPlansService({
  repository,
  users,
  catalog,
  payments,
  savedCards,
  invoices,
  platform,
  clock,
  log,
}: {
  repository: PlansRepository;
  users: Pick<UsersService, 'getPlanState' | 'setPlanState' | 'ensurePlatformAccount'>;
  catalog: Pick<CatalogService, 'countListings'>;
  /** Pays a month of Premium; settles it through `paymentPurpose` (decision 025). */
  payments: Pick<PaymentsService, 'payPlan' | 'findPlanPayment'>;
  savedCards: Pick<SavedCardsService, 'findNewestUsableCard'>;
  invoices: Pick<InvoicesService, 'issueForPlan' | 'listBuyerInvoices' | 'getBuyerInvoice'>;
  platform: PlatformSeller;
  clock: Clock;
  log: Log;
}) {
  /** Back to Basic at the end of a period: INACTIVE while the listings exceed Basic's limits. */
  async function endPremium(tx: DbExecutor, supplierId: string): Promise<void> {
    await repository.update(tx, supplierId, { premiumUntil: null, source: null, isRenewing: true });
    const usage = await catalog.countListings(supplierId, tx);
    await users.setPlanState(tx, supplierId, {
      plan: 'BASIC',
      status: isWithinBasic(usage) ? 'ACTIVE' : 'INACTIVE',
    });
  }

  /** Ends the period that ended at `premiumUntil`, unless a payment moved it meanwhile. */
  async function endPeriodOf(supplierId: string, premiumUntil: Date): Promise<void> {
    await repository.transaction(async (tx) => {
      const subscription = await repository.lockBySupplierId(tx, supplierId);
      if (subscription.premiumUntil?.getTime() === premiumUntil.getTime()) await endPremium(tx, supplierId);
    });
  }

  /**
   * Renews a paid period that ended: charges the newest usable saved card once (the key is the
   * period's), then ends the period when the charge failed or there is no card. A captured charge has
   * already extended it (`recordPremiumPayment`); a charge still pending is settled by the payments
   * reconciler, and the next pass looks again.
   */
  async function renew(subscription: PlanSubscriptionRow): Promise<void> {
    const { supplierId } = subscription;
    const premiumUntil = subscription.premiumUntil!;
    const key = renewalKeyOf(supplierId, premiumUntil);
    if (!(await payments.findPlanPayment(supplierId, key))) {
      const card = await savedCards.findNewestUsableCard(supplierId);
      if (!card) return endPeriodOf(supplierId, premiumUntil);
      try {
        await payments.payPlan(
          supplierId,
          { idempotencyKey: key, savedCardId: card.id, saveCard: false },
          'RENEWAL',
        );
      } catch (error) {
        // Refused by the provider: the payment is FAILED below. Anything else: the next pass tries again.
        if (!(error instanceof AppError)) throw error;
      }
    }
    const payment = await payments.findPlanPayment(supplierId, key);
    if (!payment || payment.status === 'FAILED') await endPeriodOf(supplierId, premiumUntil);
  }

  /**
   * Decision 016, in the transaction that writes a Premium payment: the supplier's plan is locked, so
   * the payment is written after any month being recorded (`recordPremiumPayment` takes the same lock)
   * and a second upgrade arriving with the first sees the month it bought. An upgrade is refused while
   * a paid month runs (its renewal is the job's); the job's renewal is what pays on top of one.
   */
  async function lockPlanForPayment(
    tx: DbExecutor,
    supplierId: string,
    { isRenewal }: { isRenewal: boolean },
  ): Promise<void> {
    const subscription = await repository.lockBySupplierId(tx, supplierId);
    // A paid month is Premium until the job ends it: `source` is PAID exactly while it runs.
    if (!isRenewal && subscription.source === 'PAID') throw new AppError('PLAN_ALREADY_PREMIUM');
  }

  /**
   * Decision 016, in the transaction that settles a captured plan payment: the paid months follow the
   * current period (the trial's, or the paid month being renewed) or start now, the supplier is Premium
   * and ACTIVE, and the platform issues its tax invoice for them.
   */
  async function recordPremiumPayment(
    tx: DbExecutor,
    payment: { supplierId: string; months: number; paymentId: string },
  ): Promise<void> {
    const now = clock.now();
    const subscription = await repository.lockBySupplierId(tx, payment.supplierId);
    // A renewal continues the paid month it renews, even charged a little after it ended, so months
    // follow each other without drifting; a month bought during the trial starts when the trial ends.
    const { premiumUntil, source } = subscription;
    const start = premiumUntil && (premiumUntil > now || source === 'PAID') ? premiumUntil : now;
    const end = addRiyadhMonths(start, payment.months);
    await repository.update(tx, payment.supplierId, {
      premiumUntil: end,
      source: 'PAID',
      isRenewing: true,
    });
    await users.setPlanState(tx, payment.supplierId, { plan: 'PREMIUM', status: 'ACTIVE' });
    await ensurePlatformAccount(tx);
    await invoices.issueForPlan(tx, {
      platformId: platformAccountId,
      supplierId: payment.supplierId,
      months: payment.months,
      monthlyPrice: premiumMonthlyPrice,
      periodStart: start,
      periodEnd: end,
    });
  }

  /** The platform's account, the seller of the Premium invoices, made when first needed. */
  async function ensurePlatformAccount(tx: DbExecutor) {
    await users.ensurePlatformAccount(tx, {
      id: platformAccountId,
      email: 'billing@platform.tawrid.invalid',
      name: 'Tawrid',
      businessName: 'منصة توريد | Tawrid',
      nationalId: '0000000000',
      registrationNumber: platform.registrationNumber,
      vatNumber: platform.vatNumber,
      city: 'الرياض',
    });
  }

  /** Decision 025: payments' handler of the PLAN purpose: a month of Premium, 50 SAR plus VAT. */
  const paymentPurpose: PaymentPurposeHandlers['PLAN'] = {
    attempt: (supplierId, { reason }) => ({
      isSame: (row) => row.planMonths !== null,
      paidThing: { kind: 'PLAN', buyerId: supplierId },
      prepare: async () => async (tx, insertPending) => {
        await lockPlanForPayment(tx, supplierId, { isRenewal: reason === 'RENEWAL' });
        return {
          row: await insertPending({ amount: premiumMonthlyTotal, cart: null, planMonths: 1 }),
          description: 'Tawrid Premium (1 month)',
        };
      },
    }),
    async recordCaptured(tx, payment) {
      // A payment of Premium always names its months (payments' row check).
      await recordPremiumPayment(tx, {
        supplierId: payment.buyerId,
        months: payment.planMonths!,
        paymentId: payment.id,
      });
      return undefined;
    },
  };

  return {
    paymentPurpose,

    /**
     * Issue 24: the platform's account exists (its e-invoicing unit is onboarded before its first
     * Premium invoice: `npm run e-invoicing:onboard-platform`); answers its id.
     */
    async ensurePlatformAccount(): Promise<string> {
      await repository.transaction((tx) => ensurePlatformAccount(tx));
      return platformAccountId;
    },

    /** `GET /api/suppliers/me/plan`: the plan page. */
    async getPlan(supplierId: string): Promise<Plan> {
      const [state, subscription, usage, card] = await Promise.all([
        users.getPlanState(supplierId),
        repository.findBySupplierId(supplierId),
        catalog.countListings(supplierId),
        savedCards.findNewestUsableCard(supplierId),
      ]);
      const isPremium = state.plan === 'PREMIUM' && subscription?.premiumUntil;
      return {
        plan: state.plan,
        supplierStatus: state.status,
        source: isPremium ? subscription.source : null,
        premiumUntil: isPremium ? subscription.premiumUntil!.toISOString() : null,
        isRenewing: Boolean(isPremium && subscription.source === 'PAID' && subscription.isRenewing),
        canStartTrial: state.plan === 'BASIC' && !subscription?.trialStartedAt,
        renewalCard: card,
        price: { net: premiumMonthlyPrice, vat: premiumMonthlyVat, total: premiumMonthlyTotal },
        limits: { products: basicPlanLimits.PRODUCT, services: basicPlanLimits.SERVICE },
        usage,
        isOverBasicLimits: !isWithinBasic(usage),
      };
    },

    /** Spec §4, §9: Premium free for 30 days, once per supplier, from Basic. */
    async startTrial(supplierId: string): Promise<Plan> {
      const now = clock.now();
      await repository.transaction(async (tx) => {
        const subscription = await repository.lockBySupplierId(tx, supplierId);
        if (subscription.trialStartedAt) throw new AppError('PLAN_TRIAL_USED');
        if ((await users.getPlanState(supplierId, tx)).plan === 'PREMIUM') {
          throw new AppError('PLAN_ALREADY_PREMIUM');
        }
        await repository.update(tx, supplierId, {
          trialStartedAt: now,
          premiumUntil: new Date(now.getTime() + premiumTrialDays * dayMs),
          source: 'TRIAL',
          isRenewing: false,
        });
        await users.setPlanState(tx, supplierId, { plan: 'PREMIUM', status: 'ACTIVE' });
      });
      return this.getPlan(supplierId);
    },

    /**
     * Pays a month of Premium from Basic or during the trial (the paid month follows the trial's end). A
     * new card is saved: the next month renews with it. A supplier on a paid month has nothing to buy
     * (PLAN_ALREADY_PREMIUM, checked under the plan's lock by `lockPlanForPayment`).
     */
    async upgrade(supplierId: string, body: UpgradePlanInput) {
      return payments.payPlan(supplierId, { ...body, saveCard: body.card !== undefined }, 'UPGRADE');
    },

    /** Premium then ends at the end of the paid month (spec: cancellation at period end). */
    async cancelRenewal(supplierId: string): Promise<Plan> {
      const subscription = await repository.findBySupplierId(supplierId);
      if (subscription?.source !== 'PAID') throw new AppError('PLAN_NOT_PAID');
      await repository.setRenewing(supplierId, false);
      return this.getPlan(supplierId);
    },

    async resumeRenewal(supplierId: string): Promise<Plan> {
      const subscription = await repository.findBySupplierId(supplierId);
      if (subscription?.source !== 'PAID') throw new AppError('PLAN_NOT_PAID');
      await repository.setRenewing(supplierId, true);
      return this.getPlan(supplierId);
    },

    /**
     * Spec §4: a supplier INACTIVE for having more listings than Basic allows is ACTIVE again once it has
     * removed enough of them (called after a listing is deleted).
     */
    async reactivateWithinLimits(supplierId: string): Promise<void> {
      await repository.transaction(async (tx) => {
        await repository.lockBySupplierId(tx, supplierId);
        const state = await users.getPlanState(supplierId, tx);
        if (state.status !== 'INACTIVE' || state.plan !== 'BASIC') return;
        if (isWithinBasic(await catalog.countListings(supplierId, tx))) {
          await users.setPlanState(tx, supplierId, { status: 'ACTIVE' });
        }
      });
    },

    /** The platform's invoices to the supplier for its Premium months, newest first. */
    listPlanInvoices: (supplierId: string, query: Omit<InvoicesQuery, 'kind'>): Promise<Page<Invoice>> =>
      invoices.listBuyerInvoices(supplierId, { ...query, kind: 'SUBSCRIPTION' }),

    async getPlanInvoice(supplierId: string, id: string): Promise<Invoice> {
      const invoice = await invoices.getBuyerInvoice(supplierId, id);
      if (invoice.kind !== 'SUBSCRIPTION') throw new AppError('NOT_FOUND');
      return invoice;
    },

    /**
     * Decision 016's job, every minute on every node: Premium periods that ended are claimed in batches
     * (`SKIP LOCKED`: two nodes never end the same one). A trial, or a paid month the supplier cancelled,
     * ends: back to Basic. A paid month renews: charged once with the saved card, outside the claiming
     * transaction (no lock is held while the provider answers). Answers how many periods it ended or
     * renewed.
     */
    async endOrRenewPeriods(): Promise<number> {
      const now = clock.now();
      let after: Pick<PlanSubscriptionRow, 'supplierId' | 'premiumUntil'> | undefined;
      let handled = 0;
      for (;;) {
        const renewals = await repository.transaction(async (tx) => {
          const claimed = await repository.claimEnded(tx, { now, after, limit: endBatchSize });
          after = claimed.at(-1);
          const toRenew = claimed.filter((row) => row.source === 'PAID' && row.isRenewing);
          for (const row of claimed) if (!toRenew.includes(row)) await endPremium(tx, row.supplierId);
          handled += claimed.length - toRenew.length;
          return { toRenew, isLast: claimed.length < endBatchSize };
        });
        for (const row of renewals.toRenew) {
          try {
            await renew(row);
            handled += 1;
          } catch (error) {
            log.warn({ err: error, supplierId: row.supplierId }, 'plan renewal failed; next run');
          }
        }
        if (renewals.isLast) return handled;
      }
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
