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
  invoices: Pick<InvoicesService, 'issueForOrders' | 'creditCancelledOrder'>;
}): void {
  events.subscribe('OrderPlaced', (event, tx) => invoices.issueForOrders(tx, [event.payload.orderId]));
  // Issue 24: a cancelled order's invoice is credited in full, once (`creditCancelledOrder` answers the
  // note already issued when the event is delivered again).
  events.subscribe('OrderCancelled', (event, tx) => invoices.creditCancelledOrder(tx, event.payload.orderId));
}
