import type { DomainEventOutbox } from '../../platform/events/domain-event-outbox.js';
import type { AuthService } from './auth.service.js';

/**
 * Issue 26: a member an owner suspended or removed has no session left. The session look-up already
 * refuses them from that moment (their status and `accessChangedAt`); this deletes the rows themselves.
 */
export function subscribeAuthToEvents({
  events,
  auth,
}: {
  events: Pick<DomainEventOutbox, 'subscribe'>;
  auth: Pick<AuthService, 'endSessionsOfMember'>;
}) {
  events.subscribe('MemberAccessEnded', (event, tx) =>
    auth.endSessionsOfMember(event.payload.memberId, undefined, tx),
  );
}
