import { useQuery } from '@tanstack/react-query';
import type { ChatContact } from '../../../contract/chats/chats.schemas';
import { apiRequest } from '../../lib/api-client';
import { chatContactsQueryKey } from './chats-cache';

/** The shortest search `GET /api/chats/contacts` accepts. */
export const minContactSearchLength = 2;

/** Businesses to start a chat with, by business or person name; nothing is asked below two characters. */
export function useChatContacts(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: chatContactsQueryKey(q),
    enabled: q.length >= minContactSearchLength,
    queryFn: ({ signal }) =>
      apiRequest<ChatContact[]>(`/api/chats/contacts?${new URLSearchParams({ q }).toString()}`, { signal }),
  });
}
