import type { DomainEventOutbox } from '../../platform/events/domain-event-outbox.js';
import type { DisputesService } from './disputes.service.js';

/**
 * Decision 033: a dispute's refund settled by the provider (PaymentRefundSettled, published by payments in
 * the transaction that settles the ledger's row) makes the dispute REFUNDED with its credit note, or sends
 * it back to the operators; once however often the event is delivered.
 */
export function subscribeDisputesToEvents({
  events,
  disputes,
}: {
  events: Pick<DomainEventOutbox, 'subscribe'>;
  disputes: Pick<DisputesService, 'recordRefundSettled'>;
}): void {
  events.subscribe('PaymentRefundSettled', (event, tx) => disputes.recordRefundSettled(event, tx));
}
