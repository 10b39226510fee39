import { vi } from 'vitest';
import { streamEventNames } from '../../contract/notifications/notifications.schemas';
import type { StreamMessageType } from '../lib/live-stream';

/**
 * A stand-in for the browser's EventSource (jsdom has none): `install()` puts it on `globalThis` and
 * records every connection, so a test can push stream messages the way the server frames them. Like the
 * real one, a default `message` event reaches `onmessage` and `message` listeners, a named event only the
 * listeners of its name.
 */
export class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];

  static install() {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  }

  /** The connection opened last. */
  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('No live stream was opened.');
    return source;
  }

  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  isClosed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }

  close() {
    this.isClosed = true;
  }

  /**
   * One message as the server sends it: under its type's event name, JSON whose `data` is the payload as
   * nested JSON text.
   */
  emit(type: StreamMessageType, payload: unknown, id = '') {
    this.emitRaw(JSON.stringify({ type, data: JSON.stringify(payload) }), id, streamEventNames[type]);
  }

  emitRaw(data: string, id = '', eventName = 'message') {
    const event = new MessageEvent(eventName, { data, lastEventId: id });
    this.dispatchEvent(event);
    if (eventName === 'message') this.onmessage?.(event);
  }

  fail() {
    this.onerror?.(new Event('error'));
  }
}
