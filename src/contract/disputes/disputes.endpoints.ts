import { defineEndpoints, requestPath } from '../http/endpoint.js';
import type { OrderIdParamsSchema } from '../orders/orders.schemas.js';
import type * as disputesSchemas from './disputes.schemas.js';
import {
  buyerPaymentRoles,
  everyBuyerSideRole,
  everySupplierSideRole,
  supplierBillingRoles,
} from '../team/member-roles.js';

/** The disputes' schemas and the order id a dispute is opened on. */
export type DisputesEndpointSchemas = typeof disputesSchemas & {
  OrderIdParamsSchema: typeof OrderIdParamsSchema;
};

const photoDescription =
  'One image in the field `file` (JPEG, PNG or WebP, at most 5 MB), checked by its content and re-encoded; ' +
  'at most 5 per side (409 DISPUTE_PHOTO_LIMIT). Stored privately: only the two businesses and operators ' +
  'get it back.';
const decided = 'A dispute already decided is 409 DISPUTE_CLOSED.';

/** Issue 25, decision 033: disputes on orders, answered by the supplier and decided by operators. */
export const disputesEndpoints = defineEndpoints<DisputesEndpointSchemas>()('disputes', {
  // ------------------------------------------------------------------ the buyer
  getBuyerOrderDispute: {
    method: 'GET',
    path: '/api/buyers/me/orders/:id/dispute',
    access: 'buyer',
    memberRoles: everyBuyerSideRole,
    summary: "My order's dispute, if any, and whether I may open one",
    description: "Another buyer's order is 404 NOT_FOUND.",
    params: 'OrderIdParamsSchema',
    answer: 'OrderDisputeSchema',
    errors: [404],
  },
  openDispute: {
    method: 'POST',
    path: '/api/buyers/me/orders/:id/disputes',
    access: 'buyer',
    memberRoles: buyerPaymentRoles,
    summary: 'Dispute my order (not received, not as described, damaged), asking for an amount back',
    description:
      'From shipping until 14 days after delivery, card-paid orders only (409 DISPUTE_NOT_ALLOWED); one ' +
      'open dispute per order (409 DISPUTE_ALREADY_OPEN); the amount asked at most the order’s total ' +
      '(400 DISPUTE_AMOUNT_TOO_HIGH), its total by default. The supplier is told and has 3 days to answer.',
    params: 'OrderIdParamsSchema',
    body: 'OpenDisputeBodySchema',
    answer: 'DisputeSchema',
    status: 201,
    errors: [404, 409],
  },
  getBuyerDispute: {
    method: 'GET',
    path: '/api/buyers/me/disputes/:id',
    access: 'buyer',
    memberRoles: everyBuyerSideRole,
    summary: 'One of my disputes, with its timeline',
    params: 'DisputeIdParamsSchema',
    answer: 'DisputeSchema',
    errors: [404],
  },
  replyToDispute: {
    method: 'POST',
    path: '/api/buyers/me/disputes/:id/replies',
    access: 'buyer',
    memberRoles: buyerPaymentRoles,
    summary: 'Add my reply to my dispute',
    description: decided,
    params: 'DisputeIdParamsSchema',
    body: 'DisputeMessageBodySchema',
    answer: 'DisputeSchema',
    errors: [404, 409],
  },
  addBuyerDisputePhoto: {
    method: 'POST',
    path: '/api/buyers/me/disputes/:id/photos',
    access: 'buyer',
    memberRoles: buyerPaymentRoles,
    summary: 'Add a photo to my dispute',
    description: `${photoDescription} ${decided}`,
    params: 'DisputeIdParamsSchema',
    upload: true,
    answer: 'DisputeSchema',
    status: 201,
    errors: [404, 409, 413, 415],
  },
  getBuyerDisputePhoto: {
    method: 'GET',
    path: '/api/buyers/me/disputes/:id/photos/:photoId',
    access: 'buyer',
    memberRoles: everyBuyerSideRole,
    summary: 'A photo of my dispute (either side’s)',
    params: 'DisputePhotoParamsSchema',
    answerMediaTypes: ['image/webp'],
    errors: [404],
  },

  // ------------------------------------------------------------------ the supplier
  getSupplierOrderDispute: {
    method: 'GET',
    path: '/api/suppliers/me/orders/:id/dispute',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: "My order's dispute, if the buyer opened one",
    params: 'OrderIdParamsSchema',
    answer: 'OrderDisputeSchema',
    errors: [404],
  },
  getSupplierDispute: {
    method: 'GET',
    path: '/api/suppliers/me/disputes/:id',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: 'A dispute on one of my orders, with its timeline',
    params: 'DisputeIdParamsSchema',
    answer: 'DisputeSchema',
    errors: [404],
  },
  answerDispute: {
    method: 'POST',
    path: '/api/suppliers/me/disputes/:id/answers',
    access: 'supplier',
    memberRoles: supplierBillingRoles,
    summary: 'Answer a dispute on my order (it then goes to an operator)',
    description: decided,
    params: 'DisputeIdParamsSchema',
    body: 'DisputeMessageBodySchema',
    answer: 'DisputeSchema',
    errors: [404, 409],
  },
  acceptDispute: {
    method: 'POST',
    path: '/api/suppliers/me/disputes/:id/acceptance',
    access: 'supplier',
    memberRoles: supplierBillingRoles,
    summary: 'Accept the refund the buyer asked for: refunded on the buyer’s card at once',
    description: `${decided} A refund the provider refuses sends the dispute to an operator.`,
    params: 'DisputeIdParamsSchema',
    answer: 'DisputeSchema',
    errors: [404, 409],
  },
  addSupplierDisputePhoto: {
    method: 'POST',
    path: '/api/suppliers/me/disputes/:id/photos',
    access: 'supplier',
    memberRoles: supplierBillingRoles,
    summary: 'Add a photo to my answer',
    description: `${photoDescription} ${decided}`,
    params: 'DisputeIdParamsSchema',
    upload: true,
    answer: 'DisputeSchema',
    status: 201,
    errors: [404, 409, 413, 415],
  },
  getSupplierDisputePhoto: {
    method: 'GET',
    path: '/api/suppliers/me/disputes/:id/photos/:photoId',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: 'A photo of a dispute on my order (either side’s)',
    params: 'DisputePhotoParamsSchema',
    answerMediaTypes: ['image/webp'],
    errors: [404],
  },

  // ------------------------------------------------------------------ operators
  listOperatorDisputes: {
    method: 'GET',
    path: '/api/operator/disputes',
    access: 'operator',
    operatorRoles: ['TRUST_AND_SAFETY', 'FINANCE', 'SUPPORT'],
    summary: 'The disputes queue: waiting for an operator first, oldest first',
    description:
      'The cursor of the next page comes in the `x-next-cursor` response header (absent on the last page).',
    query: 'OperatorDisputesQuerySchema',
    answer: 'OperatorDisputeListSchema',
    paged: true,
  },
  getOperatorDispute: {
    method: 'GET',
    path: '/api/operator/disputes/:id',
    access: 'operator',
    operatorRoles: ['TRUST_AND_SAFETY', 'FINANCE', 'SUPPORT'],
    summary: 'One dispute with its order, items and payment, both sides’ words and photos',
    params: 'DisputeIdParamsSchema',
    answer: 'OperatorDisputeSchema',
    errors: [404],
  },
  decideDispute: {
    method: 'POST',
    path: '/api/operator/disputes/:id/decisions',
    access: 'operator',
    operatorRoles: ['TRUST_AND_SAFETY', 'FINANCE'],
    summary: 'Decide a dispute: refund in full, refund in part, or close without refund',
    description:
      'Audited (DISPUTE). A partial amount is at most what is still refundable (409 ' +
      'REFUND_AMOUNT_TOO_HIGH). The same decision sent again answers the dispute as it is; another ' +
      'decision after one was taken is 409 DISPUTE_ALREADY_DECIDED. The refund goes through the payments ' +
      'flow once per dispute, whoever decides and however often.',
    params: 'DisputeIdParamsSchema',
    body: 'DisputeDecisionBodySchema',
    answer: 'OperatorDisputeSchema',
    errors: [404, 409],
  },
  getOperatorDisputePhoto: {
    method: 'GET',
    path: '/api/operator/disputes/:id/photos/:photoId',
    access: 'operator',
    operatorRoles: ['TRUST_AND_SAFETY', 'FINANCE', 'SUPPORT'],
    summary: 'A photo of a dispute',
    params: 'DisputePhotoParamsSchema',
    answerMediaTypes: ['image/webp'],
    errors: [404],
  },
});

/** Where a dispute's photo is read by each audience (never the public files). */
export const disputePhotoUrl = (audience: 'buyer' | 'supplier' | 'operator', id: string, photoId: string) =>
  requestPath(
    {
      buyer: disputesEndpoints.getBuyerDisputePhoto.path,
      supplier: disputesEndpoints.getSupplierDisputePhoto.path,
      operator: disputesEndpoints.getOperatorDisputePhoto.path,
    }[audience],
    { id, photoId },
  );
