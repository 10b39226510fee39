import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatSide } from '../../../contract/chats/chats.schemas';
import BuyerChatPage from '../../pages/buyer/chats/[id].page';
import BuyerChatsPage from '../../pages/buyer/chats/chats.page';
import SupplierChatPage from '../../pages/supplier/chats/[id].page';
import { aMessage, aThread, chatIds, stubChatApi } from '../../test/chats';
import { renderWithProviders } from '../../test/render';

const invoiceId = '00000000-0000-4000-8000-00000000e001';

/** The message the server posts in the thread when the supplier issues an invoice from it. */
const invoiceMessage = (): ChatMessage =>
  aMessage({
    text: '',
    reference: { type: 'INVOICE', id: invoiceId, nameAr: null, nameEn: 'INV-000042', imageUrl: null },
  });

function renderChat(path: string, language: 'ar' | 'en' = 'en') {
  const router = createMemoryRouter(
    [
      { path: '/buyer/chats', element: <BuyerChatsPage /> },
      { path: '/buyer/chats/:id', element: <BuyerChatPage /> },
      { path: '/supplier/chats/:id', element: <SupplierChatPage /> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />, { language });
}

function stubThread(mySide: ChatSide) {
  const thread = aThread({ mySide });
  stubChatApi(
    [
      ({ method, url }) =>
        method === 'GET' && url.pathname === `/api/chats/${thread.id}/messages`
          ? { body: [invoiceMessage()] }
          : undefined,
    ],
    { role: mySide, thread },
  );
}

describe('Chats: invoices', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows an invoice posted in the thread as a card that opens it among the supplier's invoices", async () => {
    stubThread('SUPPLIER');
    renderChat(`/supplier/chats/${chatIds.thread}`);

    const card = await screen.findByTestId('chat-invoice-card');
    expect(card).toHaveTextContent('Invoice INV-000042');
    expect(within(card).getByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      `/supplier/invoices/${invoiceId}`,
    );
  });

  it("opens the invoice among the buyer's invoices on the buyer side, in Arabic too", async () => {
    stubThread('BUYER');
    renderChat(`/buyer/chats/${chatIds.thread}`, 'ar');

    const card = await screen.findByTestId('chat-invoice-card');
    expect(card).toHaveTextContent('فاتورة INV-000042');
    expect(within(card).getByRole('link', { name: 'عرض الفاتورة' })).toHaveAttribute(
      'href',
      `/buyer/invoices/${invoiceId}`,
    );
  });

  it('offers «Issue invoice» for the other side where the person is the supplier', async () => {
    stubThread('SUPPLIER');
    renderChat(`/supplier/chats/${chatIds.thread}`);

    const header = (await screen.findByRole('heading', { name: 'Al Noor Trading' })).closest('header')!;
    expect(within(header).getByRole('link', { name: 'Issue invoice' })).toHaveAttribute(
      'href',
      `/supplier/invoices/new?buyerId=${chatIds.supplier}&chatId=${chatIds.thread}`,
    );
  });

  it('offers no invoice where the person is the buyer', async () => {
    stubThread('BUYER');
    renderChat(`/buyer/chats/${chatIds.thread}`);

    await screen.findByTestId('chat-invoice-card');
    expect(screen.queryByRole('link', { name: 'Issue invoice' })).not.toBeInTheDocument();
  });

  it('names the invoice in the thread list when it is the last message', async () => {
    stubChatApi([], { thread: aThread({ lastMessage: invoiceMessage() }) });
    renderChat('/buyer/chats');

    const [row] = await screen.findAllByTestId('chat-thread-row');
    expect(row).toHaveTextContent('Invoice INV-000042');
  });
});
