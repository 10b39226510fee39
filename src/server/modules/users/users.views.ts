import { sql } from 'drizzle-orm';
import { viewBuilder } from '../../platform/db/database.js';
import { members, suppliers, users } from './users.tables.js';

/*
 * The read-only views this module publishes (through users.service.ts) for other modules' statements:
 * docs/architecture.md, "Module boundaries". Only these columns leave the module: never an email, a
 * national id, a registration number or a password hash.
 */

/** Every account: what a session needs of it, and what other businesses see of it. */
export const accountsView = viewBuilder
  .select({
    userId: users.id,
    isEmailVerified: users.isEmailVerified,
    businessName: users.businessName,
    city: users.city,
    pfpKey: users.pfpKey,
  })
  .from(users)
  .as('accounts_view');

/**
 * Issue 26: the people of businesses, as a session needs them (never an email or a password hash): who,
 * of which business, with which roles, on which side, whether still active and verified.
 */
export const membersView = viewBuilder
  .select({
    memberId: members.id,
    businessId: members.businessId,
    roles: members.roles,
    status: members.status,
    activeRole: members.activeRole,
    isEmailVerified: members.isEmailVerified,
    accessChangedAt: members.accessChangedAt,
  })
  .from(members)
  .as('members_view');

/**
 * The supplier side of accounts: whether buyers may see it (its status, whether its store is closed, and
 * whether an operator suspended it: issue 25).
 */
export const suppliersView = viewBuilder
  .select({
    userId: suppliers.userId,
    status: suppliers.status,
    isStoreClosed: suppliers.isStoreClosed,
    isSuspended: sql<boolean>`${suppliers.suspendedAt} IS NOT NULL`.as('is_suspended'),
  })
  .from(suppliers)
  .as('suppliers_view');
