import type { OperatorRole } from '../../../contract/operators/operator-roles';

/**
 * Issue 25: the console's sections, in the order of the operators' day. Each is shown to the roles that may
 * act or read there (ADMIN sees all); its label is `operators:nav.<key>`.
 */
export interface OperatorNavItem {
  key: 'health' | 'suppliers' | 'reports' | 'disputes' | 'payments' | 'auditLog' | 'operators';
  path: `/operator/${string}`;
  roles: readonly OperatorRole[];
}

export const operatorNav: readonly OperatorNavItem[] = [
  { key: 'health', path: '/operator/health', roles: ['ADMIN', 'TRUST_AND_SAFETY', 'FINANCE', 'SUPPORT'] },
  { key: 'suppliers', path: '/operator/suppliers', roles: ['ADMIN', 'TRUST_AND_SAFETY', 'SUPPORT'] },
  { key: 'reports', path: '/operator/reports', roles: ['ADMIN', 'TRUST_AND_SAFETY', 'SUPPORT'] },
  { key: 'disputes', path: '/operator/disputes', roles: ['ADMIN', 'TRUST_AND_SAFETY', 'FINANCE', 'SUPPORT'] },
  { key: 'payments', path: '/operator/payments', roles: ['ADMIN', 'FINANCE'] },
  {
    key: 'auditLog',
    path: '/operator/audit-log',
    roles: ['ADMIN', 'TRUST_AND_SAFETY', 'FINANCE', 'SUPPORT'],
  },
  { key: 'operators', path: '/operator/operators', roles: ['ADMIN'] },
];

export function operatorNavFor(role: OperatorRole): OperatorNavItem[] {
  return operatorNav.filter((item) => item.roles.includes(role));
}
