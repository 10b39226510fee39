import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ChatThread } from '../../../contract/chats/chats.schemas';
import { apiRequestWithHeaders } from '../../lib/api-client';
import { chatThreadListQueryKey, chatThreadsPath, type ChatFilters, type ChatPage } from './chats-cache';

/**
 * The person's chat threads, latest activity first, a page at a time (`GET /api/chats`). Sent messages
 * and live events keep the cached lists current; a failure is logged and left to the list, which offers
 * to try again (spec §8 "Chats: failed to load").
 */
export function useChatThreads(filters: ChatFilters) {
  return useInfiniteQuery({
    queryKey: chatThreadListQueryKey(filters),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<ChatPage<ChatThread>> => {
      try {
        const { body, headers } = await apiRequestWithHeaders<ChatThread[]>(
          chatThreadsPath(filters, pageParam),
          { signal },
        );
        return { items: body, nextCursor: headers.get('x-next-cursor') || null };
      } catch (error) {
        if (!signal.aborted) console.warn('Could not load the chats.', error);
        throw error;
      }
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // A new filter or search keeps the last list on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}
