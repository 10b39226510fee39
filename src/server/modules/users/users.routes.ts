import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import {
  CurrentSupplierSchema,
  CurrentUserSchema,
  ProfilePictureSchema,
  SettingsSchema,
  UpdateSettingsBodySchema,
  UpdateStoreBodySchema,
  UploadedImageSchema,
  UserIdParamsSchema,
} from '../../../contract/users/users.schemas.js';
import { requireUser } from '../../platform/auth/request-auth.js';
import { readUpload, uploadDescription } from '../../platform/http/read-upload.js';
import type { UsersService } from './users.service.js';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const uploadErrors = { ...errors, 413: ErrorBodySchema, 415: ErrorBodySchema };

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user (also before the email is verified)',
        response: { 200: CurrentUserSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => users.getCurrentUser(requireUser(request, { allowUnverified: true }).id),
  );

  app.get(
    '/suppliers/me',
    {
      schema: {
        tags: ['users'],
        summary: "The supplier's status (ACTIVE, or INACTIVE when hidden from buyers), store and plan",
        response: { 200: CurrentSupplierSchema, ...errors },
      },
    },
    async (request) => users.getCurrentSupplier(requireUser(request, { role: 'SUPPLIER' }).id),
  );

  app.get(
    '/users/:userId/profile-picture',
    {
      schema: {
        tags: ['users'],
        summary: "A user's profile picture URL (null: the default avatar)",
        params: UserIdParamsSchema,
        response: { 200: ProfilePictureSchema, 404: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      requireUser(request);
      return { pfpUrl: await users.getProfilePictureUrl(request.params.userId) };
    },
  );

  app.get(
    '/users/me/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Profile, store and notification settings',
        response: { 200: SettingsSchema, ...errors },
      },
    },
    async (request) => users.getSettings(requireUser(request).id),
  );

  app.patch(
    '/users/me/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Change business categories (at least one) and notification toggles',
        body: UpdateSettingsBodySchema,
        response: { 200: SettingsSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = requireUser(request);
      await users.updateSettings(id, request.body);
      return users.getSettings(id);
    },
  );

  app.put(
    '/suppliers/me/store',
    {
      schema: {
        tags: ['settings'],
        summary: 'Store bio, temporary closing with a message, delivery fee per order (halalas)',
        body: UpdateStoreBodySchema,
        response: { 200: SettingsSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = requireUser(request, { role: 'SUPPLIER' });
      await users.updateStore(id, request.body);
      return users.getSettings(id);
    },
  );

  app.put(
    '/users/me/profile-picture',
    {
      schema: {
        tags: ['settings'],
        summary: 'Upload a profile picture',
        description: uploadDescription,
        response: { 200: UploadedImageSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const { id } = requireUser(request);
      return { url: await users.replaceProfilePicture(id, await readUpload(request)) };
    },
  );

  app.delete(
    '/users/me/profile-picture',
    {
      schema: {
        tags: ['settings'],
        summary: 'Back to the default avatar',
        response: { 200: UploadedImageSchema, ...errors },
      },
    },
    async (request) => ({ url: await users.replaceProfilePicture(requireUser(request).id, null) }),
  );

  app.put(
    '/suppliers/me/banner',
    {
      schema: {
        tags: ['settings'],
        summary: 'Upload the store banner',
        description: uploadDescription,
        response: { 200: UploadedImageSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const { id } = requireUser(request, { role: 'SUPPLIER' });
      return { url: await users.replaceStoreBanner(id, await readUpload(request)) };
    },
  );

  app.delete(
    '/suppliers/me/banner',
    {
      schema: {
        tags: ['settings'],
        summary: 'Remove the store banner',
        response: { 200: UploadedImageSchema, ...errors },
      },
    },
    async (request) => ({
      url: await users.replaceStoreBanner(requireUser(request, { role: 'SUPPLIER' }).id, null),
    }),
  );
};
