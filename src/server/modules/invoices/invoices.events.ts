import type { DomainEventOutbox } from '../../platform/events/domain-event-outbox.js';
import type { InvoicesService } from './invoices.service.js';

/**
 * Issue 7, decision 021: the tax invoice of each paid order. Orders publish OrderPlaced in the payment's
 * settling transaction; the invoice is issued when the event is delivered (on the settling node right
 * after commit, before the payment's answer). `issueForOrders` skips an order already invoiced, so an
 * event delivered again issues nothing.
 */
export function subscribeInvoicesToEvents({
  events,
  invoices,
}: {
  events: Pick<DomainEventOutbox, 'subscribe'>;
  invoices: Pick<InvoicesService, 'issueForOrders'>;
}): void {
  events.subscribe('OrderPlaced', (event, tx) => invoices.issueForOrders(tx, [event.payload.orderId]));
}
