import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { ItemsBrowser } from './items-browser';

const ids = {
  tools: '00000000-0000-4000-8000-000000000001',
  drills: '00000000-0000-4000-8000-000000000011',
  saws: '00000000-0000-4000-8000-000000000012',
  design: '00000000-0000-4000-8000-000000000002',
  logos: '00000000-0000-4000-8000-000000000021',
  drill: '00000000-0000-4000-8000-0000000000a1',
  saw: '00000000-0000-4000-8000-0000000000a2',
};

const tree = {
  en: [
    {
      id: ids.tools,
      name: 'Tools',
      usedFor: 'PRODUCT',
      subcategories: [
        { id: ids.drills, name: 'Drills' },
        { id: ids.saws, name: 'Saws' },
      ],
    },
    { id: ids.design, name: 'Design', usedFor: 'SERVICE', subcategories: [{ id: ids.logos, name: 'Logos' }] },
  ],
  ar: [
    {
      id: ids.tools,
      name: 'أدوات',
      usedFor: 'PRODUCT',
      subcategories: [
        { id: ids.drills, name: 'مثاقب' },
        { id: ids.saws, name: 'مناشير' },
      ],
    },
    { id: ids.design, name: 'تصميم', usedFor: 'SERVICE', subcategories: [{ id: ids.logos, name: 'شعارات' }] },
  ],
};

const card = (id: string, name: string) => ({
  _id: id,
  nameAr: null,
  nameEn: name,
  supplier: { userId: '00000000-0000-4000-8000-0000000000ff', businessName: 'Al Noor Trading' },
  imagesFilesUrls: [],
  avgRating: 4.5,
  ratingsCount: 12,
  price: 25000,
  isPriceNegotiable: false,
});

/** Answers the search by category: drills only in Drills, a drill and a saw in Tools. */
function stubCatalog(language: 'ar' | 'en') {
  const api = stubApi({ '/api/categories': { body: tree[language] } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/search/products') {
      const category = url.searchParams.get('category');
      const body =
        category === ids.tools
          ? [card(ids.drill, 'Cordless drill'), card(ids.saw, 'Circular saw')]
          : category === ids.drills
            ? [card(ids.drill, 'Cordless drill')]
            : [];
      return Response.json(body);
    }
    if (url.pathname === '/api/search/services') return Response.json([]);
    return api(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <output data-testid="location" data-navigation={navigationType}>
      {location.pathname + location.search}
    </output>
  );
}

function renderItems(path: string, language: 'ar' | 'en' = 'en') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/items" element={<ItemsBrowser />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    { language },
  );
}

/** A category's page of listings as the browser asks for it (`extra` after the category; no empty text). */
const browseCall = (kind: 'products' | 'services', category: string, extra: Record<string, string> = {}) =>
  `/api/search/${kind}?${new URLSearchParams({ category, ...extra, sort: 'relevance', limit: '24' })}`;

const searchCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/search/'));

