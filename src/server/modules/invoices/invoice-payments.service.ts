import { dueInstallmentOf, type InvoiceInstallment } from '../../../contract/invoices/invoices.schemas.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { DomainEventPublisher } from '../../platform/events/domain-event-outbox.js';
import type { DomainEventCatalogue } from '../../platform/events/domain-events.js';
import type { InvoicePaymentsRepository } from './invoice-payments.repository.js';
import { invoiceNumberOf } from './invoices.service.js';

/** Where a paid installment leaves its invoice: the upfront part leaves the remainder to pay. */
const statusAfter = (
  installment: InvoiceInstallment,
): DomainEventCatalogue['InvoiceInstallmentPaid']['invoiceStatus'] =>
  installment === 'UPFRONT' ? 'PARTIALLY_PAID' : 'FULLY_PAID';

/**
 * Decision 013: the invoice's side of paying an installment. The payments module writes the payment and
 * talks to the provider; these run inside its transactions, under the invoice's row lock, so what is due
 * is read and recorded by one transaction at a time.
 */
export function createInvoicePaymentsService({
  repository,
  events,
}: {
  repository: InvoicePaymentsRepository;
  /** InvoiceInstallmentPaid when an installment is recorded (notifications tell the supplier). */
  events: DomainEventPublisher;
}) {
  return {
    /**
     * Locks the buyer's invoice and answers what the installment the buyer asks to pay costs now. Another
     * business's invoice is NOT_FOUND; an installment that is not the one due (not accepted yet, already
     * paid, the upfront part of a FULL invoice…) is INVOICE_INSTALLMENT_NOT_DUE.
     */
    async lockDueInstallment(
      tx: DbExecutor,
      buyerId: string,
      invoiceId: string,
      installment: InvoiceInstallment,
    ): Promise<{ amount: number; invoiceNumber: string }> {
      const invoice = await repository.lockInvoice(tx, invoiceId);
      if (!invoice || invoice.buyerId !== buyerId) throw new AppError('NOT_FOUND');
      const due = dueInstallmentOf(invoice);
      if (due?.installment !== installment) throw new AppError('INVOICE_INSTALLMENT_NOT_DUE');
      return { amount: due.amount, invoiceNumber: invoiceNumberOf(invoice.counter) };
    },

    /**
     * Records a captured payment of the installment, in the transaction that marks the payment PAID.
     * Answers false — and changes nothing — when that installment is no longer due or costs another
     * amount (another attempt paid it first): the caller refunds the charge.
     */
    async recordInstallmentPaid(
      tx: DbExecutor,
      payment: { invoiceId: string; installment: InvoiceInstallment; amount: number },
    ): Promise<boolean> {
      const invoice = await repository.lockInvoice(tx, payment.invoiceId);
      const due = invoice && dueInstallmentOf(invoice);
      if (!invoice || due?.installment !== payment.installment || due.amount !== payment.amount) return false;
      const status = statusAfter(payment.installment);
      await repository.recordInstallment(tx, invoice.id, { ...payment, status });
      await events.publish(tx, 'InvoiceInstallmentPaid', {
        invoiceId: invoice.id,
        invoiceNumber: invoiceNumberOf(invoice.counter),
        supplierId: invoice.supplierId,
        buyer: { userId: invoice.buyerId, businessName: invoice.buyerName },
        installment: payment.installment,
        invoiceStatus: status,
      });
      return true;
    },
  };
}

export type InvoicePaymentsService = ReturnType<typeof createInvoicePaymentsService>;
