import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../contract/i18n/languages';
import { notificationsEndpoints } from '../../contract/notifications/notifications.endpoints';
import {
  StreamMessageSchema,
  streamEventNames,
  type StreamMessageType,
} from '../../contract/notifications/notifications.schemas';
import { languageInfo } from '../i18n/languages';
import { endpointPath } from './api-client';

/**
 * The tab's one server-sent-events connection (decision 009): notifications and chat events arrive on
 * the notifications' stream in the interface language, each message JSON `{ type, data }` with `data`
 * the payload as nested JSON text. Notifications are the default `message` events and every other type has its own event name
 * (`streamEventNames`, issue 20). Features listen with `useStreamMessage`; the layouts of signed-in
 * people mount `LiveStreamConnection`. The browser reconnects by itself (sending `Last-Event-ID`), and
 * stream failures are only logged (spec §8).
 */

export type { StreamMessageType };

type Handler = (payload: unknown) => void;

const handlers = new Map<StreamMessageType, Set<Handler>>();

/**
 * Hands the raw `data:` line of one `eventName` event to the listeners of its type. A malformed message,
 * or one whose type does not travel under that name, is logged and skipped.
 */
export function dispatchStreamMessage(eventName: string, raw: string): void {
  let type: StreamMessageType;
  let payload: unknown;
  try {
    const message = StreamMessageSchema.parse(JSON.parse(raw));
    if (streamEventNames[message.type] !== eventName) {
      throw new Error(`A ${message.type} message arrived as a ${eventName} event.`);
    }
    type = message.type;
    payload = JSON.parse(message.data);
  } catch (error) {
    console.warn('Skipped a malformed live stream message.', error);
    return;
  }
  for (const handler of handlers.get(type) ?? []) {
    try {
      handler(payload);
    } catch (error) {
      console.warn(`A ${type} live stream listener failed.`, error);
    }
  }
}

/** Calls the latest `handler` with each payload of `type` while the calling component is mounted. */
export function useStreamMessage<T>(type: StreamMessageType, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener: Handler = (payload) => latest.current(payload as T);
    const listeners = handlers.get(type) ?? new Set<Handler>();
    handlers.set(type, listeners);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [type]);
}

/** The stream's address in a language; `lastEventId` resumes after that message. */
const streamPath = (lang: Language, lastEventId?: string) =>
  endpointPath(notificationsEndpoints.openStream, { query: { lang, lastEventId } });

interface Connection {
  lang: Language;
  source: EventSource;
  users: number;
  /** The id of the last message, to resume from when the language changes. */
  lastEventId?: string;
  closing?: ReturnType<typeof setTimeout>;
}

let connection: Connection | null = null;

/**
 * Opens the stream. `resumeAfter` (the server's `lastEventId` query, since a new EventSource cannot send
 * `Last-Event-ID`) makes a reopening in another language miss nothing.
 */
function open(lang: Language, resumeAfter?: string): Connection {
  const url = streamPath(lang, resumeAfter);
  const source = new EventSource(url);
  const opened: Connection = { lang, source, users: 0 };
  const onEvent = (event: MessageEvent<string>) => {
    if (event.lastEventId) opened.lastEventId = event.lastEventId;
    dispatchStreamMessage(event.type, event.data);
  };
  // `message` is the default event (notifications); the chat events are named and need their own listener.
  for (const name of new Set(Object.values(streamEventNames))) source.addEventListener(name, onEvent);
  source.onerror = () => console.warn('The live stream failed; the browser retries it.', url);
  return opened;
}

/**
 * Shares one EventSource among everything that asks for the same language. The close waits for the end of the
 * task, so a layout replaced by another (buyer pages to public pages) or StrictMode's second effect run
 * keeps the connection instead of reopening it.
 */
function acquire(lang: Language): () => void {
  let resumeAfter: string | undefined;
  if (connection && connection.lang !== lang) {
    clearTimeout(connection.closing);
    connection.source.close();
    resumeAfter = connection.lastEventId;
    connection = null;
  }
  connection ??= open(lang, resumeAfter);
  const current = connection;
  clearTimeout(current.closing);
  current.users += 1;
  return () => {
    current.users -= 1;
    if (current.users > 0) return;
    current.closing = setTimeout(() => {
      if (current.users > 0) return;
      current.source.close();
      if (connection === current) connection = null;
    });
  };
}

/**
 * Keeps the tab's live stream open in the interface language while mounted. Mount it only for a
 * signed-in person: unmounting it (sign-out) closes the connection.
 */
export function LiveStreamConnection(): null {
  const { i18n } = useTranslation();
  const lang = languageInfo(i18n.resolvedLanguage).code;
  useEffect(() => {
    // Environments without server-sent events (older test DOMs) simply get no live updates.
    if (typeof EventSource === 'undefined') return;
    return acquire(lang);
  }, [lang]);
  return null;
}
