import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import {
  NotificationIdParamsSchema,
  NotificationLanguageQuerySchema,
  NotificationSchema,
  NotificationsQuerySchema,
  NotificationStreamQuerySchema,
  ReadManyAnswerSchema,
  ReadManyBodySchema,
  UnreadCountSchema,
} from '../../../contract/notifications/notifications.schemas.js';
import { requireUser } from '../../platform/auth/request-auth.js';
import type { EventStreams } from '../../platform/http/event-stream.js';
import type { NotificationsService } from './notifications.service.js';
import { sendPage } from '../../platform/pagination/page.js';

const tags = ['notifications'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** An outbox id the browser sent back as `Last-Event-ID`; anything else starts a fresh stream. */
function resumePoint(header: string | string[] | undefined, query: string | undefined): number | undefined {
  const value = typeof header === 'string' && /^\d{1,15}$/.test(header.trim()) ? header.trim() : query;
  return value === undefined ? undefined : Number(value);
}

/** Spec §7 notifications: every call is the signed-in (verified) user's own, in either role. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  eventStreams: EventStreams;
}> = async (app, { notifications, eventStreams }) => {
  app.get(
    '/notifications/me',
    {
      schema: {
        tags,
        summary:
          'My notifications in the chosen language, newest first, filtered by type, read state and days',
        description:
          '`from` and `to` are calendar days in Asia/Riyadh, both included. The cursor of the next page ' +
          'comes in the `x-next-cursor` response header (absent on the last page) and goes back as ' +
          '`cursor`, with the same filters.',
        querystring: NotificationsQuerySchema,
        response: { 200: z.array(NotificationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { lang: _, ...query } = request.query;
      return sendPage(reply, await notifications.listMine(requireUser(request).id, query, request.language));
    },
  );

  app.get(
    '/notifications/me/unread-count',
    {
      schema: {
        tags,
        summary: 'How many of my notifications are unread (the badge)',
        response: { 200: UnreadCountSchema, ...errors },
      },
    },
    async (request) => notifications.countUnread(requireUser(request).id),
  );

  app.patch(
    '/notifications/read-many',
    {
      schema: {
        tags,
        summary: 'Mark these notifications of mine read; ids that are not mine are ignored',
        body: ReadManyBodySchema,
        response: { 200: ReadManyAnswerSchema, ...errors },
      },
    },
    async (request) => notifications.markManyRead(requireUser(request).id, request.body.notificationIds),
  );

  app.patch(
    '/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        response: { 200: ReadManyAnswerSchema, ...errors },
      },
    },
    async (request) => notifications.markAllRead(requireUser(request).id),
  );

  app.patch(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one of my notifications read; answers it in the chosen language',
        params: NotificationIdParamsSchema,
        querystring: NotificationLanguageQuerySchema,
        response: { 200: NotificationSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => notifications.markRead(requireUser(request).id, request.params.id, request.language),
  );

  app.get(
    '/notifications/stream',
    {
      schema: {
        tags,
        summary: 'My live notifications (and, as named events, chat events) as server-sent events',
        description:
          'Each message has an `id` and a `data` line of JSON `{ type, data }` whose `data` is the ' +
          'payload as JSON text. Default (`message`) events are notifications only (type ' +
          '`NOTIFICATION`, `data` a Notification exactly as `GET /api/notifications/me` lists it). ' +
          'Everything else is a named event a client must listen for: `event: chat-message` (type ' +
          '`CHAT_MESSAGE`, a ChatMessage) and `event: chat-read` (type `CHAT_READ`, a ChatReadReceipt). ' +
          'A reconnect with `Last-Event-ID` (or `lastEventId`) first receives what it missed, kept for ' +
          'a day.',
        querystring: NotificationStreamQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { id: userId } = requireUser(request);
      const afterId = resumePoint(request.headers['last-event-id'], request.query.lastEventId);
      const language = request.language;
      return eventStreams.send(reply, (signal) =>
        notifications.openStream(userId, afterId, language, signal),
      );
    },
  );
};
