import { chatsEndpoints } from '../../../contract/chats/chats.endpoints';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { chatThreadListQueryKey, type ChatFilters } from './chats-cache';

/**
 * The person's chat threads, latest activity first, a page at a time, with the filters that are set and
 * the server's default page size. Sent messages and live events keep the cached lists current; a failure
 * is logged and left to the list, which offers to try again (spec §8 "Chats: failed to load").
 */
export function useChatThreads(filters: ChatFilters) {
  const { readStatus, period, side, q } = filters;
  return useCursorPages(chatsEndpoints.listThreads, {
    queryKey: chatThreadListQueryKey(filters),
    input: { query: { readStatus, period, side, q: q?.trim() || undefined } },
    // A new filter or search keeps the last list on screen until its answer arrives.
    keepPreviousList: true,
  });
}
