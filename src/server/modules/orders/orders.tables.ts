import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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
import { orderStatuses } from '../../../contract/orders/orders.schemas.js';
import { products } from '../catalog/catalog.tables.js';
import { payments } from '../payments/payments.tables.js';
import { members, users } from '../users/users.tables.js';

export const orderStatus = pgEnum('order_status', orderStatuses);

/**
 * One order per supplier per paid checkout (spec §3 Order). Amounts in halalas, fixed when paid: the
 * lines' totals, the supplier's delivery fee, VAT (15% per line and on the fee, half up) and the total.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Sequence behind the human reference (`TW-<year>-<number>`). */
    number: bigserial({ mode: 'number' }).notNull(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id),
    buyerId: uuid()
      .notNull()
      .references(() => users.id),
    supplierId: uuid()
      .notNull()
      .references(() => users.id),
    status: orderStatus().notNull().default('PENDING'),
    productsTotal: integer().notNull(),
    deliveryFee: integer().notNull(),
    /**
     * Decision 018: whether the supplier was VAT-registered when the cart was priced (false: no VAT, a
     * plain invoice), and its VAT number then. Orders placed before the rule were charged VAT: true,
     * with no number recorded (the invoice read the supplier's).
     */
    isVatRegistered: boolean().notNull().default(true),
    sellerVatNumber: text(),
    vat: integer().notNull(),
    totalPrice: integer().notNull(),
    isPaid: boolean().notNull().default(true),
    /** Issue 26: the buyer's member who placed it (its checkout's payer); null before members. */
    placedByMemberId: uuid().references(() => members.id),
    /** Issue 26: the supplier's member who shipped it; null until shipped, and before members. */
    shippedByMemberId: uuid().references(() => members.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // A payment makes one order per supplier, once: a replayed callback cannot make a second.
    uniqueIndex('orders_payment_supplier_unique').on(table.paymentId, table.supplierId),
    index().on(table.buyerId, table.createdAt.desc()),
    index().on(table.supplierId, table.createdAt.desc()),
    // Marketplace health (decision 034): a period's orders by placed time, with what its totals sum.
    index('orders_placed_index').on(
      table.createdAt,
      table.status,
      table.isPaid,
      table.totalPrice,
      table.buyerId,
      table.supplierId,
    ),
    check(
      'orders_total_adds_up',
      sql`${table.totalPrice} = ${table.productsTotal} + ${table.deliveryFee} + ${table.vat}`,
    ),
  ],
);

/** What was bought, as it was when paid (name, image and price are copied: listings change later). */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    /** The names it was sold under, in both languages (decision 027); null where the listing had none. */
    nameAr: text(),
    nameEn: text(),
    imageKey: text(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    total: integer().notNull(),
    vat: integer().notNull(),
  },
  (table) => [
    index().on(table.orderId),
    check('order_items_total', sql`${table.total} = ${table.unitPrice} * ${table.quantity}`),
  ],
);
