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
    memberRoles: ['OWNER'],
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

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const party = { userId: uuid(900), businessName: 'Al Noor Trading', city: 'Riyadh' };

/** An invoice as the API sends it: each amount in riyals and, as `…Halalas`, in halalas (decision 019). */
const invoice = (n: number, status: string, totalHalalas: number, due: number | null) => ({
  id: uuid(n),
  number: `INV-${String(n).padStart(6, '0')}`,
  status,
  seller: party,
  total: totalHalalas / 100,
  totalHalalas,
  dueInstallment: due === null ? null : { installment: 'FULL', amount: due / 100, amountHalalas: due },
});
const tender = (n: number, name: string, daysLeft: number) => ({
  id: uuid(n),
  name,
  daysLeft,
  phase: 'OPEN',
});

/**
 * The API of a buyer with things waiting: a pending invoice and an accepted one (more pages of those),
 * a shipped order, two open tenders (one closing in 2 days, one in 12) and a group open in its city.
 */
function stubWaitingApi() {
  const api = stubApi({
    '/api/users/me': buyerSession,
    '/api/categories/main': { body: mainCategories },
    '/api/search/products': { body: [newestCard(1, 'Cordless drill')] },
    '/api/buyers/me/orders': {
      body: [
        {
          id: uuid(20),
          number: 'TW-2026-000020',
          supplier: party,
          totalPrice: 575,
          totalPriceHalalas: 57_500,
        },
      ],
    },
    '/api/tenders/mine': { body: [tender(30, 'Steel rebar supply', 2), tender(31, 'Office fit-out', 12)] },
    '/api/group-purchases': {
      body: [
        {
          id: uuid(40),
          product: { id: uuid(41), nameAr: null, nameEn: 'Nitrile gloves, box of 100' },
          memberCount: 3,
          buyersRequired: 5,
          savingPercent: 16,
        },
      ],
    },
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/buyers/me/invoices') return api(input, init);
    const byStatus: Record<string, unknown[]> = {
      PENDING: [invoice(10, 'PENDING', 115_000, null)],
      ACCEPTED: [invoice(11, 'ACCEPTED', 230_000, 230_000)],
      PARTIALLY_PAID: [],
    };
    const status = url.searchParams.get('status') ?? '';
    return Response.json(byStatus[status] ?? [], {
      headers: status === 'ACCEPTED' ? { 'x-next-cursor': 'more' } : {},
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

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
    // The categories show once: the landing's explore section (its own category chips) is not repeated.
    expect(screen.queryByRole('heading', { name: 'Explore the marketplace' })).not.toBeInTheDocument();
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

  it('starts with what needs the buyer: counts and direct links, only the blocks with something', async () => {
    const fetchMock = stubWaitingApi();
    renderHome('en');
    const needsYou = await screen.findByRole('region', { name: 'Needs your attention' });

    const invoices = await within(needsYou).findByRole('region', { name: 'Invoices to pay: 2+' });
    expect(within(invoices).getByRole('link', { name: /INV-000010/ })).toHaveAttribute(
      'href',
      `/buyer/invoices/${uuid(10)}`,
    );
    expect(within(invoices).getByText('SAR 1,150.00 · waiting for your acceptance')).toBeInTheDocument();
    expect(within(invoices).getByText('SAR 2,300.00 due')).toBeInTheDocument();
    expect(within(invoices).getByRole('link', { name: 'All invoices' })).toHaveAttribute(
      'href',
      '/buyer/invoices',
    );

    const orders = await within(needsYou).findByRole('region', { name: 'Deliveries to confirm: 1' });
    expect(within(orders).getByRole('link', { name: /TW-2026-000020/ })).toHaveAttribute(
      'href',
      `/buyer/orders/${uuid(20)}`,
    );

    // Only the tender closing within a few days.
    const tenders = await within(needsYou).findByRole('region', { name: 'Tenders closing soon: 1' });
    expect(within(tenders).getByRole('link', { name: /Steel rebar supply/ })).toHaveAttribute(
      'href',
      `/buyer/bids/${uuid(30)}`,
    );
    expect(within(tenders).queryByText('Office fit-out')).not.toBeInTheDocument();

    const groups = await within(needsYou).findByRole('region', { name: 'Group purchases in your city: 1' });
    expect(within(groups).getByRole('link', { name: /Nitrile gloves/ })).toHaveAttribute(
      'href',
      `/products/${uuid(41)}`,
    );
    expect(within(groups).getByText('Buyers: 3 of 5 · save 16%')).toBeInTheDocument();

    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/buyers/me/invoices?status=PENDING',
        '/api/buyers/me/invoices?status=ACCEPTED',
        '/api/buyers/me/invoices?status=PARTIALLY_PAID',
        '/api/buyers/me/orders?status=SHIPPED',
        '/api/tenders/mine?phase=OPEN',
        '/api/group-purchases',
      ]),
    );
    // The blocks come first, then the categories and the newest products.
    const newest = screen.getByRole('region', { name: 'Newest products' });
    expect(needsYou.compareDocumentPosition(newest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a new buyer with nothing waiting no empty blocks, but the categories and products, in Arabic', async () => {
    stubApi({
      '/api/users/me': buyerSession,
      '/api/categories/main': { body: mainCategories },
      '/api/search/products': { body: [newestCard(1, 'مثقاب')] },
      '/api/buyers/me/invoices': { body: [] },
      '/api/buyers/me/orders': { body: [] },
      '/api/tenders/mine': { body: [] },
      '/api/group-purchases': { body: [] },
    });
    renderHome('ar');
    expect(await screen.findByRole('link', { name: 'مثقاب' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'تسوّق حسب الفئة' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'بانتظارك' })).not.toBeInTheDocument();
  });
});
