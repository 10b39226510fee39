import { z } from 'zod';
import { BusinessCategoryIdsSchema } from '../auth/auth.schemas.js';
import { vatNumberPattern } from '../invoices/invoices.schemas.js';
import { moneyAnswer, moneyInput } from '../money/wire-money.js';
import { normalizeDigits } from '../text/digits.js';
import { NationalAddressAnswerSchema, NationalAddressSchema } from './national-address.js';
import { memberRoles } from '../team/member-roles.js';

export const userRoles = ['BUYER', 'SUPPLIER'] as const;
export const UserRoleSchema = z.enum(userRoles);
export type UserRole = z.infer<typeof UserRoleSchema>;

/**
 * `GET /api/users/me` (spec §7): the signed-in user; `id` names the user (the business) in other calls.
 * Issue 26: the person signed in is a member of it: `name`, `email`, `role` (the side they work on now)
 * and `isEmailVerified` are theirs.
 */
export const CurrentUserSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().meta({ description: 'The same as `id`, under the name other calls give it (issue 20).' }),
  memberId: z.uuid().meta({ description: 'The person signed in (issue 26).' }),
  memberRoles: z.array(z.enum(memberRoles)).meta({ description: 'Their roles in the business (issue 26).' }),
  role: UserRoleSchema,
  isEmailVerified: z.boolean(),
  email: z.email(),
  name: z.string(),
  businessName: z.string(),
  pfpUrl: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** Spec §4: a supplier over the Basic limits becomes INACTIVE, hidden from buyers until it pays. */
export const supplierStatuses = ['ACTIVE', 'INACTIVE'] as const;
export type SupplierStatus = (typeof supplierStatuses)[number];

/** Spec §3 Plan: basic or premium (decision 016). */
export const supplierPlans = ['BASIC', 'PREMIUM'] as const;
export const SupplierPlanSchema = z.enum(supplierPlans);
export type SupplierPlan = z.infer<typeof SupplierPlanSchema>;

/**
 * What buyers see of a supplier's store (spec §4): OPEN, CLOSED while the supplier closed it temporarily
 * (with a closing message), HIDDEN while the supplier is INACTIVE (storefront and products hidden until
 * payment; this wins over a closing).
 */
export const storeStatuses = ['OPEN', 'CLOSED', 'HIDDEN'] as const;
export type StoreStatus = (typeof storeStatuses)[number];

/** `GET /api/suppliers/me` (spec §7: supplierStatus), with who the supplier is, its store and its plan. */
export const CurrentSupplierSchema = z.object({
  supplierId: z.uuid().meta({ description: "The supplier's user id (`id` of `GET /api/users/me`)." }),
  businessName: z.string(),
  supplierStatus: z.enum(supplierStatuses),
  storeStatus: z.enum(storeStatuses).meta({
    description:
      'OPEN: buyers see the store; CLOSED: closed temporarily by the supplier; HIDDEN: the supplier is INACTIVE.',
  }),
  plan: SupplierPlanSchema,
});
export type CurrentSupplier = z.infer<typeof CurrentSupplierSchema>;

/** `GET /api/users/{userId}/profile-picture` (spec §7). */
export const ProfilePictureSchema = z.object({ pfpUrl: z.string().nullable() });
export const UserIdParamsSchema = z.object({ userId: z.uuid({ error: 'NOT_FOUND' }) });

/** The spec's Settings entity: a master switch and nine toggles (spec §3). */
export const notificationToggles = [
  'newMessages',
  'newOrders',
  'newReviews',
  'biddingUpdates',
  'invoiceUpdates',
  'newInvoices',
  'newOffers',
  'orderStatus',
  'groupPurchaseStatus',
] as const;
export const NotificationSettingsSchema = z.object({
  allowNotifications: z.boolean(),
  ...Object.fromEntries(notificationToggles.map((toggle) => [toggle, z.boolean()])),
} as { allowNotifications: z.ZodBoolean } & Record<(typeof notificationToggles)[number], z.ZodBoolean>);
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** Most a supplier may charge for delivery per order: 10,000 SAR, in halalas. */
export const maxDeliveryFeeHalalas = 1_000_000;

