import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import {
  CityGroupPurchaseSchema,
  GroupPurchaseIdParamsSchema,
  GroupPurchaseSchema,
  JoinGroupPurchaseBodySchema,
  MyGroupPurchasesQuerySchema,
  ProductIdParamsSchema,
} from '../../../contract/group-purchases/group-purchases.schemas.js';
import { requireUser } from '../../platform/auth/request-auth.js';
import { sendPage } from '../../platform/pagination/page.js';
import type { GroupPurchasesService } from './group-purchases.service.js';

const tags = ['group purchases'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

const buyerId = (request: Parameters<typeof requireUser>[0]) => requireUser(request, { role: 'BUYER' }).id;

/**
 * Issue 9, decision 015: buyers of one city buy a product together at its group price. Every route is
 * the buyer role's; a group of another city is 404 to it.
 */
export const groupPurchasesRoutes: FastifyPluginAsyncZod<{ groupPurchases: GroupPurchasesService }> = async (
  app,
  { groupPurchases },
) => {
  app.get(
    '/products/:id/group-purchase',
    {
      schema: {
        tags,
        summary:
          "The group purchase open for this product in my city (or my group's recent outcome), and my city",
        params: ProductIdParamsSchema,
        response: { 200: CityGroupPurchaseSchema, ...errors },
      },
    },
    async (request) => groupPurchases.getCityGroup(buyerId(request), request.params.id),
  );

  app.post(
    '/group-purchases',
    {
      schema: {
        tags,
        summary: "Join the product's group purchase in my city, or start it",
        description:
          'Joins the group open for the product in my city, or starts one (its deadline is the ' +
          "product's group deadline in days from now). The quantity follows the product's case rules and " +
          "what is left of its stock after the group's other members. The join that brings the group to " +
          '5 buyers and its minimum quantity completes it at once: the answer then has status COMPLETED ' +
          'and `myInvoiceId`, the invoice to pay. 409 GROUP_PURCHASE_ALREADY_JOINED, GROUP_PURCHASE_CLOSED, ' +
          'GROUP_PURCHASE_NOT_ENABLED, GROUP_PURCHASE_OWN_PRODUCT, GROUP_STOCK_SHORT (`details.available`: the units left for the group).',
        body: JoinGroupPurchaseBodySchema,
        response: { 201: GroupPurchaseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await groupPurchases.joinGroup(buyerId(request), request.body)),
  );

  app.get(
    '/group-purchases/:id',
    {
      schema: {
        tags,
        summary: "A group purchase I am in, or one open in my city (another city's is 404)",
        params: GroupPurchaseIdParamsSchema,
        response: { 200: GroupPurchaseSchema, ...errors },
      },
    },
    async (request) => groupPurchases.getGroup(buyerId(request), request.params.id),
  );

  app.delete(
    '/group-purchases/:id/membership',
    {
      schema: {
        tags,
        summary: 'Leave a group purchase while it is open (the last member leaving cancels it)',
        params: GroupPurchaseIdParamsSchema,
        response: { 200: GroupPurchaseSchema, ...errors },
      },
    },
    async (request) => groupPurchases.leaveGroup(buyerId(request), request.params.id),
  );

  app.get(
    '/buyers/me/group-purchases',
    {
      schema: {
        tags,
        summary: 'The group purchases I joined, newest first',
        description:
          'The cursor of the next page comes in the `x-next-cursor` response header (absent on the last ' +
          'page) and goes back as `cursor`, with the same filters.',
        querystring: MyGroupPurchasesQuerySchema,
        response: { 200: z.array(GroupPurchaseSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await groupPurchases.listMyGroups(buyerId(request), request.query)),
  );
};
