import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { BuyerHome } from './buyer-home';

const buyerSession = {
  body: {
    id: '00000000-0000-4000-8000-0000000000bb',
    role: 'BUYER',
    isEmailVerified: true,
    email: 'buyer@qimma.sa',
    name: 'Khalid Al-Otaibi',
    businessName: 'Qimma Contracting',
    pfpUrl: null,
  },
};

const renderHome = (language: 'ar' | 'en') =>
  renderWithProviders(
    <MemoryRouter>
      <BuyerHome />
    </MemoryRouter>,
    { language },
  );

describe('BuyerHome', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('greets the business and links to the cart, notifications and settings', async () => {
    stubApi({ '/api/users/me': buyerSession, '/api/categories/main': { body: [] } });
    renderHome('en');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome back, Qimma Contracting' });
    expect(within(heading).getByText('Qimma Contracting').tagName).toBe('BDI');
    const links = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(links).getByRole('link', { name: /Cart/ })).toHaveAttribute('href', '/buyer/cart');
    expect(within(links).getByRole('link', { name: /Notifications/ })).toHaveAttribute(
      'href',
      '/buyer/notifications',
    );
    expect(within(links).getByRole('link', { name: /Settings/ })).toHaveAttribute('href', '/buyer/settings');
    expect(screen.getByRole('heading', { name: 'Explore the marketplace' })).toBeInTheDocument();
  });

  it('greets in Arabic', async () => {
    stubApi({ '/api/users/me': buyerSession, '/api/categories/main': { body: [] } });
    renderHome('ar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'أهلًا بعودتك، Qimma Contracting' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /السلة/ })).toHaveAttribute('href', '/buyer/cart');
  });
});
