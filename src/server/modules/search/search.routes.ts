import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CardItemSchema, ListingIdParamsSchema } from '../../../contract/catalog/catalog.schemas.js';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import {
  ListingSearchQuerySchema,
  SupplierCardSchema,
  SupplierSearchQuerySchema,
} from '../../../contract/search/search.schemas.js';
import { sendPage } from '../../platform/pagination/page.js';
import type { SearchService } from './search.service.js';

const tags = ['listings'];

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  // ------------------------------------------------------- public (guests too)
  for (const { kind, segment } of [
    { kind: 'PRODUCT', segment: 'products' },
    { kind: 'SERVICE', segment: 'services' },
  ] as const) {
    app.get(
      `/search/${segment}`,
      {
        schema: {
          tags,
          summary: `Published ${segment}: text (Arabic-aware, typo-tolerant), category, price range, sort`,
          description:
            'Answers one page of card items; the cursor of the next page comes in the `x-next-cursor` ' +
            'response header (absent on the last page) and goes back as `cursor`, with the same filters.',
          querystring: ListingSearchQuerySchema,
          response: { 200: z.array(CardItemSchema), 400: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const { name, ...query } = request.query;
        // `name` is the spec's name for `q` (see ListingSearchQuerySchema); `q` is used when both carry text.
        const page = await search.searchListingsPage(kind, { ...query, q: query.q || name });
        return sendPage(reply, page);
      },
    );

    app.get(
      `/${segment}/:id/similar`,
      {
        schema: {
          tags,
          summary: `Alternatives to a published ${segment.slice(0, -1)}: same subcategory, similar name, near price`,
          params: ListingIdParamsSchema,
          response: { 200: z.array(CardItemSchema), 404: ErrorBodySchema },
        },
      },
      async (request) => search.findSimilar(kind, request.params.id),
    );
  }

  app.get(
    '/search/suppliers',
    {
      schema: {
        tags,
        summary:
          'ACTIVE suppliers by business name and city (Arabic or English), with 3 newest listings each',
        querystring: SupplierSearchQuerySchema,
        response: { 200: z.array(SupplierCardSchema), 400: ErrorBodySchema },
      },
    },
    async (request) => search.searchSuppliers(request.query),
  );
};
