import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { invoiceInstallments } from '../../../contract/invoices/invoices.schemas.js';
import { cardBrands, paymentStatuses, refundStatuses } from '../../../contract/payments/payments.schemas.js';
import { operators } from '../operators/operators.tables.js';
import { members, users } from '../users/users.tables.js';

export const paymentStatus = pgEnum('payment_status', paymentStatuses);
export const cardBrand = pgEnum('card_brand', cardBrands);
export const invoiceInstallment = pgEnum('invoice_installment', invoiceInstallments);

/** The partial unique indexes that keep one payment in flight per cart, installment and plan. */
export const pendingCheckoutIndex = 'payments_one_pending_checkout';
export const pendingInstallmentIndex = 'payments_one_pending_installment';
export const pendingPlanIndex = 'payments_one_pending_plan';

/**
 * One payment per checkout attempt (decision 011) or per attempt to pay an installment of a supplier's
 * invoice (decision 013). A checkout is created PENDING with the priced cart and its stock reserved, in
 * one transaction; PAID creates the orders in the transaction that marks it; FAILED releases the stock.
 * An invoice payment names its invoice and installment instead of a cart; PAID records the installment
 * on the invoice in the transaction that marks it. `idempotency_key` is the browser's key for the
 * attempt; `charge_id` the provider's charge.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    buyerId: uuid()
      .notNull()
      .references(() => users.id),
    idempotencyKey: uuid().notNull(),
    status: paymentStatus().notNull().default('PENDING'),
    /** Halalas, VAT included: what the provider charges. */
    amount: integer().notNull(),
    /** `sandbox` or `tap`: the provider that holds `charge_id`. */
    provider: text().notNull(),
    chargeId: text(),
    /** The priced cart at checkout, grouped by supplier: what the orders are made of. Null for invoices. */
    cart: jsonb(),
    /**
     * The invoice and installment an invoice payment pays; null otherwise. A key without a foreign key:
     * payments sits below invoices (decision 026); the INVOICE purpose checks the buyer's invoice before
     * the attempt, and invoices, being tax documents, are never deleted.
     */
    invoiceId: uuid(),
    installment: invoiceInstallment(),
    /** Months of Premium a supplier's plan payment buys (decision 016); null otherwise. */
    planMonths: integer(),
    failureCode: text(),
    /** Keep the card used, once the charge says which it was. */
    isSavingCard: boolean().notNull().default(false),
    /**
     * Issue 26: the member who paid (a checkout's orders name them as who placed them; an invoice
     * payment's payer). Null before businesses had members and for payments no person started (renewals).
     */
    placedByMemberId: uuid().references(() => members.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_buyer_idempotency_unique').on(table.buyerId, table.idempotencyKey),
    uniqueIndex('payments_charge_unique').on(table.provider, table.chargeId),
    index('payments_pending_index')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PENDING'`),
    // The reconciler's look for charges made for payments failed without one (issue 19): few rows.
    index('payments_failed_without_charge_index')
      .on(table.settledAt)
      .where(sql`${table.status} = 'FAILED' AND ${table.chargeId} IS NULL`),
    // Decision 011: one payment in flight per thing paid for. A second checkout of the buyer's cart, a
    // second payment of the same installment, or a second Premium month while one is PENDING is refused
    // (mapped to CHECKOUT_IN_PROGRESS, INVOICE_PAYMENT_IN_PROGRESS, PLAN_PAYMENT_IN_PROGRESS).
    // Issue 26: per person's cart (the snapshot's memberId; the founding owner's in older snapshots).
    uniqueIndex(pendingCheckoutIndex)
      .on(table.buyerId, sql`(coalesce(${table.cart} ->> 'memberId', ${table.buyerId}::text))`)
      .where(sql`${table.status} = 'PENDING' AND ${table.cart} IS NOT NULL`),
    uniqueIndex(pendingInstallmentIndex)
      .on(table.invoiceId, table.installment)
      .where(sql`${table.status} = 'PENDING'`),
    uniqueIndex(pendingPlanIndex)
      .on(table.buyerId)
      .where(sql`${table.status} = 'PENDING' AND ${table.planMonths} IS NOT NULL`),
    check('payments_amount_positive', sql`${table.amount} > 0`),
    // A payment pays one thing: a cart, an invoice's installment, or months of Premium.
    check(
      'payments_pays_one_thing',
      sql`num_nonnulls(${table.cart}, ${table.invoiceId}, ${table.planMonths}) = 1 AND (${table.invoiceId} IS NULL) = (${table.installment} IS NULL)`,
    ),
    index().on(table.invoiceId),
    // Finance's list of payments (issue 25): newest first, by status.
    index('payments_created_index').on(table.createdAt.desc(), table.id.desc()),
  ],
);

/** Spec §3 Saved card, without the number or the security code: the provider's token and what is shown. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    buyerId: uuid()
      .notNull()
      .references(() => users.id),
    provider: text().notNull(),
    /** The provider's ids: Tap's card and customer ids; the sandbox's own token. */
    providerCardId: text().notNull(),
    providerCustomerId: text(),
    brand: cardBrand().notNull(),
    last4: text().notNull(),
    expiryMonth: integer().notNull(),
    expiryYear: integer().notNull(),
    holderName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.buyerId)],
);

export const refundStatus = pgEnum('refund_status', refundStatuses);

/**
 * Issue 25, decision 033: the refund ledger. Every refund of a captured payment (a dispute's, in full or
 * in part) is written here PENDING, in the transaction that locks its payment and checks what is left
 * (captured − PENDING − SUCCEEDED), before the provider is asked; the provider carries our id as its
 * reference, so a crash between the commit and the answer is recovered by asking for the refund by it
 * (the payments reconciler). `purpose_key` names what is refunded (`DISPUTE:<id>`): unique, so the same
 * thing is never refunded twice, whoever asks and however often.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id),
    /** Halalas. */
    amount: integer().notNull(),
    reason: text().notNull(),
    purposeKey: text().notNull(),
    status: refundStatus().notNull().default('PENDING'),
    /** The provider's refund id, once it answered. */
    providerRefundId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_refunds_purpose_unique').on(table.purposeKey),
    index().on(table.paymentId),
    index('payment_refunds_pending_index')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PENDING'`),
    check('payment_refunds_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * Issue 25, decision 034: finance's word that a payment the reconciler could not settle was looked into
 * and needs nothing more (the note says what was done, with the provider or the business). Append-only:
 * a second resolution adds a row. The audit log holds the same action (PAYMENT_RESOLVED).
 */
export const paymentResolutions = pgTable(
  'payment_resolutions',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id),
    operatorId: uuid()
      .notNull()
      .references(() => operators.id),
    note: text().notNull(),
    resolvedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.paymentId, table.resolvedAt)],
);
