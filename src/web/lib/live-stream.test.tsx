import { act, cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { FakeEventSource } from '../test/fake-event-source';
import { allTranslations } from '../i18n/all-translations';
import { LiveStreamConnection, useStreamMessage, type StreamMessageType } from './live-stream';

function Listener({ type, onPayload }: { type: StreamMessageType; onPayload: (payload: unknown) => void }) {
  useStreamMessage(type, onPayload);
  return null;
}

function renderStream(ui: React.ReactNode, language: 'ar' | 'en' = 'en') {
  localStorage.setItem('i18nextLng', language);
  const i18n = createI18n(allTranslations);
  return { i18n, ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>) };
}

/** Lets the deferred close of an unused connection run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('live stream', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(async () => {
    // The connection is shared by the whole module: let the last test's one close before the next.
    cleanup();
    await settle();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens one connection in the interface language, however many places mount it', () => {
    renderStream(
      <>
        <LiveStreamConnection />
        <LiveStreamConnection />
      </>,
      'ar',
    );
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.instances[0]!.url).toBe('/api/notifications/stream?lang=ar');
  });

  it('parses the nested data and hands it to the listeners of its type only', () => {
    const onNotification = vi.fn();
    const onChat = vi.fn();
    renderStream(
      <>
        <LiveStreamConnection />
        <Listener type="NOTIFICATION" onPayload={onNotification} />
        <Listener type="CHAT_MESSAGE" onPayload={onChat} />
      </>,
    );
    act(() => FakeEventSource.latest().emit('NOTIFICATION', { notificationId: 'n1', title: 'Hello' }));
    expect(onNotification).toHaveBeenCalledWith({ notificationId: 'n1', title: 'Hello' });
    expect(onChat).not.toHaveBeenCalled();
    act(() => FakeEventSource.latest().emit('CHAT_MESSAGE', { messageId: 'm1' }));
    expect(onChat).toHaveBeenCalledWith({ messageId: 'm1' });
    expect(onNotification).toHaveBeenCalledTimes(1);
  });

  it('takes notifications from default messages only, and chat events from their named events only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onNotification = vi.fn();
    const onChat = vi.fn();
    renderStream(
      <>
        <LiveStreamConnection />
        <Listener type="NOTIFICATION" onPayload={onNotification} />
        <Listener type="CHAT_MESSAGE" onPayload={onChat} />
      </>,
    );
    const stream = FakeEventSource.latest();
    act(() => {
      // The server never frames them so: a chat message as a default message, a notification as a chat event.
      stream.emitRaw(JSON.stringify({ type: 'CHAT_MESSAGE', data: '{"id":"m1"}' }));
      stream.emitRaw(
        JSON.stringify({ type: 'NOTIFICATION', data: '{"notificationId":"n1"}' }),
        '',
        'chat-message',
      );
    });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(onNotification).not.toHaveBeenCalled();
    expect(onChat).not.toHaveBeenCalled();
    act(() =>
      stream.emitRaw(JSON.stringify({ type: 'CHAT_MESSAGE', data: '{"id":"m2"}' }), '', 'chat-message'),
    );
    expect(onChat).toHaveBeenCalledWith({ id: 'm2' });
  });

  it('logs and skips malformed messages, then keeps delivering', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onNotification = vi.fn();
    renderStream(
      <>
        <LiveStreamConnection />
        <Listener type="NOTIFICATION" onPayload={onNotification} />
      </>,
    );
    const stream = FakeEventSource.latest();
    act(() => {
      stream.emitRaw('not json');
      stream.emitRaw(JSON.stringify({ type: 'NOTIFICATION', data: '{broken' }));
      stream.emitRaw(JSON.stringify({ type: 'SOMETHING_ELSE', data: '{}' }));
      stream.emit('NOTIFICATION', { notificationId: 'n2' });
    });
    expect(warn).toHaveBeenCalledTimes(3);
    expect(onNotification).toHaveBeenCalledTimes(1);
    expect(onNotification).toHaveBeenCalledWith({ notificationId: 'n2' });
  });

  it('only logs a stream error and leaves the retry to the browser', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderStream(<LiveStreamConnection />);
    act(() => FakeEventSource.latest().fail());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.latest().isClosed).toBe(false);
  });

  it('stops calling a listener once it unmounts', () => {
    const onNotification = vi.fn();
    const { rerender } = render(<Listener type="NOTIFICATION" onPayload={onNotification} />);
    rerender(<></>);
    renderStream(<LiveStreamConnection />);
    act(() => FakeEventSource.latest().emit('NOTIFICATION', { notificationId: 'n3' }));
    expect(onNotification).not.toHaveBeenCalled();
  });

  it('closes the connection when the signed-in part unmounts (sign-out)', async () => {
    const { rerender, i18n } = renderStream(<LiveStreamConnection />);
    const stream = FakeEventSource.latest();
    rerender(<I18nextProvider i18n={i18n}>{null}</I18nextProvider>);
    await settle();
    expect(stream.isClosed).toBe(true);
  });

  it('reopens in the new language, resuming after the last message, when the language changes', async () => {
    const { i18n } = renderStream(<LiveStreamConnection />);
    const english = FakeEventSource.latest();
    act(() => english.emit('CHAT_READ', { threadId: 't1' }, '41'));
    await act(() => i18n.changeLanguage('ar'));
    expect(english.isClosed).toBe(true);
    expect(FakeEventSource.latest().url).toBe('/api/notifications/stream?lang=ar&lastEventId=41');
    expect(FakeEventSource.instances.filter((source) => !source.isClosed)).toHaveLength(1);
  });
});
