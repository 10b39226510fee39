import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './users.schemas.js';
import { anyMember, catalogueRoles, everySupplierSideRole, ownersOnly } from '../team/member-roles.js';

/**
 * The signed-in account, the supplier's status and store, profile pictures and banners, and the
 * settings (spec §7). A change answers the settings as they are now; an image's answer is its new URL.
 */
export const usersEndpoints = defineEndpoints<typeof schemas>()('users', {
  getCurrentUser: {
    method: 'GET',
    path: '/api/users/me',
    access: 'unverified',
    memberRoles: anyMember,
    summary: 'The signed-in user (also before the email is verified)',
    answer: 'CurrentUserSchema',
  },
  getCurrentSupplier: {
    method: 'GET',
    path: '/api/suppliers/me',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: "The supplier's status (ACTIVE, or INACTIVE when hidden from buyers), store and plan",
    answer: 'CurrentSupplierSchema',
  },
  getProfilePicture: {
    method: 'GET',
    path: '/api/users/:userId/profile-picture',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: "A user's profile picture URL (null: the default avatar)",
    params: 'UserIdParamsSchema',
    answer: 'ProfilePictureSchema',
    errors: [404],
  },
  getSettings: {
    method: 'GET',
    path: '/api/users/me/settings',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'Profile, store and notification settings',
    answer: 'SettingsSchema',
  },
  updateSettings: {
    method: 'PATCH',
    path: '/api/users/me/settings',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'Change business categories (at least one) and notification toggles',
    body: 'UpdateSettingsBodySchema',
    answer: 'SettingsSchema',
  },
  updateStore: {
    method: 'PUT',
    path: '/api/suppliers/me/store',
    access: 'supplier',
    memberRoles: catalogueRoles,
    summary: 'Store bio, temporary closing with a message, delivery fee per order (halalas)',
    body: 'UpdateStoreBodySchema',
    answer: 'SettingsSchema',
  },
  uploadProfilePicture: {
    method: 'PUT',
    path: '/api/users/me/profile-picture',
    access: 'signed-in',
    memberRoles: ownersOnly,
    summary: 'Upload a profile picture',
    upload: true,
    answer: 'UploadedImageSchema',
    errors: [413, 415],
  },
  removeProfilePicture: {
    method: 'DELETE',
    path: '/api/users/me/profile-picture',
    access: 'signed-in',
    memberRoles: ownersOnly,
    summary: 'Back to the default avatar',
    answer: 'UploadedImageSchema',
  },
  uploadStoreBanner: {
    method: 'PUT',
    path: '/api/suppliers/me/banner',
    access: 'supplier',
    memberRoles: catalogueRoles,
    summary: 'Upload the store banner',
    upload: true,
    answer: 'UploadedImageSchema',
    errors: [413, 415],
  },
  removeStoreBanner: {
    method: 'DELETE',
    path: '/api/suppliers/me/banner',
    access: 'supplier',
    memberRoles: catalogueRoles,
    summary: 'Remove the store banner',
    answer: 'UploadedImageSchema',
  },
});
