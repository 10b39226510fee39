import type { FastifyInstance } from 'fastify';
import { notificationsEndpoints as endpoints } from '../../../contract/notifications/notifications.endpoints.js';
import * as schemas from '../../../contract/notifications/notifications.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { EventStreams } from '../../platform/http/event-stream.js';
import type { NotificationsService } from './notifications.service.js';

/** An outbox id the browser sent back as `Last-Event-ID`; anything else starts a fresh stream. */
function resumePoint(header: string | string[] | undefined, query: string | undefined): number | undefined {
  const value = typeof header === 'string' && /^\d{1,15}$/.test(header.trim()) ? header.trim() : query;
  return value === undefined ? undefined : Number(value);
}

/** Spec §7 notifications: every call is the signed-in (verified) member's own (issue 26), in either role. */
export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications, eventStreams }: { notifications: NotificationsService; eventStreams: EventStreams },
) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.listMine, ({ caller, query: { lang: _, ...query }, request }) =>
    notifications.listMine(caller.memberId, query, request.language),
  );
  route(endpoints.countUnread, ({ caller }) => notifications.countUnread(caller.memberId));
  route(endpoints.markManyRead, ({ caller, body }) =>
    notifications.markManyRead(caller.memberId, body.notificationIds),
  );
  route(endpoints.markAllRead, ({ caller }) => notifications.markAllRead(caller.memberId));
  route(endpoints.markRead, ({ caller, params, request }) =>
    notifications.markRead(caller.memberId, params.id, request.language),
  );
  route(endpoints.openStream, ({ caller, query, request, reply }) => {
    const afterId = resumePoint(request.headers['last-event-id'], query.lastEventId);
    const language = request.language;
    return eventStreams.send(reply, (signal) =>
      notifications.openStream({ userId: caller.id, memberId: caller.memberId }, afterId, language, signal),
    );
  });
}
