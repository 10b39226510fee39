/**
 * Issue 25: the people who run the marketplace. An operator is never a business: operators are created
 * from the command line or invited by an admin, and sign in with a password and a second factor.
 * - ADMIN: everything, and the operators themselves;
 * - TRUST_AND_SAFETY: suppliers' verification and suspension, reports and takedowns, disputes;
 * - FINANCE: refunds, payments and reconciliation;
 * - SUPPORT: reads what the others act on, and answers people.
 * Zod-free: the endpoints' definitions name these roles, and the web app loads them on every page.
 */
export const operatorRoles = ['ADMIN', 'TRUST_AND_SAFETY', 'FINANCE', 'SUPPORT'] as const;
export type OperatorRole = (typeof operatorRoles)[number];
