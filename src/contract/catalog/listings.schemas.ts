import { z } from 'zod';
import { requiredText } from '../auth/auth.schemas.js';
import { lineQuantitySchema, maxUnitPrice, unitPriceSchema } from '../cart/cart.schemas.js';
import { searchSorts } from './search-sorts.js';

/*
 * Products and services (spec §3, §5). Money is integer halalas; quantities are integers. A rule's zod
 * message is its error code (see src/contract/errors).
 */

export const maxListingImages = 3;
export const listingKinds = ['PRODUCT', 'SERVICE'] as const;
export const ListingKindSchema = z.enum(listingKinds);
export type ListingKind = z.infer<typeof ListingKindSchema>;

export const serviceAvailabilities = [
  'TWENTY_FOUR_SEVEN',
  'EVERYDAY',
  'WEEKDAYS',
  'WEEKENDS',
  'APPOINTMENT',
] as const;

/**
 * Highest price of a listing, in halalas: SAR 10,000,000, the one unit price limit (amount-limits.ts).
 * Prices are PostgreSQL integers (at most 2,147,483,647); the bound was 100 times higher, and a price
 * past the column's range answered 500 (found by the fuzz test, issue 11).
 */
export const maxListingPrice = maxUnitPrice;
const halalas = unitPriceSchema;
/**
 * Case, minimum and maximum order quantities fit in one cart line (maxLineQuantity): a product whose
 * minimum is past it could never be bought.
 */
const quantity = lineQuantitySchema;
const description = z.string().trim().max(1000, { error: 'TEXT_TOO_LONG' }).default('');

const productShape = {
  name: requiredText(60),
  description,
  /** A subcategory of a PRODUCT main category. */
  categoryId: z.uuid({ error: 'FIELD_REQUIRED' }),
  price: halalas,
  caseQuantity: quantity,
  minOrderQuantity: quantity,
  /** Null means unlimited. */
  maxOrderQuantity: quantity.nullable(),
  stock: z
    .number({ error: 'FIELD_REQUIRED' })
    .int({ error: 'AMOUNT_INVALID' })
    .min(0, { error: 'AMOUNT_INVALID' })
    .max(100_000_000),
  isGroupPurchaseEnabled: z.boolean(),
  groupMinQuantity: quantity.nullable(),
  groupDeadlineDays: z
    .number()
    .int({ error: 'AMOUNT_INVALID' })
    .min(1, { error: 'AMOUNT_INVALID' })
    .max(90, { error: 'AMOUNT_INVALID' })
    .nullable(),
  groupPrice: halalas.nullable(),
};

type ProductShape = { [K in keyof typeof productShape]: z.output<(typeof productShape)[K]> };

/** Spec §5: order quantities are multiples of the case quantity; the group price is below the price. */
function checkProductRules(product: ProductShape, context: z.RefinementCtx) {
  const issue = (path: keyof ProductShape, code: string) =>
    context.addIssue({ code: 'custom', path: [path], message: code });
  if (product.minOrderQuantity % product.caseQuantity !== 0) issue('minOrderQuantity', 'NOT_CASE_MULTIPLE');
  if (product.maxOrderQuantity !== null) {
    if (product.maxOrderQuantity % product.caseQuantity !== 0) issue('maxOrderQuantity', 'NOT_CASE_MULTIPLE');
    else if (product.maxOrderQuantity < product.minOrderQuantity) issue('maxOrderQuantity', 'MAX_BELOW_MIN');
  }
  if (product.isGroupPurchaseEnabled) {
    if (product.groupMinQuantity === null) issue('groupMinQuantity', 'GROUP_FIELDS_REQUIRED');
    else if (product.groupMinQuantity % product.caseQuantity !== 0)
      issue('groupMinQuantity', 'NOT_CASE_MULTIPLE');
    if (product.groupDeadlineDays === null) issue('groupDeadlineDays', 'GROUP_FIELDS_REQUIRED');
    if (product.groupPrice === null) issue('groupPrice', 'GROUP_FIELDS_REQUIRED');
    else if (product.groupPrice >= product.price) issue('groupPrice', 'GROUP_PRICE_NOT_BELOW_PRICE');
  }
}

