import { and, eq, isNotNull } from 'drizzle-orm';
import { viewBuilder } from '../../platform/db/database.js';
import { payments } from './payments.tables.js';

/**
 * The settled installments of invoices, a read-only view this module publishes (through
 * payments.service.ts) for the invoices module to read and aggregate in its own statements
 * (docs/architecture.md, "Module boundaries").
 */
export const paidInstallmentsView = viewBuilder
  .select({
    id: payments.id,
    invoiceId: payments.invoiceId,
    installment: payments.installment,
    amount: payments.amount,
    settledAt: payments.settledAt,
    /** Issue 26: the buyer's member who paid it; null before members. */
    paidByMemberId: payments.placedByMemberId,
  })
  .from(payments)
  .where(and(isNotNull(payments.invoiceId), eq(payments.status, 'PAID')))
  .as('paid_installments_view');
