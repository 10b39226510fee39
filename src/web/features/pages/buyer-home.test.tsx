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

const mainCategories = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Tools', usedFor: 'PRODUCT' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Design', usedFor: 'SERVICE' },
];

const newestCard = (n: number, name: string) => ({
  _id: `00000000-0000-4000-8000-00000000010${n}`,
  productId: `00000000-0000-4000-8000-00000000010${n}`,
  nameAr: null,
  nameEn: name,
  supplier: { userId: '00000000-0000-4000-8000-0000000000ff', businessName: 'Al Noor Trading' },
  imagesFilesUrls: [],
  avgRating: 0,
  ratingsCount: 0,
  price: 25_000,
  isPriceNegotiable: false,
});

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

  it('shows the newest products, asked for newest first and at most 8', async () => {
    const fetchMock = stubApi({
      '/api/users/me': buyerSession,
      '/api/categories/main': { body: [] },
      '/api/search/products': { body: [newestCard(2, 'Circular saw'), newestCard(1, 'Cordless drill')] },
    });
    renderHome('en');
    const section = await screen.findByRole('region', { name: 'Newest products' });
    const grid = await within(section).findByTestId('newest-listings');
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(within(grid).getByRole('link', { name: 'Circular saw' })).toHaveAttribute(
      'href',
      `/products/${newestCard(2, '')._id}`,
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/search/products?sort=newest&limit=8', expect.anything());
    expect(within(section).getByRole('link', { name: 'Browse all categories' })).toHaveAttribute(
      'href',
      '/items',
    );
  });

  it('says so in Arabic when no product is listed yet', async () => {
    stubApi({
      '/api/users/me': buyerSession,
      '/api/categories/main': { body: [] },
      '/api/search/products': { body: [] },
    });
    renderHome('ar');
    expect(await screen.findByTestId('newest-empty')).toHaveTextContent('لم تُعرض أي منتجات بعد.');
    expect(screen.getByRole('heading', { level: 2, name: 'أحدث المنتجات' })).toBeInTheDocument();
  });

  it('links every main category to its listings', async () => {
    stubApi({
      '/api/users/me': buyerSession,
      '/api/categories/main': { body: mainCategories },
      '/api/search/products': { body: [] },
    });
    renderHome('en');
    const row = await screen.findByRole('navigation', { name: 'Shop by category' });
    expect(within(row).getByRole('link', { name: 'Tools' })).toHaveAttribute(
      'href',
      `/items?categoryId=${mainCategories[0]!.id}`,
    );
    expect(within(row).getByRole('link', { name: 'Design' })).toHaveAttribute(
      'href',
      `/items?categoryId=${mainCategories[1]!.id}`,
    );
  });
});
