import { useQuery } from '@tanstack/react-query';
import { chatsEndpoints } from '../../../contract/chats/chats.endpoints';
import { callEndpoint } from '../../lib/api-client';
import { chatContactsQueryKey } from './chats-cache';

/** The shortest search the contacts' endpoint accepts. */
export const minContactSearchLength = 2;

/** Businesses to start a chat with, by business or person name; nothing is asked below two characters. */
export function useChatContacts(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: chatContactsQueryKey(q),
    enabled: q.length >= minContactSearchLength,
    queryFn: ({ signal }) => callEndpoint(chatsEndpoints.searchContacts, { query: { q } }, { signal }),
  });
}
