import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { SavedCardSection } from './saved-card-section';

const card = {
  id: '00000000-0000-4000-8000-0000000000c1',
  brand: 'VISA',
  last4: '1111',
  expiryMonth: 12,
  expiryYear: 2030,
  holderName: 'Sara Al-Harbi',
};
const sandbox = { body: { provider: 'sandbox', tapPublicKey: null } };

describe('SavedCardSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved card with its brand, last four, expiry and holder', async () => {
    stubApi({ '/api/payments/config': sandbox, 'GET /api/buyers/me/cards': { body: [card] } });
    renderWithProviders(<SavedCardSection />);

    expect(await screen.findByText('•••• 1111')).toBeInTheDocument();
    expect(screen.getByText(/Sara Al-Harbi · Expires 12\/30/)).toBeInTheDocument();
  });

  it('saves a card through the API, with a numeric card-number field', async () => {
    const fetchMock = stubApi({
      '/api/payments/config': sandbox,
      'GET /api/buyers/me/cards': { body: [] },
      'POST /api/buyers/me/cards': { status: 201, body: card },
    });
    renderWithProviders(<SavedCardSection />);
    const user = userEvent.setup();

    const number = await screen.findByLabelText('Card number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await user.type(screen.getByLabelText('Name on card'), 'Sara Al-Harbi');
    await user.type(number, '4111 1111 1111 1111');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Card saved')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      number: '4111111111111111',
      expiry: '12/30',
    });
  });

  it('asks to fill all card fields when one is empty, and sends nothing', async () => {
    const fetchMock = stubApi({ '/api/payments/config': sandbox, 'GET /api/buyers/me/cards': { body: [] } });
    renderWithProviders(<SavedCardSection />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Fill in all the card fields.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows the invalid card details message for a number failing the Luhn check', async () => {
    stubApi({ '/api/payments/config': sandbox, 'GET /api/buyers/me/cards': { body: [] } });
    renderWithProviders(<SavedCardSection />);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Name on card'), 'Sara');
    await user.type(screen.getByLabelText('Card number'), '4111 1111 1111 1112');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('The card details are not valid.')).toBeInTheDocument();
  });

  it('deletes a card after confirmation, and says so when deleting fails', async () => {
    stubApi({
      '/api/payments/config': sandbox,
      'GET /api/buyers/me/cards': { body: [card] },
      [`DELETE /api/buyers/me/cards/${card.id}`]: {
        status: 502,
        body: { error: { code: 'CARD_DELETE_FAILED', message: 'x', statusCode: 502 }, requestId: 'r' },
      },
    });
    renderWithProviders(<SavedCardSection />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete the card ending in 1111' }));
    await user.click(await screen.findByRole('button', { name: 'Delete card' }));

    expect(await screen.findByText('The card could not be deleted')).toBeInTheDocument();
  });

  it('in tap mode shows no card fields, only a note about Tap’s secure form', async () => {
    stubApi({
      '/api/payments/config': { body: { provider: 'tap', tapPublicKey: 'pk_test' } },
      'GET /api/buyers/me/cards': { body: [] },
    });
    renderWithProviders(<SavedCardSection />, { language: 'ar' });

    expect(await screen.findByText(/نموذج Tap الآمن/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('رقم البطاقة')).not.toBeInTheDocument());
  });
});
