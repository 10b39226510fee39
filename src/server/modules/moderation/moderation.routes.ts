import type { FastifyInstance } from 'fastify';
import { reportsEndpoints } from '../../../contract/reports/reports.endpoints.js';
import * as reportsSchemas from '../../../contract/reports/reports.schemas.js';
import { supplierVerificationEndpoints } from '../../../contract/supplier-verification/supplier-verification.endpoints.js';
import * as supplierVerificationSchemas from '../../../contract/supplier-verification/supplier-verification.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { UsersService } from '../users/users.service.js';
import type { ModerationService } from './moderation.service.js';

/**
 * Issue 25: reports (businesses file, operators decide) and the operators' supplier verification. The
 * supplier's own banner and answer are the users module's state, read and written through its service.
 */
export async function moderationRoutes(
  app: FastifyInstance,
  {
    moderation,
    users,
  }: {
    moderation: ModerationService;
    users: Pick<UsersService, 'getMyVerification' | 'answerVerification'>;
  },
) {
  const reports = endpointRoutes(app, reportsSchemas);
  reports(reportsEndpoints.createReport, ({ caller, body }) => moderation.createReport(caller.id, body));
  reports(reportsEndpoints.listReportQueue, ({ query }) => moderation.listReportQueue(query));
  reports(reportsEndpoints.getOperatorReport, ({ params }) => moderation.getOperatorReport(params.id));
  reports(reportsEndpoints.takeDownReportedSubject, ({ caller, params, body }) =>
    moderation.takeDownReportedSubject(params.id, { reason: body.reason, operatorId: caller.id }),
  );
  reports(reportsEndpoints.dismissReport, ({ caller, params, body }) =>
    moderation.dismissReport(params.id, { reason: body.reason, operatorId: caller.id }),
  );

  const suppliers = endpointRoutes(app, supplierVerificationSchemas);
  const endpoints = supplierVerificationEndpoints;
  suppliers(endpoints.listSupplierQueue, ({ query }) => moderation.listSupplierQueue(query));
  suppliers(endpoints.getOperatorSupplier, ({ params }) => moderation.getOperatorSupplier(params.id));
  suppliers(endpoints.approveSupplier, ({ caller, params, body }) =>
    moderation.approveSupplier(params.id, { reason: body.reason, operatorId: caller.id }),
  );
  suppliers(endpoints.requestSupplierInformation, ({ caller, params, body }) =>
    moderation.requestSupplierInformation(params.id, { question: body.question, operatorId: caller.id }),
  );
  suppliers(endpoints.suspendSupplier, ({ caller, params, body }) =>
    moderation.suspendSupplier(params.id, { reason: body.reason, operatorId: caller.id }),
  );
  suppliers(endpoints.reinstateSupplier, ({ caller, params, body }) =>
    moderation.reinstateSupplier(params.id, { reason: body.reason, operatorId: caller.id }),
  );
  suppliers(endpoints.recheckSupplierRegistry, ({ caller, params }) =>
    moderation.recheckSupplierRegistry(params.id, caller.id),
  );
  suppliers(endpoints.getMyVerification, ({ caller }) => users.getMyVerification(caller.id));
  suppliers(endpoints.answerVerification, ({ caller, body }) =>
    users.answerVerification(caller.id, body.answer),
  );
}
