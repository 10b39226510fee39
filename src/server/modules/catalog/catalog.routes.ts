import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BulkListingActionBodySchema,
  BulkListingResultSchema,
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
  type ListingKind,
} from '../../../contract/catalog/catalog.schemas.js';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import { requireUser } from '../../platform/auth/request-auth.js';
import { readUpload, uploadDescription } from '../../platform/http/read-upload.js';
import type { CatalogService } from './catalog.service.js';

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

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
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
      reply.status(201).send(await catalog.createProduct(supplierId(request), request.body)),
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
    async (request) => catalog.getOwnProduct(supplierId(request), request.params.id),
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
    async (request) => catalog.updateProduct(supplierId(request), request.params.id, request.body),
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
      reply.status(201).send(await catalog.createService(supplierId(request), request.body)),
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
    async (request) => catalog.getOwnService(supplierId(request), request.params.id),
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
    async (request) => catalog.updateService(supplierId(request), request.params.id, request.body),
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
        await catalog.remove(supplierId(request), kind, request.params.id);
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
      async (request) => catalog.publish(supplierId(request), kind, request.params.id),
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
      async (request) => catalog.unpublish(supplierId(request), kind, request.params.id),
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
        reply.status(201).send(await catalog.duplicate(supplierId(request), kind, request.params.id)),
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
        return reply.status(201).send(await catalog.addImage(id, kind, request.params.id, upload));
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
        await catalog.removeImage(supplierId(request), kind, id, imageId);
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
        catalog.reorderImages(supplierId(request), kind, request.params.id, request.body.imageIds),
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
    async (request) => catalog.listForSupplier(supplierId(request), request.query),
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
    async (request) => catalog.bulk(supplierId(request), request.body.action, request.body.items),
  );

  // ------------------------------------------------------- public (guests too)
  for (const { kind, segment } of [
    { kind: 'PRODUCT', segment: 'products' },
    { kind: 'SERVICE', segment: 'services' },
  ] as const) {
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
      async (request) => catalog.getPublicListing(kind, request.params.id),
    );
  }
};
