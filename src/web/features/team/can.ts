import type { CurrentUser } from '../../../contract/users/users.schemas';
import { canActAs, rolesAllow, type MemberRole } from '../../../contract/team/member-roles';
import { useSession } from '../auth/use-session';

type Member = Pick<CurrentUser, 'memberRoles'> | null;

/**
 * Issue 26: whether the signed-in member's roles allow something whose endpoint names `allowed` (OWNER is
 * always allowed): the same rule as the server's route guard, so the web shows only what will work.
 */
export function can(user: Member, allowed: readonly MemberRole[]): boolean {
  return user !== null && rolesAllow(user.memberRoles, allowed);
}

/** `can` for the signed-in member. */
export function useCan(allowed: readonly MemberRole[]): boolean {
  return can(useSession().user, allowed);
}

/**
 * Whether to offer what calls an endpoint of the contract: false only when the signed-in member's roles
 * are not among its `memberRoles` (the rule the server's route guard applies). With nobody signed in (a
 * guest, or the session still loading) nothing is hidden by it: which pages a guest or a side may open
 * is the route guard's, and a guest's cart lives in the browser. An endpoint without `memberRoles` (a
 * public one) is anybody's.
 */
export function canCall(user: Member, endpoint: { memberRoles?: readonly MemberRole[] }): boolean {
  return user === null || endpoint.memberRoles === undefined || can(user, endpoint.memberRoles);
}

/** `canCall` for the signed-in member. */
export function useCanCall(endpoint: { memberRoles?: readonly MemberRole[] }): boolean {
  return canCall(useSession().user, endpoint);
}

/** Whether the member's roles work on a side (OWNER: both), so the switch to it is worth showing. */
export function canWorkAs(user: Member, side: 'BUYER' | 'SUPPLIER'): boolean {
  return user === null || canActAs(user.memberRoles, side);
}
