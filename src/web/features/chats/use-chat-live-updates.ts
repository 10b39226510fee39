import { useQueryClient } from '@tanstack/react-query';
import { ChatMessageSchema, ChatReadReceiptSchema } from '../../../contract/chats/chats.schemas';
import { useStreamMessage } from '../../lib/live-stream';
import { useSession } from '../auth/use-session';
import { applyChatMessage, applyReadReceipt } from './chats-cache';

/**
 * Keeps the chats on screen current from the live stream (decision 009): a CHAT_MESSAGE joins its
 * thread once (repeats are recognized by id) and moves the thread to the top of the list; a CHAT_READ
 * turns ticks into read ones, or clears an unread count read in another tab. Payloads of an unexpected
 * shape are logged and skipped.
 */
export function useChatLiveUpdates(openThreadId: string | undefined) {
  const client = useQueryClient();
  const { user } = useSession();
  useStreamMessage<unknown>('CHAT_MESSAGE', (payload) => {
    const parsed = ChatMessageSchema.safeParse(payload);
    if (!parsed.success) {
      console.warn('Skipped a live chat message of an unexpected shape.', parsed.error);
      return;
    }
    applyChatMessage(client, parsed.data, { myId: user?.id, openThreadId });
  });
  useStreamMessage<unknown>('CHAT_READ', (payload) => {
    const parsed = ChatReadReceiptSchema.safeParse(payload);
    if (!parsed.success) {
      console.warn('Skipped a live read receipt of an unexpected shape.', parsed.error);
      return;
    }
    applyReadReceipt(client, parsed.data, user?.id);
  });
}
