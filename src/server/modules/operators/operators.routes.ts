import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operatorsEndpoints as endpoints } from '../../../contract/operators/operators.endpoints.js';
import * as operatorsSchemas from '../../../contract/operators/operators.schemas.js';
import {
  clearOperatorSessionCookie,
  operatorSessionCookieName,
  setOperatorSessionCookie,
} from '../../platform/auth/operator-auth.js';
import { hashToken } from '../../platform/auth/request-auth.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { OperatorRequestOrigin, OperatorsService } from './operators.service.js';

function requestOrigin(request: FastifyRequest): OperatorRequestOrigin {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, language: request.language };
}

/** Issue 25: the operators' sign-in, their accounts and the audit log (contract/operators). */
export async function operatorsRoutes(
  app: FastifyInstance,
  { operators, secureCookies }: { operators: OperatorsService; secureCookies: boolean },
) {
  const route = endpointRoutes(app, operatorsSchemas);

  route(endpoints.startSetup, async ({ body, request }) =>
    operators.startSetup(body.token, requestOrigin(request)),
  );
  route(endpoints.completeSetup, async ({ body, request }) => ({
    recoveryCodes: await operators.completeSetup(body, requestOrigin(request)),
  }));
  route(endpoints.signIn, async ({ body, request }) => operators.signIn(body, requestOrigin(request)));
  route(endpoints.secondFactor, async ({ body, request, reply }) => {
    const { token, operator } = await operators.completeSignIn(body, requestOrigin(request));
    setOperatorSessionCookie(reply, token, { secure: secureCookies });
    return operator;
  });
  route(endpoints.signOut, async ({ request, reply }) => {
    const token = request.cookies[operatorSessionCookieName];
    await operators.signOut(token ? hashToken(token) : undefined);
    clearOperatorSessionCookie(reply, { secure: secureCookies });
  });
  route(endpoints.me, async ({ caller }) => operators.me(caller.id));
  route(endpoints.regenerateRecoveryCodes, async ({ caller, body }) => ({
    recoveryCodes: await operators.regenerateRecoveryCodes(caller.id, body.code),
  }));
  route(endpoints.listOperators, async () => operators.list());
  route(endpoints.inviteOperator, async ({ caller, body }) => operators.invite(caller.id, body));
  route(endpoints.changeOperatorRole, async ({ caller, params, body }) =>
    operators.changeRole(caller.id, params.id, body.role),
  );
  route(endpoints.suspendOperator, async ({ caller, params, body }) =>
    operators.suspend(caller.id, params.id, body.reason),
  );
  route(endpoints.reactivateOperator, async ({ caller, params }) =>
    operators.reactivate(caller.id, params.id),
  );
  route(endpoints.auditLog, async ({ query }) => operators.auditLog(query));
}
