import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './supplier-verification.schemas.js';
import { everySupplierSideRole, ownersOnly } from '../team/member-roles.js';

const acting = ['TRUST_AND_SAFETY'] as const;
const reading = ['TRUST_AND_SAFETY', 'SUPPORT'] as const;

/**
 * Issue 25: operators verify, suspend and reinstate suppliers (TRUST_AND_SAFETY act, SUPPORT reads);
 * the supplier reads its own state and answers a question. Every action is audited with its reason.
 */
export const supplierVerificationEndpoints = defineEndpoints<typeof schemas>()('supplier-verification', {
  listSupplierQueue: {
    method: 'GET',
    path: '/api/operator/suppliers',
    access: 'operator',
    operatorRoles: reading,
    summary: 'Suppliers to verify: PENDING and INFO_REQUESTED first, the longest waiting first',
    description:
      'Filters by verification state and suspension; `q` matches the business name or the registration ' +
      "number. The next page's cursor comes in `x-next-cursor`.",
    query: 'SupplierQueueQuerySchema',
    answer: 'OperatorSupplierListSchema',
    paged: true,
  },
  getOperatorSupplier: {
    method: 'GET',
    path: '/api/operator/suppliers/:id',
    access: 'operator',
    operatorRoles: reading,
    summary: 'One supplier with its registry answer, VAT number and store',
    params: 'SupplierIdParamsSchema',
    answer: 'OperatorSupplierSchema',
    errors: [404],
  },
  approveSupplier: {
    method: 'POST',
    path: '/api/operator/suppliers/:id/approve',
    access: 'operator',
    operatorRoles: acting,
    summary: "Approve the supplier's verification",
    params: 'SupplierIdParamsSchema',
    body: 'SupplierActionBodySchema',
    answer: 'OperatorSupplierSchema',
    errors: [404, 409],
  },
  requestSupplierInformation: {
    method: 'POST',
    path: '/api/operator/suppliers/:id/request-information',
    access: 'operator',
    operatorRoles: acting,
    summary: 'Ask the supplier a question; it is told and answers from its console',
    params: 'SupplierIdParamsSchema',
    body: 'RequestInformationBodySchema',
    answer: 'OperatorSupplierSchema',
    errors: [404],
  },
  suspendSupplier: {
    method: 'POST',
    path: '/api/operator/suppliers/:id/suspend',
    access: 'operator',
    operatorRoles: acting,
    summary: 'Suspend: storefront and listings hidden from buyers at once; open orders continue',
    params: 'SupplierIdParamsSchema',
    body: 'SupplierActionBodySchema',
    answer: 'OperatorSupplierSchema',
    errors: [404, 409],
  },
  reinstateSupplier: {
    method: 'POST',
    path: '/api/operator/suppliers/:id/reinstate',
    access: 'operator',
    operatorRoles: acting,
    summary: 'Reinstate a suspended supplier: its storefront and listings are shown again',
    params: 'SupplierIdParamsSchema',
    body: 'SupplierActionBodySchema',
    answer: 'OperatorSupplierSchema',
    errors: [404, 409],
  },
  recheckSupplierRegistry: {
    method: 'POST',
    path: '/api/operator/suppliers/:id/registry-check',
    access: 'operator',
    operatorRoles: acting,
    summary: 'Ask the commercial registry again and keep its answer with the time',
    params: 'SupplierIdParamsSchema',
    answer: 'OperatorSupplierSchema',
    errors: [404],
  },
  getMyVerification: {
    method: 'GET',
    path: '/api/suppliers/me/verification',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: "My verification and suspension, for the console's banner",
    answer: 'MyVerificationSchema',
  },
  answerVerification: {
    method: 'POST',
    path: '/api/suppliers/me/verification/answer',
    access: 'supplier',
    memberRoles: ownersOnly,
    summary: "Answer the operator's question: the verification goes back to PENDING",
    body: 'AnswerVerificationBodySchema',
    answer: 'MyVerificationSchema',
    errors: [409],
  },
});
