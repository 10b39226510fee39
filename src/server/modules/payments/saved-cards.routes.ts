import type { FastifyInstance } from 'fastify';
import { paymentsEndpoints as endpoints } from '../../../contract/payments/payments.endpoints.js';
import {
  CardFieldsSchema,
  TapCardTokenBodySchema,
  type PaymentsConfig,
  type SaveCardBodySchema,
} from '../../../contract/payments/payments.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import { paymentsEndpointSchemas } from './payments.routes.js';
import type { SavedCardsService } from './saved-cards.service.js';

/** Spec §3: a saved card is the buyer's; a supplier gets ROLE_NOT_ALLOWED. */
export async function savedCardsRoutes(
  app: FastifyInstance,
  { savedCards, paymentsConfig }: { savedCards: SavedCardsService; paymentsConfig: PaymentsConfig },
) {
  // Each provider's body is validated on its own so field errors stay on their fields: the endpoint's
  // SaveCardBodySchema is the union of the two, and the route binds it to the configured provider's member.
  const providerBody = paymentsConfig.provider === 'sandbox' ? CardFieldsSchema : TapCardTokenBodySchema;
  const route = endpointRoutes(app, {
    ...paymentsEndpointSchemas,
    SaveCardBodySchema: providerBody as unknown as typeof SaveCardBodySchema,
  });
  route(endpoints.getPaymentsConfig, () => paymentsConfig);
  route(endpoints.listCards, ({ caller }) => savedCards.listCards(caller.id));
  route(endpoints.saveCard, ({ caller, body }) =>
    savedCards.saveCard(
      caller.id,
      'tapTokenId' in body
        ? { kind: 'TAP_TOKEN', tokenId: body.tapTokenId }
        : { kind: 'FIELDS', fields: body },
    ),
  );
  route(endpoints.deleteCard, ({ caller, params }) => savedCards.deleteCard(caller.id, params.id));
}
