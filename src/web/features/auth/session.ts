import type { CurrentUser } from '../../../contract/users/users.schemas';

/** The web app's role: lowercase of the user's role, or guest without a session (spec §4). */
export type Role = 'guest' | 'buyer' | 'supplier';

export function roleOf(user: CurrentUser | null): Role {
  if (!user) return 'guest';
  return user.role === 'SUPPLIER' ? 'supplier' : 'buyer';
}

/** Where the root index sends each role (spec §2). */
export function homePathOf(role: Role): string {
  if (role === 'buyer') return '/buyer/homepage';
  if (role === 'supplier') return '/supplier/overview';
  return '/landing';
}

export type AccessDecision = 'loading' | 'allow' | 'unauthorized' | 'verify-email';

/**
 * The route guard's rule (spec §5): nothing while the role loads; a role outside the allowed list is
 * unauthorized; a signed-in user with an unverified email must verify first; otherwise allowed.
 */
export function decideAccess(input: {
  role: Role | undefined;
  isEmailVerified: boolean;
  allowedRoles: readonly Role[];
}): AccessDecision {
  if (input.role === undefined) return 'loading';
  if (!input.allowedRoles.includes(input.role)) return 'unauthorized';
  if (input.role !== 'guest' && !input.isEmailVerified) return 'verify-email';
  return 'allow';
}
