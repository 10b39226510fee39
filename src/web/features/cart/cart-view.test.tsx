import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '../../../contract/errors/error-messages';
import { aLine, apiError, buyerUser, cartIds, sentBodies, stubFetch, twoSupplierCart } from '../../test/cart';
import { renderWithProviders } from '../../test/render';
import { browserNavigation } from '../payments/browser-navigation';
import { CartView } from './cart-view';
import { guestCartStorageKey } from './guest-cart-storage';

const guest = { 'GET /api/users/me': () => apiError('UNAUTHENTICATED', 401) };

function renderCart(language: 'ar' | 'en' = 'en') {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/cart']}>
      <Routes>
        <Route path="/cart" element={<CartView />} />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
    </MemoryRouter>,
    { language },
  );
}

const savedCard = {
  id: cartIds.card,
  brand: 'MADA',
  last4: '4242',
  expiryMonth: 3,
  expiryYear: 2029,
  holderName: 'Sara Al-Harbi',
};

describe('CartView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe('for a guest', () => {
    it('prices the browser cart with the quote and shows the totals', async () => {
      localStorage.setItem(
        guestCartStorageKey,
        JSON.stringify([{ productId: cartIds.gloves, quantity: 20 }]),
      );
      const fetchMock = stubFetch({ ...guest, 'POST /api/cart/quote': twoSupplierCart() });
      renderCart();

      expect(await screen.findByText('Products from 2 suppliers')).toBeInTheDocument();
      expect(sentBodies(fetchMock, 'POST /api/cart/quote')).toEqual([
        { items: [{ productId: cartIds.gloves, quantity: 20 }] },
      ]);
      expect(screen.getByTestId('summary-products')).toHaveTextContent('SAR 853.30');
      expect(screen.getByTestId('summary-delivery')).toHaveTextContent('SAR 25.00');
      expect(screen.getByTestId('summary-vat')).toHaveTextContent('VAT (15%)SAR 131.75');
      expect(screen.getByTestId('summary-total')).toHaveTextContent('SAR 1,010.05');
      expect(screen.getByRole('region', { name: 'Al Noor Trading' })).toBeInTheDocument();
    });

    it('changes a quantity in the browser and asks for a new quote', async () => {
      localStorage.setItem(
        guestCartStorageKey,
        JSON.stringify([{ productId: cartIds.gloves, quantity: 20 }]),
      );
      const cart = twoSupplierCart();
      const fetchMock = stubFetch({ ...guest, 'POST /api/cart/quote': cart });
      renderCart();
      const input = await screen.findByRole('textbox', { name: 'Quantity of Nitrile gloves' });

      await userEvent.clear(input);
      await userEvent.type(input, '30{Enter}');

      await waitFor(() =>
        expect(JSON.parse(localStorage.getItem(guestCartStorageKey)!)).toEqual([
          { productId: cartIds.gloves, quantity: 30 },
        ]),
      );
      await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/cart/quote')).toHaveLength(2));
    });

    it('asks to log in at checkout and keeps the cart', async () => {
      localStorage.setItem(
        guestCartStorageKey,
        JSON.stringify([{ productId: cartIds.gloves, quantity: 20 }]),
      );
      stubFetch({ ...guest, 'POST /api/cart/quote': twoSupplierCart() });
      renderCart();

      await userEvent.click(await screen.findByRole('button', { name: 'Checkout' }));

      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Log in to check out')).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: /log in/i })).toHaveAttribute('href', '/login');
      expect(localStorage.getItem(guestCartStorageKey)).not.toBeNull();
    });

    it('shows the empty state with a way to browse', async () => {
      stubFetch(guest);
      renderCart();

      expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/items');
    });
  });

  describe('for a buyer', () => {
    const buyer = { 'GET /api/users/me': buyerUser };

    it('shows the quantity rule under the field and sends nothing that breaks it', async () => {
      const fetchMock = stubFetch({
        ...buyer,
        'GET /api/buyers/me/cart': twoSupplierCart(),
        'GET /api/buyers/me/cards': [],
      });
      renderCart();
      const input = await screen.findByRole('textbox', { name: 'Quantity of Nitrile gloves' });

      await userEvent.clear(input);
      await userEvent.type(input, '25{Enter}');
      expect(
        await screen.findByText('Order quantities must be multiples of the case quantity.'),
      ).toBeInTheDocument();
      await userEvent.clear(input);
      await userEvent.type(input, '5{Enter}');
      expect(
        await screen.findByText("The quantity is below this product's minimum order."),
      ).toBeInTheDocument();
      await userEvent.clear(input);
      await userEvent.type(input, '110{Enter}');
      expect(
        await screen.findByText("The quantity is above this product's maximum order."),
      ).toBeInTheDocument();

      expect(sentBodies(fetchMock, `PATCH /api/buyers/me/cart/items/${cartIds.gloves}`)).toEqual([]);
    });

    it('sets a valid quantity through the API and shows the answered cart', async () => {
      const changed = twoSupplierCart();
      changed.groups[0]!.lines[0] = aLine({ quantity: 40, lineTotal: 74_000 });
      const fetchMock = stubFetch({
        ...buyer,
        'GET /api/buyers/me/cart': twoSupplierCart(),
        'GET /api/buyers/me/cards': [],
        [`PATCH /api/buyers/me/cart/items/${cartIds.gloves}`]: changed,
      });
      renderCart();
      const input = await screen.findByRole('textbox', { name: 'Quantity of Nitrile gloves' });

      await userEvent.clear(input);
      await userEvent.type(input, '40{Enter}');

      await waitFor(() =>
        expect(
          within(screen.getByTestId(`cart-line-${cartIds.gloves}`)).getByTestId('line-total'),
        ).toHaveTextContent('SAR 740.00'),
      );
      expect(sentBodies(fetchMock, `PATCH /api/buyers/me/cart/items/${cartIds.gloves}`)).toEqual([
        { quantity: 40 },
      ]);
    });

    it('marks an out-of-stock line and blocks checkout with the message', async () => {
      stubFetch({
        ...buyer,
        'GET /api/buyers/me/cart': twoSupplierCart({ masks: { problem: 'OUT_OF_STOCK' } }),
        'GET /api/buyers/me/cards': [],
      });
      renderCart();

      const line = await screen.findByTestId(`cart-line-${cartIds.masks}`);
      expect(within(line).getByText('Out of stock')).toBeInTheDocument();
      expect(screen.getByText('Remove out-of-stock items to proceed.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();
    });

    it('removes a supplier group and deletes all through the API', async () => {
      const empty = { ...twoSupplierCart(), groups: [], supplierCount: 0, canCheckOut: false };
      const fetchMock = stubFetch({
        ...buyer,
        'GET /api/buyers/me/cart': twoSupplierCart(),
        'GET /api/buyers/me/cards': [],
        [`DELETE /api/buyers/me/cart/suppliers/${cartIds.noor}`]: twoSupplierCart(),
        'DELETE /api/buyers/me/cart': empty,
      });
      renderCart();

      await userEvent.click(
        await screen.findByRole('button', { name: 'Remove the items of Al Noor Trading' }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Delete all' }));

      expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
      expect(
        fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`),
      ).toEqual(
        expect.arrayContaining([
          `DELETE /api/buyers/me/cart/suppliers/${cartIds.noor}`,
          'DELETE /api/buyers/me/cart',
        ]),
      );
    });

    it('pays with the chosen saved card once, with one idempotency key, and goes to the payment page', async () => {
      const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
      let answer: (() => void) | undefined;
      const fetchMock = stubFetch({
        ...buyer,
        'GET /api/buyers/me/cart': twoSupplierCart(),
        'GET /api/buyers/me/cards': [savedCard],
        'POST /api/checkout': () =>
          new Promise<Response>((resolve) => {
            answer = () =>
              resolve(
                new Response(
                  JSON.stringify({ paymentId: cartIds.card, redirectUrl: '/payments/sandbox/abc' }),
                  { headers: { 'content-type': 'application/json' } },
                ),
              );
          }),
      });
      renderCart();
      expect(await screen.findByRole('radio', { name: 'mada ending in 4242, expires 03/29' })).toBeChecked();
      const pay = screen.getByRole('button', { name: 'Pay SAR 1,010.05' });

      await userEvent.dblClick(pay);
      await userEvent.click(pay);
      answer!();

      await waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/sandbox/abc'));
      const bodies = sentBodies(fetchMock, 'POST /api/checkout') as { idempotencyKey: string }[];
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toEqual({
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        savedCardId: cartIds.card,
        saveCard: false,
      });
    });

    it('retries with the same key after a failure without an answer, and a new key after a refusal', async () => {
      vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
      const answers = [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => apiError('CHECKOUT_FAILED', 502),
        () => apiError('PAYMENT_PROVIDER_UNAVAILABLE', 503),
      ];
      const fetchMock = stubFetch({
        ...buyer,
        'GET /api/buyers/me/cart': twoSupplierCart(),
        'GET /api/buyers/me/cards': [savedCard],
        'POST /api/checkout': () => answers.shift()!(),
      });
      renderCart();
      const pay = await screen.findByRole('button', { name: 'Pay SAR 1,010.05' });
      await screen.findByRole('radio', { name: /4242/ });

      await userEvent.click(pay);
      expect(await screen.findByText(/network|connection/i)).toBeInTheDocument();
      await userEvent.click(pay);
      expect(
        await screen.findByText('Checkout failed. You were not charged; please try again.'),
      ).toBeInTheDocument();
      await userEvent.click(pay);
      await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/checkout')).toHaveLength(3));

      const keys = (sentBodies(fetchMock, 'POST /api/checkout') as { idempotencyKey: string }[]).map(
        (body) => body.idempotencyKey,
      );
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).not.toBe(keys[1]);
    });

    it('pays with a new card, checked by the card rules first, and can keep it', async () => {
      vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
      const fetchMock = stubFetch({
        ...buyer,
        'GET /api/buyers/me/cart': twoSupplierCart(),
        'GET /api/buyers/me/cards': [savedCard],
        'POST /api/checkout': { paymentId: cartIds.card, redirectUrl: '/buyer/payment/callback?tap_id=x' },
      });
      renderCart();
      await userEvent.click(await screen.findByRole('radio', { name: 'A new card' }));
      const pay = screen.getByRole('button', { name: 'Pay SAR 1,010.05' });

      await userEvent.click(pay);
      expect(sentBodies(fetchMock, 'POST /api/checkout')).toEqual([]);
      await userEvent.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Sara Al-Harbi');
      await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
      await userEvent.type(screen.getByRole('textbox', { name: 'Expiry date' }), '12/30');
      await userEvent.type(screen.getByRole('textbox', { name: 'Security code' }), '123');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Save this card for next time' }));
      await userEvent.click(pay);

      await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/checkout')).toHaveLength(1));
      expect(sentBodies(fetchMock, 'POST /api/checkout')[0]).toMatchObject({
        card: {
          holderName: 'Sara Al-Harbi',
          number: '4242424242424242',
          expiry: '12/30',
          securityCode: '123',
        },
        saveCard: true,
      });
    });

    it('offers only saved cards with Tap, where new cards are added in settings', async () => {
      stubFetch({
        ...buyer,
        'GET /api/buyers/me/cart': twoSupplierCart(),
        'GET /api/buyers/me/cards': [savedCard],
        'GET /api/payments/config': { provider: 'tap', tapPublicKey: 'pk_test' },
      });
      renderCart();

      expect(await screen.findByRole('radio', { name: /4242/ })).toBeChecked();
      expect(screen.queryByRole('radio', { name: 'A new card' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to settings' })).toHaveAttribute('href', '/buyer/settings');
    });

    it('reads the cart again after OUT_OF_STOCK at checkout and names the line', async () => {
      const carts = [twoSupplierCart(), twoSupplierCart({ masks: { problem: 'OUT_OF_STOCK' } })];
      const fetchMock = stubFetch({
        ...buyer,
        'GET /api/buyers/me/cart': () =>
          new Response(JSON.stringify(carts.length > 1 ? carts.shift() : carts[0]), {
            headers: { 'content-type': 'application/json' },
          }),
        'GET /api/buyers/me/cards': [savedCard],
        'POST /api/checkout': () => apiError('OUT_OF_STOCK', 409, { productId: cartIds.masks }),
      });
      renderCart();
      await screen.findByRole('radio', { name: /4242/ });

      await userEvent.click(screen.getByRole('button', { name: 'Pay SAR 1,010.05' }));

      expect(await screen.findByText(/There is not enough stock of Face masks any more/)).toBeInTheDocument();
      await waitFor(() =>
        expect(
          within(screen.getByTestId(`cart-line-${cartIds.masks}`)).getByText('Out of stock'),
        ).toBeInTheDocument(),
      );
      expect(fetchMock.mock.calls.filter(([input]) => String(input) === '/api/buyers/me/cart')).toHaveLength(
        2,
      );
    });

    it('offers to continue a payment already waiting, or to cancel it and pay again, in Arabic', async () => {
      const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
      const waiting = { paymentId: cartIds.card, redirectUrl: '/payments/sandbox/chg_waiting' };
      const answers = [
        () => apiError('CHECKOUT_IN_PROGRESS', 409, waiting),
        () =>
          new Response(JSON.stringify({ paymentId: cartIds.masks, redirectUrl: '/buyer/payment/callback' })),
      ];
      const fetchMock = stubFetch({
        ...buyer,
        'GET /api/buyers/me/cart': twoSupplierCart(),
        'GET /api/buyers/me/cards': [savedCard],
        'POST /api/checkout': () => answers.shift()!(),
        [`POST /api/payments/${cartIds.card}/cancel`]: {
          paymentId: cartIds.card,
          status: 'FAILED',
          amount: 101_005,
          purpose: 'CHECKOUT',
          orderIds: [],
          invoiceId: null,
          failureCode: 'PAYMENT_ABANDONED',
        },
      });
      renderCart('ar');
      await screen.findByRole('radio', { name: /4242/ });

      await userEvent.click(screen.getByRole('button', { name: /^ادفع/ }));

      expect(await screen.findByText(errorMessages.ar.CHECKOUT_IN_PROGRESS)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'أكمل عملية الدفع المعلّقة' }));
      expect(assign).toHaveBeenCalledWith(waiting.redirectUrl);

      await userEvent.click(screen.getByRole('button', { name: 'ألغِها وادفع من جديد' }));

      await waitFor(() => expect(assign).toHaveBeenCalledWith('/buyer/payment/callback'));
      const keys = (sentBodies(fetchMock, 'POST /api/checkout') as { idempotencyKey: string }[]).map(
        (body) => body.idempotencyKey,
      );
      expect(keys).toHaveLength(2);
      expect(keys[1]).not.toBe(keys[0]);
      expect(sentBodies(fetchMock, 'POST /api/checkout')[1]).toMatchObject({ savedCardId: cartIds.card });
    });

    it('speaks Arabic with the Arabic plural of the supplier count', async () => {
      stubFetch({ ...buyer, 'GET /api/buyers/me/cart': twoSupplierCart(), 'GET /api/buyers/me/cards': [] });
      renderCart('ar');

      expect(await screen.findByText('منتجات من موردَين')).toBeInTheDocument();
      expect(screen.getByTestId('summary-total')).toHaveTextContent('1,010.05 ر.س');
    });

    describe('with a supplier that is not VAT-registered (decision 018)', () => {
      /** Al Waha Tools has no VAT number: its 450.00 SAR drill carries no VAT. */
      function mixedCart() {
        const cart = twoSupplierCart();
        const [noor, waha] = cart.groups as [(typeof cart.groups)[0], (typeof cart.groups)[0]];
        return {
          ...cart,
          groups: [noor, { ...waha, isVatRegistered: false, vat: 0 }],
          vat: 6_425,
          total: 94_255,
        };
      }

      it('says which supplier charges no VAT, and totals without its VAT', async () => {
        stubFetch({ ...buyer, 'GET /api/buyers/me/cart': mixedCart(), 'GET /api/buyers/me/cards': [] });
        renderCart();

        const waha = await screen.findByRole('region', { name: 'Al Waha Tools' });
        expect(within(waha).getByTestId('group-vat-not-charged')).toHaveTextContent(
          'VAT: not charged — supplier not VAT-registered',
        );
        const noor = screen.getByRole('region', { name: 'Al Noor Trading' });
        expect(within(noor).queryByTestId('group-vat-not-charged')).not.toBeInTheDocument();
        expect(screen.getByTestId('summary-vat')).toHaveTextContent('VAT (15%)SAR 64.25');
        expect(screen.getByTestId('summary-total')).toHaveTextContent('SAR 942.55');
      });

      it('says it in Arabic, and reads "not charged" when no supplier of the cart is registered', async () => {
        const cart = mixedCart();
        const unregistered = {
          ...cart,
          groups: cart.groups.map((group) => ({ ...group, isVatRegistered: false, vat: 0 })),
          vat: 0,
          total: 87_830,
        };
        stubFetch({ ...buyer, 'GET /api/buyers/me/cart': unregistered, 'GET /api/buyers/me/cards': [] });
        renderCart('ar');

        expect(await screen.findAllByTestId('group-vat-not-charged')).toHaveLength(2);
        expect(screen.getAllByTestId('group-vat-not-charged')[0]).toHaveTextContent(
          'لا تُحتسب ضريبة القيمة المضافة — المورد غير مسجل في الضريبة',
        );
        expect(screen.getByTestId('summary-vat')).toHaveTextContent('ضريبة القيمة المضافة: لا تُحتسب');
        expect(screen.getByTestId('summary-total')).toHaveTextContent('878.30 ر.س');
      });
    });
  });
});
