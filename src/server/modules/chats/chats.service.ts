import { randomUUID } from 'node:crypto';
import type { CardItemDto, ListingKind } from '../../../contract/catalog/catalog.schemas.js';
import { chatImageUrl } from '../../../contract/chats/chats.endpoints.js';
import {
  maxChatMessageLength,
  type ChatContact,
  type ChatImageSize,
  type ChatMessage,
  type ChatReadReceipt,
  type ChatReferenceInput,
  type ChatSide,
  type ChatThread,
  type chatPeriods,
  type chatReadFilters,
  type OpenChatBody,
} from '../../../contract/chats/chats.schemas.js';
import type { MemberRef } from '../../../contract/team/member-ref.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { DomainEventPublisher } from '../../platform/events/domain-event-outbox.js';
import type { StreamHub } from '../../platform/events/stream-hub.js';
import { processUploadedImage } from '../../platform/images/uploaded-image.js';
import type { FileStorage, StoredFile } from '../../platform/storage/file-storage.js';
import type { Clock } from '../../platform/time/clock.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { SearchService } from '../search/search.service.js';
import { normalizeSearchText, searchWords } from '../../platform/text/search-text.js';
import type { BusinessProfile, UsersService } from '../users/users.service.js';
import type { ChatQueries, ChatsRepository, NewMessage, ThreadView } from './chats.repository.js';
import type { ChatMessageRow } from './chats.tables.js';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '../../platform/pagination/time-id-cursor.js';
import { riyadhPeriodStart } from '../../platform/time/riyadh-time.js';
import type { Page } from '../../platform/pagination/page.js';

/**
 * Issue 19: every chat image is stored under this prefix, which the public files route refuses (app.ts
 * tells it): the chats route serves them to the thread's two businesses only. Images sent before have
 * the same prefix, so they moved behind the party check without touching a row or a file.
 */
export const chatImageKeyPrefix = 'chats/';

/** Same sizes as listing images: the full image fits 1600 px, the thumbnail in the thread 400 px. */
const imageMaxDimension = 1600;
const thumbnailMaxDimension = 400;
/** `GET /api/chats/contacts` answers at most this many businesses. */
const maxContacts = 20;
/** Words of a contact search that count; more only slow the query. */
const maxSearchWords = 5;

/** An invoice posted in a chat, as the invoices module describes it (decision 013). */
export interface ChatInvoiceReference {
  id: string;
  /** What people read, e.g. `INV-000042`. */
  number: string;
  supplierId: string;
  buyerId: string;
}

/** Each thread's two businesses: a message's invoice shows only in a thread between its parties. */
type ThreadPairs = ReadonlyMap<string, readonly [string, string]>;

