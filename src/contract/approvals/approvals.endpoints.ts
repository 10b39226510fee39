import { defineEndpoints } from '../http/endpoint.js';
import { approvingRoles, buyingRoles, everyBuyerSideRole } from '../team/member-roles.js';
import type * as schemas from './approvals.schemas.js';

// Who asks for an approval: whoever fills a cart (buyingRoles). Who reads requests: every buyer-side role
// (a requester, FINANCE and VIEWER see only their own).

/**
 * Issue 26: approval requests of carts above the requester's order limit. Approvers (and owners) see the
 * business's requests and decide them; a requester sees and cancels their own, then pays the approved
 * basket through the usual checkout.
 */
export const approvalsEndpoints = defineEndpoints<typeof schemas>()('approvals', {
  createRequest: {
    method: 'POST',
    path: '/api/buyers/me/approval-requests',
    access: 'buyer',
    memberRoles: buyingRoles,
    summary: 'Send my cart, priced now, for approval (replaces my pending request)',
    body: 'CreateApprovalRequestBodySchema',
    answer: 'ApprovalRequestSchema',
    status: 201,
    errors: [409],
  },
  listRequests: {
    method: 'GET',
    path: '/api/buyers/me/approval-requests',
    access: 'buyer',
    memberRoles: everyBuyerSideRole,
    summary: "The business's approval requests (approvers) or my own, newest first",
    query: 'ApprovalRequestsQuerySchema',
    answer: 'ApprovalRequestListSchema',
    paged: true,
  },
  countPending: {
    method: 'GET',
    path: '/api/buyers/me/approval-requests/pending-count',
    access: 'buyer',
    memberRoles: everyBuyerSideRole,
    summary: 'How many requests wait for my decision (the approvals badge)',
    answer: 'PendingApprovalCountSchema',
  },
  getRequest: {
    method: 'GET',
    path: '/api/buyers/me/approval-requests/:id',
    access: 'buyer',
    memberRoles: everyBuyerSideRole,
    summary: 'An approval request: the basket as requested and as priced now, with what changed',
    params: 'ApprovalRequestParamsSchema',
    answer: 'ApprovalRequestSchema',
    errors: [404],
  },
  approveRequest: {
    method: 'POST',
    path: '/api/buyers/me/approval-requests/:id/approve',
    access: 'buyer',
    memberRoles: approvingRoles,
    summary: 'Approve a pending request (re-priced and stock re-checked now; within my own limit)',
    params: 'ApprovalRequestParamsSchema',
    answer: 'ApprovalRequestSchema',
    errors: [404, 409],
  },
  declineRequest: {
    method: 'POST',
    path: '/api/buyers/me/approval-requests/:id/decline',
    access: 'buyer',
    memberRoles: approvingRoles,
    summary: 'Decline a pending request with a reason',
    params: 'ApprovalRequestParamsSchema',
    body: 'DeclineApprovalRequestBodySchema',
    answer: 'ApprovalRequestSchema',
    errors: [404, 409],
  },
  cancelRequest: {
    method: 'POST',
    path: '/api/buyers/me/approval-requests/:id/cancel',
    access: 'buyer',
    memberRoles: buyingRoles,
    summary: 'Cancel my pending request',
    params: 'ApprovalRequestParamsSchema',
    answer: 'ApprovalRequestSchema',
    errors: [404, 409],
  },
});
