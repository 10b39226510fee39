import { z } from 'zod';
import { listingNames } from './listing-names.js';
import { lineQuantitySchema, maxUnitPrice, unitPriceSchema } from '../cart/cart.schemas.js';
import { moneyAnswer, moneyInput } from '../money/wire-money.js';
import { isWritten } from '../text/two-languages.js';
import { maxListingImages } from './listing-limits.js';

export { maxListingImages };

/*
 * Products and services (spec §3, §5). Money is integer halalas, on the wire riyals and `…Halalas`
 * (decision 019); quantities are integers. A rule's zod message is its error code (see src/contract/errors).
 */

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
/**
 * A text in one language (decision 027): null or empty when the supplier has not written it. A name takes
 * at most 60 characters, a description 1000.
 */
const textInOneLanguage = (max: number) =>
  z.string().trim().max(max, { error: 'TEXT_TOO_LONG' }).nullable().default(null);

/** A listing's name and description in Arabic and in English; at least one name (checkListingName). */
const listingTexts = {
  nameAr: textInOneLanguage(60),
  nameEn: textInOneLanguage(60),
  descriptionAr: textInOneLanguage(1000),
  descriptionEn: textInOneLanguage(1000),
};

/** A listing is named in at least one language: LISTING_NAME_REQUIRED, shown under both name fields. */
function checkListingName(
  listing: { nameAr: string | null; nameEn: string | null },
  context: z.RefinementCtx,
) {
  if (isWritten(listing.nameAr) || isWritten(listing.nameEn)) return;
  for (const path of ['nameAr', 'nameEn'])
    context.addIssue({ code: 'custom', path: [path], message: 'LISTING_NAME_REQUIRED' });
}

