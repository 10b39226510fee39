import { randomUUID } from 'node:crypto';
import type { CardItemDto } from '../../../contract/catalog/listings.schemas.js';
import {
  maxChatMessageLength,
  type ChatContact,
  type ChatMessage,
  type ChatReadReceipt,
  type ChatReferenceInput,
  type ChatSide,
  type ChatThread,
  type chatPeriods,
  type chatReadFilters,
  type OpenChatBody,
} from '../../../contract/chats/chats.schemas.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { StreamHub } from '../../platform/events/stream-hub.js';
import { processUploadedImage } from '../../platform/images/uploaded-image.js';
import { fileUrl, type FileStorage } from '../../platform/storage/file-storage.js';
import type { Clock } from '../auth/auth.service.js';
import type { ListingsService } from '../listings/listings.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { normalizeSearchText, searchWords } from '../listings/search-text.js';
import type { BusinessProfile, UsersService } from '../users/users.service.js';
import type { ChatsRepository, NewMessage, ThreadView } from './chats.repository.js';
import type { ChatMessageRow } from './chats.tables.js';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '../../platform/pagination/time-id-cursor.js';
import { riyadhPeriodStart } from '../../platform/time/riyadh-time.js';

/** Same sizes as listing images: the full image fits 1600 px, the thumbnail in the thread 400 px. */
const imageMaxDimension = 1600;
const thumbnailMaxDimension = 400;
/** `GET /api/chats/contacts` answers at most this many businesses. */
const maxContacts = 20;
/** Words of a contact search that count; more only slow the query. */
const maxSearchWords = 5;
/** The notification shows the start of the message. */
const previewLength = 80;

/** The list's filters (`ChatThreadsQuerySchema` after parsing). */
export interface ThreadsQuery {
  readStatus?: (typeof chatReadFilters)[number];
  period?: (typeof chatPeriods)[number];
  side?: ChatSide;
  q?: string;
  cursor?: string;
  limit?: number;
}

export interface Page<T> {
  items: T[];
  /** Opaque; null on the last page. */
  nextCursor: string | null;
}

/**
 * The start of a message for its notification; empty for an image without text (the notification's
 * template then says, in each language, that an image was sent).
 */
function previewOf(text: string): string {
  const characters = [...text];
  return characters.length > previewLength ? `${characters.slice(0, previewLength).join('')}…` : text;
}

/** Whether a business's names hold every normalized search word (the list's search, as contacts'). */
const namesMatch = (profile: BusinessProfile, words: readonly string[]) => {
  const names = normalizeSearchText(`${profile.businessName} ${profile.name}`);
  return words.every((word) => names.includes(word));
};

const toParticipant = (profile: BusinessProfile) => ({
  userId: profile.userId,
  businessName: profile.businessName,
  name: profile.name,
  pfpUrl: profile.pfpUrl,
});

