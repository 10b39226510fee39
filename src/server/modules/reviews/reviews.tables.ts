import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.tables.js';
import { orders } from '../orders/orders.tables.js';
import { users } from '../users/users.tables.js';

/**
 * A buyer's review after a completed order (spec §4): one for the supplier (company) per order, and one
 * per ordered product — `product_id` null is the supplier's review. Written once.
 */
export const reviews = pgTable(
  'reviews',
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
    productId: uuid().references(() => products.id),
    rating: integer().notNull(),
    text: text().notNull().default(''),
    /** Taken down by an operator on a report (issue 25): listed nowhere, counted in no rating. */
    hiddenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_order_supplier_unique')
      .on(table.orderId)
      .where(sql`${table.productId} IS NULL`),
    uniqueIndex('reviews_order_product_unique').on(table.orderId, table.productId),
    index().on(table.productId, table.createdAt.desc()),
    index().on(table.supplierId, table.createdAt.desc()),
    check('reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);
