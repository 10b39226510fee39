/**
 * Issue 26, decision 035: the people of a business and what each may do. Plain constants, no zod, so the
 * endpoint definitions (contract/http) and the web app's first chunk can use them.
 *
 * OWNER does everything. The buyer side has requesters (build carts, draft tenders), approvers (approve
 * carts over a requester's limit, publish tenders), finance (pays invoices, manages cards) and viewers;
 * the supplier side has catalogue managers, order handlers (ship, invoice), finance and viewers. FINANCE
 * and VIEWER serve both sides.
 */
export const memberRoles = [
  'OWNER',
  'REQUESTER',
  'APPROVER',
  'FINANCE',
  'VIEWER',
  'CATALOGUE_MANAGER',
  'ORDER_HANDLER',
] as const;
export type MemberRole = (typeof memberRoles)[number];

/** The roles that work on the buyer side and on the supplier side (OWNER works on both). */
export const buyerSideRoles = [
  'REQUESTER',
  'APPROVER',
  'FINANCE',
  'VIEWER',
] as const satisfies readonly MemberRole[];
export const supplierSideRoles = [
  'CATALOGUE_MANAGER',
  'ORDER_HANDLER',
  'FINANCE',
  'VIEWER',
] as const satisfies readonly MemberRole[];

/** Every role but OWNER: `memberRoles: anyMember` lets every member of the business call. */
export const anyMember = memberRoles.filter((role) => role !== 'OWNER') as readonly Exclude<
  MemberRole,
  'OWNER'
>[];

/** A member may act on a side when one of its roles works there. */
export function canActAs(roles: readonly MemberRole[], side: 'BUYER' | 'SUPPLIER'): boolean {
  const sideRoles: readonly MemberRole[] = side === 'BUYER' ? buyerSideRoles : supplierSideRoles;
  return roles.some((role) => role === 'OWNER' || sideRoles.includes(role));
}

/** Whether roles allow an endpoint that names `allowed` (OWNER is always allowed). */
export function rolesAllow(roles: readonly MemberRole[], allowed: readonly MemberRole[]): boolean {
  return roles.some((role) => role === 'OWNER' || allowed.includes(role));
}

export const memberStatuses = ['ACTIVE', 'SUSPENDED', 'REMOVED'] as const;
export type MemberStatus = (typeof memberStatuses)[number];
