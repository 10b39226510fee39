import { integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.tables.js';
import { users } from '../users/users.tables.js';

/** A buyer's cart: one row per product (adding again adds to the quantity). Prices are read at use. */
export const cartItems = pgTable(
  'cart_items',
  {
    buyerId: uuid()
      .notNull()
      .references(() => users.id),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    quantity: integer().notNull(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.buyerId, table.productId] })],
);
