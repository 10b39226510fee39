import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicListing } from '../../../contract/catalog/catalog.schemas';
import { aThread, chatIds, stubChatApi } from '../../test/chats';
import { renderWithProviders } from '../../test/render';
import { ListingDetails } from '../pages/listing-details';

const listing = (supplierId: string): PublicListing => ({
  id: chatIds.product,
  kind: 'PRODUCT',
  nameAr: null,
  nameEn: 'Cordless drill',
  descriptionAr: null,
  descriptionEn: '',
  categoryId: '00000000-0000-4000-8000-000000000011',
  images: [],
  price: 25000,
  avgRating: 4,
  ratingsCount: 2,
  supplier: { userId: supplierId, businessName: 'Al Noor Trading', city: 'Riyadh', pfpUrl: null },
  product: {
    caseQuantity: 1,
    minOrderQuantity: 1,
    maxOrderQuantity: null,
    isInStock: true,
    isGroupPurchaseEnabled: false,
    groupMinQuantity: null,
    groupDeadlineDays: null,
    groupPrice: null,
  },
  service: null,
});

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

function renderProductPage(role: 'BUYER' | 'SUPPLIER' | 'GUEST', supplierId = chatIds.supplier) {
  const api = stubChatApi(
    [
      ({ url }) =>
        url.pathname === `/api/products/${chatIds.product}` ? { body: listing(supplierId) } : undefined,
      ({ method, url }) =>
        method === 'POST' && url.pathname === '/api/chats' ? { status: 201, body: aThread() } : undefined,
    ],
    { role },
  );
  const router = createMemoryRouter(
    [
      { path: '/products/:id', element: <ListingDetails kind="products" id={chatIds.product} /> },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [`/products/${chatIds.product}`] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return api;
}

describe('ChatWithSupplierButton', () => {
  // What a press loads (the buyer's chat opening, the guest's login dialog), loaded here once, so no test
  // waits on its transform.
  beforeAll(async () => {
    await Promise.all([import('./open-chat-as-buyer'), import('../wishlist/wishlist-login-dialog')]);
  });

  beforeEach(() => {
    // The page's categories and alternatives are not stubbed here; their failures are only logged.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens the chat as the buyer side and lands in it with the product offered as its subject', async () => {
    const api = renderProductPage('BUYER');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with supplier' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/buyer/chats/${chatIds.thread}?ref=PRODUCT%3A${chatIds.product}`,
    );
    expect(api.callsTo('POST', '/api/chats')[0]!.body).toEqual({
      counterpartId: chatIds.supplier,
      mySide: 'BUYER',
    });
  });

  it('asks a guest to log in instead of opening a chat', async () => {
    const api = renderProductPage('GUEST');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with supplier' }));

    const dialog = await screen.findByRole('dialog', { name: 'Log in to chat with suppliers' });
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('POST', '/api/chats')).toHaveLength(0);
  });

  it('is not offered on the supplier’s own listing', async () => {
    renderProductPage('BUYER', chatIds.me);
    expect(await screen.findByRole('heading', { name: 'Cordless drill' })).toBeInTheDocument();
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([url]) => url === '/api/users/me')).toBe(true),
    );
    // Let the session's answer arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Chat with supplier' })).not.toBeInTheDocument();
  });

  it('is not offered while the person uses the supplier role', async () => {
    renderProductPage('SUPPLIER');
    expect(await screen.findByRole('heading', { name: 'Cordless drill' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Chat with supplier' })).not.toBeInTheDocument();
  });
});
