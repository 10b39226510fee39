import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NationalAddress } from '../../../contract/users/national-address.js';
import { supplierStatuses, userRoles } from '../../../contract/users/users.schemas.js';
import {
  verificationStates,
  type RegistryAnswer,
} from '../../../contract/supplier-verification/supplier-verification.schemas.js';
import { categories } from '../categories/categories.tables.js';
import { memberRoles, memberStatuses } from '../../../contract/team/member-roles.js';

export const userRole = pgEnum('user_role', userRoles);
export const supplierStatus = pgEnum('supplier_status', supplierStatuses);
export const supplierVerification = pgEnum('supplier_verification', verificationStates);
export const supplierPlan = pgEnum('supplier_plan', ['BASIC', 'PREMIUM']);
export const memberRole = pgEnum('member_role', memberRoles);
export const memberStatus = pgEnum('member_status', memberStatuses);

/**
 * One account per business (spec §3 User). Every account is a buyer. Issue 26: the business; the people
 * who sign in are its `members`. `email`, `name` and `language` are the business's contact (its founding
 * owner's at signup: the business's mails go there); `isEmailVerified` is that email's.
 */
export const users = pgTable(
  'users',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text().notNull(),
    name: text().notNull(),
    nationalId: text().notNull().unique('users_national_id_unique'),
    businessName: text().notNull(),
    registrationNumber: text().notNull().unique('users_registration_number_unique'),
    city: text().notNull(),
    isEmailVerified: boolean().notNull().default(false),
    /** The language of the emails we send (the one used at signup, then the one last used). */
    language: text().notNull().default('ar'),
    /** Storage key of the profile picture; null shows the default avatar. */
    pfpKey: text(),
    /**
     * The national address (issue 24), printed on tax invoices and required by ZATCA on standard ones;
     * null until entered. One JSON value: it is entered, replaced and copied into invoices as a whole.
     */
    nationalAddress: jsonb().$type<NationalAddress>(),
    /**
     * Issue 25: the commercial registry's last answer about this business (at signup, and each time an
     * operator asks again) and when it came; null for accounts created before it was kept.
     */
    registryAnswer: jsonb().$type<RegistryAnswer>(),
    registryCheckedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Emails are unique without regard to case.
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    // Marketplace health (decision 034): the businesses that joined in a period, by city.
    index('users_created_index').on(table.createdAt, table.city),
  ],
);

/**
 * Issue 26, decision 035: the people of a business. Each signs in with their own email and password and
 * acts with their roles. The founding owner's member id is the business's id (signup, and the migration
 * that made every account its business's owner), so a business's first person needs no look-up.
 */
export const members = pgTable(
  'members',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    businessId: uuid()
      .notNull()
      .references(() => users.id),
    email: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    roles: memberRole().array().notNull(),
    status: memberStatus().notNull().default('ACTIVE'),
    /** The side this person works on now (buyer or supplier), switched by them. */
    activeRole: userRole().notNull().default('BUYER'),
    isEmailVerified: boolean().notNull().default(false),
    /** The language of the emails we send this person. */
    language: text().notNull().default('ar'),
    /**
     * A requester's limit per checkout, in halalas (VAT and delivery included), set by an owner; a
     * checkout above it waits for an approver. Null: no limit.
     */
    orderLimit: integer(),
    /**
     * When an owner last suspended or removed this person: sessions opened before it never act again,
     * even after a reinstatement (auth's session look-up compares it with the session's start).
     */
    accessChangedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One person, one business: an email signs in to one member. A removed member frees it.
    uniqueIndex('members_email_lower_unique')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.status} <> 'REMOVED'`),
    index('members_business_index').on(table.businessId),
  ],
);

/**
 * Issue 26: an owner's invitation of a person by email, with the roles and limit they will have. Only
 * the SHA-256 of the mailed token is kept; resending replaces it. One pending invitation per business
 * and email (neither accepted nor revoked).
 */
export const memberInvitations = pgTable(
  'member_invitations',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    businessId: uuid()
      .notNull()
      .references(() => users.id),
    email: text().notNull(),
    roles: memberRole().array().notNull(),
    /** In halalas; null: no limit. */
    orderLimit: integer(),
    tokenHash: text().notNull().unique('member_invitations_token_hash_unique'),
    invitedBy: uuid()
      .notNull()
      .references(() => members.id),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('member_invitations_pending_unique')
      .on(table.businessId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} IS NULL AND ${table.revokedAt} IS NULL`),
  ],
);

/** Main categories the business works in (at least one, kept by the service). */
export const userBusinessCategories = pgTable(
  'user_business_categories',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.categoryId] })],
);

/** The supplier side of an account, created on its first switch to supplier. */
export const suppliers = pgTable('suppliers', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id),
  status: supplierStatus().notNull().default('ACTIVE'),
  /** Basic: 10 products and 3 services (spec §6); upgrades come with the plans capability. */
  plan: supplierPlan().notNull().default('BASIC'),
  /** The bio and the closing message in Arabic and in English (decision 027); `''` where not written. */
  storeBioAr: text().notNull().default(''),
  storeBioEn: text().notNull().default(''),
  isStoreClosed: boolean().notNull().default(false),
  closingMessageAr: text().notNull().default(''),
  closingMessageEn: text().notNull().default(''),
  /** Flat fee per order, in halalas. */
  deliveryFee: integer().notNull().default(0),
  /** VAT registration number (15 digits, 3…3), shown on its tax invoices; null when not entered. */
  vatNumber: text(),
  bannerKey: text(),
  /**
   * Issue 25, decision 032: the operator's second look at the supplier. PENDING when new or after a change
   * of registration-relevant fields; the supplier keeps selling meanwhile (the registry was checked at signup).
   */
  verification: supplierVerification().notNull().default('PENDING'),
  /** The operator's question while INFO_REQUESTED. */
  verificationQuestion: text(),
  /** When the verification last changed state: the queue shows the longest waiting first. */
  verificationChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /**
   * Suspended by an operator (issue 25): storefront and listings hidden from buyers while set; separate
   * from `status` (INACTIVE is the plan's rule, decision 016).
   */
  suspendedAt: timestamp({ withTimezone: true }),
  suspensionReason: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The spec's Settings entity, per person (issue 26, decision 035): each member's own switches decide
 * which notifications reach them live and by mail. A member without a row has the defaults (all on).
 */
export const notificationSettings = pgTable('notification_settings', {
  memberId: uuid()
    .primaryKey()
    .references(() => members.id),
  allowNotifications: boolean().notNull().default(true),
  newMessages: boolean().notNull().default(true),
  newOrders: boolean().notNull().default(true),
  newReviews: boolean().notNull().default(true),
  biddingUpdates: boolean().notNull().default(true),
  invoiceUpdates: boolean().notNull().default(true),
  newInvoices: boolean().notNull().default(true),
  newOffers: boolean().notNull().default(true),
  orderStatus: boolean().notNull().default(true),
  groupPurchaseStatus: boolean().notNull().default(true),
});

export type UserRow = typeof users.$inferSelect;
export type MemberRow = typeof members.$inferSelect;
export type MemberInvitationRow = typeof memberInvitations.$inferSelect;
export type SupplierRow = typeof suppliers.$inferSelect;
