import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './categories.schemas.js';

const languageDescription =
  'Names in the language of `lang`, any language tag (`ar`, `ar-SA`: Arabic; `en`, `en-US` or any ' +
  'other language: English); without it, in the Accept-Language language.';

/** Public reference data, called by the public header without credentials (spec §7). */
export const categoriesEndpoints = defineEndpoints<typeof schemas>()('catalog', {
  listCategoryTree: {
    method: 'GET',
    path: '/api/categories',
    access: 'public',
    summary: 'Main categories with their subcategories',
    description: languageDescription,
    query: 'LanguageQuerySchema',
    answer: 'CategoryTreeSchema',
  },
  listMainCategories: {
    method: 'GET',
    path: '/api/categories/main',
    access: 'public',
    summary: 'Main categories (id, name, usedFor)',
    query: 'LanguageQuerySchema',
    answer: 'MainCategoriesSchema',
  },
});