const productShape = {
  ...listingTexts,
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
  checkListingName(product, context);
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

const productMoney = ['price', 'groupPrice'] as const;
/** The amounts of a listing's fields, which the web app sends as halalas (decision 019). */
export const listingMoneyKeys = { PRODUCT: productMoney, SERVICE: ['price'] } as const;

/** `POST /api/products` and `PUT /api/products/{id}` (images are added separately). */
export const ProductFieldsSchema = moneyInput(
  z.object(productShape).superRefine(checkProductRules),
  productMoney,
);
/** A product's fields as the server receives them: halalas. */
export type ProductFields = z.output<typeof ProductFieldsSchema>;

const serviceFields = z.object({
  ...listingTexts,
  /** A subcategory of a SERVICE main category. */
  categoryId: z.uuid({ error: 'FIELD_REQUIRED' }),
  price: halalas,
  isPriceNegotiable: z.boolean(),
  availability: z.enum(serviceAvailabilities, { error: 'FIELD_REQUIRED' }),
});
/** `POST /api/services` and `PUT /api/services/{id}`. */
export const ServiceFieldsSchema = moneyInput(
  serviceFields.superRefine(checkListingName),
  listingMoneyKeys.SERVICE,
);
export type ServiceFields = z.output<typeof ServiceFieldsSchema>;

/**
 * A store's bio and closing message in both languages (`''` where not written); the closing message is
 * `''` while the store is open.
 */
export const storeTexts = {
  storeBioAr: z.string(),
  storeBioEn: z.string(),
  closingMessageAr: z.string(),
  closingMessageEn: z.string(),
};

export const ListingImageSchema = z.object({ id: z.uuid(), url: z.string(), thumbnailUrl: z.string() });

/** Issue 25: taken down by an operator (with its reason as written); it cannot be published again. */
const takedown = {
  takenDownAt: z.iso.datetime().nullable(),
  takedownReason: z.string().nullable(),
};

const listingState = {
  id: z.uuid(),
  images: z.array(ListingImageSchema),
  isPublished: z.boolean(),
  ...takedown,
  avgRating: z.number(),
  ratingsCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

/** A product as its supplier edits it. */
export const ProductSchema = moneyAnswer(
  z.object({ ...productShape, ...listingState, kind: z.literal('PRODUCT') }),
  productMoney,
);
export type Product = z.infer<typeof ProductSchema>;
/** A service as its supplier edits it. */
export const ServiceSchema = moneyAnswer(
  serviceFields.extend({ ...listingState, kind: z.literal('SERVICE') }),
  ['price'],
);
export type Service = z.infer<typeof ServiceSchema>;

/** A row of the supplier's listings table (`GET /api/suppliers/me/listings`). */
export const ListingRowSchema = moneyAnswer(
  z.object({
    id: z.uuid(),
    kind: ListingKindSchema,
    ...listingNames,
    thumbnailUrl: z.string().nullable(),
    price: z.number().int(),
    stock: z.number().int().nullable(),
    isPublished: z.boolean(),
    ...takedown,
    createdAt: z.iso.datetime(),
  }),
  ['price'],
);
export type ListingRow = z.infer<typeof ListingRowSchema>;
/** The supplier's listings table. */
export const ListingRowsSchema = z.array(ListingRowSchema);
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

const cardItem = z.object({
  _id: z.uuid(),
  productId: z.uuid().optional(),
  serviceId: z.uuid().optional(),
  ...listingNames,
  supplier: z.object({ userId: z.uuid(), businessName: z.string() }),
  imagesFilesUrls: z.array(z.string()),
  avgRating: z.number(),
  ratingsCount: z.number().int(),
  /** Spec §3: the price "in SAR". */
  price: z.number().int(),
  isPriceNegotiable: z.boolean(),
});
/** Spec §3 "Card item": what `/api/search/products` and `/api/search/services` answer. */
export const CardItemSchema = moneyAnswer(cardItem, ['price']);
export type CardItemDto = z.infer<typeof CardItemSchema>;
export const CardItemsSchema = z.array(CardItemSchema);
export const CategorySearchQuerySchema = z.object({
  category: z.uuid({ error: 'CATEGORY_NOT_FOUND' }).optional(),
});

/** What a buyer sees on a product or service page. */
export const PublicListingSchema = moneyAnswer(
  z.object({
    id: z.uuid(),
    kind: ListingKindSchema,
    ...listingNames,
    descriptionAr: z.string().nullable(),
    descriptionEn: z.string().nullable(),
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
    product: moneyAnswer(
      z.object({
        caseQuantity: z.number().int(),
        minOrderQuantity: z.number().int(),
        maxOrderQuantity: z.number().int().nullable(),
        isInStock: z.boolean(),
        isGroupPurchaseEnabled: z.boolean(),
        groupMinQuantity: z.number().int().nullable(),
        groupDeadlineDays: z.number().int().nullable(),
        groupPrice: z.number().int().nullable(),
      }),
      ['groupPrice'],
    ).nullable(),
    service: z
      .object({ isPriceNegotiable: z.boolean(), availability: z.enum(serviceAvailabilities) })
      .nullable(),
  }),
  ['price'],
);
export type PublicListing = z.infer<typeof PublicListingSchema>;

/** `GET /api/suppliers/{userId}` (public storefront). A closed store shows its closing message. */
export const StorefrontSchema = z.object({
  userId: z.uuid(),
  businessName: z.string(),
  city: z.string(),
  pfpUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  ...storeTexts,
  isStoreClosed: z.boolean(),
  avgRating: z.number(),
  ratingsCount: z.number().int(),
  products: z.array(CardItemSchema),
  services: z.array(CardItemSchema),
});
export type Storefront = z.infer<typeof StorefrontSchema>;

/** `PATCH /api/buyers/me/wishlist/{id}` (spec §7): `id` is a product or service id. */
export const WishlistToggleAnswerSchema = z.object({ message: z.string(), isAdded: z.boolean() });
/** `GET /api/buyers/me/wishlist` */
export const WishlistItemSchema = moneyAnswer(
  cardItem.extend({ kind: ListingKindSchema, addedAt: z.iso.datetime() }),
  ['price'],
);
