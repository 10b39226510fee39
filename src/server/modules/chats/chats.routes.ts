import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatContactSchema,
  ChatContactsQuerySchema,
  ChatIdParamsSchema,
  ChatImageParamsSchema,
  ChatMessageSchema,
  ChatMessagesQuerySchema,
  ChatReadReceiptSchema,
  ChatThreadSchema,
  ChatThreadsQuerySchema,
  ChatUnreadCountSchema,
  OpenChatBodySchema,
  SendChatMessageBodySchema,
} from '../../../contract/chats/chats.schemas.js';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import { requireUser } from '../../platform/auth/request-auth.js';
import { readUploadWithFields, uploadDescription } from '../../platform/http/read-upload.js';
import type { ChatsService } from './chats.service.js';
import { sendPage } from '../../platform/pagination/page.js';

const tags = ['chats'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const uploadErrors = { ...errors, 413: ErrorBodySchema, 415: ErrorBodySchema };
const cursorDescription =
  'The cursor of the next page comes in the `x-next-cursor` response header (absent on the last page) ' +
  'and goes back as `cursor`, with the same filters.';

/** Both roles chat: a business is one account whatever role it is using (decision 009). */
const userId = (request: Parameters<typeof requireUser>[0]) => requireUser(request).id;

export const chatsRoutes: FastifyPluginAsyncZod<{ chats: ChatsService }> = async (app, { chats }) => {
  app.get(
    '/chats',
    {
      schema: {
        tags,
        summary: 'My chat threads, latest activity first; filter by read status, period, my side and name',
        description: cursorDescription,
        querystring: ChatThreadsQuerySchema,
        response: { 200: z.array(ChatThreadSchema), ...errors },
      },
    },
    async (request, reply) => {
      return sendPage(reply, await chats.listThreads(userId(request), request.query));
    },
  );

  app.post(
    '/chats',
    {
      schema: {
        tags,
        summary: 'Open the chat with another business (201), or answer the existing one (200)',
        body: OpenChatBodySchema,
        response: { 200: ChatThreadSchema, 201: ChatThreadSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { thread, isNew } = await chats.openChat(userId(request), request.body);
      return reply.status(isNew ? 201 : 200).send(thread);
    },
  );

  app.get(
    '/chats/contacts',
    {
      schema: {
        tags,
        summary: 'Businesses to start a chat with, by business or person name (at most 20)',
        querystring: ChatContactsQuerySchema,
        response: { 200: z.array(ChatContactSchema), ...errors },
      },
    },
    async (request) => chats.searchContacts(userId(request), request.query.q),
  );

  app.get(
    '/chats/unread-count',
    {
      schema: {
        tags,
        summary: 'How many messages from others I have not read, over all my chats',
        response: { 200: ChatUnreadCountSchema, ...errors },
      },
    },
    async (request) => ({ count: await chats.countUnread(userId(request)) }),
  );

  app.get(
    '/chats/:id',
    {
      schema: {
        tags,
        summary: 'One of my chat threads',
        params: ChatIdParamsSchema,
        response: { 200: ChatThreadSchema, ...errors },
      },
    },
    async (request) => chats.getThread(userId(request), request.params.id),
  );

  app.get(
    '/chats/:id/messages',
    {
      schema: {
        tags,
        summary: 'Messages of one of my chats, newest first',
        description: cursorDescription,
        params: ChatIdParamsSchema,
        querystring: ChatMessagesQuerySchema,
        response: { 200: z.array(ChatMessageSchema), ...errors },
      },
    },
    async (request, reply) => {
      return sendPage(reply, await chats.listMessages(userId(request), request.params.id, request.query));
    },
  );

  app.post(
    '/chats/:id/messages',
    {
      schema: {
        tags,
        summary: 'Send a text message, optionally about a product or service buyers can see',
        params: ChatIdParamsSchema,
        body: SendChatMessageBodySchema,
        response: { 201: ChatMessageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await chats.sendMessage(userId(request), request.params.id, request.body)),
  );

  app.post(
    '/chats/:id/images',
    {
      schema: {
        tags,
        summary: 'Send an image message, with an optional text',
        description: `${uploadDescription} An optional text field \`text\` (at most 2,000 characters) goes with it.`,
        params: ChatIdParamsSchema,
        response: { 201: ChatMessageSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const id = userId(request);
      const { file, fields } = await readUploadWithFields(request);
      return reply.status(201).send(await chats.sendImage(id, request.params.id, file, fields.text));
    },
  );

  app.get(
    '/chats/:id/messages/:messageId/images/:size',
    {
      schema: {
        tags,
        summary: 'The image of a message in one of my chats (full size or thumbnail)',
        description:
          'Only the two businesses of the chat get it (404 for anybody else), cached by their browser only.',
        params: ChatImageParamsSchema,
        response: {
          200: {
            description: 'The WebP image',
            content: {
              'image/webp': { schema: z.custom<Buffer>().meta({ type: 'string', format: 'binary' }) },
            },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { id, messageId, size } = request.params;
      const file = await chats.getImage(userId(request), id, messageId, size);
      return (
        reply
          .header('content-type', file.contentType)
          // Issue 19: private to the two businesses, so never kept by a shared cache; the bytes at this
          // address never change, so their browsers may keep them.
          .header('cache-control', 'private, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .send(file.data)
      );
    },
  );

  app.patch(
    '/chats/:id/read',
    {
      schema: {
        tags,
        summary: 'I have read this chat up to now (the other business sees the receipt)',
        params: ChatIdParamsSchema,
        response: { 200: ChatReadReceiptSchema, ...errors },
      },
    },
    async (request) => chats.markThreadRead(userId(request), request.params.id),
  );
};