describe('ItemsBrowser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the category's name, breadcrumb and cards, each card linking to its page", async () => {
    stubCatalog('en');
    renderItems(`/items?categoryId=${ids.tools}`);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tools' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'All categories' })).toHaveAttribute(
      'href',
      '/items',
    );
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Services' })).not.toBeInTheDocument();
    const drill = await screen.findByRole('link', { name: 'Cordless drill' });
    expect(drill).toHaveAttribute('href', `/products/${ids.drill}`);
    expect(screen.getByRole('link', { name: 'Circular saw' })).toHaveAttribute(
      'href',
      `/products/${ids.saw}`,
    );
    const drillCard = drill.closest('article')!;
    expect(within(drillCard).getAllByRole('link')).toHaveLength(1);
    expect(within(drillCard).getByText('Al Noor Trading')).toBeInTheDocument();
    expect(within(drillCard).getByText('SAR 250.00')).toBeInTheDocument();
  });

  it('follows the card link when the card itself is clicked', async () => {
    stubCatalog('en');
    renderWithProviders(
      <MemoryRouter initialEntries={[`/items?categoryId=${ids.drills}`]}>
        <Routes>
          <Route path="/items" element={<ItemsBrowser />} />
          <Route path="/products/:id" element={<p>Product page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>,
    );
    const drill = await screen.findByRole('link', { name: 'Cordless drill' });
    await userEvent.click(within(drill.closest('article')!).getByText('SAR 250.00'));
    expect(await screen.findByText('Product page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/products/${ids.drill}`);
  });

  it('narrows to a subcategory with its chip and replaces the URL', async () => {
    const fetchMock = stubCatalog('en');
    renderItems(`/items?categoryId=${ids.tools}`);
    expect(await screen.findByRole('link', { name: 'Circular saw' })).toBeInTheDocument();
    // The subcategory chips wait behind the "Filters" button, so the cards start higher on a phone.
    expect(screen.queryByRole('group', { name: 'Subcategories' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog');
    const chips = within(drawer).getByRole('group', { name: 'Subcategories' });
    expect(within(chips).getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(within(chips).getByRole('radio', { name: 'Drills' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/items?categoryId=${ids.drills}`);
    expect(screen.getByTestId('location')).toHaveAttribute('data-navigation', 'REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Drills' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cordless drill' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Circular saw' })).not.toBeInTheDocument();
    // A subcategory is one active filter.
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Tools' })).toHaveAttribute(
      'href',
      `/items?categoryId=${ids.tools}`,
    );
    expect(searchCalls(fetchMock)).toEqual([
      browseCall('products', ids.tools),
      browseCall('products', ids.drills),
    ]);
  });

  it('names the kind when a service category is empty, in Arabic', async () => {
    const fetchMock = stubCatalog('ar');
    renderItems(`/items?categoryId=${ids.logos}`, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'شعارات' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الخدمات' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('items-empty')).toHaveTextContent('لا توجد خدمات في هذه الفئة بعد.');
    expect(searchCalls(fetchMock)).toEqual([browseCall('services', ids.logos)]);
  });

  it('narrows a category by price in SAR, keeping the range in the URL', async () => {
    const fetchMock = stubCatalog('en');
    renderItems(`/items?categoryId=${ids.tools}`);
    expect(await screen.findByRole('link', { name: 'Circular saw' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Minimum price' }), '50');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Maximum price' }), '120.5');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('location')).toHaveTextContent('minPrice=5000&maxPrice=12050');
    await waitFor(() =>
      expect(searchCalls(fetchMock)).toContain(
        browseCall('products', ids.tools, { minPriceHalalas: '5000', maxPriceHalalas: '12050' }),
      ),
    );
  });

  it('shows every main category as a link when no category is given', async () => {
    const fetchMock = stubCatalog('en');
    renderItems('/items');
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse categories' })).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Product categories' });
    expect(within(products).getByRole('link', { name: /Tools/ })).toHaveAttribute(
      'href',
      `/items?categoryId=${ids.tools}`,
    );
    const services = screen.getByRole('region', { name: 'Service categories' });
    expect(within(services).getByRole('link', { name: /Design/ })).toHaveAttribute(
      'href',
      `/items?categoryId=${ids.design}`,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(searchCalls(fetchMock)).toEqual([]);
  });

  it('shows the search results, not the categories, when opened from the header search, in Arabic', async () => {
    const fetchMock = stubCatalog('ar');
    renderItems(`/items?${new URLSearchParams({ type: 'services', q: 'شعار' })}`, 'ar');
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('نتائج البحث عن «شعار»');
    expect(within(title).getByText('شعار').tagName).toBe('BDI');
    expect(screen.getByRole('tab', { name: 'الخدمات' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('search-empty')).toHaveTextContent('لا توجد خدمات تطابق «شعار».');
    expect(screen.queryByRole('region', { name: 'فئات الخدمات' })).not.toBeInTheDocument();
    expect(searchCalls(fetchMock)).toEqual([
      `/api/search/services?${new URLSearchParams({ q: 'شعار', sort: 'relevance', limit: '24' })}`,
    ]);
  });

  it('says so when the category does not exist, and offers the others', async () => {
    stubCatalog('en');
    renderItems('/items?categoryId=00000000-0000-4000-8000-00000000dead');
    expect(await screen.findByRole('alert')).toHaveTextContent('This category was not found');
    expect(screen.getByRole('link', { name: /Tools/ })).toBeInTheDocument();
  });
});
