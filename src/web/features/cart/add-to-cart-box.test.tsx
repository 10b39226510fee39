import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '../../../contract/errors/error-messages';
import { apiError, buyerUser, cartIds, sentBodies, stubFetch, twoSupplierCart } from '../../test/cart';
import { renderWithProviders } from '../../test/render';
import { AddToCartBox } from './add-to-cart-box';
import { CartButton } from './cart-button';
import { guestCartStorageKey } from './guest-cart-storage';

const terms = { caseQuantity: 6, minOrderQuantity: 12, maxOrderQuantity: 60 };
const guest = { 'GET /api/users/me': () => apiError('UNAUTHENTICATED', 401) };

function renderBox({ isInStock = true } = {}) {
  return renderWithProviders(
    <MemoryRouter>
      <CartButton />
      <AddToCartBox productId={cartIds.gloves} terms={terms} isInStock={isInStock} />
    </MemoryRouter>,
  );
}

describe('AddToCartBox', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts at the minimum and keeps a guest’s additions in the browser, summed', async () => {
    stubFetch(guest);
    renderBox();
    const input = await screen.findByRole('textbox', { name: 'Quantity' });
    expect(input).toHaveValue('12');

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to your cart.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '18');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(guestCartStorageKey)!)).toEqual([
        { productId: cartIds.gloves, quantity: 30 },
      ]),
    );
    expect(screen.getByRole('link', { name: 'Cart (1 product)' })).toHaveAttribute('href', '/cart');
  });

  it('shows the rule inline and does not add a quantity that breaks it', async () => {
    stubFetch(guest);
    renderBox();
    const input = await screen.findByRole('textbox', { name: 'Quantity' });

    await userEvent.clear(input);
    await userEvent.type(input, '13');

    expect(screen.getByText('Order quantities must be multiples of the case quantity.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '66');
    expect(screen.getByText("The quantity is above this product's maximum order.")).toBeInTheDocument();
    expect(localStorage.getItem(guestCartStorageKey)).toBeNull();
  });

  // Issue 19: a cart line holds at most 50,000 units, whatever the product's own maximum.
  it.each(['en', 'ar'] as const)(
    'shows the line limit past 50,000 units, in %s, and adds nothing',
    async (language) => {
      stubFetch(guest);
      renderWithProviders(
        <MemoryRouter>
          <AddToCartBox
            productId={cartIds.gloves}
            terms={{ caseQuantity: 1, minOrderQuantity: 1, maxOrderQuantity: null }}
            isInStock
          />
        </MemoryRouter>,
        { language },
      );
      const input = await screen.findByRole('textbox');

      await userEvent.clear(input);
      await userEvent.type(input, '50001');

      expect(screen.getByText(errorMessages[language].QUANTITY_TOO_LARGE)).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: language === 'ar' ? 'أضف إلى السلة' : 'Add to cart' }),
      ).toBeDisabled();
      expect(localStorage.getItem(guestCartStorageKey)).toBeNull();
    },
  );

  it('refuses a guest’s addition that sums a line past 50,000 units, and keeps the line', async () => {
    stubFetch(guest);
    localStorage.setItem(
      guestCartStorageKey,
      JSON.stringify([{ productId: cartIds.gloves, quantity: 49_998 }]),
    );
    renderBox();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText(errorMessages.en.QUANTITY_TOO_LARGE)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(guestCartStorageKey)!)).toEqual([
      { productId: cartIds.gloves, quantity: 49_998 },
    ]);
  });

  it('adds to a buyer’s server cart and shows the server’s refusal', async () => {
    const answers = [
      () =>
        new Response(JSON.stringify(twoSupplierCart()), { headers: { 'content-type': 'application/json' } }),
      () => apiError('OUT_OF_STOCK', 409),
    ];
    const fetchMock = stubFetch({
      'GET /api/users/me': buyerUser,
      'GET /api/buyers/me/cart': { ...twoSupplierCart(), groups: [] },
      'POST /api/buyers/me/cart/items': () => answers.shift()!(),
    });
    renderBox();
    const add = await screen.findByRole('button', { name: 'Add to cart' });

    await userEvent.click(add);
    expect(await screen.findByRole('link', { name: 'Cart (3 products)' })).toHaveAttribute(
      'href',
      '/buyer/cart',
    );
    await userEvent.click(add);

    expect(
      await screen.findByText('Not enough stock. Remove out-of-stock items to proceed.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/buyers/me/cart/items')).toEqual([
      { productId: cartIds.gloves, quantity: 12 },
      { productId: cartIds.gloves, quantity: 12 },
    ]);
  });

  it('is disabled when the product is out of stock', async () => {
    stubFetch(guest);
    renderBox({ isInStock: false });

    expect(await screen.findByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('is not offered to suppliers', async () => {
    stubFetch({ 'GET /api/users/me': { ...buyerUser, role: 'SUPPLIER' } });
    renderBox();

    await screen.findByRole('link', { name: 'Cart' });
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });
});
