import { z } from 'zod';

export const categoryUses = ['PRODUCT', 'SERVICE'] as const;
export const CategoryUseSchema = z.enum(categoryUses);
export type CategoryUse = z.infer<typeof CategoryUseSchema>;

/** `GET /api/categories/main`: a main category in the requested language. */
export const MainCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  usedFor: CategoryUseSchema,
});
export type MainCategory = z.infer<typeof MainCategorySchema>;

/** `GET /api/categories`: a main category with its subcategories. */
export const CategoryWithSubcategoriesSchema = MainCategorySchema.extend({
  subcategories: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type CategoryWithSubcategories = z.infer<typeof CategoryWithSubcategoriesSchema>;
export const CategoryTreeSchema = z.array(CategoryWithSubcategoriesSchema);
export const MainCategoriesSchema = z.array(MainCategorySchema);

/** The language of the names (`lang`), which the categories endpoints take. */
export { LanguageQuerySchema } from '../i18n/languages.js';
