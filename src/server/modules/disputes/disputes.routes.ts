import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  disputesEndpoints as endpoints,
  type DisputesEndpointSchemas,
} from '../../../contract/disputes/disputes.endpoints.js';
import * as disputesSchemas from '../../../contract/disputes/disputes.schemas.js';
import { OrderIdParamsSchema } from '../../../contract/orders/orders.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import { readUpload } from '../../platform/http/read-upload.js';
import type { StoredFile } from '../../platform/storage/file-storage.js';
import type { DisputesService } from './disputes.service.js';

/** A dispute photo: private to the two businesses and operators, never kept by a shared cache. */
const sendPhoto = (reply: FastifyReply, file: StoredFile) =>
  reply
    .header('content-type', file.contentType)
    .header('cache-control', 'private, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(file.data);

/** Issue 25: the buyer's, the supplier's and the operators' dispute endpoints, one service call each. */
export async function disputesRoutes(app: FastifyInstance, { disputes }: { disputes: DisputesService }) {
  const schemas: DisputesEndpointSchemas = { ...disputesSchemas, OrderIdParamsSchema };
  const route = endpointRoutes(app, schemas);

  route(endpoints.getBuyerOrderDispute, ({ caller, params }) =>
    disputes.getBuyerOrderDispute(caller.id, params.id),
  );
  route(endpoints.openDispute, ({ caller, params, body }) =>
    disputes.openDispute(caller.id, params.id, body),
  );
  route(endpoints.getBuyerDispute, ({ caller, params }) => disputes.getBuyerDispute(caller.id, params.id));
  route(endpoints.replyToDispute, ({ caller, params, body }) =>
    disputes.reply(caller.id, params.id, body.text),
  );
  route(endpoints.addBuyerDisputePhoto, async ({ caller, params, request }) =>
    disputes.addBuyerPhoto(caller.id, params.id, await readUpload(request)),
  );
  route(endpoints.getBuyerDisputePhoto, async ({ caller, params, reply }) =>
    sendPhoto(reply, await disputes.getBuyerPhoto(caller.id, params.id, params.photoId)),
  );

  route(endpoints.getSupplierOrderDispute, ({ caller, params }) =>
    disputes.getSupplierOrderDispute(caller.id, params.id),
  );
  route(endpoints.getSupplierDispute, ({ caller, params }) =>
    disputes.getSupplierDispute(caller.id, params.id),
  );
  route(endpoints.answerDispute, ({ caller, params, body }) =>
    disputes.answer(caller.id, params.id, body.text),
  );
  route(endpoints.acceptDispute, ({ caller, params }) => disputes.accept(caller.id, params.id));
  route(endpoints.addSupplierDisputePhoto, async ({ caller, params, request }) =>
    disputes.addSupplierPhoto(caller.id, params.id, await readUpload(request)),
  );
  route(endpoints.getSupplierDisputePhoto, async ({ caller, params, reply }) =>
    sendPhoto(reply, await disputes.getSupplierPhoto(caller.id, params.id, params.photoId)),
  );

  route(endpoints.listOperatorDisputes, ({ query }) => disputes.listQueue(query));
  route(endpoints.getOperatorDispute, ({ params }) => disputes.getOperatorDispute(params.id));
  route(endpoints.decideDispute, ({ caller, params, body }) => disputes.decide(caller.id, params.id, body));
  route(endpoints.getOperatorDisputePhoto, async ({ params, reply }) =>
    sendPhoto(reply, await disputes.getOperatorPhoto(params.id, params.photoId)),
  );
}
