import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  disputeDecisions,
  disputeEventKinds,
  disputeReasons,
  disputeSides,
  disputeStatuses,
} from '../../../contract/disputes/disputes.schemas.js';
import { orders } from '../orders/orders.tables.js';
import { paymentRefunds, payments } from '../payments/payments.tables.js';
import { users } from '../users/users.tables.js';

export const disputeStatus = pgEnum('dispute_status', disputeStatuses);
export const disputeReason = pgEnum('dispute_reason', disputeReasons);
export const disputeDecision = pgEnum('dispute_decision', disputeDecisions);
export const disputeSide = pgEnum('dispute_side', disputeSides);
export const disputeEventKind = pgEnum('dispute_event_kind', disputeEventKinds);

/** The index that keeps one dispute in progress per order (DISPUTE_ALREADY_OPEN). */
export const oneOpenDisputeIndex = 'disputes_one_open_per_order';

/**
 * Issue 25, decision 033: a buyer's dispute of one order. The buyer, supplier, payment and total are the
 * order's, copied when opened (an order's parties and total never change). A decision is taken once:
 * `decision`, its amount and reason, who took it (the supplier accepting, or an operator); a refund goes
 * through the payments ledger (`refund_id`, purpose `DISPUTE:<id>`), and `refunded_amount` is set when
 * the provider confirms it. Money in halalas.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    buyerId: uuid()
      .notNull()
      .references(() => users.id),
    supplierId: uuid()
      .notNull()
      .references(() => users.id),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id),
    status: disputeStatus().notNull().default('AWAITING_SUPPLIER'),
    reason: disputeReason().notNull(),
    description: text().notNull(),
    amountAsked: integer().notNull(),
    orderTotal: integer().notNull(),
    supplierDeadline: timestamp({ withTimezone: true }).notNull(),
    decision: disputeDecision(),
    decisionAmount: integer(),
    decisionReason: text(),
    /** SUPPLIER (it accepted the refund asked) or OPERATOR. */
    decidedBy: disputeSide(),
    /** The operator who decided; no foreign key: operators sit below every module and keep their rows. */
    decidedByOperatorId: uuid(),
    decidedAt: timestamp({ withTimezone: true }),
    refundId: uuid().references(() => paymentRefunds.id),
    refundedAmount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex(oneOpenDisputeIndex)
      .on(table.orderId)
      .where(sql`${table.status} IN ('AWAITING_SUPPLIER', 'AWAITING_OPERATOR', 'REFUND_PENDING')`),
    index().on(table.buyerId),
    index().on(table.supplierId),
    // The operators' queue and the deadline job.
    index().on(table.status, table.createdAt),
    index('disputes_awaiting_supplier_deadline')
      .on(table.supplierDeadline)
      .where(sql`${table.status} = 'AWAITING_SUPPLIER'`),
    check(
      'disputes_amount_asked',
      sql`${table.amountAsked} > 0 AND ${table.amountAsked} <= ${table.orderTotal}`,
    ),
    check(
      'disputes_refunded_amount',
      sql`${table.refundedAmount} >= 0 AND ${table.refundedAmount} <= ${table.orderTotal}`,
    ),
  ],
);

/** The dispute's timeline: what each side said and did, and what the platform did, oldest first. */
export const disputeEvents = pgTable(
  'dispute_events',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    disputeId: uuid()
      .notNull()
      .references(() => disputes.id),
    kind: disputeEventKind().notNull(),
    side: disputeSide().notNull(),
    /** The business or operator who acted; null for the platform. */
    actorId: uuid(),
    text: text(),
    decision: disputeDecision(),
    amount: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.disputeId, table.createdAt)],
);

/** Photos of either side, stored privately under `disputes/` (never served by the public files route). */
export const disputePhotos = pgTable(
  'dispute_photos',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    disputeId: uuid()
      .notNull()
      .references(() => disputes.id),
    side: disputeSide().notNull(),
    uploadedById: uuid()
      .notNull()
      .references(() => users.id),
    imageKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.disputeId)],
);
