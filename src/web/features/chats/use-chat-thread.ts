import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { chatsEndpoints } from '../../../contract/chats/chats.endpoints';
import type { ChatMessage } from '../../../contract/chats/chats.schemas';
import { ApiError, callEndpoint, callEndpointWithHeaders } from '../../lib/api-client';
import { chatMessagesQueryKey, chatThreadQueryKey, type ChatPage } from './chats-cache';

/** The API answers 404 for a thread that does not exist or is not the caller's. */
export const isNotFoundError = (error: unknown) => error instanceof ApiError && error.status === 404;

const retryUnlessNotFound = (failureCount: number, error: unknown) =>
  !isNotFoundError(error) && failureCount < 1;

/**
 * One of the person's threads: the other business and the read marks. Nothing
 * is asked without an id (a page that may or may not come from a chat).
 */
export function useChatThread(id: string) {
  return useQuery({
    queryKey: chatThreadQueryKey(id),
    queryFn: async ({ signal }) => {
      try {
        return await callEndpoint(chatsEndpoints.getThread, { params: { id } }, { signal });
      } catch (error) {
        if (!signal.aborted && !isNotFoundError(error)) console.warn('Could not load the chat.', error);
        throw error;
      }
    },
    retry: retryUnlessNotFound,
    enabled: id !== '',
  });
}

/**
 * A thread's messages, newest first, a page at a time; the next page holds older ones. The conversation
 * shows them oldest first. Not useCursorPages: a thread that is not found (404) is neither asked again
 * nor logged.
 */
export function useChatMessages(id: string) {
  return useInfiniteQuery({
    queryKey: chatMessagesQueryKey(id),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<ChatPage<ChatMessage>> => {
      try {
        const { body, headers } = await callEndpointWithHeaders(
          chatsEndpoints.listMessages,
          { params: { id }, query: { cursor: pageParam ?? undefined } },
          { signal },
        );
        return { items: body, nextCursor: headers.get('x-next-cursor') || null };
      } catch (error) {
        if (!signal.aborted && !isNotFoundError(error)) console.warn('Could not load the messages.', error);
        throw error;
      }
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    retry: retryUnlessNotFound,
  });
}
