import type { FastifyInstance } from 'fastify';
import { chatsEndpoints as endpoints } from '../../../contract/chats/chats.endpoints.js';
import * as schemas from '../../../contract/chats/chats.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import { readUploadWithFields } from '../../platform/http/read-upload.js';
import type { ChatsService } from './chats.service.js';

/** Both roles chat: a business is one account whatever role it is using (decision 009). */
export async function chatsRoutes(app: FastifyInstance, { chats }: { chats: ChatsService }) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.listThreads, ({ caller, query }) => chats.listThreads(caller.id, query));
  route(endpoints.openChat, async ({ caller, body }) => {
    const { thread, isNew } = await chats.openChat(caller.id, body);
    return { answer: thread, isNew };
  });
  route(endpoints.searchContacts, ({ caller, query }) => chats.searchContacts(caller.id, query.q));
  route(endpoints.countUnread, async ({ caller }) => ({ count: await chats.countUnread(caller.id) }));
  route(endpoints.getThread, ({ caller, params }) => chats.getThread(caller.id, params.id));
  route(endpoints.listMessages, ({ caller, params, query }) =>
    chats.listMessages(caller.id, params.id, query),
  );
  route(endpoints.sendMessage, ({ caller, params, body }) =>
    chats.sendMessage(caller.id, params.id, body, caller.memberId),
  );
  route(endpoints.sendImage, async ({ caller, params, request }) => {
    const { file, fields } = await readUploadWithFields(request);
    return chats.sendImage(caller.id, params.id, file, fields.text, caller.memberId);
  });
  route(endpoints.getMessageImage, async ({ caller, params, reply }) => {
    const file = await chats.getImage(caller.id, params.id, params.messageId, params.size);
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
  });
  route(endpoints.markThreadRead, ({ caller, params }) => chats.markThreadRead(caller.id, params.id));
}
