import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { serviceAvailabilities } from '../../../contract/catalog/listings.schemas.js';
import { categories } from '../catalog/categories.tables.js';
import { users } from '../users/users.tables.js';

export const serviceAvailability = pgEnum('service_availability', serviceAvailabilities);

const listingColumns = () => ({
  id: uuid()
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  supplierId: uuid()
    .notNull()
    .references(() => users.id),
  categoryId: uuid()
    .notNull()
    .references(() => categories.id),
  name: text().notNull(),
  description: text().notNull().default(''),
  /** Halalas. */
  price: integer().notNull(),
  isPublished: boolean().notNull().default(false),
  /** Kept when averages arrive with reviews; 0 until then. */
  avgRating: numeric({ precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
  ratingsCount: integer().notNull().default(0),
  /** Soft delete: orders and invoices keep pointing at the row (issue: delete is soft). */
  deletedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    ...listingColumns(),
    caseQuantity: integer().notNull(),
    minOrderQuantity: integer().notNull(),
    maxOrderQuantity: integer(),
    stock: integer().notNull(),
    isGroupPurchaseEnabled: boolean().notNull().default(false),
    groupMinQuantity: integer(),
    groupDeadlineDays: integer(),
    groupPrice: integer(),
  },
  (table) => [
    index().on(table.supplierId),
    index()
      .on(table.categoryId)
      .where(sql`${table.isPublished} AND ${table.deletedAt} IS NULL`),
    check('products_price_positive', sql`${table.price} > 0`),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
  ],
);

export const services = pgTable(
  'services',
  {
    ...listingColumns(),
    isPriceNegotiable: boolean().notNull().default(false),
    availability: serviceAvailability().notNull(),
  },
  (table) => [
    index().on(table.supplierId),
    index()
      .on(table.categoryId)
      .where(sql`${table.isPublished} AND ${table.deletedAt} IS NULL`),
    check('services_price_positive', sql`${table.price} > 0`),
  ],
);

/** Up to 3 images per listing, in order; each stored re-encoded with a thumbnail. */
export const listingImages = pgTable(
  'listing_images',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    productId: uuid().references(() => products.id),
    serviceId: uuid().references(() => services.id),
    position: integer().notNull(),
    key: text().notNull(),
    thumbnailKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.productId, table.position),
    index().on(table.serviceId, table.position),
    check('listing_images_one_owner', sql`(${table.productId} IS NULL) <> (${table.serviceId} IS NULL)`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type ListingImageRow = typeof listingImages.$inferSelect;
