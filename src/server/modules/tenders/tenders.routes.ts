import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import {
  CreateTenderBodySchema,
  MyTendersQuerySchema,
  OfferIdParamsSchema,
  OfferSchema,
  OpenTendersQuerySchema,
  ReceivedOffersQuerySchema,
  SubmitOfferBodySchema,
  TenderIdParamsSchema,
  TenderSchema,
} from '../../../contract/tenders/tenders.schemas.js';
import { requireUser } from '../../platform/auth/request-auth.js';
import type { TendersService } from './tenders.service.js';
import { sendPage } from '../../platform/pagination/page.js';

const tags = ['tenders'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const cursorDescription =
  'The cursor of the next page comes in the `x-next-cursor` response header (absent on the last page) ' +
  'and goes back as `cursor`, with the same filters.';

type Request = Parameters<typeof requireUser>[0];
const buyerId = (request: Request) => requireUser(request, { role: 'BUYER' }).id;
const supplierId = (request: Request) => requireUser(request, { role: 'SUPPLIER' }).id;

/**
 * Issue 8, decision 014: a business creates tenders in its buyer role and answers others' tenders in its
 * supplier role. Offers are sealed until the submission deadline; the service enforces it for every
 * route here.
 */
export const tendersRoutes: FastifyPluginAsyncZod<{ tenders: TendersService }> = async (app, { tenders }) => {
  app.post(
    '/tenders',
    {
      schema: {
        tags,
        summary: 'Publish a tender (buyer role)',
        description:
          'Published at once with its reference number `TND-<year>-<number>`. The submission deadline ' +
          'must be in the future (400 DEADLINE_NOT_IN_FUTURE); the response deadline is the chosen ' +
          'weeks after it. The organization name defaults to my business name.',
        body: CreateTenderBodySchema,
        response: { 201: TenderSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await tenders.publishTender(buyerId(request), request.body)),
  );

  app.get(
    '/tenders/mine',
    {
      schema: {
        tags,
        summary: 'My tenders (buyer role), newest first',
        description: cursorDescription,
        querystring: MyTendersQuerySchema,
        response: { 200: z.array(TenderSchema), ...errors },
      },
    },
    async (request, reply) => {
      return sendPage(reply, await tenders.listMyTenders(buyerId(request), request.query));
    },
  );

  app.get(
    '/tenders/mine/:id',
    {
      schema: {
        tags,
        summary: 'One of my tenders (buyer role)',
        description: "Another business's tender is 404 NOT_FOUND.",
        params: TenderIdParamsSchema,
        response: { 200: TenderSchema, ...errors },
      },
    },
    async (request) => tenders.getMyTender(buyerId(request), request.params.id),
  );

  app.get(
    '/tenders/mine/:id/offers',
    {
      schema: {
        tags,
        summary: 'Every offer on my tender, cheapest first (buyer role)',
        description:
          'Sealed until the submission deadline: before it 409 OFFERS_SEALED. Another business’s tender ' +
          'is 404 NOT_FOUND.',
        params: TenderIdParamsSchema,
        response: { 200: z.array(OfferSchema), ...errors },
      },
    },
    async (request) => tenders.listOffersOfMyTender(buyerId(request), request.params.id),
  );

  app.get(
    '/tenders/received-offers',
    {
      schema: {
        tags,
        summary: 'Offers on my tenders whose submission deadline has passed, newest first (buyer role)',
        description: cursorDescription,
        querystring: ReceivedOffersQuerySchema,
        response: { 200: z.array(OfferSchema), ...errors },
      },
    },
    async (request, reply) => {
      return sendPage(reply, await tenders.listReceivedOffers(buyerId(request), request.query));
    },
  );

  app.get(
    '/tenders/received-offers/:id',
    {
      schema: {
        tags,
        summary: 'One offer on my tender (buyer role)',
        description:
          'Only once the tender’s submission deadline has passed; before it, or on another business’s ' +
          'tender, 404 NOT_FOUND (whether the offer exists is not revealed).',
        params: OfferIdParamsSchema,
        response: { 200: OfferSchema, ...errors },
      },
    },
    async (request) => tenders.getReceivedOffer(buyerId(request), request.params.id),
  );

  app.post(
    '/tenders/received-offers/:id/accept',
    {
      schema: {
        tags,
        summary: 'Accept an offer on my tender: the others are declined and the supplier’s invoice issued',
        description:
          'Only while the tender is evaluating (after the submission deadline, before the response ' +
          'deadline, not awarded): otherwise 409 TENDER_NOT_EVALUATING, which is also what the loser of ' +
          'two racing accepts gets. An offer declined earlier is 409 CONFLICT. The invoice (kind TENDER, ' +
          'amount plus VAT, ACCEPTED, payable in full) is in `invoiceId`.',
        params: OfferIdParamsSchema,
        response: { 200: OfferSchema, ...errors },
      },
    },
    async (request) => tenders.acceptOffer(buyerId(request), request.params.id),
  );

  app.post(
    '/tenders/received-offers/:id/decline',
    {
      schema: {
        tags,
        summary: 'Decline an offer on my tender (buyer role)',
        description:
          'Only while the tender is evaluating (409 TENDER_NOT_EVALUATING); an offer already answered is ' +
          '409 CONFLICT. The tender stays open to the other offers until its response deadline.',
        params: OfferIdParamsSchema,
        response: { 200: OfferSchema, ...errors },
      },
    },
    async (request) => tenders.declineOffer(buyerId(request), request.params.id),
  );

  app.get(
    '/tenders/open',
    {
      schema: {
        tags,
        summary: 'Tenders I can answer, or with `joined` those I offered on (supplier role)',
        description:
          'Without `joined`: other businesses’ tenders still taking offers. With `joined=true`: the ' +
          'tenders I have an offer on, in any phase. `q` searches the name, main activity and ' +
          `organization. ${cursorDescription}`,
        querystring: OpenTendersQuerySchema,
        response: { 200: z.array(TenderSchema), ...errors },
      },
    },
    async (request, reply) => {
      return sendPage(reply, await tenders.listTendersForSupplier(supplierId(request), request.query));
    },
  );

  app.get(
    '/tenders/:id',
    {
      schema: {
        tags,
        summary: 'A tender (any signed-in business)',
        description:
          '`offerCount` is null until the submission deadline for everybody, and after it for everybody ' +
          'but the creator.',
        params: TenderIdParamsSchema,
        response: { 200: TenderSchema, ...errors },
      },
    },
    async (request) => tenders.getTender(requireUser(request).id, request.params.id),
  );

  app.get(
    '/tenders/:id/my-offer',
    {
      schema: {
        tags,
        summary: 'My offer on a tender (supplier role)',
        description: '404 NOT_FOUND when I have none.',
        params: TenderIdParamsSchema,
        response: { 200: OfferSchema, ...errors },
      },
    },
    async (request) => tenders.getMyOffer(supplierId(request), request.params.id),
  );

  app.put(
    '/tenders/:id/my-offer',
    {
      schema: {
        tags,
        summary: 'Submit my offer (201) or replace it (200) until the submission deadline (supplier role)',
        description:
          'One offer per business per tender. Not on my own tender (409 OFFER_ON_OWN_TENDER); not after ' +
          'the submission deadline (409 TENDER_NOT_OPEN); the completion date is after today in ' +
          'Asia/Riyadh (400 COMPLETION_DATE_PAST).',
        params: TenderIdParamsSchema,
        body: SubmitOfferBodySchema,
        response: { 200: OfferSchema, 201: OfferSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { offer, isNew } = await tenders.submitOffer(
        supplierId(request),
        request.params.id,
        request.body,
      );
      return reply.status(isNew ? 201 : 200).send(offer);
    },
  );

  app.delete(
    '/tenders/:id/my-offer',
    {
      schema: {
        tags,
        summary: 'Withdraw my offer until the submission deadline (supplier role)',
        description: 'After the deadline 409 TENDER_NOT_OPEN; 404 NOT_FOUND when I have no offer.',
        params: TenderIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await tenders.withdrawOffer(supplierId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
