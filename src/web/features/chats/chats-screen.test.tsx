import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatImageUrl } from '../../../contract/chats/chats.endpoints';
import BuyerChatPage from '../../pages/buyer/chats/[id].page';
import BuyerChatsPage from '../../pages/buyer/chats/chats.page';
import SupplierChatPage from '../../pages/supplier/chats/[id].page';
import SupplierChatsPage from '../../pages/supplier/chats/chats.page';
import { aMessage, aThread, chatIds, dispatchLiveChat, stubChatApi } from '../../test/chats';
import { renderWithProviders } from '../../test/render';

function renderChats(path: string, language: 'ar' | 'en' = 'en') {
  const router = createMemoryRouter(
    [
      { path: '/buyer/chats', element: <BuyerChatsPage /> },
      { path: '/buyer/chats/:id', element: <BuyerChatPage /> },
      { path: '/supplier/chats', element: <SupplierChatsPage /> },
      { path: '/supplier/chats/:id', element: <SupplierChatPage /> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />, { language }) };
}

const threadPath = `/buyer/chats/${chatIds.thread}`;
const messagesPath = `/api/chats/${chatIds.thread}/messages`;

/** The conversation's messages as shown, top to bottom. */
const shownMessages = () =>
  within(screen.getByRole('log'))
    .queryAllByTestId('chat-message')
    .map((item) => item.textContent);

describe('ChatsScreen: the list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each thread with its business, last message, time and an unread badge capped at 99+', async () => {
    stubChatApi([
      ({ method, url }) =>
        method === 'GET' && url.pathname === '/api/chats'
          ? {
              body: [
                aThread({ unreadCount: 150, lastMessage: aMessage({ text: 'Is the drill in stock?' }) }),
                aThread({
                  id: chatIds.otherThread,
                  counterpart: {
                    userId: chatIds.me,
                    businessName: 'Riyadh Tools',
                    name: 'Omar',
                    pfpUrl: null,
                  },
                  lastMessage: aMessage({ threadId: chatIds.otherThread, text: '', image: anImage() }),
                }),
              ],
            }
          : undefined,
    ]);
    renderChats('/buyer/chats');

    const rows = await screen.findAllByTestId('chat-thread-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Al Noor Trading');
    expect(rows[0]).toHaveTextContent('Is the drill in stock?');
    expect(rows[0]).toHaveTextContent('99+');
    expect(rows[0]).toHaveTextContent('150 unread messages');
    expect(rows[0]).toHaveAttribute('href', `/buyer/chats/${chatIds.thread}`);
    expect(rows[1]).toHaveTextContent('Riyadh Tools');
    expect(rows[1]).toHaveTextContent('Photo');
  });

  it('asks for the threads with the chosen read status, day range, type and name', async () => {
    const api = stubChatApi();
    renderChats('/buyer/chats');
    await screen.findAllByTestId('chat-thread-row');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Unread');
    await userEvent.selectOptions(screen.getByLabelText('Date'), 'This week');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'As supplier');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search chats' }), 'noor');

    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET', '/api/chats').at(-1)!.url.searchParams)).toEqual({
        readStatus: 'UNREAD',
        period: 'WEEK',
        side: 'SUPPLIER',
        q: 'noor',
      }),
    );
    expect(api.callsTo('GET', '/api/chats')[0]!.url.search).toBe('');
    // The search waits for a pause in typing: one call for the whole word.
    expect(api.callsTo('GET', '/api/chats').filter((call) => call.url.searchParams.has('q'))).toHaveLength(1);
  });

  it('says the chats failed to load, and loads them again on request', async () => {
    let isDown = true;
    stubChatApi([
      ({ url }) =>
        url.pathname === '/api/chats' && isDown
          ? {
              status: 500,
              body: { error: { code: 'INTERNAL_ERROR', message: 'Boom', statusCode: 500 }, requestId: 'r' },
            }
          : undefined,
    ]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderChats('/buyer/chats');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Chats failed to load');
    isDown = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('chat-thread-row')).toHaveTextContent('Al Noor Trading');
  });

  it.each([
    ['/buyer/chats', 'BUYER', '/buyer/chats'],
    ['/supplier/chats', 'SUPPLIER', '/supplier/chats'],
  ] as const)('on %s, «New chat» finds a business and opens the chat as %s', async (path, side, base) => {
    const newThread = aThread({ id: chatIds.otherThread, mySide: side });
    const api = stubChatApi(
      [
        ({ url }) =>
          url.pathname === '/api/chats/contacts'
            ? {
                body: [
                  {
                    userId: chatIds.supplier,
                    businessName: 'Al Noor Trading',
                    name: 'Khalid Al-Otaibi',
                    pfpUrl: null,
                    city: 'Riyadh',
                    isSupplier: true,
                  },
                ],
              }
            : undefined,
        ({ method, url }) =>
          method === 'POST' && url.pathname === '/api/chats' ? { status: 201, body: newThread } : undefined,
        ({ method, url }) =>
          method === 'GET' && url.pathname === `/api/chats/${newThread.id}` ? { body: newThread } : undefined,
        ({ url }) => (url.pathname === `/api/chats/${newThread.id}/messages` ? { body: [] } : undefined),
      ],
      { role: side },
    );
    const { router } = renderChats(path);
    await userEvent.click((await screen.findAllByRole('button', { name: 'New chat' }))[0]!);

    const dialog = await screen.findByRole('dialog', { name: 'Start a new chat' });
    const search = within(dialog).getByRole('searchbox', { name: 'Find a business' });
    await userEvent.type(search, 'a');
    expect(
      within(dialog).getByText('Type at least 2 letters of a business or person name.'),
    ).toBeInTheDocument();
    await userEvent.type(search, 'l');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Al Noor Trading/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/${newThread.id}`));
    expect(api.callsTo('GET', '/api/chats/contacts').map((call) => call.url.searchParams.get('q'))).toEqual([
      'al',
    ]);
    expect(api.callsTo('POST', '/api/chats')[0]!.body).toEqual({
      counterpartId: chatIds.supplier,
      mySide: side,
    });
    expect(await screen.findByRole('heading', { name: 'Al Noor Trading' })).toBeInTheDocument();
  });
});

describe('ChatsScreen: the conversation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('marks the thread read when it opens', async () => {
    const api = stubChatApi();
    renderChats(threadPath);
    await waitFor(() =>
      expect(api.callsTo('PATCH', `/api/chats/${chatIds.thread}/read`)).not.toHaveLength(0),
    );
  });

  it('sends the text with Enter, starts a new line with Shift+Enter, then clears the box', async () => {
    const api = stubChatApi();
    renderChats(threadPath);
    const box = await screen.findByRole('textbox', { name: 'Message' });

    await userEvent.type(box, 'Hello{Shift>}{Enter}{/Shift}Do you deliver to Jeddah?');
    expect(api.callsTo('POST', messagesPath)).toHaveLength(0);
    await userEvent.type(box, '{Enter}');

    await waitFor(() => expect(api.callsTo('POST', messagesPath)).toHaveLength(1));
    expect(api.callsTo('POST', messagesPath)[0]!.body).toEqual({ text: 'Hello\nDo you deliver to Jeddah?' });
    await waitFor(() => expect(box).toHaveValue(''));
    expect(await screen.findByTestId('chat-message-text')).toHaveTextContent(
      'Hello Do you deliver to Jeddah?',
    );
    expect(screen.getByTestId('chat-message')).toHaveAttribute('data-mine', 'true');
  });

  it('refuses an empty message and one over 2,000 characters without sending', async () => {
    const api = stubChatApi();
    renderChats(threadPath);
    const box = await screen.findByRole('textbox', { name: 'Message' });

    await userEvent.type(box, '   {Enter}');
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();

    await userEvent.clear(box);
    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByText('2001/2000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This text is too long.')).toBeInTheDocument();
    expect(api.callsTo('POST', messagesPath)).toHaveLength(0);
  });

  it('shows HTML in a message as the literal text it is', async () => {
    const html = '<img src=x onerror="alert(1)"><b>bold</b>';
    stubChatApi([
      ({ url }) => (url.pathname === messagesPath ? { body: [aMessage({ text: html })] } : undefined),
    ]);
    renderChats(threadPath);

    expect(await screen.findByTestId('chat-message-text')).toHaveTextContent(html, {
      normalizeWhitespace: false,
    });
    const log = screen.getByRole('log');
    expect(log.querySelector('b')).toBeNull();
    expect(log.querySelector('img[src="x"]')).toBeNull();
  });

  it('refuses a file that is not an image, and an image over 5 MB, before any upload', async () => {
    const api = stubChatApi();
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderChats(threadPath);
    await screen.findByRole('textbox', { name: 'Message' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Only PNG, JPEG or WebP images are allowed.')).toBeInTheDocument();

    await user.upload(
      input,
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('The file is too large. The maximum is 5 MB.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/chats/${chatIds.thread}/images`)).toHaveLength(0);
  });

  it('uploads an image as multipart, shows it pending, then as a thumbnail that opens the full image', async () => {
    let finishUpload: (() => void) | undefined;
    const uploaded = aMessage({ senderId: chatIds.me, text: '', image: anImage() });
    stubChatApi([
      ({ method, url }) =>
        method === 'POST' && url.pathname === `/api/chats/${chatIds.thread}/images`
          ? { status: 201, body: uploaded }
          : undefined,
    ]);
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/images')) await new Promise<void>((resolve) => (finishUpload = resolve));
      return answer(input, init);
    });
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const { container } = renderChats(threadPath);
    await screen.findByRole('textbox', { name: 'Message' });

    await userEvent.upload(
      container.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['png'], 'drill.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Sending the photo…')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/images'))!;
    expect((init!.body as FormData).get('file')).toBeInstanceOf(File);
    finishUpload!();

    const link = await screen.findByRole('link', { name: 'Open the full photo' });
    expect(link).toHaveAttribute('href', uploaded.image!.url);
    expect(within(link).getByRole('img')).toHaveAttribute('src', uploaded.image!.thumbnailUrl);
    await waitFor(() => expect(screen.queryByText('Sending the photo…')).not.toBeInTheDocument());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('appends a live message once even when the stream delivers it twice, and marks it read', async () => {
    const api = stubChatApi([
      ({ url }) => (url.pathname === messagesPath ? { body: [aMessage({ text: 'Welcome' })] } : undefined),
    ]);
    renderChats(threadPath);
    await screen.findByText('Welcome');
    await waitFor(() => expect(api.callsTo('PATCH', `/api/chats/${chatIds.thread}/read`)).toHaveLength(1));

    const live = aMessage({ text: 'The price is 250 SAR', createdAt: '2025-03-01T10:05:00.000Z' });
    act(() => {
      dispatchLiveChat('CHAT_MESSAGE', live);
      dispatchLiveChat('CHAT_MESSAGE', live);
    });

    await waitFor(() => expect(shownMessages()).toHaveLength(2));
    expect(screen.getAllByText('The price is 250 SAR')).toHaveLength(2); // the bubble and the list's preview
    expect(within(screen.getByRole('log')).getAllByText('The price is 250 SAR')).toHaveLength(1);
    await waitFor(() =>
      expect(api.callsTo('PATCH', `/api/chats/${chatIds.thread}/read`).length).toBeGreaterThan(1),
    );
  });

  it('puts a live message of another thread at the top of the list with its unread count', async () => {
    const other = aThread({
      id: chatIds.otherThread,
      counterpart: { userId: chatIds.product, businessName: 'Riyadh Tools', name: 'Omar', pfpUrl: null },
    });
    stubChatApi([
      ({ method, url }) =>
        method === 'GET' && url.pathname === '/api/chats' ? { body: [aThread(), other] } : undefined,
    ]);
    renderChats(threadPath);
    await waitFor(() => expect(screen.getAllByTestId('chat-thread-row')).toHaveLength(2));

    act(() =>
      dispatchLiveChat(
        'CHAT_MESSAGE',
        aMessage({ threadId: other.id, senderId: chatIds.product, text: 'New stock' }),
      ),
    );

    await waitFor(() =>
      expect(screen.getAllByTestId('chat-thread-row')[0]).toHaveTextContent('Riyadh Tools'),
    );
    expect(screen.getAllByTestId('chat-thread-row')[0]).toHaveTextContent('New stock');
    expect(screen.getAllByTestId('chat-thread-row')[0]).toHaveTextContent('1 unread message');
  });

  it('shows one tick on a sent message and two once the other side has read it, live too', async () => {
    const older = aMessage({ senderId: chatIds.me, text: 'First', createdAt: '2025-03-01T10:00:00.000Z' });
    const newer = aMessage({ senderId: chatIds.me, text: 'Second', createdAt: '2025-03-01T10:10:00.000Z' });
    stubChatApi([({ url }) => (url.pathname === messagesPath ? { body: [newer, older] } : undefined)], {
      thread: aThread({ counterpartLastReadAt: '2025-03-01T10:05:00.000Z' }),
    });
    renderChats(threadPath);
    await screen.findByText('Second');

    const receipts = () =>
      screen
        .getAllByTestId('chat-message')
        .map((item) => within(item).getByRole('img', { name: /Sent|Read/ }));
    expect(receipts().map((receipt) => receipt.getAttribute('aria-label'))).toEqual(['Read', 'Sent']);

    act(() =>
      dispatchLiveChat('CHAT_READ', {
        threadId: chatIds.thread,
        readerId: chatIds.supplier,
        readAt: '2025-03-01T10:11:00.000Z',
      }),
    );
    await waitFor(() =>
      expect(receipts().map((receipt) => receipt.getAttribute('aria-label'))).toEqual(['Read', 'Read']),
    );
  });

  it('loads older messages above, asking with the cursor, and keeps the visible ones in place', async () => {
    const recent = [
      aMessage({ text: 'Recent 2', createdAt: '2025-03-01T10:02:00.000Z' }),
      aMessage({ text: 'Recent 1', createdAt: '2025-03-01T10:01:00.000Z' }),
    ];
    const older = [aMessage({ text: 'Older', createdAt: '2025-03-01T09:00:00.000Z' })];
    const api = stubChatApi([
      ({ url }) =>
        url.pathname === messagesPath
          ? url.searchParams.get('cursor') === 'page-2'
            ? { body: older }
            : { body: recent, headers: { 'x-next-cursor': 'page-2' } }
          : undefined,
    ]);
    renderChats(threadPath);
    await screen.findByText('Recent 2');
    expect(shownMessages()).toEqual([
      expect.stringContaining('Recent 1'),
      expect.stringContaining('Recent 2'),
    ]);

    // jsdom has no layout: each message is 100 px tall, and the person has scrolled 30 px into the list.
    const log = screen.getByRole('log');
    let scrollTop = 30;
    Object.defineProperty(log, 'scrollHeight', {
      configurable: true,
      get: () => log.querySelectorAll('[data-testid="chat-message"]').length * 100,
    });
    Object.defineProperty(log, 'scrollTop', {
      configurable: true,
      get: () => scrollTop,
      set: (value: number) => (scrollTop = value),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));

    await screen.findByText('Older');
    expect(shownMessages()).toEqual([
      expect.stringContaining('Older'),
      expect.stringContaining('Recent 1'),
      expect.stringContaining('Recent 2'),
    ]);
    expect(api.callsTo('GET', messagesPath).at(-1)!.url.searchParams.get('cursor')).toBe('page-2');
    expect(scrollTop).toBe(130);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('offers the listing the buyer came from as the subject of the first message', async () => {
    const api = stubChatApi([
      ({ url }) =>
        url.pathname === `/api/products/${chatIds.product}`
          ? { body: { id: chatIds.product, nameAr: null, nameEn: 'Cordless drill' } }
          : undefined,
    ]);
    const { router } = renderChats(`${threadPath}?ref=PRODUCT:${chatIds.product}`);

    expect(await screen.findByText('About: Cordless drill')).toBeInTheDocument();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'Is it in stock?{Enter}');

    await waitFor(() => expect(api.callsTo('POST', messagesPath)).toHaveLength(1));
    expect(api.callsTo('POST', messagesPath)[0]!.body).toEqual({
      text: 'Is it in stock?',
      reference: { type: 'PRODUCT', id: chatIds.product },
    });
    await waitFor(() => expect(screen.queryByTestId('chat-reference-chip')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    const card = await screen.findByRole('link', { name: /Cordless drill/ });
    expect(card).toHaveAttribute('href', `/products/${chatIds.product}`);
  });

  it('drops the offered listing when the chip is dismissed', async () => {
    const api = stubChatApi();
    renderChats(`${threadPath}?ref=SERVICE:${chatIds.product}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Do not attach this listing' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    await waitFor(() => expect(api.callsTo('POST', messagesPath)).toHaveLength(1));
    expect(api.callsTo('POST', messagesPath)[0]!.body).toEqual({ text: 'Hello' });
  });

  it('reads in Arabic, with the conversation title and the Arabic composer', async () => {
    stubChatApi([
      ({ url }) => (url.pathname === messagesPath ? { body: [aMessage({ text: 'مرحبًا' })] } : undefined),
    ]);
    renderChats(threadPath, 'ar');
    expect(await screen.findByRole('heading', { name: 'المحادثات' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'الرسالة' })).toBeInTheDocument();
    expect(await screen.findByText('مرحبًا')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى المحادثات' })).toHaveAttribute(
      'href',
      '/buyer/chats',
    );
  });
});

/** As the server gives it: the chats route of the message, private to the thread's two businesses (issue 19). */
function anImage(messageId = '60000000-0000-4000-8000-000000000007') {
  return {
    url: chatImageUrl(chatIds.thread, messageId, 'full'),
    thumbnailUrl: chatImageUrl(chatIds.thread, messageId, 'thumbnail'),
    width: 800,
    height: 600,
  };
}
