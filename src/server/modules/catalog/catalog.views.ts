import { viewBuilder } from '../../platform/db/database.js';
import {
  listingImages,
  productSearch,
  products,
  searchTerms,
  serviceSearch,
  services,
} from './catalog.tables.js';

/*
 * The read-only views this module publishes (through catalog.service.ts) for search's statements
 * (decision 023, docs/architecture.md "Module boundaries"): what a card, a filter, a sort and the text
 * search read of a listing. PostgreSQL pulls these subqueries up into the statements that use them, so
 * the plans (and the GIN and GiST indexes of the search columns) are those of the tables themselves.
 */

/** What search reads of a product or a service alike. */
const listingColumnsOf = (table: typeof products | typeof services) => ({
  id: table.id,
  supplierId: table.supplierId,
  categoryId: table.categoryId,
  nameAr: table.nameAr,
  nameEn: table.nameEn,
  price: table.price,
  isPublished: table.isPublished,
  avgRating: table.avgRating,
  ratingsCount: table.ratingsCount,
  deletedAt: table.deletedAt,
  takenDownAt: table.takenDownAt,
  createdAt: table.createdAt,
  searchName: table.searchName,
});

export const productsView = viewBuilder.select(listingColumnsOf(products)).from(products).as('products_view');

export const servicesView = viewBuilder
  .select({ ...listingColumnsOf(services), isPriceNegotiable: services.isPriceNegotiable })
  .from(services)
  .as('services_view');

/** The images of listings (a card shows their files in position order). */
export const listingImagesView = viewBuilder
  .select({
    productId: listingImages.productId,
    serviceId: listingImages.serviceId,
    position: listingImages.position,
    key: listingImages.key,
    createdAt: listingImages.createdAt,
  })
  .from(listingImages)
  .as('listing_images_view');

/** Every distinct word of the listings' search text: the typo lookup of the text search. */
export const searchTermsView = viewBuilder
  .select({ term: searchTerms.term })
  .from(searchTerms)
  .as('search_terms_view');

/** The search projection of each kind (decision 029): what a search filters, sorts and matches on. */
const listingSearchColumnsOf = (table: typeof productSearch | typeof serviceSearch) => ({
  id: table.id,
  supplierId: table.supplierId,
  categoryId: table.categoryId,
  price: table.price,
  avgRating: table.avgRating,
  ratingsCount: table.ratingsCount,
  prior: table.prior,
  createdAt: table.createdAt,
  isVisible: table.isVisible,
  nameVector: table.nameVector,
  searchVector: table.searchVector,
});

export const productSearchView = viewBuilder
  .select(listingSearchColumnsOf(productSearch))
  .from(productSearch)
  .as('product_search_view');

export const serviceSearchView = viewBuilder
  .select(listingSearchColumnsOf(serviceSearch))
  .from(serviceSearch)
  .as('service_search_view');
