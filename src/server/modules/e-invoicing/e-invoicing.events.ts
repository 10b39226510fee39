import type { DomainEventOutbox } from '../../platform/events/domain-event-outbox.js';
import type { EInvoicingService } from './e-invoicing.service.js';

/**
 * Issue 24: every invoice the invoices module issues (orders, supplier invoices, tenders, group purchases,
 * the platform's plan invoices, credit notes) is announced by InvoiceIssued; its e-invoice is recorded in
 * the delivering transaction, with the unit's job queued in it. Invoices never know of e-invoicing.
 */
export function subscribeEInvoicingToEvents({
  events,
  eInvoicing,
}: {
  events: Pick<DomainEventOutbox, 'subscribe'>;
  eInvoicing: Pick<EInvoicingService, 'recordForInvoice'>;
}): void {
  events.subscribe('InvoiceIssued', (event, tx) => eInvoicing.recordForInvoice(tx, event.payload.invoiceId));
}
