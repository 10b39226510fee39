import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BulkListingActionBodySchema,
  BulkListingResultSchema,
  CardItemSchema,
  ImageOrderBodySchema,
  ListingIdParamsSchema,
  ListingImageParamsSchema,
  ListingRowSchema,
  ListingsQuerySchema,
  ProductFieldsSchema,
  ProductSchema,
  PublicListingSchema,
  ServiceFieldsSchema,
  ServiceSchema,
  StockBodySchema,
  type ListingKind,
} from '../../../contract/catalog/catalog.schemas.js';
import {
  ListingSearchQuerySchema,
  SupplierCardSchema,
  SupplierSearchQuerySchema,
} from '../../../contract/search/search.schemas.js';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import { requireUser } from '../../platform/auth/request-auth.js';
import { readUpload, uploadDescription } from '../../platform/http/read-upload.js';
import type { ListingsService } from './listings.service.js';
import { sendPage } from '../../platform/pagination/page.js';

const tags = ['listings'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const uploadErrors = { ...errors, 413: ErrorBodySchema, 415: ErrorBodySchema };
const noContent = z.null().describe('No content');

/** Supplier routes of one kind (products or services) that are the same for both. */
const kinds = [
  { kind: 'PRODUCT', path: '/suppliers/me/products', schema: ProductSchema, noun: 'product' },
  { kind: 'SERVICE', path: '/suppliers/me/services', schema: ServiceSchema, noun: 'service' },
] as const satisfies readonly { kind: ListingKind; path: string; schema: unknown; noun: string }[];

export const listingsRoutes: FastifyPluginAsyncZod<{ listings: ListingsService }> = async (
  app,
  { listings },
) => {
  const supplierId = (request: Parameters<typeof requireUser>[0]) =>
    requireUser(request, { role: 'SUPPLIER' }).id;

  // ----------------------------------------------------------------- products
  app.post(
    '/suppliers/me/products',
    {
      schema: {
        tags,
        summary: 'Create a product (unpublished, without images); Basic plan: at most 10',
        body: ProductFieldsSchema,
        response: { 201: ProductSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await listings.createProduct(supplierId(request), request.body)),
  );

  app.get(
    '/suppliers/me/products/:id',
    {
      schema: {
        tags,
        summary: 'One of my products, as I edit it',
        params: ListingIdParamsSchema,
        response: { 200: ProductSchema, ...errors },
      },
    },
    async (request) => listings.getOwnProduct(supplierId(request), request.params.id),
  );

  app.put(
    '/suppliers/me/products/:id',
    {
      schema: {
        tags,
        summary: 'Change all fields of one of my products',
        params: ListingIdParamsSchema,
        body: ProductFieldsSchema,
        response: { 200: ProductSchema, ...errors },
      },
    },
    async (request) => listings.updateProduct(supplierId(request), request.params.id, request.body),
  );

  app.patch(
    '/suppliers/me/products/:id/stock',
    {
      schema: {
        tags,
        summary: 'Set the stock quantity of one of my products',
        params: ListingIdParamsSchema,
        body: StockBodySchema,
        response: { 200: ProductSchema, ...errors },
      },
    },
    async (request) => listings.updateStock(supplierId(request), request.params.id, request.body.stock),
  );

  // ----------------------------------------------------------------- services
  app.post(
    '/suppliers/me/services',
    {
      schema: {
        tags,
        summary: 'Create a service (unpublished, without images); Basic plan: at most 3',
        body: ServiceFieldsSchema,
        response: { 201: ServiceSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await listings.createService(supplierId(request), request.body)),
  );

  app.get(
    '/suppliers/me/services/:id',
    {
      schema: {
        tags,
        summary: 'One of my services, as I edit it',
        params: ListingIdParamsSchema,
        response: { 200: ServiceSchema, ...errors },
      },
    },
    async (request) => listings.getOwnService(supplierId(request), request.params.id),
  );

  app.put(
    '/suppliers/me/services/:id',
    {
      schema: {
        tags,
        summary: 'Change all fields of one of my services',
        params: ListingIdParamsSchema,
        body: ServiceFieldsSchema,
        response: { 200: ServiceSchema, ...errors },
      },
    },
    async (request) => listings.updateService(supplierId(request), request.params.id, request.body),
  );

  // ------------------------------------------------------- both kinds alike
  for (const { kind, path, schema, noun } of kinds) {
    app.delete(
      `${path}/:id`,
      {
        schema: {
          tags,
          summary: `Delete one of my ${noun}s (kept for order history, hidden everywhere)`,
          params: ListingIdParamsSchema,
          response: { 204: noContent, ...errors },
        },
      },
      async (request, reply) => {
        await listings.remove(supplierId(request), kind, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      `${path}/:id/publish`,
      {
        schema: {
          tags,
          summary: `Publish one of my ${noun}s (needs an image; Basic plan limits the published ones)`,
          params: ListingIdParamsSchema,
          response: { 200: schema, ...errors },
        },
      },
      async (request) => listings.publish(supplierId(request), kind, request.params.id),
    );

    app.post(
      `${path}/:id/unpublish`,
      {
        schema: {
          tags,
          summary: `Hide one of my ${noun}s from buyers`,
          params: ListingIdParamsSchema,
          response: { 200: schema, ...errors },
        },
      },
      async (request) => listings.unpublish(supplierId(request), kind, request.params.id),
    );

    app.post(
      `${path}/:id/duplicate`,
      {
        schema: {
          tags,
          summary: `Copy one of my ${noun}s with its images; the copy starts unpublished`,
          params: ListingIdParamsSchema,
          response: { 201: schema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await listings.duplicate(supplierId(request), kind, request.params.id)),
    );

    app.post(
      `${path}/:id/images`,
      {
        schema: {
          tags,
          summary: `Add an image to one of my ${noun}s (at most 3)`,
          description: uploadDescription,
          params: ListingIdParamsSchema,
          response: { 201: schema, ...uploadErrors },
        },
      },
      async (request, reply) => {
        const id = supplierId(request);
        const upload = await readUpload(request);
        return reply.status(201).send(await listings.addImage(id, kind, request.params.id, upload));
      },
    );

    app.delete(
      `${path}/:id/images/:imageId`,
      {
        schema: {
          tags,
          summary: `Remove an image of one of my ${noun}s (a published one keeps at least one)`,
          params: ListingImageParamsSchema,
          response: { 204: noContent, ...errors },
        },
      },
      async (request, reply) => {
        const { id, imageId } = request.params;
        await listings.removeImage(supplierId(request), kind, id, imageId);
        return reply.status(204).send(null);
      },
    );

    app.put(
      `${path}/:id/images/order`,
      {
        schema: {
          tags,
          summary: `Order the images of one of my ${noun}s (every image id, first shown first)`,
          params: ListingIdParamsSchema,
          body: ImageOrderBodySchema,
          response: { 200: schema, ...errors },
        },
      },
      async (request) =>
        listings.reorderImages(supplierId(request), kind, request.params.id, request.body.imageIds),
    );
  }

  // ------------------------------------------------------- listings table
  app.get(
    '/suppliers/me/listings',
    {
      schema: {
        tags,
        summary: 'My products and services, newest first; filter by kind and by name',
        querystring: ListingsQuerySchema,
        response: { 200: z.array(ListingRowSchema), ...errors },
      },
    },
    async (request) => listings.listForSupplier(supplierId(request), request.query),
  );

  app.post(
    '/suppliers/me/listings/bulk',
    {
      schema: {
        tags,
        summary: 'Publish, unpublish or delete several listings; each item answers on its own',
        body: BulkListingActionBodySchema,
        response: { 200: BulkListingResultSchema, ...errors },
      },
    },
    async (request) => listings.bulk(supplierId(request), request.body.action, request.body.items),
  );

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
        const page = await listings.searchListingsPage(kind, { ...query, q: query.q || name });
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
      async (request) => listings.findSimilar(kind, request.params.id),
    );

    app.get(
      `/${segment}/:id`,
      {
        schema: {
          tags,
          summary: `A published ${segment.slice(0, -1)} as buyers see it`,
          params: ListingIdParamsSchema,
          response: { 200: PublicListingSchema, 404: ErrorBodySchema },
        },
      },
      async (request) => listings.getPublicListing(kind, request.params.id),
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
    async (request) => listings.searchSuppliers(request.query),
  );
};
