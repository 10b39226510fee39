import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatsEndpoints } from '../../../contract/chats/chats.endpoints';
import type { ChatMessage, ChatSide, SendChatMessageBody } from '../../../contract/chats/chats.schemas';
import { callEndpoint, uploadToEndpoint } from '../../lib/api-client';
import { useSession } from '../auth/use-session';
import { applyChatMessage, applyOpenedThread, applyReadReceipt } from './chats-cache';

/**
 * Opens the chat with another business, or answers the existing one. `mySide` is the role the person
 * opens it from (decision 009).
 */
export function useOpenChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { counterpartId: string; mySide: ChatSide }) =>
      callEndpoint(chatsEndpoints.openChat, { body }),
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

/** A text message, optionally about a product or service. */
export function useSendChatMessage(threadId: string) {
  const applySent = useApplySent(threadId);
  return useMutation({
    mutationFn: (body: SendChatMessageBody) =>
      callEndpoint(chatsEndpoints.sendMessage, { params: { id: threadId }, body }),
    onSuccess: applySent,
  });
}

/** An image message (multipart field `file`), checked again by the server. */
export function useSendChatImage(threadId: string) {
  const applySent = useApplySent(threadId);
  return useMutation({
    mutationFn: (file: File) =>
      uploadToEndpoint(chatsEndpoints.sendImage, file, { params: { id: threadId } }),
    onSuccess: applySent,
  });
}

/**
 * The person has read the thread up to now. The unread badges follow; a
 * failure is only logged, since the next open tries again.
 */
export function useMarkChatRead(threadId: string) {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: () => callEndpoint(chatsEndpoints.markThreadRead, { params: { id: threadId } }),
    onSuccess: (receipt) => applyReadReceipt(client, receipt, user?.id),
    onError: (error) => console.warn('Could not mark the chat read.', error),
  });
}
