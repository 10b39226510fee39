import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products, services } from '../catalog/catalog.tables.js';
import { users } from '../users/users.tables.js';

/** A buyer's saved product or service (spec §4 Wishlist toggle). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    buyerId: uuid()
      .notNull()
      .references(() => users.id),
    productId: uuid().references(() => products.id),
    serviceId: uuid().references(() => services.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wishlist_items_buyer_product_unique').on(table.buyerId, table.productId),
    uniqueIndex('wishlist_items_buyer_service_unique').on(table.buyerId, table.serviceId),
    index().on(table.productId),
    index().on(table.serviceId),
    check('wishlist_items_one_listing', sql`(${table.productId} IS NULL) <> (${table.serviceId} IS NULL)`),
  ],
);
