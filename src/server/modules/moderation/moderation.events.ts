import type { DomainEventOutbox } from '../../platform/events/domain-event-outbox.js';
import type { ModerationService } from './moderation.service.js';

/**
 * Issue 25: users publishes what operators decided about a supplier; this module tells the supplier
 * (notification and mail in its language) and, on a suspension, the buyers with open orders with it.
 * Each runs in the transaction that marks the event delivered, keyed by the event's id.
 */
export function subscribeModerationToEvents({
  events,
  moderation,
}: {
  events: Pick<DomainEventOutbox, 'subscribe'>;
  moderation: Pick<ModerationService, 'tellOfSuspension' | 'tellSupplier'>;
}) {
  const sourceOf = (event: { id: number; occurredAt: Date }) => ({
    eventId: event.id,
    occurredAt: event.occurredAt,
  });
  events.subscribe('SupplierSuspended', (event, tx) =>
    moderation.tellOfSuspension(tx, sourceOf(event), event.payload),
  );
  events.subscribe('SupplierReinstated', (event, tx) =>
    moderation.tellSupplier(tx, sourceOf(event), event.payload.supplier.userId, {
      notice: 'SUPPLIER_REINSTATED',
      text: event.payload.reason,
    }),
  );
  events.subscribe('SupplierVerificationDecided', (event, tx) =>
    moderation.tellSupplier(tx, sourceOf(event), event.payload.supplier.userId, {
      notice: event.payload.decision === 'APPROVED' ? 'SUPPLIER_APPROVED' : 'INFO_REQUESTED',
      text: event.payload.text,
    }),
  );
}
