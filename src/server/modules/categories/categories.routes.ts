import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoryWithSubcategoriesSchema,
  MainCategorySchema,
} from '../../../contract/categories/categories.schemas.js';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import { LanguageQuerySchema } from '../../../contract/i18n/languages.js';
import type { CategoriesService } from './categories.service.js';

// Public reference data, called by the public header without credentials (spec §7).
const cacheHeaders = { 'cache-control': 'public, max-age=300', vary: 'Accept-Language' };

export const categoriesRoutes: FastifyPluginAsyncZod<{ categories: CategoriesService }> = async (
  app,
  { categories },
) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Main categories with their subcategories',
        description:
          'Names in the language of `lang`, any language tag (`ar`, `ar-SA`: Arabic; `en`, `en-US` or any ' +
          'other language: English); without it, in the Accept-Language language.',
        querystring: LanguageQuerySchema,
        response: { 200: z.array(CategoryWithSubcategoriesSchema), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.headers(cacheHeaders);
      return categories.listCategoryTree(request.query.lang ?? request.language);
    },
  );

  app.get(
    '/categories/main',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Main categories (id, name, usedFor)',
        querystring: LanguageQuerySchema,
        response: { 200: z.array(MainCategorySchema), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.headers(cacheHeaders);
      return categories.listMainCategories(request.query.lang ?? request.language);
    },
  );
};
