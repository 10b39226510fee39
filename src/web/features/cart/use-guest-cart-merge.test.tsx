import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, buyerUser, cartIds, sentBodies, stubFetch, twoSupplierCart } from '../../test/cart';
import { renderWithProviders } from '../../test/render';
import { CartButton } from './cart-button';
import { guestCartStorageKey } from './guest-cart-storage';
import { useGuestCartMerge } from './use-guest-cart-merge';

/** Two users of the hook at once, as a header and another screen could be. */
function Merging() {
  useGuestCartMerge();
  useGuestCartMerge();
  return <CartButton />;
}

const guestLines = [
  { productId: cartIds.gloves, quantity: 20 },
  { productId: cartIds.masks, quantity: 10 },
];

describe('useGuestCartMerge', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds the guest cart to the buyer’s once at login, then clears the browser’s', async () => {
    localStorage.setItem(guestCartStorageKey, JSON.stringify(guestLines));
    const fetchMock = stubFetch({
      'GET /api/users/me': buyerUser,
      'GET /api/buyers/me/cart': { ...twoSupplierCart(), groups: [] },
      'POST /api/buyers/me/cart/merge': twoSupplierCart(),
    });
    renderWithProviders(
      <MemoryRouter>
        <Merging />
      </MemoryRouter>,
    );

    expect(await screen.findByRole('link', { name: 'Cart (3 products)' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/buyers/me/cart/merge')).toEqual([{ items: guestLines }]);
    expect(localStorage.getItem(guestCartStorageKey)).toBeNull();
  });

  it('does nothing for a guest', async () => {
    localStorage.setItem(guestCartStorageKey, JSON.stringify(guestLines));
    const fetchMock = stubFetch({ 'GET /api/users/me': () => apiError('UNAUTHENTICATED', 401) });
    renderWithProviders(
      <MemoryRouter>
        <Merging />
      </MemoryRouter>,
    );

    expect(await screen.findByRole('link', { name: 'Cart (2 products)' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/buyers/me/cart/merge')).toEqual([]);
    expect(JSON.parse(localStorage.getItem(guestCartStorageKey)!)).toEqual(guestLines);
  });

  it('puts the lines back when the merge fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(guestCartStorageKey, JSON.stringify(guestLines));
    stubFetch({
      'GET /api/users/me': buyerUser,
      'GET /api/buyers/me/cart': { ...twoSupplierCart(), groups: [] },
      'POST /api/buyers/me/cart/merge': () => apiError('INTERNAL_ERROR', 500),
    });
    renderWithProviders(
      <MemoryRouter>
        <Merging />
      </MemoryRouter>,
    );

    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(guestCartStorageKey) ?? '[]')).toEqual(guestLines),
    );
  });
});
