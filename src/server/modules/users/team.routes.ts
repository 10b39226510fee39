import type { FastifyInstance } from 'fastify';
import { teamEndpoints as endpoints } from '../../../contract/team/team.endpoints.js';
import * as schemas from '../../../contract/team/team.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { TeamService } from './team.service.js';

/** Issue 26: the team (the invitation's acceptance is the auth module's: it opens the session). */
export async function teamRoutes(app: FastifyInstance, { team }: { team: TeamService }) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.getTeam, ({ caller }) => team.getTeam(caller));
  route(endpoints.inviteMember, ({ caller, body }) => team.invite(caller, body));
  route(endpoints.resendInvitation, ({ caller, params }) => team.resendInvitation(caller, params.id));
  route(endpoints.revokeInvitation, ({ caller, params }) => team.revokeInvitation(caller, params.id));
  route(endpoints.updateMember, ({ caller, params, body }) =>
    team.updateMember(caller, params.memberId, body),
  );
  route(endpoints.suspendMember, ({ caller, params }) => team.suspendMember(caller, params.memberId));
  route(endpoints.reinstateMember, ({ caller, params }) => team.reinstateMember(caller, params.memberId));
  route(endpoints.removeMember, ({ caller, params }) => team.removeMember(caller, params.memberId));
  route(endpoints.previewInvitation, ({ query }) => team.previewInvitation(query.token));
}
