import type { FastifyInstance } from 'fastify';
import { usersEndpoints as endpoints } from '../../../contract/users/users.endpoints.js';
import * as schemas from '../../../contract/users/users.schemas.js';
import { ownersOnly, rolesAllow } from '../../../contract/team/member-roles.js';
import { AppError } from '../../platform/errors/app-error.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import { readUpload } from '../../platform/http/read-upload.js';
import type { UsersService } from './users.service.js';

export async function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.getCurrentUser, ({ caller }) => users.getCurrentUser(caller));
  route(endpoints.getCurrentSupplier, ({ caller }) => users.getCurrentSupplier(caller.id));
  route(endpoints.getProfilePicture, async ({ params }) => ({
    pfpUrl: await users.getProfilePictureUrl(params.userId),
  }));
  route(endpoints.getSettings, ({ caller }) => users.getSettings(caller));
  // A change answers the settings as they are after it.
  route(endpoints.updateSettings, async ({ caller, body }) => {
    // Issue 26: every member sets its notifications; the business's categories and address are its owners'.
    const changesTheBusiness = body.businessCategoryIds !== undefined || body.nationalAddress !== undefined;
    if (changesTheBusiness && !rolesAllow(caller.memberRoles, ownersOnly)) {
      throw new AppError('TEAM_ROLE_NOT_ALLOWED');
    }
    await users.updateSettings(caller, body);
    return users.getSettings(caller);
  });
  route(endpoints.updateStore, async ({ caller, body }) => {
    await users.updateStore(caller.id, body);
    return users.getSettings(caller);
  });
  route(endpoints.uploadProfilePicture, async ({ caller, request }) => ({
    url: await users.replaceProfilePicture(caller.id, await readUpload(request)),
  }));
  route(endpoints.removeProfilePicture, async ({ caller }) => ({
    url: await users.replaceProfilePicture(caller.id, null),
  }));
  route(endpoints.uploadStoreBanner, async ({ caller, request }) => ({
    url: await users.replaceStoreBanner(caller.id, await readUpload(request)),
  }));
  route(endpoints.removeStoreBanner, async ({ caller }) => ({
    url: await users.replaceStoreBanner(caller.id, null),
  }));
}
