import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import {
  CardFieldsSchema,
  PaymentsConfigSchema,
  SavedCardParamsSchema,
  SavedCardSchema,
  TapCardTokenBodySchema,
  type PaymentsConfig,
} from '../../../contract/payments/payments.schemas.js';
import { requireUser } from '../../platform/auth/request-auth.js';
import type { SavedCardsService } from './saved-cards.service.js';

const tags = ['payments'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const noContent = z.null().describe('No content');

/** Spec §3: a saved card is the buyer's; a supplier gets ROLE_NOT_ALLOWED. */
const buyerId = (request: Parameters<typeof requireUser>[0]) => requireUser(request, { role: 'BUYER' }).id;

export const savedCardsRoutes: FastifyPluginAsyncZod<{
  savedCards: SavedCardsService;
  paymentsConfig: PaymentsConfig;
}> = async (app, { savedCards, paymentsConfig }) => {
  app.get(
    '/payments/config',
    {
      schema: {
        tags,
        summary: 'Which card form the browser shows: the sandbox fields or Tap’s card form',
        response: { 200: PaymentsConfigSchema },
      },
    },
    async () => paymentsConfig,
  );

  app.get(
    '/buyers/me/cards',
    {
      schema: {
        tags,
        summary: 'My saved cards, newest first',
        response: { 200: z.array(SavedCardSchema), ...errors },
      },
    },
    async (request) => savedCards.listCards(buyerId(request)),
  );

  // Each provider's body is validated on its own so field errors stay on their fields (SaveCardBodySchema).
  if (paymentsConfig.provider === 'sandbox') {
    app.post(
      '/buyers/me/cards',
      {
        schema: {
          tags,
          summary:
            'Save a card (sandbox: the card fields; only brand, last four, expiry and holder are kept)',
          body: CardFieldsSchema,
          response: { 201: SavedCardSchema, ...errors, 502: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const card = await savedCards.saveCard(buyerId(request), { kind: 'FIELDS', fields: request.body });
        return reply.status(201).send(card);
      },
    );
  } else {
    app.post(
      '/buyers/me/cards',
      {
        schema: {
          tags,
          summary: 'Save a card from a token made by Tap’s card form in the browser',
          body: TapCardTokenBodySchema,
          response: { 201: SavedCardSchema, ...errors, 502: ErrorBodySchema, 503: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const card = await savedCards.saveCard(buyerId(request), {
          kind: 'TAP_TOKEN',
          tokenId: request.body.tapTokenId,
        });
        return reply.status(201).send(card);
      },
    );
  }

  app.delete(
    '/buyers/me/cards/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of my saved cards',
        params: SavedCardParamsSchema,
        response: { 204: noContent, ...errors, 502: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await savedCards.deleteCard(buyerId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
