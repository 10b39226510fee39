import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './reports.schemas.js';
import { anyMember } from '../team/member-roles.js';

/**
 * Issue 25: businesses report listings, reviews, chat messages and businesses; operators take the
 * subject down or dismiss (TRUST_AND_SAFETY act, SUPPORT reads). Decisions are audited.
 */
export const reportsEndpoints = defineEndpoints<typeof schemas>()('reports', {
  createReport: {
    method: 'POST',
    path: '/api/reports',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'Report a listing, a review, a chat message or a business',
    description:
      'One open report per reporter and subject: a repeat answers the existing one (200). Your own ' +
      'listing, review, message or business is refused (403 REPORT_OWN_SUBJECT); a chat message only by ' +
      'a participant of its chat (404). Rate limited (429).',
    body: 'CreateReportBodySchema',
    answer: 'MyReportSchema',
    status: 201,
    // Keyed by reporter and subject rather than by a client's key: a repeat answers the open report.
    idempotent: true,
    errors: [403, 404, 429],
  },
  listReportQueue: {
    method: 'GET',
    path: '/api/operator/reports',
    access: 'operator',
    operatorRoles: ['TRUST_AND_SAFETY', 'SUPPORT'],
    summary: 'Reports: open first, by subject type, oldest first',
    query: 'ReportQueueQuerySchema',
    answer: 'OperatorReportListSchema',
    paged: true,
  },
  getOperatorReport: {
    method: 'GET',
    path: '/api/operator/reports/:id',
    access: 'operator',
    operatorRoles: ['TRUST_AND_SAFETY', 'SUPPORT'],
    summary: "One report with the subject's content and the other reports on it",
    params: 'ReportIdParamsSchema',
    answer: 'OperatorReportDetailSchema',
    errors: [404],
  },
  takeDownReportedSubject: {
    method: 'POST',
    path: '/api/operator/reports/:id/take-down',
    access: 'operator',
    operatorRoles: ['TRUST_AND_SAFETY'],
    summary: 'Take the subject down; every open report of it closes with this decision',
    params: 'ReportIdParamsSchema',
    body: 'ReportDecisionBodySchema',
    answer: 'OperatorReportDetailSchema',
    errors: [404, 409],
  },
  dismissReport: {
    method: 'POST',
    path: '/api/operator/reports/:id/dismiss',
    access: 'operator',
    operatorRoles: ['TRUST_AND_SAFETY'],
    summary: 'Dismiss: the subject stays; every open report of it closes with this decision',
    params: 'ReportIdParamsSchema',
    body: 'ReportDecisionBodySchema',
    answer: 'OperatorReportDetailSchema',
    errors: [404, 409],
  },
});
