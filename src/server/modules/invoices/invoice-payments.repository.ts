import { eq, sql } from 'drizzle-orm';
import type {
  InvoiceDocumentType,
  InvoiceInstallment,
  InvoiceStatus,
} from '../../../contract/invoices/invoices.schemas.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { invoices } from './invoices.tables.js';

/** What paying an installment needs to know of an invoice, read under its row lock. */
export interface PayableInvoice {
  id: string;
  buyerId: string;
  supplierId: string;
  counter: number;
  /** A credit note is never due (issue 24). */
  documentType: InvoiceDocumentType;
  status: InvoiceStatus;
  paymentTerms: 'FULL' | 'PARTIAL';
  upfrontAmount: number | null;
  total: number;
  paidAmount: number;
  buyerName: string;
}

const payableColumns = {
  id: invoices.id,
  buyerId: invoices.buyerId,
  supplierId: invoices.supplierId,
  counter: invoices.counter,
  documentType: invoices.documentType,
  status: invoices.status,
  paymentTerms: invoices.paymentTerms,
  upfrontAmount: invoices.upfrontAmount,
  total: invoices.total,
  paidAmount: invoices.paidAmount,
  buyerName: sql<string>`${invoices.buyer} ->> 'businessName'`,
};

export function createInvoicePaymentsRepository() {
  return {
    /** The invoice, locked until the caller's transaction ends: one installment is recorded at a time. */
    async lockInvoice(tx: DbExecutor, id: string): Promise<PayableInvoice | undefined> {
      const [row] = await tx.select(payableColumns).from(invoices).where(eq(invoices.id, id)).for('update');
      return row;
    },

    /** Adds a paid installment to the locked invoice and moves it to its next state. */
    async recordInstallment(
      tx: DbExecutor,
      id: string,
      payment: { amount: number; installment: InvoiceInstallment; status: InvoiceStatus },
    ): Promise<void> {
      await tx
        .update(invoices)
        .set({ paidAmount: sql`${invoices.paidAmount} + ${payment.amount}`, status: payment.status })
        .where(eq(invoices.id, id));
    },
  };
}

export type InvoicePaymentsRepository = ReturnType<typeof createInvoicePaymentsRepository>;