/** `POST /api/products` and `PUT /api/products/{id}` (images are added separately). */
export const ProductFieldsSchema = z.object(productShape).superRefine(checkProductRules);
export type ProductFields = z.input<typeof ProductFieldsSchema>;

/** `POST /api/services` and `PUT /api/services/{id}`. */
export const ServiceFieldsSchema = z.object({
  name: requiredText(60),
  description,
  /** A subcategory of a SERVICE main category. */
  categoryId: z.uuid({ error: 'FIELD_REQUIRED' }),
  price: halalas,
  isPriceNegotiable: z.boolean(),
  availability: z.enum(serviceAvailabilities, { error: 'FIELD_REQUIRED' }),
});
export type ServiceFields = z.input<typeof ServiceFieldsSchema>;

export const ListingImageSchema = z.object({ id: z.uuid(), url: z.string(), thumbnailUrl: z.string() });

const listingState = {
  id: z.uuid(),
  images: z.array(ListingImageSchema),
  isPublished: z.boolean(),
  avgRating: z.number(),
  ratingsCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

/** A product as its supplier edits it. */
export const ProductSchema = z.object({ ...productShape, ...listingState, kind: z.literal('PRODUCT') });
export type Product = z.infer<typeof ProductSchema>;
/** A service as its supplier edits it. */
export const ServiceSchema = ServiceFieldsSchema.extend({ ...listingState, kind: z.literal('SERVICE') });
export type Service = z.infer<typeof ServiceSchema>;

/** A row of the supplier's listings table (`GET /api/suppliers/me/listings`). */
export const ListingRowSchema = z.object({
  id: z.uuid(),
  kind: ListingKindSchema,
  name: z.string(),
  thumbnailUrl: z.string().nullable(),
  price: z.number().int(),
  stock: z.number().int().nullable(),
  isPublished: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ListingRow = z.infer<typeof ListingRowSchema>;
export const ListingsQuerySchema = z.object({
  kind: ListingKindSchema.optional(),
  q: z.string().trim().max(100).optional(),
});

export const ListingIdParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });
export const ListingImageParamsSchema = ListingIdParamsSchema.extend({
  imageId: z.uuid({ error: 'NOT_FOUND' }),
});
/** `PUT /api/products/{id}/images/order` (same for services): every image id, in the new order. */
export const ImageOrderBodySchema = z.object({ imageIds: z.array(z.uuid()).min(1).max(maxListingImages) });
/** `PATCH /api/products/{id}/stock` */
export const StockBodySchema = z.object({ stock: productShape.stock });

/** Bulk actions from the listings table: `POST /api/suppliers/me/listings/bulk`. */
export const BulkListingActionBodySchema = z.object({
  action: z.enum(['PUBLISH', 'UNPUBLISH', 'DELETE']),
  items: z
    .array(z.object({ id: z.uuid(), kind: ListingKindSchema }))
    .min(1)
    .max(100),
});
export const BulkListingResultSchema = z.object({
  results: z.array(z.object({ id: z.uuid(), ok: z.boolean(), code: z.string().optional() })),
});

/** Spec §3 "Card item": what `/api/search/products` and `/api/search/services` answer. */
export const CardItemSchema = z.object({
  _id: z.uuid(),
  productId: z.uuid().optional(),
  serviceId: z.uuid().optional(),
  name: z.string(),
  supplier: z.object({ userId: z.uuid(), businessName: z.string() }),
  imagesFilesUrls: z.array(z.string()),
  avgRating: z.number(),
  ratingsCount: z.number().int(),
  price: z.number().int(),
  isPriceNegotiable: z.boolean(),
});
export type CardItemDto = z.infer<typeof CardItemSchema>;
export const CategorySearchQuerySchema = z.object({
  category: z.uuid({ error: 'CATEGORY_NOT_FOUND' }).optional(),
});

/** What a buyer sees on a product or service page. */
export const PublicListingSchema = z.object({
  id: z.uuid(),
  kind: ListingKindSchema,
  name: z.string(),
  description: z.string(),
  categoryId: z.uuid(),
  images: z.array(ListingImageSchema),
  price: z.number().int(),
  avgRating: z.number(),
  ratingsCount: z.number().int(),
  supplier: z.object({
    userId: z.uuid(),
    businessName: z.string(),
    city: z.string(),
    pfpUrl: z.string().nullable(),
  }),
  product: z
    .object({
      caseQuantity: z.number().int(),
      minOrderQuantity: z.number().int(),
      maxOrderQuantity: z.number().int().nullable(),
      isInStock: z.boolean(),
      isGroupPurchaseEnabled: z.boolean(),
      groupMinQuantity: z.number().int().nullable(),
      groupDeadlineDays: z.number().int().nullable(),
      groupPrice: z.number().int().nullable(),
    })
    .nullable(),
  service: z
    .object({ isPriceNegotiable: z.boolean(), availability: z.enum(serviceAvailabilities) })
    .nullable(),
});
export type PublicListing = z.infer<typeof PublicListingSchema>;

/**
 * `GET /api/search/products` and `GET /api/search/services`: the spec's `category` plus free text,
 * price range (halalas), sort and cursor pagination. The answer stays an array of card items (spec §7);
 * the cursor of the next page comes in the `x-next-cursor` response header (absent on the last page).
 */
const clampPrice = (price: number) => Math.min(price, maxListingPrice + 1);

export const ListingSearchQuerySchema = z.object({
  category: z.uuid({ error: 'CATEGORY_NOT_FOUND' }).optional(),
  q: z.string().trim().max(100, { error: 'TEXT_TOO_LONG' }).optional(),
  // No listing costs more than maxListingPrice, so a higher bound filters the same; clamped because the
  // database compares it as an integer (a bound past 2,147,483,647 answered 500).
  minPrice: z.coerce.number().int().min(0).transform(clampPrice).optional(),
  maxPrice: z.coerce.number().int().min(0).transform(clampPrice).optional(),
  sort: z.enum(searchSorts).default('relevance'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(60).default(24),
});
export type ListingSearchQuery = z.input<typeof ListingSearchQuerySchema>;

/** `GET /api/search/suppliers?q=&city=` */
export const SupplierSearchQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'TEXT_TOO_LONG' }).optional(),
  city: z.string().trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(60).default(24),
});
export const SupplierCardSchema = z.object({
  userId: z.uuid(),
  businessName: z.string(),
  city: z.string(),
  pfpUrl: z.string().nullable(),
  avgRating: z.number(),
  ratingsCount: z.number().int(),
  topItems: z.array(CardItemSchema),
});
export type SupplierCard = z.infer<typeof SupplierCardSchema>;

/** `GET /api/suppliers/{userId}` (public storefront). A closed store shows its closing message. */
export const StorefrontSchema = z.object({
  userId: z.uuid(),
  businessName: z.string(),
  city: z.string(),
  pfpUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  storeBio: z.string(),
  isStoreClosed: z.boolean(),
  closingMessage: z.string(),
  avgRating: z.number(),
  ratingsCount: z.number().int(),
  products: z.array(CardItemSchema),
  services: z.array(CardItemSchema),
});
export type Storefront = z.infer<typeof StorefrontSchema>;

/** `PATCH /api/buyers/me/wishlist/{id}` (spec §7): `id` is a product or service id. */
export const WishlistToggleAnswerSchema = z.object({ message: z.string(), isAdded: z.boolean() });
/** `GET /api/buyers/me/wishlist` */
export const WishlistItemSchema = CardItemSchema.extend({
  kind: ListingKindSchema,
  addedAt: z.iso.datetime(),
});
