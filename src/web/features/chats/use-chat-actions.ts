import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ChatMessage,
  ChatReadReceipt,
  ChatSide,
  ChatThread,
  SendChatMessageBody,
} from '../../../contract/chats/chats.schemas';
import { apiRequest, uploadFile } from '../../lib/api-client';
import { useSession } from '../auth/use-session';
import { applyChatMessage, applyOpenedThread, applyReadReceipt, chatPath } from './chats-cache';

/**
 * `POST /api/chats`: opens the chat with another business, or answers the existing one. `mySide` is
 * the role the person opens it from (decision 009).
 */
export function useOpenChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { counterpartId: string; mySide: ChatSide }) =>
      apiRequest<ChatThread>('/api/chats', { method: 'POST', body }),
    onSuccess: (thread) => applyOpenedThread(client, thread),
  });
}

/** A sent message joins its thread at once; the live copy of it that follows is recognized by id. */
function useApplySent(threadId: string) {
  const client = useQueryClient();
  const { user } = useSession();
  return (message: ChatMessage) =>
    applyChatMessage(client, message, { myId: user?.id, openThreadId: threadId });
}

/** `POST /api/chats/{id}/messages`: a text message, optionally about a product or service. */
export function useSendChatMessage(threadId: string) {
  const applySent = useApplySent(threadId);
  return useMutation({
    mutationFn: (body: SendChatMessageBody) =>
      apiRequest<ChatMessage>(`${chatPath(threadId)}/messages`, { method: 'POST', body }),
    onSuccess: applySent,
  });
}

/** `POST /api/chats/{id}/images`: an image message (multipart field `file`), checked again by the server. */
export function useSendChatImage(threadId: string) {
  const applySent = useApplySent(threadId);
  return useMutation({
    mutationFn: (file: File) => uploadFile<ChatMessage>(`${chatPath(threadId)}/images`, file, 'POST'),
    onSuccess: applySent,
  });
}

/**
 * `PATCH /api/chats/{id}/read`: the person has read the thread up to now. The unread badges follow; a
 * failure is only logged, since the next open tries again.
 */
export function useMarkChatRead(threadId: string) {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: () => apiRequest<ChatReadReceipt>(`${chatPath(threadId)}/read`, { method: 'PATCH' }),
    onSuccess: (receipt) => applyReadReceipt(client, receipt, user?.id),
    onError: (error) => console.warn('Could not mark the chat read.', error),
  });
}
