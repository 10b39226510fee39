import { z } from 'zod';
import { moneyInput } from '../money/wire-money.js';
import { CardItemSchema, maxListingPrice } from '../catalog/catalog.schemas.js';

/** The catalog's schemas a search endpoint names. */
export { CardItemsSchema, ListingIdParamsSchema } from '../catalog/catalog.schemas.js';
import { searchSorts } from './search-sorts.js';

/*
 * Search (spec §7): listings by text, category, price and sort, similar listings, and suppliers by name
 * and city. The answers are the catalog's card items.
 */

/**
 * `GET /api/search/products` and `GET /api/search/services`: the spec's `category` plus free text,
 * price range (riyals, or halalas as `minPriceHalalas`/`maxPriceHalalas`), sort and cursor pagination. The answer stays an array of card items (spec §7);
 * the cursor of the next page comes in the `x-next-cursor` response header (absent on the last page).
 */
const clampPrice = (price: number) => Math.min(price, maxListingPrice + 1);

const searchText = z.string().trim().max(100, { error: 'TEXT_TOO_LONG' });

export const ListingSearchQuerySchema = moneyInput(
  z.object({
    category: z
      .uuid({ error: 'CATEGORY_NOT_FOUND' })
      .optional()
      .meta({ description: 'A main category (all its subcategories) or one subcategory.' }),
    // Spec §7 category browsing: `category={id}&subcategory={id}`. A subcategory of another category is
    // not an error but a filter nothing passes: the answer is an empty array, as for any other filter.
    subcategory: z.uuid({ error: 'CATEGORY_NOT_FOUND' }).optional().meta({
      description:
        'Narrows `category` to this subcategory; a subcategory outside `category` answers an empty array.',
    }),
    q: searchText.optional().meta({ description: 'Free text; every word must match.' }),
    // `name` is the spec's client's name for the text, `q` this app's: one field, two names. A request with
    // both is answered with `q`, not refused: §8 lists no such error for a client to handle.
    name: searchText.optional().meta({
      description: 'The same free text as `q`, under another name; when both carry text, `q` is used.',
    }),
    // No listing costs more than maxListingPrice, so a higher bound filters the same; clamped because the
    // database compares it as an integer (a bound past 2,147,483,647 answered 500).
    minPrice: z.coerce.number().int().min(0).transform(clampPrice).optional(),
    maxPrice: z.coerce.number().int().min(0).transform(clampPrice).optional(),
    sort: z.enum(searchSorts).default('relevance'),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(60).default(24),
  }),
  ['minPrice', 'maxPrice'],
  { coerce: true },
);
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
export const SupplierCardsSchema = z.array(SupplierCardSchema);