/**
 * A supplier's store (spec §2 settings, §4 Store) as Tawrid keeps it: money in halalas. On the wire the
 * delivery fee travels in riyals and as `deliveryFeeHalalas` (decision 019): see the answer and the body.
 */
export const StoreSettingsSchema = z.object({
  /** The bio and the closing message in Arabic and in English (decision 027); `''` where not written. */
  storeBioAr: z.string().trim().max(1000, { error: 'TEXT_TOO_LONG' }),
  storeBioEn: z.string().trim().max(1000, { error: 'TEXT_TOO_LONG' }),
  isStoreClosed: z.boolean(),
  closingMessageAr: z.string().trim().max(300, { error: 'TEXT_TOO_LONG' }),
  closingMessageEn: z.string().trim().max(300, { error: 'TEXT_TOO_LONG' }),
  deliveryFee: z
    .number({ error: 'AMOUNT_INVALID' })
    .int({ error: 'AMOUNT_INVALID' })
    .min(0, { error: 'AMOUNT_INVALID' })
    .max(maxDeliveryFeeHalalas, { error: 'AMOUNT_INVALID' }),
  /**
   * The VAT registration number printed on the supplier's tax invoices; null when not registered.
   * Arabic-Indic digits and spaces are accepted and stored as 15 ASCII digits; empty text means null.
   * Omitted keeps the stored number, so a store form that predates the field does not erase it.
   */
  vatNumber: z
    .string()
    .transform((value) => normalizeDigits(value).replace(/\s/g, '') || null)
    .pipe(z.string().regex(vatNumberPattern, { error: 'VAT_NUMBER_INVALID' }).nullable())
    .nullable()
    .optional(),
});
export type StoreSettings = z.infer<typeof StoreSettingsSchema>;

/** The amounts of a store's settings, which Tawrid's web app sends as `…Halalas` (decision 019). */
export const storeMoneyKeys = ['deliveryFee'] as const;

/** `GET /api/users/me/settings` */
export const SettingsSchema = z.object({
  profile: z.object({
    email: z.string(),
    name: z.string(),
    businessName: z.string(),
    registrationNumber: z.string(),
    city: z.string(),
    pfpUrl: z.string().nullable(),
    businessCategoryIds: z.array(z.uuid()),
    /** The national address printed on its tax invoices (issue 24); null until entered. */
    nationalAddress: NationalAddressAnswerSchema.nullable(),
  }),
  notifications: NotificationSettingsSchema,
  /** Null until the account first switches to supplier. */
  // The stored VAT number is already normalized: answered as plain text, not through the input rule.
  store: moneyAnswer(
    StoreSettingsSchema.extend({ vatNumber: z.string().nullable(), bannerUrl: z.string().nullable() }),
    storeMoneyKeys,
  ).nullable(),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** `PATCH /api/users/me/settings`: any of the sections (categories, notifications, national address). */
export const UpdateSettingsBodySchema = z.object({
  businessCategoryIds: BusinessCategoryIdsSchema.optional(),
  notifications: NotificationSettingsSchema.partial().optional(),
  /** The whole national address (issue 24: ZATCA's standard invoices need it); null removes it. */
  nationalAddress: NationalAddressSchema.nullable().optional(),
});
export type UpdateSettingsBody = z.input<typeof UpdateSettingsBodySchema>;
/** The settings' changes as the server receives them (digits in ASCII). */
export type SettingsChanges = z.output<typeof UpdateSettingsBodySchema>;

/**
 * `PUT /api/suppliers/me/store`: the delivery fee in riyals or, as Tawrid's web app sends it,
 * `deliveryFeeHalalas`.
 */
export const UpdateStoreBodySchema = moneyInput(StoreSettingsSchema, storeMoneyKeys);
/** The store as the server receives it: the delivery fee in halalas. */
export type UpdateStoreBody = z.output<typeof UpdateStoreBodySchema>;

/** Answer of an image upload. */
export const UploadedImageSchema = z.object({ url: z.string().nullable() });
