import { dueInstallmentOf, type InvoiceInstallment } from '../../../contract/invoices/invoices.schemas.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { DomainEventPublisher } from '../../platform/events/domain-event-outbox.js';
import type { DomainEventCatalogue } from '../../platform/events/domain-events.js';
import type { PaymentPurposeHandlers } from '../payments/payments.service.js';
import type { InvoicePaymentsRepository } from './invoice-payments.repository.js';
import { invoiceNumberOf } from './invoices.service.js';

/** Where a paid installment leaves its invoice: the upfront part leaves the remainder to pay. */
const statusAfter = (
  installment: InvoiceInstallment,
): DomainEventCatalogue['InvoiceInstallmentPaid']['invoiceStatus'] =>
  installment === 'UPFRONT' ? 'PARTIALLY_PAID' : 'FULLY_PAID';

/**
 * Decision 013, 025: the invoice's side of paying an installment, as payments' handler of the INVOICE
 * purpose. The payments module writes the payment and talks to the provider; these run inside its
 * transactions, under the invoice's row lock, so what is due is read and recorded by one transaction at
 * a time.
 */
export function createInvoicePaymentsService({
  repository,
  events,
}: {
  repository: InvoicePaymentsRepository;
  /** InvoiceInstallmentPaid when an installment is recorded (notifications tell the supplier). */
  events: DomainEventPublisher;
}) {
  /**
   * Locks the buyer's invoice and answers what the installment the buyer asks to pay costs now. Another
   * business's invoice is NOT_FOUND; an installment that is not the one due (not accepted yet, already
   * paid, the upfront part of a FULL invoice…) is INVOICE_INSTALLMENT_NOT_DUE.
   */
  async function lockDueInstallment(
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
  }

  /**
   * Records a captured payment of the installment, in the transaction that marks the payment PAID.
   * Answers false — and changes nothing — when that installment is no longer due or costs another
   * amount (another attempt paid it first): the caller refunds the charge.
   */
  async function recordInstallmentPaid(
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
  }

  const paymentPurpose: PaymentPurposeHandlers['INVOICE'] = {
    attempt: (buyerId, { invoiceId, installment }) => ({
      isSame: (row) => row.invoiceId === invoiceId && row.installment === installment,
      paidThing: { kind: 'INSTALLMENT', invoiceId, installment },
      // The invoice is locked while the payment is written: what is due cannot change under it.
      prepare: async () => async (tx, insertPending) => {
        const due = await lockDueInstallment(tx, buyerId, invoiceId, installment);
        const row = await insertPending({ amount: due.amount, cart: null, invoiceId, installment });
        return {
          row,
          description: `Tawrid invoice ${due.invoiceNumber} (${installment.toLowerCase()} payment)`,
        };
      },
    }),
    // A payment of an installment always names it (payments' row check).
    recordCaptured: async (tx, payment) =>
      (await recordInstallmentPaid(tx, {
        invoiceId: payment.invoiceId!,
        installment: payment.installment!,
        amount: payment.amount,
      }))
        ? undefined
        : 'INVOICE_ALREADY_PAID',
  };

  return { paymentPurpose };
}

export type InvoicePaymentsService = ReturnType<typeof createInvoicePaymentsService>;
