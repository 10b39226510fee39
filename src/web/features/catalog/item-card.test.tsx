import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi, type StubbedAnswer } from '../../test/render';
import type { CardItem } from './card-item';
import { ItemCard } from './item-card';

const drillId = '00000000-0000-4000-8000-0000000000a1';
const drill: CardItem = {
  id: drillId,
  nameAr: undefined,
  nameEn: 'Cordless drill',
  supplierName: 'Al Noor Trading',
  imageUrl: undefined,
  avgRating: 4.5,
  ratingsCount: 12,
  price: 25_000,
  isPriceNegotiable: false,
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
const savedDrill = {
  _id: drillId,
  productId: drillId,
  nameAr: null,
  nameEn: 'Cordless drill',
  supplier: { userId: '00000000-0000-4000-8000-0000000000ff', businessName: 'Al Noor Trading' },
  imagesFilesUrls: [],
  avgRating: 4.5,
  ratingsCount: 12,
  price: 25_000,
  isPriceNegotiable: false,
  kind: 'PRODUCT',
  addedAt: '2025-03-01T10:00:00.000Z',
};
const errorBody = (code: string, statusCode: number) => ({
  status: statusCode,
  body: { error: { code, message: code, statusCode }, requestId: 'r' },
});

interface Deferred {
  resolve(answer: StubbedAnswer): void;
}

/**
 * The API as `routes` says, with a wishlist that remembers: `GET /api/buyers/me/wishlist` lists the
 * drill while saved, and the toggle (`PATCH`) answers `toggle` (saving or removing it as the answer
 * says), or waits for the test to resolve it when `toggle` is 'deferred'.
 */
function stubWishlistApi(
  routes: Record<string, StubbedAnswer>,
  toggle: StubbedAnswer | 'deferred',
  { isSaved = false }: { isSaved?: boolean } = {},
) {
  const api = stubApi(routes);
  const pending: Deferred[] = [];
  let saved = isSaved;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path === '/api/buyers/me/wishlist')
      return Response.json(saved ? [savedDrill] : []);
    if (method === 'PATCH' && path === `/api/buyers/me/wishlist/${drillId}`) {
      const answer =
        toggle === 'deferred'
          ? await new Promise<StubbedAnswer>((resolve) => pending.push({ resolve }))
          : toggle;
      const status = answer.status ?? 200;
      if (status === 200) saved = (answer.body as { isAdded: boolean }).isAdded;
      return Response.json(answer.body, { status });
    }
    return api(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  const toggleCalls = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').length;
  return { fetchMock, pending, toggleCalls };
}

function renderCard(item: CardItem = drill, language: 'ar' | 'en' = 'en') {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/items']}>
      <Routes>
        <Route path="/items" element={<ItemCard item={item} kind="products" />} />
        <Route path="/login" element={<p>Login page</p>} />
        <Route path="/products/:id" element={<p>Product page</p>} />
      </Routes>
    </MemoryRouter>,
    { language },
  );
}

