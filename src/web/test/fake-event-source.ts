import { vi } from 'vitest';
import type { StreamMessageType } from '../lib/live-stream';

/**
 * A stand-in for the browser's EventSource (jsdom has none): `install()` puts it on `globalThis` and
 * records every connection, so a test can push stream messages the way the server frames them.
 */
export class FakeEventSource {
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
    FakeEventSource.instances.push(this);
  }

  close() {
    this.isClosed = true;
  }

  /** One message as the server sends it: JSON whose `data` is the payload as nested JSON text. */
  emit(type: StreamMessageType, payload: unknown, id = '') {
    this.emitRaw(JSON.stringify({ type, data: JSON.stringify(payload) }), id);
  }

  emitRaw(data: string, id = '') {
    this.onmessage?.(new MessageEvent('message', { data, lastEventId: id }));
  }

  fail() {
    this.onerror?.(new Event('error'));
  }
}
