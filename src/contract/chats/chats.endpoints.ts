import { defineEndpoints, requestPath } from '../http/endpoint.js';
import type { ChatImageSize } from './chats.schemas.js';
import type * as schemas from './chats.schemas.js';
import { anyMember } from '../team/member-roles.js';

const cursorDescription =
  'The cursor of the next page comes in the `x-next-cursor` response header (absent on the last page) ' +
  'and goes back as `cursor`, with the same filters.';

const errors = [404] as const;

/**
 * Chats (spec §2 Chats, decision 009). Both roles chat: a business is one account whatever role it is
 * using, so every endpoint is any signed-in business's own. Live messages and read receipts arrive on the
 * notifications' stream.
 */
export const chatsEndpoints = defineEndpoints<typeof schemas>()('chats', {
  listThreads: {
    method: 'GET',
    path: '/api/chats',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'My chat threads, latest activity first; filter by read status, period, my side and name',
    description: cursorDescription,
    query: 'ChatThreadsQuerySchema',
    answer: 'ChatThreadListSchema',
    paged: true,
    errors,
  },
  // The thread with a business is one: opening it again answers the existing one with 200.
  openChat: {
    method: 'POST',
    path: '/api/chats',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'Open the chat with another business (201), or answer the existing one (200)',
    body: 'OpenChatBodySchema',
    answer: 'ChatThreadSchema',
    status: 201,
    idempotent: true,
    errors,
  },
  searchContacts: {
    method: 'GET',
    path: '/api/chats/contacts',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'Businesses to start a chat with, by business or person name (at most 20)',
    query: 'ChatContactsQuerySchema',
    answer: 'ChatContactListSchema',
    errors,
  },
  countUnread: {
    method: 'GET',
    path: '/api/chats/unread-count',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'How many messages from others I have not read, over all my chats',
    answer: 'ChatUnreadCountSchema',
    errors,
  },
  getThread: {
    method: 'GET',
    path: '/api/chats/:id',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'One of my chat threads',
    params: 'ChatIdParamsSchema',
    answer: 'ChatThreadSchema',
    errors,
  },
  listMessages: {
    method: 'GET',
    path: '/api/chats/:id/messages',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'Messages of one of my chats, newest first',
    description: cursorDescription,
    params: 'ChatIdParamsSchema',
    query: 'ChatMessagesQuerySchema',
    answer: 'ChatMessageListSchema',
    paged: true,
    errors,
  },
  sendMessage: {
    method: 'POST',
    path: '/api/chats/:id/messages',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'Send a text message, optionally about a product or service buyers can see',
    params: 'ChatIdParamsSchema',
    body: 'SendChatMessageBodySchema',
    answer: 'ChatMessageSchema',
    status: 201,
    errors,
  },
  sendImage: {
    method: 'POST',
    path: '/api/chats/:id/images',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'Send an image message, with an optional text',
    description: 'An optional text field `text` (at most 2,000 characters) goes with the file.',
    params: 'ChatIdParamsSchema',
    upload: true,
    answer: 'ChatMessageSchema',
    status: 201,
    errors: [...errors, 413, 415],
  },
  getMessageImage: {
    method: 'GET',
    path: '/api/chats/:id/messages/:messageId/images/:size',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'The image of a message in one of my chats (full size or thumbnail)',
    description:
      'Only the two businesses of the chat get it (404 for anybody else), cached by their browser only.',
    params: 'ChatImageParamsSchema',
    answerMediaTypes: ['image/webp'],
    errors,
  },
  markThreadRead: {
    method: 'PATCH',
    path: '/api/chats/:id/read',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'I have read this chat up to now (the other business sees the receipt)',
    params: 'ChatIdParamsSchema',
    answer: 'ChatReadReceiptSchema',
    errors,
  },
});

/** Where a chat image is read (issue 19: only through the chats endpoint, never the public files). */
export const chatImageUrl = (threadId: string, messageId: string, size: ChatImageSize) =>
  requestPath(chatsEndpoints.getMessageImage.path, { id: threadId, messageId, size });
