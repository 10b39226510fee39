import { z } from 'zod';

export const userRoles = ['BUYER', 'SUPPLIER'] as const;
export const UserRoleSchema = z.enum(userRoles);

/** `GET /api/users/me` (spec §7): the signed-in user. */
export const CurrentUserSchema = z.object({
  role: UserRoleSchema,
  isEmailVerified: z.boolean(),
  email: z.email(),
  name: z.string(),
  businessName: z.string(),
  pfpUrl: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
