import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { WishlistView } from './wishlist-view';

const ids = {
  drill: '00000000-0000-4000-8000-0000000000a1',
  cleaning: '00000000-0000-4000-8000-0000000000a2',
  supplier: '00000000-0000-4000-8000-0000000000ff',
};
const buyer = {
  id: '00000000-0000-4000-8000-0000000000b1',
  role: 'BUYER',
  isEmailVerified: true,
  memberRoles: ['OWNER'],
  email: 'buyer@example.sa',
  name: 'Sara',
  businessName: 'Al Waha Trading',
  pfpUrl: null,
};
const saved = (id: string, name: string, kind: 'PRODUCT' | 'SERVICE') => ({
  _id: id,
  ...(kind === 'PRODUCT' ? { productId: id } : { serviceId: id }),
  nameAr: null,
  nameEn: name,
  supplier: { userId: ids.supplier, businessName: 'Al Noor Trading' },
  imagesFilesUrls: [],
  avgRating: 4,
  ratingsCount: 3,
  price: 25_000,
  isPriceNegotiable: kind === 'SERVICE',
  kind,
  addedAt: '2025-03-01T10:00:00.000Z',
});

/** A buyer's session and a wishlist held by the stub: DELETE removes from it, 204 like the server. */
function stubWishlist(items: ReturnType<typeof saved>[]) {
  let list = [...items];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    if (path === '/api/users/me') return Response.json(buyer);
    if (method === 'GET' && path === '/api/buyers/me/wishlist') return Response.json(list);
    const removed = /^\/api\/buyers\/me\/wishlist\/([\w-]+)$/.exec(path)?.[1];
    if (method === 'DELETE' && removed) {
      list = list.filter((item) => item._id !== removed);
      return new Response(null, { status: 204 });
    }
    return Response.json(
      { error: { code: 'ROUTE_NOT_FOUND', message: 'Not found', statusCode: 404 }, requestId: 'r' },
      { status: 404 },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderWishlist(language: 'ar' | 'en' = 'en') {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/buyer/wishlist']}>
      <Routes>
        <Route path="/buyer/wishlist" element={<WishlistView />} />
        <Route path="/items" element={<p>Browse page</p>} />
      </Routes>
    </MemoryRouter>,
    { language },
  );
}

describe('WishlistView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the saved cards, newest first, each with a filled heart and a link to its page', async () => {
    stubWishlist([
      saved(ids.cleaning, 'Office cleaning', 'SERVICE'),
      saved(ids.drill, 'Cordless drill', 'PRODUCT'),
    ]);
    renderWishlist();

    const results = await screen.findByLabelText('Saved items');
    const links = await within(results).findAllByRole('link');

    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/services/${ids.cleaning}`,
      `/products/${ids.drill}`,
    ]);
    await waitFor(() =>
      expect(within(results).getAllByRole('button', { name: 'Remove from wishlist' })).toHaveLength(2),
    );
    for (const heart of within(results).getAllByRole('button', { name: 'Remove from wishlist' }))
      expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('removes an item with its button', async () => {
    const fetchMock = stubWishlist([
      saved(ids.cleaning, 'Office cleaning', 'SERVICE'),
      saved(ids.drill, 'Cordless drill', 'PRODUCT'),
    ]);
    renderWishlist();

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Cordless drill from wishlist' }));

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Cordless drill' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Office cleaning' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/buyers/me/wishlist/${ids.drill}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('removes an item in Arabic and then shows the empty state with a way to browse', async () => {
    stubWishlist([saved(ids.drill, 'مثقاب لاسلكي', 'PRODUCT')]);
    renderWishlist('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'المفضلة' })).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'أزل مثقاب لاسلكي من المفضلة' }));

    const empty = await screen.findByTestId('wishlist-empty');
    expect(within(empty).getByRole('heading', { name: 'قائمة المفضلة فارغة' })).toBeInTheDocument();
    await userEvent.click(within(empty).getByRole('link', { name: 'تصفّح المنتجات والخدمات' }));
    expect(await screen.findByText('Browse page')).toBeInTheDocument();
  });

  it('shows the empty state with a link to /items when nothing is saved', async () => {
    stubWishlist([]);
    renderWishlist();

    const empty = await screen.findByTestId('wishlist-empty');

    expect(within(empty).getByText('Your wishlist is empty')).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Browse products and services' })).toHaveAttribute(
      'href',
      '/items',
    );
  });
});
