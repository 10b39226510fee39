import { randomUUID } from 'node:crypto';
import type { Language } from '../../../contract/i18n/languages.js';
import type { MemberRole } from '../../../contract/team/member-roles.js';
import {
  rolesOfNotificationType,
  streamEventNames,
  toggleOfNotificationType,
  type Notification,
  type NotificationType,
  type RelatedEntityType,
  type StreamMessage,
} from '../../../contract/notifications/notifications.schemas.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { payloadIn, type StreamHub } from '../../platform/events/stream-hub.js';
import type { Clock } from '../../platform/time/clock.js';
import type { UsersService } from '../users/users.service.js';
import { notificationText, type NotificationParams } from './notification-texts.js';
import type { NotificationsRepository } from './notifications.repository.js';
import type { NotificationRow } from './notifications.tables.js';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '../../platform/pagination/time-id-cursor.js';
import { dayMs, riyadhDayStart } from '../../platform/time/riyadh-time.js';

/**
 * A notification to raise. Other modules never raise one: they publish domain events, which
 * notifications.events.ts turns into these (decision 021). `params` follow the type (see
 * notification-texts.ts); `sender` is the business that caused it (its name at that moment), null for
 * the platform. With `collapseUnread`, nothing new is stored while the recipient still has an unread
 * notification of the same type about the same entity (a chat adds one per thread, not one per message).
 */
export type NotifyInput = {
  [T in NotificationType]: {
    recipientId: string;
    type: T;
    sender: { userId: string; name: string } | null;
    related: { type: RelatedEntityType; id: string } | null;
    params: NotificationParams[T];
    collapseUnread?: boolean;
    /** Issue 26: the one member of the business it is for (else every member its type concerns). */
    memberId?: string;
  };
}[NotificationType];

/** The domain event a notification answers: its id keys the notification, its time dates it. */
export interface NotificationSource {
  eventId: number;
  occurredAt: Date;
}

/** The first concerned member's notification (the founding owner's when concerned). */
export interface NotifyResult {
  notificationId: string;
  /** Whether it went to the live stream (the recipient's master switch and the type's toggle). */
  isPushed: boolean;
}

