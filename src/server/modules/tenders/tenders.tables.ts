import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { offerStatuses, responseDeadlineOptions } from '../../../contract/tenders/tenders.schemas.js';
import { invoices } from '../invoices/invoices.tables.js';
import { members, users } from '../users/users.tables.js';

export const responseDeadlineOption = pgEnum('response_deadline_option', responseDeadlineOptions);
/**
 * What is stored; OPEN and EVALUATING are told apart by the clock against the submission deadline. A
 * DRAFT (issue 26) waits for an approver: no supplier sees it, no job touches it.
 */
export const tenderStatus = pgEnum('tender_status', ['DRAFT', 'OPEN', 'AWARDED', 'CLOSED']);
export const offerStatus = pgEnum('offer_status', offerStatuses);

/**
 * Spec §3 Tender (decision 014): published when created by an approver or owner, else a DRAFT until one
 * publishes it (issue 26); `number` makes the reference number.
 */
export const tenders = pgTable(
  'tenders',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    number: bigserial({ mode: 'number' }).notNull().unique(),
    creatorId: uuid()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    mainActivity: text().notNull(),
    organizationName: text().notNull(),
    /** Null while a draft. */
    publishedAt: timestamp({ withTimezone: true }),
    /** When it was first saved (a draft) or published. */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Issue 26: halalas, the business's own estimate; an approver's order limit caps it at publishing. */
    estimatedBudget: integer(),
    /** Issue 26: the member who wrote it, and the one who published it. */
    createdBy: uuid().references(() => members.id),
    publishedBy: uuid().references(() => members.id),
    submissionDeadline: timestamp({ withTimezone: true }).notNull(),
    responseDeadlineOption: responseDeadlineOption().notNull(),
    responseDeadline: timestamp({ withTimezone: true }).notNull(),
    status: tenderStatus().notNull().default('OPEN'),
    /** When it was awarded or closed. */
    decidedAt: timestamp({ withTimezone: true }),
    /**
     * When the creator was told how many offers arrived (issue 19, decision 014): null until the deadline
     * job has announced it, exactly once, in the transaction that set this.
     */
    offersAnnouncedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index().on(table.status, table.submissionDeadline),
    index().on(table.creatorId, table.createdAt.desc()),
    // The closing job's claim: tenders still OPEN past their response deadline.
    index('tenders_to_close_index')
      .on(table.responseDeadline)
      .where(sql`${table.status} = 'OPEN'`),
    // The deadline job's claim: tenders past their submission deadline whose offers are not announced.
    index('tenders_to_announce_index')
      .on(table.submissionDeadline)
      .where(sql`${table.offersAnnouncedAt} IS NULL`),
    check('tenders_deadlines_in_order', sql`${table.responseDeadline} > ${table.submissionDeadline}`),
    check(
      'tenders_published_unless_draft',
      // As text: the migration that adds DRAFT to the enum cannot use the new value in its transaction.
      sql`(${table.status}::text = 'DRAFT') = (${table.publishedAt} IS NULL)`,
    ),
    check('tenders_estimated_budget_positive', sql`${table.estimatedBudget} > 0`),
  ],
);

/** Spec §3 Offer: one per supplier per tender, sealed until the tender's submission deadline. */
export const tenderOffers = pgTable(
  'tender_offers',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id),
    supplierId: uuid()
      .notNull()
      .references(() => users.id),
    /** Halalas before VAT. */
    amount: integer().notNull(),
    completionDate: date({ mode: 'string' }).notNull(),
    technicalDetails: text().notNull(),
    executionPlan: text().notNull(),
    notes: text().notNull().default(''),
    status: offerStatus().notNull().default('SUBMITTED'),
    /**
     * The supplier's invoice to the tender's creator, issued when the offer is ACCEPTED (decision 014).
     * Tenders records it, not invoices: invoicing knows nothing of tenders (decision 026).
     */
    invoiceId: uuid().references(() => invoices.id),
    /** Issue 26: the supplier's member who submitted it (or last replaced it). */
    submittedBy: uuid().references(() => members.id),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('tender_offers_one_per_supplier').on(table.tenderId, table.supplierId),
    uniqueIndex('tender_offers_invoice_unique').on(table.invoiceId),
    index().on(table.supplierId, table.submittedAt.desc()),
    check('tender_offers_amount_positive', sql`${table.amount} > 0`),
  ],
);
