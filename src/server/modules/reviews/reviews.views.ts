import { isNull } from 'drizzle-orm';
import { viewBuilder } from '../../platform/db/database.js';
import { reviews } from './reviews.tables.js';

/**
 * The ratings of reviews, a read-only view this module publishes (through reviews.service.ts) for other
 * modules to aggregate in their own statements (docs/architecture.md, "Module boundaries"): a product's,
 * or with no product the supplier's (company) rating. Never the text or the buyer; never a review an
 * operator took down (issue 25).
 */
export const ratingsView = viewBuilder
  .select({ productId: reviews.productId, supplierId: reviews.supplierId, rating: reviews.rating })
  .from(reviews)
  .where(isNull(reviews.hiddenAt))
  .as('ratings_view');
