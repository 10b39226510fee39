import type { CurrentUser } from '../../../contract/users/users.schemas';
import { rolesAllow, type MemberRole } from '../../../contract/team/member-roles';
import { useSession } from '../auth/use-session';

/**
 * Issue 26: whether the signed-in member's roles allow something whose endpoint names `allowed` (OWNER is
 * always allowed): the same rule as the server's route guard, so the web shows only what will work.
 */
export function can(user: Pick<CurrentUser, 'memberRoles'> | null, allowed: readonly MemberRole[]): boolean {
  return user !== null && rolesAllow(user.memberRoles, allowed);
}

/** `can` for the signed-in member. */
export function useCan(allowed: readonly MemberRole[]): boolean {
  return can(useSession().user, allowed);
}
