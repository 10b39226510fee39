import { vi } from 'vitest';
import type { ChatMessage, ChatThread } from '../../contract/chats/chats.schemas';
import { streamEventNames } from '../../contract/notifications/notifications.schemas';
import { dispatchStreamMessage } from '../lib/live-stream';

/** Test data and a stubbed chat API for the chat screens' tests. */

export const chatIds = {
  me: '20000000-0000-4000-8000-000000000002',
  supplier: '30000000-0000-4000-8000-000000000003',
  thread: '40000000-0000-4000-8000-000000000004',
  otherThread: '40000000-0000-4000-8000-000000000005',
  product: '50000000-0000-4000-8000-000000000006',
};

export const me = (role: 'BUYER' | 'SUPPLIER' = 'BUYER') => ({
  id: chatIds.me,
  role,
  isEmailVerified: true,
  memberRoles: ['OWNER'],
  email: 'sara@alwaha.sa',
  name: 'Sara Al-Harbi',
  businessName: 'Al Waha Trading',
  pfpUrl: null,
});

export function aThread(overrides: Partial<ChatThread> = {}): ChatThread {
  return {
    id: chatIds.thread,
    mySide: 'BUYER',
    counterpart: {
      userId: chatIds.supplier,
      businessName: 'Al Noor Trading',
      name: 'Khalid Al-Otaibi',
      pfpUrl: null,
    },
    lastMessage: null,
    unreadCount: 0,
    counterpartLastReadAt: null,
    lastActivityAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

let messageCount = 0;
/** A message; ids count up so each is new unless given. */
export function aMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  messageCount += 1;
  return {
    id: `60000000-0000-4000-8000-${String(messageCount).padStart(12, '0')}`,
    threadId: chatIds.thread,
    senderId: chatIds.supplier,
    sentBy: null,
    text: `Message ${messageCount}`,
    image: null,
    reference: null,
    isRemoved: false,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Route = (call: Call) => Answer | undefined;

const notFound: Answer = {
  status: 404,
  body: { error: { code: 'ROUTE_NOT_FOUND', message: 'Not found', statusCode: 404 }, requestId: 'r' },
};

/**
 * Stubs fetch: `routes` are tried in order, then the defaults (the signed-in person, their thread, no
 * messages, no unread); anything else is the API's 404. Answers the thread's sent messages as the
 * server does (201 with the message).
 */
export function stubChatApi(
  routes: Route[] = [],
  { role = 'BUYER', thread = aThread() }: { role?: 'BUYER' | 'SUPPLIER' | 'GUEST'; thread?: ChatThread } = {},
) {
  const calls: Call[] = [];
  const defaults: Route = ({ method, url, body }) => {
    const path = url.pathname;
    if (path === '/api/users/me')
      return role === 'GUEST'
        ? {
            status: 401,
            body: { error: { code: 'UNAUTHORIZED', message: 'Log in', statusCode: 401 }, requestId: 'r' },
          }
        : { body: me(role) };
    if (path === '/api/chats/unread-count') return { body: { count: 0 } };
    if (method === 'GET' && path === '/api/chats') return { body: [thread] };
    if (method === 'GET' && path === `/api/chats/${thread.id}`) return { body: thread };
    if (method === 'GET' && path === `/api/chats/${thread.id}/messages`) return { body: [] };
    if (method === 'PATCH' && path === `/api/chats/${thread.id}/read`)
      return { body: { threadId: thread.id, readerId: chatIds.me, readAt: new Date().toISOString() } };
    if (method === 'POST' && path === `/api/chats/${thread.id}/messages`) {
      const sent = body as { text: string; reference?: { type: 'PRODUCT' | 'SERVICE'; id: string } };
      return {
        status: 201,
        body: aMessage({
          senderId: chatIds.me,
          text: sent.text,
          reference: sent.reference
            ? { ...sent.reference, nameAr: null, nameEn: 'Cordless drill', imageUrl: null }
            : null,
          createdAt: new Date().toISOString(),
        }),
      };
    }
    return undefined;
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://tawrid.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const call = { method, url, body };
    calls.push(call);
    const answer =
      routes.reduce<Answer | undefined>((found, route) => found ?? route(call), undefined) ??
      defaults(call) ??
      notFound;
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { ...answer.headers, 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls made to `METHOD path` (the path without its query). */
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.url.pathname === path);
  return { calls, callsTo };
}

/**
 * Delivers a live chat event as the server sends it: a named event (`chat-message`, `chat-read`) whose
 * data is JSON with the payload as JSON text in `data`.
 */
export const dispatchLiveChat = (type: 'CHAT_MESSAGE' | 'CHAT_READ', payload: unknown) =>
  dispatchStreamMessage(streamEventNames[type], JSON.stringify({ type, data: JSON.stringify(payload) }));
