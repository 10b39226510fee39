import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  groupCancelReasons,
  groupPurchaseStatuses,
} from '../../../contract/group-purchases/group-purchases.schemas.js';
import { products } from '../catalog/catalog.tables.js';
import { invoices } from '../invoices/invoices.tables.js';
import { users } from '../users/users.tables.js';

export const groupPurchaseStatus = pgEnum('group_purchase_status', groupPurchaseStatuses);
export const groupCancelReason = pgEnum('group_cancel_reason', groupCancelReasons);

/**
 * One group purchase of a product in one city (decision 015). The terms are copied from the product when
 * the group starts, so members keep the price and targets they joined for. `member_count` and
 * `total_quantity` change only under the row's lock, in the transaction that adds or removes a member.
 */
export const groupPurchases = pgTable(
  'group_purchases',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    supplierId: uuid()
      .notNull()
      .references(() => users.id),
    /** The city as its first member wrote it, and the key buyers' cities are compared by (`cityKeyOf`). */
    city: text().notNull(),
    cityKey: text().notNull(),
    status: groupPurchaseStatus().notNull().default('OPEN'),
    cancelReason: groupCancelReason(),
    /** Halalas per unit before VAT: the group price and the standard price when it started. */
    unitPrice: integer().notNull(),
    standardPrice: integer().notNull(),
    buyersRequired: integer().notNull(),
    minQuantity: integer().notNull(),
    memberCount: integer().notNull().default(0),
    totalQuantity: integer().notNull().default(0),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    deadline: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // Spec: at most one open group per product and city; parallel starts make one group.
    uniqueIndex('group_purchases_one_open_per_city')
      .on(table.productId, table.cityKey)
      .where(sql`${table.status} = 'OPEN'`),
    index('group_purchases_to_close_index')
      .on(table.deadline)
      .where(sql`${table.status} = 'OPEN'`),
    index().on(table.supplierId, table.startedAt.desc()),
    check('group_purchases_group_price_below', sql`${table.unitPrice} < ${table.standardPrice}`),
    check('group_purchases_counts', sql`${table.memberCount} >= 0 AND ${table.totalQuantity} >= 0`),
    check(
      'group_purchases_cancel_reason',
      sql`(${table.status} = 'CANCELLED') = (${table.cancelReason} IS NOT NULL)`,
    ),
  ],
);

/** A buyer's place in a group: one per buyer (spec: each joins once), with its quantity. */
export const groupPurchaseMembers = pgTable(
  'group_purchase_members',
  {
    groupPurchaseId: uuid()
      .notNull()
      .references(() => groupPurchases.id),
    buyerId: uuid()
      .notNull()
      .references(() => users.id),
    quantity: integer().notNull(),
    joinedAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * The member's invoice at the group price, issued when the group completes (decision 015). Group
     * purchases records it, not invoices: invoicing knows nothing of groups (decision 026).
     */
    invoiceId: uuid().references(() => invoices.id),
  },
  (table) => [
    primaryKey({ columns: [table.groupPurchaseId, table.buyerId] }),
    index().on(table.buyerId, table.joinedAt.desc()),
    uniqueIndex('group_purchase_members_invoice_unique').on(table.invoiceId),
    check('group_purchase_members_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

export type GroupPurchaseRow = typeof groupPurchases.$inferSelect;
export type GroupPurchaseMemberRow = typeof groupPurchaseMembers.$inferSelect;
