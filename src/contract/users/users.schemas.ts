import { z } from 'zod';
import { BusinessCategoryIdsSchema } from '../auth/auth.schemas.js';
import { vatNumberPattern } from '../invoices/invoices.schemas.js';
import { normalizeDigits } from '../text/digits.js';

export const userRoles = ['BUYER', 'SUPPLIER'] as const;
export const UserRoleSchema = z.enum(userRoles);
export type UserRole = z.infer<typeof UserRoleSchema>;

/** `GET /api/users/me` (spec §7): the signed-in user; `id` names the user in other calls. */
export const CurrentUserSchema = z.object({
  id: z.uuid(),
  role: UserRoleSchema,
  isEmailVerified: z.boolean(),
  email: z.email(),
  name: z.string(),
  businessName: z.string(),
  pfpUrl: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const supplierStatuses = ['ACTIVE', 'INACTIVE'] as const;
/** `GET /api/suppliers/me` (spec §7). */
export const SupplierStatusSchema = z.object({ supplierStatus: z.enum(supplierStatuses) });
export type SupplierStatus = z.infer<typeof SupplierStatusSchema>['supplierStatus'];

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

/** A supplier's store (spec §2 settings, §4 Store): money in halalas. */
export const StoreSettingsSchema = z.object({
  storeBio: z.string().trim().max(1000, { error: 'TEXT_TOO_LONG' }),
  isStoreClosed: z.boolean(),
  closingMessage: z.string().trim().max(300, { error: 'TEXT_TOO_LONG' }),
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
  }),
  notifications: NotificationSettingsSchema,
  /** Null until the account first switches to supplier. */
  // The stored VAT number is already normalized: answered as plain text, not through the input rule.
  store: StoreSettingsSchema.extend({
    vatNumber: z.string().nullable(),
    bannerUrl: z.string().nullable(),
  }).nullable(),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** `PATCH /api/users/me/settings`: any of the sections. */
export const UpdateSettingsBodySchema = z.object({
  businessCategoryIds: BusinessCategoryIdsSchema.optional(),
  notifications: NotificationSettingsSchema.partial().optional(),
});
export type UpdateSettingsBody = z.input<typeof UpdateSettingsBodySchema>;

/** `PUT /api/suppliers/me/store` */
export const UpdateStoreBodySchema = StoreSettingsSchema;
export type UpdateStoreBody = z.input<typeof UpdateStoreBodySchema>;

/** Answer of an image upload. */
export const UploadedImageSchema = z.object({ url: z.string().nullable() });
