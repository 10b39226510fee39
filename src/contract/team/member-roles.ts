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

/**
 * Who may call what (issue 26, "Roles per endpoint"): the role lists endpoints name as `memberRoles`, each
 * written once here so the contract, the tests and the web app agree. OWNER is implied everywhere.
 */
/** Owners only: the business's own identity, its verification, its team. */
export const ownersOnly = [] as const satisfies readonly MemberRole[];
/** Every role that works on the buyer side: what a buyer's member reads. */
export const everyBuyerSideRole = buyerSideRoles;
/** Every role that works on the supplier side: what a supplier's member reads. */
export const everySupplierSideRole = supplierSideRoles;
/** Buying: carts, checkout, receipt and cancellation, tender drafts, group purchases, reviews. */
export const buyingRoles = ['REQUESTER', 'APPROVER'] as const satisfies readonly MemberRole[];
/** A buyer's payment after the card page, its saved cards' list, and its disputes: buyers and finance. */
export const buyerPaymentRoles = [
  'REQUESTER',
  'APPROVER',
  'FINANCE',
] as const satisfies readonly MemberRole[];
/** Approving: publishing, awarding and cancelling tenders; accepting a supplier's invoice. */
export const approvingRoles = ['APPROVER'] as const satisfies readonly MemberRole[];
/** Money of the business: paying invoices, saved cards, the plan, e-invoicing onboarding. */
export const financeRoles = ['FINANCE'] as const satisfies readonly MemberRole[];
/** A buyer's answer to a supplier's invoice: it commits the business to pay. */
export const invoiceApprovalRoles = ['APPROVER', 'FINANCE'] as const satisfies readonly MemberRole[];
/** The catalogue and the store: products, services, images, the store's settings and banner. */
export const catalogueRoles = ['CATALOGUE_MANAGER'] as const satisfies readonly MemberRole[];
/** Stock and tender offers: the catalogue's managers and those who ship. */
export const stockRoles = ['CATALOGUE_MANAGER', 'ORDER_HANDLER'] as const satisfies readonly MemberRole[];
/** Shipping: a supplier's orders' status. */
export const orderHandlingRoles = ['ORDER_HANDLER'] as const satisfies readonly MemberRole[];
/** A supplier's billing: its invoices to buyers and its answers to disputes. */
export const supplierBillingRoles = ['ORDER_HANDLER', 'FINANCE'] as const satisfies readonly MemberRole[];

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