export function createChatsService({
  repository,
  users,
  listings,
  storage,
  streams,
  notifications,
  clock,
}: {
  repository: ChatsRepository;
  users: Pick<UsersService, 'findBusinessProfiles' | 'searchBusinesses'>;
  listings: Pick<ListingsService, 'getPublicListing' | 'findCardItems'>;
  storage: FileStorage;
  /** The live stream: CHAT_MESSAGE and CHAT_READ, written in the transaction of the change. */
  streams: Pick<StreamHub, 'publish'>;
  /** NEW_MESSAGE for the recipient, one per thread while unread, in the transaction of the message. */
  notifications: Pick<NotificationsService, 'notify'>;
  clock: Clock;
}) {
  async function profilesById(ids: readonly string[]): Promise<Map<string, BusinessProfile>> {
    const profiles = await users.findBusinessProfiles(ids);
    return new Map(profiles.map((profile) => [profile.userId, profile]));
  }

  /** The message rows as the API shows them; a reference buyers can no longer see shows as none. */
  async function toMessages(rows: readonly ChatMessageRow[]): Promise<ChatMessage[]> {
    const refs = rows.flatMap((row) =>
      row.referenceType && row.referenceId ? [{ kind: row.referenceType, id: row.referenceId }] : [],
    );
    const cards = new Map<string, CardItemDto>(
      refs.length === 0
        ? []
        : (await listings.findCardItems(refs)).map((card) => [
            `${card.productId ? 'PRODUCT' : 'SERVICE'}:${card._id}`,
            card,
          ]),
    );
    return rows.map((row) => {
      const card = row.referenceType ? cards.get(`${row.referenceType}:${row.referenceId}`) : undefined;
      return toMessage(
        row,
        card && {
          type: row.referenceType!,
          id: row.referenceId!,
          name: card.name,
          imageUrl: card.imagesFilesUrls[0] ?? null,
        },
      );
    });
  }

  function toMessage(row: ChatMessageRow, reference: ChatMessage['reference'] | undefined): ChatMessage {
    return {
      id: row.id,
      threadId: row.threadId,
      senderId: row.senderId,
      text: row.text,
      image:
        row.imageKey && row.thumbnailKey
          ? {
              url: fileUrl(row.imageKey),
              thumbnailUrl: fileUrl(row.thumbnailKey),
              width: row.imageWidth ?? 0,
              height: row.imageHeight ?? 0,
            }
          : null,
      reference: reference ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** Threads as the API shows them: counterpart, last message and the given unread counts. */
  async function toThreads(views: readonly (ThreadView & { unreadCount: number })[]): Promise<ChatThread[]> {
    if (views.length === 0) return [];
    const lastMessageIds = views.flatMap((view) => (view.lastMessageId ? [view.lastMessageId] : []));
    const [profiles, lastMessages] = await Promise.all([
      profilesById(views.map((view) => view.counterpartId)),
      repository.findMessagesByIds(lastMessageIds).then(toMessages),
    ]);
    const messageById = new Map(lastMessages.map((message) => [message.id, message]));
    return views.map((view) => {
      // The foreign keys of chat_threads guarantee both businesses exist.
      const counterpart = profiles.get(view.counterpartId)!;
      return {
        id: view.id,
        mySide: view.mySide,
        counterpart: toParticipant(counterpart),
        lastMessage: (view.lastMessageId && messageById.get(view.lastMessageId)) || null,
        unreadCount: view.unreadCount,
        counterpartLastReadAt: view.counterpartLastReadAt?.toISOString() ?? null,
        lastActivityAt: view.lastActivityAt.toISOString(),
      };
    });
  }

  async function getThreadView(userId: string, threadId: string): Promise<ChatThread> {
    const [view] = await repository.findViewsPage(userId, { threadId, limit: 1 });
    if (!view) throw new AppError('NOT_FOUND');
    return (await toThreads([view]))[0]!;
  }

  async function participantView(userId: string, threadId: string): Promise<ThreadView> {
    const view = await repository.findView(userId, threadId);
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  }

  /** A listing buyers can see, as a message shows it; NOT_FOUND otherwise. */
  async function visibleReference(
    reference: ChatReferenceInput,
  ): Promise<NonNullable<ChatMessage['reference']>> {
    const listing = await listings.getPublicListing(reference.type, reference.id);
    return { ...reference, name: listing.name, imageUrl: listing.images[0]?.url ?? null };
  }

  /**
   * Writes the message, moves the thread (last activity, last message, the sender's read mark) and
   * publishes it to both businesses and notifies the recipient, all in one transaction: a message is
   * never stored without its live delivery and notification, nor announced without being stored.
   */
  async function deliver(
    view: ThreadView,
    message: Omit<NewMessage, 'threadId' | 'createdAt'>,
    reference: ChatMessage['reference'],
  ): Promise<ChatMessage> {
    const sender = (await profilesById([message.senderId])).get(message.senderId)!;
    return repository.transaction(async (tx, executor) => {
      const row = await tx.insertMessage({ ...message, threadId: view.id, createdAt: clock.now() });
      await tx.recordMessage(row);
      const dto = toMessage(row, reference);
      const data = JSON.stringify(dto);
      for (const userId of [message.senderId, view.counterpartId]) {
        await streams.publish({ userId, type: 'CHAT_MESSAGE', payload: { data } }, executor);
      }
      await notifications.notify(
        {
          recipientId: view.counterpartId,
          type: 'NEW_MESSAGE',
          sender: { userId: sender.userId, name: sender.businessName },
          related: { type: 'CHAT', id: view.id },
          params: { preview: previewOf(dto.text) },
          collapseUnread: true,
        },
        executor,
      );
      return dto;
    });
  }

  return {
    /** The caller's threads, latest activity first, with the list's filters (spec §2 Chats). */
    async listThreads(userId: string, query: ThreadsQuery): Promise<Page<ChatThread>> {
      const limit = query.limit ?? 30;
      const words = searchWords(query.q ?? '');
      let counterpartIds: string[] | undefined;
      if (words.length > 0) {
        // Names belong to the users module, so the search matches them here, among the caller's own
        // counterparts (a business has hundreds of threads, not millions), with the listings' normalization.
        const profiles = await users.findBusinessProfiles(await repository.findCounterpartIds(userId));
        counterpartIds = profiles.filter((profile) => namesMatch(profile, words)).map((p) => p.userId);
      }
      const views = await repository.findViewsPage(userId, {
        readStatus: query.readStatus,
        side: query.side,
        activeSince: query.period ? riyadhPeriodStart(query.period, clock.now()) : undefined,
        counterpartIds,
        after: query.cursor ? decodeTimeIdCursor(query.cursor) : undefined,
        limit: limit + 1,
      });
      const page = views.slice(0, limit);
      const last = page.at(-1);
      return {
        items: await toThreads(page),
        nextCursor:
          views.length > limit && last
            ? encodeTimeIdCursor({ time: last.lastActivityKey, id: last.id })
            : null,
      };
    },

    /**
     * The one thread of the caller and another business: the existing one, or a new one with the caller
     * on `mySide`. Opening as a buyer needs a counterpart that sells; as a supplier, a caller that does.
     */
    async openChat(userId: string, { counterpartId, mySide }: OpenChatBody) {
      if (counterpartId === userId) throw new AppError('CHAT_WITH_SELF');
      const profiles = await profilesById([userId, counterpartId]);
      const counterpart = profiles.get(counterpartId);
      if (!counterpart?.isEmailVerified) throw new AppError('NOT_FOUND');

      const existingId = await repository.findIdByPair(userId, counterpartId);
      if (existingId) return { thread: await getThreadView(userId, existingId), isNew: false };

      if (mySide === 'BUYER' && !counterpart.isSupplier) throw new AppError('CHAT_COUNTERPART_NOT_SUPPLIER');
      if (mySide === 'SUPPLIER' && !profiles.get(userId)?.isSupplier) throw new AppError('ROLE_NOT_ALLOWED');
      const sides: Record<ChatSide, string> =
        mySide === 'BUYER'
          ? { BUYER: userId, SUPPLIER: counterpartId }
          : { BUYER: counterpartId, SUPPLIER: userId };
      const createdId = await repository.insertThread({
        buyerId: sides.BUYER,
        supplierId: sides.SUPPLIER,
        createdAt: clock.now(),
      });
      // A parallel open of the same pair won the unique index: answer its thread.
      const threadId = createdId ?? (await repository.findIdByPair(userId, counterpartId));
      if (!threadId) throw new AppError('CONFLICT');
      return { thread: await getThreadView(userId, threadId), isNew: createdId !== undefined };
    },

    getThread: getThreadView,

    /** A page of the thread's messages, newest first; the cursor asks for older ones. */
    async listMessages(
      userId: string,
      threadId: string,
      query: { cursor?: string; limit?: number },
    ): Promise<Page<ChatMessage>> {
      await participantView(userId, threadId);
      const limit = query.limit ?? 40;
      const rows = await repository.findMessagesPage(threadId, {
        before: query.cursor ? decodeTimeIdCursor(query.cursor) : undefined,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: await toMessages(page.map((row) => row.message)),
        nextCursor:
          rows.length > limit && last
            ? encodeTimeIdCursor({ time: last.createdAtKey, id: last.message.id })
            : null,
      };
    },

    /** A text message, optionally about a product or service buyers can see. */
    async sendMessage(
      userId: string,
      threadId: string,
      { text, reference }: { text: string; reference?: ChatReferenceInput },
    ): Promise<ChatMessage> {
      const view = await participantView(userId, threadId);
      const shown = reference ? await visibleReference(reference) : null;
      return deliver(view, { senderId: userId, text, reference }, shown);
    },

    /**
     * An image message (same rules as listing images: checked by content, re-encoded to WebP with a
     * thumbnail), with an optional text.
     */
    async sendImage(userId: string, threadId: string, upload: Buffer, text = ''): Promise<ChatMessage> {
      const caption = text.trim();
      if ([...caption].length > maxChatMessageLength) throw new AppError('TEXT_TOO_LONG');
      const view = await participantView(userId, threadId);
      const [image, thumbnail] = await Promise.all([
        processUploadedImage(upload, { maxDimension: imageMaxDimension }),
        processUploadedImage(upload, { maxDimension: thumbnailMaxDimension }),
      ]);
      const name = randomUUID();
      const stored = { key: `chats/${name}.webp`, thumbnailKey: `chats/${name}-thumb.webp` };
      await storage.put(stored.key, image.data, image.contentType);
      await storage.put(stored.thumbnailKey, thumbnail.data, thumbnail.contentType);
      try {
        return await deliver(
          view,
          {
            senderId: userId,
            text: caption,
            image: { ...stored, width: image.width, height: image.height },
          },
          null,
        );
      } catch (error) {
        // Files written for a message that was not stored must not outlive it.
        await Promise.all([storage.delete(stored.key), storage.delete(stored.thumbnailKey)]);
        throw error;
      }
    },

    /** The caller has read the thread up to now; the counterpart sees the receipt live. */
    async markThreadRead(userId: string, threadId: string): Promise<ChatReadReceipt> {
      const view = await participantView(userId, threadId);
      const readAt = clock.now();
      const receipt: ChatReadReceipt = { threadId, readerId: userId, readAt: readAt.toISOString() };
      await repository.transaction(async (tx, executor) => {
        if (!(await tx.updateLastReadAt(userId, threadId, readAt))) throw new AppError('NOT_FOUND');
        await streams.publish(
          { userId: view.counterpartId, type: 'CHAT_READ', payload: { data: JSON.stringify(receipt) } },
          executor,
        );
      });
      return receipt;
    },

    /** Messages from others the caller has not read, over all threads (the sidebar badge). */
    countUnread: (userId: string) => repository.countUnread(userId),

    /** Businesses to start a chat with: verified, not the caller, by business or person name. */
    async searchContacts(userId: string, q: string): Promise<ChatContact[]> {
      const profiles = await users.searchBusinesses({
        words: searchWords(q).slice(0, maxSearchWords),
        excludeUserId: userId,
        limit: maxContacts,
      });
      return profiles.map((profile) => ({
        ...toParticipant(profile),
        city: profile.city,
        isSupplier: profile.isSupplier,
      }));
    },
  };
}

export type ChatsService = ReturnType<typeof createChatsService>;
