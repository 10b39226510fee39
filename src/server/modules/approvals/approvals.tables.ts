import { sql } from 'drizzle-orm';
import {
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
import { approvalStatuses } from '../../../contract/approvals/approvals.schemas.js';
import { payments } from '../payments/payments.tables.js';
import { members, users } from '../users/users.tables.js';

export const approvalStatus = pgEnum('approval_status', approvalStatuses);

/** The partial unique index that keeps one PENDING request per person. */
export const onePendingRequestIndex = 'approval_requests_one_pending';

/**
 * Issue 26: a person's cart sent for approval because its total is above their order limit. `basket` is
 * the cart as priced when sent (ApprovalBasket, halalas), `total` its total with VAT and delivery. Only a
 * conditional update moves the status (WHERE status = …), so two approvers deciding at once decide once.
 * `payment_id` is the checkout paying the approved basket (set in that payment's transaction); ORDERED
 * once it is paid.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    businessId: uuid()
      .notNull()
      .references(() => users.id),
    requesterId: uuid()
      .notNull()
      .references(() => members.id),
    status: approvalStatus().notNull().default('PENDING'),
    note: text(),
    basket: jsonb().notNull(),
    total: integer().notNull(),
    decidedById: uuid().references(() => members.id),
    declineReason: text(),
    decidedAt: timestamp({ withTimezone: true }),
    paymentId: uuid().references(() => payments.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex(onePendingRequestIndex)
      .on(table.requesterId)
      .where(sql`${table.status} = 'PENDING'`),
    index('approval_requests_business_created_index').on(
      table.businessId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('approval_requests_requester_created_index').on(
      table.requesterId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index().on(table.paymentId),
  ],
);
