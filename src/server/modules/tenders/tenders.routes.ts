import type { FastifyInstance } from 'fastify';
import { tendersEndpoints as endpoints } from '../../../contract/tenders/tenders.endpoints.js';
import * as schemas from '../../../contract/tenders/tenders.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { TendersService } from './tenders.service.js';

/**
 * Issue 8, decision 014: a business creates tenders in its buyer role and answers others' tenders in its
 * supplier role. Offers are sealed until the submission deadline; the service enforces it for every
 * route here.
 */
export async function tendersRoutes(app: FastifyInstance, { tenders }: { tenders: TendersService }) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.publishTender, ({ caller, body }) => tenders.publishTender(caller, body));
  route(endpoints.updateTenderDraft, ({ caller, params, body }) =>
    tenders.updateTenderDraft(caller, params.id, body),
  );
  route(endpoints.publishTenderDraft, ({ caller, params }) => tenders.publishTenderDraft(caller, params.id));
  route(endpoints.discardTenderDraft, ({ caller, params }) => tenders.discardTenderDraft(caller, params.id));
  route(endpoints.listMyTenders, ({ caller, query }) => tenders.listMyTenders(caller.id, query));
  route(endpoints.getMyTender, ({ caller, params }) => tenders.getMyTender(caller.id, params.id));
  route(endpoints.listOffersOfMyTender, ({ caller, params }) =>
    tenders.listOffersOfMyTender(caller.id, params.id),
  );
  route(endpoints.listReceivedOffers, ({ caller, query }) => tenders.listReceivedOffers(caller.id, query));
  route(endpoints.getReceivedOffer, ({ caller, params }) => tenders.getReceivedOffer(caller.id, params.id));
  route(endpoints.acceptOffer, ({ caller, params }) => tenders.acceptOffer(caller.id, params.id));
  route(endpoints.declineOffer, ({ caller, params }) => tenders.declineOffer(caller.id, params.id));
  route(endpoints.listTendersForSupplier, ({ caller, query }) =>
    tenders.listTendersForSupplier(caller.id, query),
  );
  route(endpoints.getTender, ({ caller, params }) => tenders.getTender(caller.id, params.id));
  route(endpoints.getMyOffer, ({ caller, params }) => tenders.getMyOffer(caller.id, params.id));
  route(endpoints.submitOffer, async ({ caller, params, body }) => {
    const { offer, isNew } = await tenders.submitOffer(caller.id, params.id, body, caller.memberId);
    return { answer: offer, isNew };
  });
  route(endpoints.withdrawOffer, ({ caller, params }) => tenders.withdrawOffer(caller.id, params.id));
}