/** The list's filters (`ChatThreadsQuerySchema` after parsing). */
export interface ThreadsQuery {
  readStatus?: (typeof chatReadFilters)[number];
  period?: (typeof chatPeriods)[number];
  side?: ChatSide;
  q?: string;
  cursor?: string;
  limit?: number;
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

/** An invoice a message points at is named by its number, the same in both languages. */
const invoiceNames = (number: string) => ({ nameAr: number, nameEn: number });

export function createChatsService({
  repository,
  users,
  catalog,
  search,
  storage,
  streams,
  events,
  invoices,
  clock,
}: {
  repository: ChatsRepository;
  users: Pick<UsersService, 'findBusinessProfiles' | 'searchBusinesses' | 'memberRefs'>;
  catalog: Pick<CatalogService, 'getPublicListing'>;
  search: Pick<SearchService, 'findCardItems'>;
  storage: FileStorage;
  /** The live stream: CHAT_MESSAGE and CHAT_READ, written in the transaction of the change. */
  streams: Pick<StreamHub, 'publish'>;
  /** ChatMessageSent, in the transaction of the message (notifications tell the recipient). */
  events: DomainEventPublisher;
  /** The invoices posted in chats: their numbers and parties (the invoices module, built after chats). */
  invoices: { findChatReferences(ids: readonly string[]): Promise<ChatInvoiceReference[]> };
  clock: Clock;
}) {
  async function profilesById(ids: readonly string[]): Promise<Map<string, BusinessProfile>> {
    const profiles = await users.findBusinessProfiles(ids);
    return new Map(profiles.map((profile) => [profile.userId, profile]));
  }

  /**
   * The message rows as the API shows them. A reference shows as none when buyers can no longer see
   * its listing, or when its invoice is not between the thread's two businesses (`pairs`).
   */
  async function toMessages(rows: readonly ChatMessageRow[], pairs: ThreadPairs): Promise<ChatMessage[]> {
    const refs = rows.flatMap((row) =>
      (row.referenceType === 'PRODUCT' || row.referenceType === 'SERVICE') && row.referenceId
        ? [{ kind: row.referenceType, id: row.referenceId }]
        : [],
    );
    const invoiceIds = rows.flatMap((row) =>
      row.referenceType === 'INVOICE' && row.referenceId ? [row.referenceId] : [],
    );
    const [cards, invoiceById, people] = await Promise.all([
      refs.length === 0
        ? new Map<string, CardItemDto>()
        : search
            .findCardItems(refs)
            .then(
              (found) =>
                new Map(found.map((card) => [`${card.productId ? 'PRODUCT' : 'SERVICE'}:${card._id}`, card])),
            ),
      invoiceIds.length === 0
        ? new Map<string, ChatInvoiceReference>()
        : invoices
            .findChatReferences(invoiceIds)
            .then((found) => new Map(found.map((invoice) => [invoice.id, invoice]))),
      users.memberRefs(rows.map((row) => row.sentByMemberId)),
    ]);
    const referenceOf = (row: ChatMessageRow): ChatMessage['reference'] => {
      if (!row.referenceType || !row.referenceId) return null;
      if (row.referenceType === 'INVOICE') {
        const invoice = invoiceById.get(row.referenceId);
        const pair = pairs.get(row.threadId);
        const isBetweenPair = invoice && pair?.includes(invoice.supplierId) && pair.includes(invoice.buyerId);
        return isBetweenPair
          ? { type: 'INVOICE', id: invoice.id, ...invoiceNames(invoice.number), imageUrl: null }
          : null;
      }
      const card = cards.get(`${row.referenceType}:${row.referenceId}`);
      return card
        ? {
            type: row.referenceType,
            id: row.referenceId,
            nameAr: card.nameAr,
            nameEn: card.nameEn,
            imageUrl: card.imagesFilesUrls[0] ?? null,
          }
        : null;
    };
    return rows.map((row) =>
      toMessage(row, referenceOf(row), row.sentByMemberId ? (people.get(row.sentByMemberId) ?? null) : null),
    );
  }

  function toMessage(
    row: ChatMessageRow,
    reference: ChatMessage['reference'] | undefined,
    sentBy: MemberRef | null,
  ): ChatMessage {
    // Issue 25: neither party reads what an operator removed.
    if (row.removedAt) {
      return {
        id: row.id,
        threadId: row.threadId,
        senderId: row.senderId,
        sentBy,
        text: '',
        image: null,
        reference: null,
        isRemoved: true,
        createdAt: row.createdAt.toISOString(),
      };
    }
    return {
      id: row.id,
      threadId: row.threadId,
      senderId: row.senderId,
      sentBy,
      text: row.text,
      image:
        row.imageKey && row.thumbnailKey
          ? {
              url: chatImageUrl(row.threadId, row.id, 'full'),
              thumbnailUrl: chatImageUrl(row.threadId, row.id, 'thumbnail'),
              width: row.imageWidth ?? 0,
              height: row.imageHeight ?? 0,
            }
          : null,
      reference: reference ?? null,
      isRemoved: false,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** `userId`'s threads as the API shows them: counterpart, last message and the given unread counts. */
  async function toThreads(
    userId: string,
    views: readonly (ThreadView & { unreadCount: number })[],
  ): Promise<ChatThread[]> {
    if (views.length === 0) return [];
    const lastMessageIds = views.flatMap((view) => (view.lastMessageId ? [view.lastMessageId] : []));
    const pairs: ThreadPairs = new Map(views.map((view) => [view.id, [userId, view.counterpartId]]));
    const [profiles, lastMessages] = await Promise.all([
      profilesById(views.map((view) => view.counterpartId)),
      repository.findMessagesByIds(lastMessageIds).then((rows) => toMessages(rows, pairs)),
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
    return (await toThreads(userId, [view]))[0]!;
  }

  async function participantView(userId: string, threadId: string): Promise<ThreadView> {
    const view = await repository.findView(userId, threadId);
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  }

  /** A listing buyers can see, as a message shows it; NOT_FOUND otherwise. */
  async function visibleReference(
    type: ListingKind,
    id: string,
  ): Promise<NonNullable<ChatMessage['reference']>> {
    const listing = await catalog.getPublicListing(type, id);
    return {
      type,
      id,
      nameAr: listing.nameAr,
      nameEn: listing.nameEn,
      imageUrl: listing.images[0]?.url ?? null,
    };
  }

  /**
   * Writes the message, moves the thread (last activity, last message, the sender's read mark) and
   * publishes it to both businesses, in the caller's transaction.
   */
  async function writeMessage(
    tx: ChatQueries,
    executor: DbExecutor,
    view: ThreadView,
    message: Omit<NewMessage, 'threadId' | 'createdAt'>,
    reference: ChatMessage['reference'],
  ): Promise<ChatMessage> {
    const row = await tx.insertMessage({ ...message, threadId: view.id, createdAt: clock.now() });
    await tx.recordMessage(row);
    // In the caller's transaction: its connection is at hand.
    const people = await users.memberRefs([row.sentByMemberId], executor);
    const dto = toMessage(row, reference, (row.sentByMemberId && people.get(row.sentByMemberId)) || null);
    const data = JSON.stringify(dto);
    for (const userId of [message.senderId, view.counterpartId]) {
      await streams.publish({ userId, type: 'CHAT_MESSAGE', payload: { data } }, executor);
    }
    return dto;
  }

  /**
   * Writes the message, sends it live and publishes ChatMessageSent, all in one transaction: a message
   * is never stored without its live delivery and its event, nor announced without being stored.
   */
  async function deliver(
    view: ThreadView,
    message: Omit<NewMessage, 'threadId' | 'createdAt'>,
    reference: ChatMessage['reference'],
  ): Promise<ChatMessage> {
    const sender = (await profilesById([message.senderId])).get(message.senderId)!;
    return repository.transaction(async (tx, executor) => {
      const dto = await writeMessage(tx, executor, view, message, reference);
      await events.publish(executor, 'ChatMessageSent', {
        threadId: view.id,
        messageId: dto.id,
        sender: { userId: sender.userId, businessName: sender.businessName },
        recipientId: view.counterpartId,
        text: dto.text,
      });
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
        items: await toThreads(userId, page),
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
      const view = await participantView(userId, threadId);
      const limit = query.limit ?? 40;
      const rows = await repository.findMessagesPage(threadId, {
        before: query.cursor ? decodeTimeIdCursor(query.cursor) : undefined,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: await toMessages(
          page.map((row) => row.message),
          new Map([[threadId, [userId, view.counterpartId]]]),
        ),
        nextCursor:
          rows.length > limit && last
            ? encodeTimeIdCursor({ time: last.createdAtKey, id: last.message.id })
            : null,
      };
    },

    /**
     * A text message, optionally about a product or service buyers can see. Invoices are posted by the
     * server when a supplier issues one from the chat (`postInvoice`), never named by a client.
     */
    async sendMessage(
      userId: string,
      threadId: string,
      { text, reference }: { text: string; reference?: ChatReferenceInput },
      /** Issue 26: the member of the business who writes it. */
      sentByMemberId: string | null = null,
    ): Promise<ChatMessage> {
      if (reference?.type === 'INVOICE') throw new AppError('VALIDATION_FAILED', { field: 'reference.type' });
      const view = await participantView(userId, threadId);
      const shown = reference ? await visibleReference(reference.type, reference.id) : null;
      return deliver(view, { senderId: userId, sentByMemberId, text, reference }, shown);
    },

    /**
     * Decision 013: the supplier's invoice issued from its chat with the buyer, posted there as a message
     * of its reference alone, in the transaction that issues the invoice. NOT_FOUND (field `chatId`)
     * unless the thread is between exactly these two businesses. The buyer is told by the invoice's own
     * NEW_INVOICE, not by a NEW_MESSAGE as well (whose text would have nothing to show).
     */
    async postInvoice(
      executor: DbExecutor,
      {
        threadId,
        supplierId,
        buyerId,
        invoice,
        sentByMemberId = null,
      }: {
        threadId: string;
        supplierId: string;
        buyerId: string;
        invoice: { id: string; number: string };
        /** Issue 26: the supplier's member who issued the invoice. */
        sentByMemberId?: string | null;
      },
    ): Promise<ChatMessage> {
      const tx = repository.on(executor);
      const view = await tx.findView(supplierId, threadId);
      if (view?.counterpartId !== buyerId) throw new AppError('NOT_FOUND', { field: 'chatId' });
      return writeMessage(
        tx,
        executor,
        view,
        { senderId: supplierId, sentByMemberId, text: '', reference: { type: 'INVOICE', id: invoice.id } },
        { type: 'INVOICE', id: invoice.id, ...invoiceNames(invoice.number), imageUrl: null },
      );
    },

    /** The thread of these two businesses, whichever side each is on (who a supplier may invoice). */
    findThreadIdWith: (userId: string, otherId: string) => repository.findIdByPair(userId, otherId),

    /** Every business `userId` has a thread with. */
    findCounterpartIds: (userId: string) => repository.findCounterpartIds(userId),

    /**
     * An image message (same rules as listing images: checked by content, re-encoded to WebP with a
     * thumbnail), with an optional text.
     */
    async sendImage(
      userId: string,
      threadId: string,
      upload: Buffer,
      text = '',
      sentByMemberId: string | null = null,
    ): Promise<ChatMessage> {
      const caption = text.trim();
      if ([...caption].length > maxChatMessageLength) throw new AppError('TEXT_TOO_LONG');
      const view = await participantView(userId, threadId);
      const [image, thumbnail] = await Promise.all([
        processUploadedImage(upload, { maxDimension: imageMaxDimension }),
        processUploadedImage(upload, { maxDimension: thumbnailMaxDimension }),
      ]);
      const name = randomUUID();
      const stored = {
        key: `${chatImageKeyPrefix}${name}.webp`,
        thumbnailKey: `${chatImageKeyPrefix}${name}-thumb.webp`,
      };
      await storage.put(stored.key, image.data, image.contentType);
      await storage.put(stored.thumbnailKey, thumbnail.data, thumbnail.contentType);
      try {
        return await deliver(
          view,
          {
            senderId: userId,
            sentByMemberId,
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

    /**
     * Issue 25: a message for operators and reports, with its thread's two businesses; undefined when
     * unknown.
     */
    async findMessageForModeration(messageId: string) {
      const [row] = await repository.findMessagesByIds([messageId]);
      if (!row) return undefined;
      const thread = await repository.findThreadPair(row.threadId);
      return { ...row, buyerId: thread!.buyerId, supplierId: thread!.supplierId };
    },

    /**
     * Issue 25: an operator removes a message in the caller's transaction: both parties read «removed by
     * Tawrid» from now on (the row keeps its text for the record). Answers whether it was there.
     */
    async removeMessage(tx: DbExecutor, { id, at }: { id: string; at: Date }): Promise<boolean> {
      return repository.updateRemoved(tx, id, at);
    },

    /** An image of a message in one of the caller's threads; NOT_FOUND for anybody else (issue 19). */
    async getImage(
      userId: string,
      threadId: string,
      messageId: string,
      size: ChatImageSize,
    ): Promise<StoredFile> {
      await participantView(userId, threadId);
      const [row] = await repository.findMessagesByIds([messageId]);
      const isShown = row?.threadId === threadId && !row.removedAt;
      const key = isShown ? (size === 'full' ? row.imageKey : row.thumbnailKey) : null;
      const file = key ? await storage.get(key) : null;
      if (!file) throw new AppError('NOT_FOUND');
      return file;
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
