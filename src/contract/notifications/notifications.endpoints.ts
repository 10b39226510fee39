import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './notifications.schemas.js';
import { anyMember } from '../team/member-roles.js';

/** Spec §7 notifications: every call is the signed-in (verified) user's own, in either role. */
export const notificationsEndpoints = defineEndpoints<typeof schemas>()('notifications', {
  listMine: {
    method: 'GET',
    path: '/api/notifications/me',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'My notifications in the chosen language, newest first, filtered by type, read state and days',
    description:
      '`from` and `to` are calendar days in Asia/Riyadh, both included. The cursor of the next page ' +
      'comes in the `x-next-cursor` response header (absent on the last page) and goes back as ' +
      '`cursor`, with the same filters.',
    query: 'NotificationsQuerySchema',
    answer: 'NotificationListSchema',
    paged: true,
  },
  countUnread: {
    method: 'GET',
    path: '/api/notifications/me/unread-count',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'How many of my notifications are unread (the badge)',
    answer: 'UnreadCountSchema',
  },
  markManyRead: {
    method: 'PATCH',
    path: '/api/notifications/read-many',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'Mark these notifications of mine read; ids that are not mine are ignored',
    body: 'ReadManyBodySchema',
    answer: 'ReadManyAnswerSchema',
  },
  markAllRead: {
    method: 'PATCH',
    path: '/api/notifications/read-all',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'Mark all my notifications read',
    answer: 'ReadManyAnswerSchema',
  },
  markRead: {
    method: 'PATCH',
    path: '/api/notifications/:id/read',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'Mark one of my notifications read; answers it in the chosen language',
    params: 'NotificationIdParamsSchema',
    query: 'NotificationLanguageQuerySchema',
    answer: 'NotificationSchema',
    errors: [404],
  },
  openStream: {
    method: 'GET',
    path: '/api/notifications/stream',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'My live notifications (and, as named events, chat events) as server-sent events',
    description:
      'Each message has an `id` and a `data` line of JSON `{ type, data }` whose `data` is the ' +
      'payload as JSON text. Default (`message`) events are notifications only (type ' +
      '`NOTIFICATION`, `data` a Notification exactly as `GET /api/notifications/me` lists it). ' +
      'Everything else is a named event a client must listen for: `event: chat-message` (type ' +
      '`CHAT_MESSAGE`, a ChatMessage) and `event: chat-read` (type `CHAT_READ`, a ChatReadReceipt). ' +
      'A reconnect with `Last-Event-ID` (or `lastEventId`) first receives what it missed, kept for ' +
      'a day.',
    query: 'NotificationStreamQuerySchema',
    answerMediaTypes: ['text/event-stream'],
  },
});