/** The list's filters, as the contract's query parses them. */
export interface NotificationsListQuery {
  type?: NotificationType;
  isRead?: boolean;
  /** Calendar days in Asia/Riyadh, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  cursor?: string;
  limit: number;
}

/**
 * One message of the SSE stream: the outbox id and the spec's `{ type, data }` with data as JSON text.
 * A fresh stream first sends only an id (no data), its starting point: a browser that drops the
 * connection before any message then still resumes from there with `Last-Event-ID`. `event` names
 * every type but NOTIFICATION (`streamEventNames`): default messages are notifications only.
 */
export interface NotificationStreamMessage {
  id: string;
  event?: string;
  data?: StreamMessage;
}

/** The roles a type concerns (owners always); a type another module adds later concerns owners only. */
function audienceOf(type: NotificationType): readonly MemberRole[] {
  return (rolesOfNotificationType as Partial<Record<string, readonly MemberRole[]>>)[type] ?? [];
}

export function toNotification(row: NotificationRow, language: Language): Notification {
  return {
    notificationId: row.id,
    type: row.type,
    title: language === 'ar' ? row.titleAr : row.titleEn,
    content: language === 'ar' ? row.contentAr : row.contentEn,
    isRead: row.isRead,
    sender: row.senderId ? { userId: row.senderId, name: row.senderName ?? '' } : null,
    relatedEntityType: row.relatedEntityType,
    relatedEntityId: row.relatedEntityId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createNotificationsService({
  repository,
  users,
  streams,
  clock,
}: {
  repository: NotificationsRepository;
  users: Pick<UsersService, 'getNotificationSettings' | 'membersConcerned'>;
  streams: Pick<StreamHub, 'publishIfWritten' | 'subscribe' | 'latestEventId'>;
  clock: Clock;
}) {
  return {
    /**
     * Stores the notification in both languages, then pushes it live when the recipient allows it
     * (spec §3 Settings: the list stays complete whatever the toggles say). With `tx` both are part of
     * the caller's transaction. Answers null when `collapseUnread` found an unread one already, or when
     * `source`, the event it answers, raised this recipient's notification before (a redelivery).
     */
    async notify(
      input: NotifyInput,
      tx?: DbExecutor,
      source?: NotificationSource,
    ): Promise<NotifyResult | null> {
      const toggle = toggleOfNotificationType[input.type];
      const text = notificationText(input.type, input.params, input.sender?.name ?? null);

      /** One member's row (and push, when their own switches allow it). */
      const raiseFor = async (executor: DbExecutor, memberId: string): Promise<NotifyResult | null> => {
        const settings = await users.getNotificationSettings(memberId, executor);
        const isPushed = settings.allowNotifications && (toggle === null || settings[toggle]);
        if (input.collapseUnread) {
          const relatedKey = input.related ? `${input.related.type}:${input.related.id}` : '';
          await repository.lockUnreadSlot(executor, { memberId, type: input.type, relatedKey });
          if (await repository.hasUnread(executor, memberId, input.type, input.related)) return null;
        }
        const values = {
          recipientId: input.recipientId,
          memberId,
          type: input.type,
          titleEn: text.en.title,
          titleAr: text.ar.title,
          contentEn: text.en.content,
          contentAr: text.ar.content,
          senderId: input.sender?.userId ?? null,
          senderName: input.sender?.name ?? null,
          relatedEntityType: input.related?.type ?? null,
          relatedEntityId: input.related?.id ?? null,
          createdAt: source?.occurredAt ?? clock.now(),
          eventId: source?.eventId ?? null,
        };
        if (!isPushed) {
          const row = await repository.insert(values, executor);
          return row ? { notificationId: row.id, isPushed } : null;
        }
        // The whole row is made here, so its push is written by the statement that writes it. The
        // business's stream carries it for this member only (openStream skips it for the others).
        const row: NotificationRow = { ...values, id: randomUUID(), isRead: false, readAt: null };
        const isWritten = await streams.publishIfWritten(
          repository.insertStatement(row, executor),
          {
            userId: input.recipientId,
            type: 'NOTIFICATION',
            payload: {
              en: JSON.stringify(toNotification(row, 'en')),
              ar: JSON.stringify(toNotification(row, 'ar')),
              memberId,
            },
          },
          executor,
        );
        return isWritten ? { notificationId: row.id, isPushed } : null;
      };

      // Issue 26: one row per member it concerns: the one it targets, else those whose roles it concerns.
      const raise = async (executor: DbExecutor): Promise<NotifyResult | null> => {
        const concerned = await users.membersConcerned(
          input.recipientId,
          input.memberId ? { memberId: input.memberId } : { roles: audienceOf(input.type) },
          executor,
        );
        let first: NotifyResult | null = null;
        for (const member of concerned) first = (await raiseFor(executor, member.memberId)) ?? first;
        return first;
      };

      return tx ? raise(tx) : repository.transaction(raise);
    },

    /** Spec §7 `GET /api/notifications/me`: newest first, one page and the next page's cursor. */
    async listMine(
      memberId: string,
      query: NotificationsListQuery,
      language: Language,
    ): Promise<{ items: Notification[]; nextCursor: string | null }> {
      const rows = await repository.findPageByMemberId(memberId, {
        type: query.type,
        isRead: query.isRead,
        from: query.from ? riyadhDayStart(query.from) : undefined,
        until: query.to ? new Date(riyadhDayStart(query.to).getTime() + dayMs) : undefined,
        after: query.cursor ? decodeTimeIdCursor(query.cursor) : undefined,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => toNotification(row, language)),
        nextCursor:
          rows.length > query.limit && last
            ? encodeTimeIdCursor({ time: last.cursorTime, id: last.id })
            : null,
      };
    },

    async countUnread(memberId: string): Promise<{ count: number }> {
      return { count: await repository.countUnreadByMemberId(memberId) };
    },

    /** Spec §4: unread becomes read. Another user's notification is NOT_FOUND and stays as it is. */
    async markRead(memberId: string, notificationId: string, language: Language): Promise<Notification> {
      const row = await repository.markRead(memberId, notificationId, clock.now());
      if (!row) throw new AppError('NOT_FOUND');
      return toNotification(row, language);
    },

    /** Spec §7 read-many: ids that are not the caller's (or already read) change nothing. */
    async markManyRead(memberId: string, notificationIds: readonly string[]): Promise<{ updated: number }> {
      return { updated: await repository.markManyRead(memberId, notificationIds, clock.now()) };
    },

    async markAllRead(memberId: string): Promise<{ updated: number }> {
      return { updated: await repository.markAllRead(memberId, clock.now()) };
    },

    /**
     * The member's live stream in `language` (their business's stream, less other members' notifications): after `lastEventId` (a reconnect) first what was missed,
     * then live messages. Each message's data is JSON text, as the spec's stream carries it.
     */
    async *openStream(
      { userId, memberId }: { userId: string; memberId: string },
      lastEventId: number | undefined,
      language: Language,
      signal: AbortSignal,
    ): AsyncGenerator<NotificationStreamMessage> {
      let afterId = lastEventId;
      if (afterId === undefined) {
        // Read before subscribing: whatever commits in between is replayed, so nothing is lost.
        afterId = await streams.latestEventId(userId);
        yield { id: String(afterId) };
      }
      for await (const event of streams.subscribe(userId, afterId, signal)) {
        // Issue 26: a notification is the business's member's it was raised for; the others skip it.
        if (event.payload.memberId !== undefined && event.payload.memberId !== memberId) continue;
        const name = streamEventNames[event.type];
        yield {
          id: String(event.id),
          ...(name === 'message' ? {} : { event: name }),
          data: { type: event.type, data: payloadIn(event.payload, language) },
        };
      }
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** Issue 25: the same texts for the mail that goes with a notification (moderation's notices). */
export {
  notificationText,
  type NotificationParams,
  type TrustNotice,
  type TrustSubject,
} from './notification-texts.js';
