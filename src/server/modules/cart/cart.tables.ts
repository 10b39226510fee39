import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.tables.js';
import { members, users } from '../users/users.tables.js';

/**
 * A person's cart (issue 26: each member of a business fills their own): one row per product (adding again
 * adds to the quantity). `buyer_id` is the business the orders will belong to. Prices are read at use.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    buyerId: uuid()
      .notNull()
      .references(() => users.id),
    memberId: uuid()
      .notNull()
      .references(() => members.id),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    quantity: integer().notNull(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.productId] }), index().on(table.buyerId)],
);
