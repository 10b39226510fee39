import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chatsEndpoints } from '../../../contract/chats/chats.endpoints';
import type { ChatUnreadCountSchema } from '../../../contract/chats/chats.schemas';
import type { z } from 'zod';
import { callEndpoint } from '../../lib/api-client';
import { useStreamMessage } from '../../lib/live-stream';
import { useSession } from '../auth/use-session';
import { chatsQueryKey, unreadChatsCountQueryKey } from './chats-cache';

type UnreadCount = z.infer<typeof ChatUnreadCountSchema>;

/**
 * Messages from other businesses the person has not read, over all chats, for the menu and sidebar
 * badges. Reloaded when a message or a read arrives on the live stream;
 * the chat queries not on screen are then marked stale, so the chats page reloads them when it opens (the
 * ones on screen follow the stream themselves, `useChatLiveUpdates`). A
 * failure is only logged and shows no badge.
 */
export function useUnreadChatsCount(): number {
  const client = useQueryClient();
  const { user } = useSession();
  const { data } = useQuery({
    queryKey: unreadChatsCountQueryKey,
    enabled: user !== null,
    queryFn: async (): Promise<UnreadCount> => {
      try {
        return await callEndpoint(chatsEndpoints.countUnread);
      } catch (error) {
        console.warn('Could not load the unread messages count.', error);
        return { count: 0 };
      }
    },
  });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: chatsQueryKey, type: 'inactive', refetchType: 'none' });
    void client.invalidateQueries({ queryKey: unreadChatsCountQueryKey });
  };
  useStreamMessage('CHAT_MESSAGE', refresh);
  useStreamMessage('CHAT_READ', refresh);
  return data?.count ?? 0;
}
