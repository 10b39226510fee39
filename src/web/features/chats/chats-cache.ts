import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { CursorPage } from '../../lib/use-cursor-pages';
import type {
  ChatMessage,
  ChatReadReceipt,
  ChatSide,
  ChatThread,
  chatPeriods,
  chatReadFilters,
} from '../../../contract/chats/chats.schemas';

/**
 * The chat queries and how sent messages, live events and reads change them without a reload. Every
 * chat query starts with `chatsQueryKey`, so logout's cleanup and invalidation reach all of them.
 */
export const chatsQueryKey = ['chats'] as const;
export const chatThreadListsQueryKey = [...chatsQueryKey, 'threads'] as const;
export const unreadChatsCountQueryKey = [...chatsQueryKey, 'unread-count'] as const;
export const chatThreadQueryKey = (id: string) => [...chatsQueryKey, 'thread', id] as const;
export const chatMessagesQueryKey = (id: string) => [...chatsQueryKey, 'messages', id] as const;
export const chatContactsQueryKey = (q: string) => [...chatsQueryKey, 'contacts', q] as const;

/** The list's filters (spec §2 Chats: read status, day range, type) and the name search. */
export interface ChatFilters {
  readStatus?: (typeof chatReadFilters)[number];
  period?: (typeof chatPeriods)[number];
  side?: ChatSide;
  q?: string;
}

export const chatThreadListQueryKey = (filters: ChatFilters) =>
  [...chatThreadListsQueryKey, filters] as const;

/** One page of a cursor-paginated answer; `nextCursor` is the `x-next-cursor` header, null on the last. */
export type ChatPage<T> = CursorPage<T>;
export type ChatThreadList = InfiniteData<ChatPage<ChatThread>, string | null>;
/** Newest first, as the API answers: the first page holds the latest messages. */
export type ChatMessageList = InfiniteData<ChatPage<ChatMessage>, string | null>;

/** Whether a cached message list already holds this message (live events may repeat a sent one). */
function holdsMessage(list: ChatMessageList, id: string): boolean {
  return list.pages.some((page) => page.items.some((item) => item.id === id));
}

/** The list with the message added at its newest end, or the same list when it already holds it. */
export function withMessage(list: ChatMessageList, message: ChatMessage): ChatMessageList {
  if (holdsMessage(list, message.id)) return list;
  const [first, ...rest] = list.pages;
  if (!first) return { pages: [{ items: [message], nextCursor: null }], pageParams: [null] };
  return { ...list, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
}

/** A thread after one of its messages arrived: its preview, its activity and, from the other side, unread. */
function threadWithMessage(thread: ChatThread, message: ChatMessage, isUnread: boolean): ChatThread {
  if (thread.lastMessage?.id === message.id) return thread;
  return {
    ...thread,
    lastMessage: message,
    lastActivityAt: message.createdAt,
    unreadCount: thread.unreadCount + (isUnread ? 1 : 0),
  };
}

function mapThreads(list: ChatThreadList, change: (thread: ChatThread) => ChatThread): ChatThreadList {
  return {
    ...list,
    pages: list.pages.map((page) => ({ ...page, items: page.items.map(change) })),
  };
}

/**
 * A message the person sent, or one the live stream delivered (decision 009: both sides get every
 * message, so the sender's other tabs too). It joins its thread's cached messages once; the thread moves
 * to the top of each list that shows it, with its preview and, when it is from the other side and the
 * thread is not open, one more unread message. Lists without the thread, and lists filtered by read
 * status (which the message may change), are reloaded.
 */
export function applyChatMessage(
  client: QueryClient,
  message: ChatMessage,
  { myId, openThreadId }: { myId: string | undefined; openThreadId: string | undefined },
): void {
  const isUnread = message.senderId !== myId && message.threadId !== openThreadId;
  client.setQueryData<ChatMessageList>(chatMessagesQueryKey(message.threadId), (list) =>
    list ? withMessage(list, message) : list,
  );
  client.setQueryData<ChatThread>(chatThreadQueryKey(message.threadId), (thread) =>
    thread ? threadWithMessage(thread, message, isUnread) : thread,
  );
  for (const query of client.getQueryCache().findAll({ queryKey: chatThreadListsQueryKey })) {
    const list = query.state.data as ChatThreadList | undefined;
    const filters = (query.queryKey as ReturnType<typeof chatThreadListQueryKey>)[2];
    const thread = list?.pages.flatMap((page) => page.items).find((item) => item.id === message.threadId);
    if (!list || !thread || filters.readStatus) {
      void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
      continue;
    }
    const moved = threadWithMessage(thread, message, isUnread);
    const [first, ...rest] = list.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item.id !== message.threadId),
    }));
    client.setQueryData<ChatThreadList>(query.queryKey, {
      ...list,
      pages: [{ ...first!, items: [moved, ...first!.items] }, ...rest],
    });
  }
}

/** Changes one thread wherever it is cached: its own query and every list. */
function updateThread(client: QueryClient, threadId: string, change: (thread: ChatThread) => ChatThread) {
  client.setQueryData<ChatThread>(chatThreadQueryKey(threadId), (thread) => thread && change(thread));
  client.setQueriesData<ChatThreadList>({ queryKey: chatThreadListsQueryKey }, (list) =>
    list ? mapThreads(list, (thread) => (thread.id === threadId ? change(thread) : thread)) : list,
  );
}

/**
 * A read receipt (the person's `markThreadRead`, or CHAT_READ): the person's own read clears the
 * thread's unread count; the other side's moves its read mark forward, which turns ticks into read ones.
 */
export function applyReadReceipt(client: QueryClient, receipt: ChatReadReceipt, myId: string | undefined) {
  if (receipt.readerId === myId) {
    updateThread(client, receipt.threadId, (thread) => ({ ...thread, unreadCount: 0 }));
    void client.invalidateQueries({ queryKey: unreadChatsCountQueryKey });
    return;
  }
  updateThread(client, receipt.threadId, (thread) =>
    thread.counterpartLastReadAt &&
    new Date(thread.counterpartLastReadAt).getTime() >= new Date(receipt.readAt).getTime()
      ? thread
      : { ...thread, counterpartLastReadAt: receipt.readAt },
  );
}

/** A thread just opened or created (`openChat`): cached, and the lists reloaded to include it. */
export function applyOpenedThread(client: QueryClient, thread: ChatThread) {
  client.setQueryData(chatThreadQueryKey(thread.id), thread);
  void client.invalidateQueries({ queryKey: chatThreadListsQueryKey });
}

/** A message posted in a thread by another screen (an invoice issued from the chat): both reloaded. */
export function reloadThreadMessages(client: QueryClient, threadId: string) {
  void client.invalidateQueries({ queryKey: chatMessagesQueryKey(threadId) });
  void client.invalidateQueries({ queryKey: chatThreadListsQueryKey });
}

/** Whether the other side has read a message of mine: their read mark is at or after it. */
export function isReadByCounterpart(message: ChatMessage, counterpartLastReadAt: string | null): boolean {
  return (
    counterpartLastReadAt !== null &&
    new Date(counterpartLastReadAt).getTime() >= new Date(message.createdAt).getTime()
  );
}