describe('ItemCard wishlist heart', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts filled for a saved item and empties when the answer says removed', async () => {
    stubWishlistApi(
      { '/api/users/me': { body: buyer } },
      { body: { message: 'REMOVED', isAdded: false } },
      { isSaved: true },
    );
    renderCard();

    const heart = await screen.findByRole('button', { name: 'Remove from wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);

    const emptied = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(emptied).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('The item was removed from your wishlist.')).toBeInTheDocument();
    // The press stays on the heart: the card's own click would have opened the product page.
    expect(screen.queryByText('Product page')).not.toBeInTheDocument();
  });

  it('fills the heart, dims the card during the call and confirms, then closes the confirmation by itself', async () => {
    const { pending } = stubWishlistApi({ '/api/users/me': { body: buyer } }, 'deferred');
    renderCard();
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart);

    const card = heart.closest('article')!;
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).toHaveStyle({ opacity: '0.5', pointerEvents: 'none' });
    expect(heart).toBeDisabled();
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]!.resolve({ body: { message: 'ADDED', isAdded: true } }));

    const filled = await screen.findByRole('button', { name: 'Remove from wishlist' });
    expect(filled).toHaveAttribute('aria-pressed', 'true');
    expect(filled).toBeEnabled();
    expect(card).not.toHaveAttribute('aria-busy');
    const confirmation = screen.getByText('The item was added to your wishlist.');
    await waitFor(() => expect(confirmation).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('closes the confirmation through its button', async () => {
    stubWishlistApi({ '/api/users/me': { body: buyer } }, { body: { message: 'ADDED', isAdded: true } });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    await screen.findByText('The item was added to your wishlist.');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByText('The item was added to your wishlist.')).not.toBeInTheDocument();
  });

  it('toggles in Arabic, with Arabic labels and confirmation', async () => {
    stubWishlistApi({ '/api/users/me': { body: buyer } }, { body: { message: 'ADDED', isAdded: true } });
    renderCard(drill, 'ar');
    const heart = await screen.findByRole('button', { name: 'أضف إلى المفضلة' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart);

    expect(await screen.findByRole('button', { name: 'أزل من المفضلة' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('أُضيف العنصر إلى قائمة المفضلة.')).toBeInTheDocument();
  });

  it('only shows a notice with OK for a demo card without an id', async () => {
    const { toggleCalls } = stubWishlistApi(
      { '/api/users/me': { body: buyer } },
      { body: { message: 'ADDED', isAdded: true } },
    );
    renderCard({ ...drill, id: undefined });

    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));

    const notice = await screen.findByRole('dialog', { name: 'Sample item' });
    expect(notice).toHaveTextContent('cannot be saved to a wishlist');
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggleCalls()).toBe(0);
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks a guest to log in, with a link to /login, without calling the API', async () => {
    const { toggleCalls, fetchMock } = stubWishlistApi(
      { '/api/users/me': errorBody('UNAUTHENTICATED', 401) },
      { body: { message: 'ADDED', isAdded: true } },
    );
    renderCard();
    // The session is known to be a guest's once its 401 is read (the signed-in cookie is then dropped).
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/users/me', expect.anything()));
    await waitFor(() => expect(document.cookie).not.toContain('tawrid_signed_in'));

    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));

    const dialog = await screen.findByRole('dialog', { name: 'Log in to save items' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Log in' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(toggleCalls()).toBe(0);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/buyers/me/wishlist')).toBe(false);
  });

  it('explains in Arabic that the item was not found (404)', async () => {
    stubWishlistApi({ '/api/users/me': { body: buyer } }, errorBody('NOT_FOUND', 404));
    renderCard(drill, 'ar');

    await userEvent.click(await screen.findByRole('button', { name: 'أضف إلى المفضلة' }));

    const dialog = await screen.findByRole('dialog', { name: 'العنصر غير موجود' });
    expect(dialog).toHaveTextContent('هذا العنصر لم يعد متاحًا');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حسنًا' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'أضف إلى المفضلة' })).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    [400, 'VALIDATION_FAILED', 'Bad request'],
    [403, 'ROLE_NOT_ALLOWED', 'Forbidden'],
  ])('shows the %i popup', async (status, code, title) => {
    stubWishlistApi({ '/api/users/me': { body: buyer } }, errorBody(code, status));
    renderCard();

    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));

    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it('offers to log in again when the session has ended (401)', async () => {
    stubWishlistApi({ '/api/users/me': { body: buyer } }, errorBody('SESSION_EXPIRED', 401));
    renderCard();

    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));

    const dialog = await screen.findByRole('dialog', { name: 'Unauthorized' });
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows the generic popup for any other failure and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubWishlistApi({ '/api/users/me': { body: buyer } }, errorBody('INTERNAL_ERROR', 500));
    renderCard();

    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));

    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Could not change the wishlist.', expect.anything());
  });
});

describe('ItemCard rating', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says a listing nobody rated has no reviews yet, instead of a score of 0.0', () => {
    stubApi({});
    renderCard({ ...drill, ratingsCount: 0, avgRating: 0 }, 'ar');
    expect(screen.getByText('لا تقييمات بعد')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /التقييم/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^0\.0/)).not.toBeInTheDocument();
  });

  it.each([
    [1, 'التقييم 4.5 من 5 بناءً على تقييم واحد'],
    [2, 'التقييم 4.5 من 5 بناءً على تقييمين'],
    [5, 'التقييم 4.5 من 5 بناءً على 5 تقييمات'],
    [12, 'التقييم 4.5 من 5 بناءً على 12 تقييمًا'],
    [100, 'التقييم 4.5 من 5 بناءً على 100 تقييم'],
  ])('names %i reviews with the Arabic plural form that count takes', (ratingsCount, label) => {
    stubApi({});
    renderCard({ ...drill, ratingsCount, avgRating: 4.5 }, 'ar');
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
  });

  it('says one review in the singular in English', () => {
    stubApi({});
    renderCard({ ...drill, ratingsCount: 1 });
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 1 review' })).toBeInTheDocument();
  });
});
