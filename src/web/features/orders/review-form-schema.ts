import { z } from 'zod';
import { WriteReviewBodySchema, type WriteReviewBody } from '../../../contract/reviews/reviews.schemas';

const itemShape = WriteReviewBodySchema.shape.items.unwrap().element;
const supplierShape = WriteReviewBodySchema.shape.supplier;
/** The contract's comment rule, without its default: the form always holds a text. */
const text = supplierShape.shape.text.unwrap();

/**
 * The review form: the contract's body, except that each ordered product has a row whose rating 0 means
 * «not reviewed» (the contract leaves such items out). A comment on an unrated product needs a rating.
 */
export const ReviewFormSchema = WriteReviewBodySchema.extend({
  supplier: supplierShape.extend({ text }),
  items: z.array(
    itemShape
      .extend({ rating: z.number().int().min(0).max(5), text })
      .refine((item) => item.rating > 0 || item.text === '', {
        path: ['rating'],
        error: 'RATING_INVALID',
      }),
  ),
});
export type ReviewFormValues = z.input<typeof ReviewFormSchema>;
export type ReviewFormOutput = z.output<typeof ReviewFormSchema>;

/** What the server gets: the supplier's review and the rated products only. */
export function toWriteReviewBody(values: ReviewFormOutput): WriteReviewBody {
  return WriteReviewBodySchema.parse({
    supplier: values.supplier,
    items: values.items.filter((item) => item.rating > 0),
  });
}
