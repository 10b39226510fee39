import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupplierCard } from '../../../contract/search/search.schemas';
import { renderWithProviders, stubApi, type StubbedAnswer } from '../../test/render';
import { ItemsBrowser } from './items-browser';
// The filters' drawer loads on the first press (listing-filters.tsx): loaded here first, so that the first
// test to open it does not wait for the module's transform.
import './listing-filters-drawer';

const ids = {
  tools: '00000000-0000-4000-8000-000000000001',
  drills: '00000000-0000-4000-8000-000000000011',
  design: '00000000-0000-4000-8000-000000000002',
  logos: '00000000-0000-4000-8000-000000000021',
  cordless: '00000000-0000-4000-8000-0000000000a1',
  hammer: '00000000-0000-4000-8000-0000000000a2',
  bits: '00000000-0000-4000-8000-0000000000a3',
  logo: '00000000-0000-4000-8000-0000000000b1',
  supplier: '00000000-0000-4000-8000-0000000000f1',
};

const tree = [
  { id: ids.tools, name: 'Tools', usedFor: 'PRODUCT', subcategories: [{ id: ids.drills, name: 'Drills' }] },
  { id: ids.design, name: 'Design', usedFor: 'SERVICE', subcategories: [{ id: ids.logos, name: 'Logos' }] },
];

const card = (id: string, name: string, price = 25000, kind: 'product' | 'service' = 'product') => ({
  _id: id,
  ...(kind === 'product' ? { productId: id } : { serviceId: id }),
  nameAr: null,
  nameEn: name,
  supplier: { userId: ids.supplier, businessName: 'Al Noor Trading' },
  imagesFilesUrls: [],
  avgRating: 4.5,
  ratingsCount: 12,
  price,
  isPriceNegotiable: false,
});

const firstPage = [card(ids.cordless, 'Cordless drill'), card(ids.hammer, 'Hammer drill')];
const secondPage = [card(ids.bits, 'Drill bits', 4500)];

/**
 * The search API as the server answers it: products in two pages (the first names the second's
 * cursor in `x-next-cursor`), anything else from `routes`.
 */
function stubSearch(routes: Record<string, StubbedAnswer> = {}) {
  const api = stubApi({
    '/api/categories': { body: tree },
    '/api/search/products': { body: firstPage, headers: { 'x-next-cursor': 'page-2' } },
    ...routes,
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/search/products' && url.searchParams.get('cursor') === 'page-2') {
      return Response.json(secondPage);
    }
    return api(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The query strings the search endpoints were called with, in order. */
const searchRequests = (fetchMock: ReturnType<typeof vi.fn>, kind = 'products') =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api/search/${kind}`)
    .map((url) => Object.fromEntries(url.searchParams));

function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

/** Opens the filters drawer through its button, which names how many filters are active. */
async function openFilters(name: string | RegExp = /^Filters/) {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

const currentParams = () =>
  Object.fromEntries(new URL(screen.getByTestId('location').textContent!, 'http://localhost').searchParams);

function renderSearch(search: Record<string, string>, language: 'ar' | 'en' = 'en') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/items?${new URLSearchParams(search)}`]}>
      <Routes>
        <Route path="/items" element={<ItemsBrowser />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    { language },
  );
}

describe('SearchResults', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the results of a query and appends the next page with "load more"', async () => {
    const fetchMock = stubSearch();
    renderSearch({ type: 'products', q: 'drill' });
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Results for “drill”');
    expect(within(title).getByText('drill').tagName).toBe('BDI');
    expect(document.title).toBe('Results for “drill” | Tawrid');
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Cordless drill' })).toHaveAttribute(
      'href',
      `/products/${ids.cordless}`,
    );
    expect(screen.getByRole('link', { name: 'Hammer drill' })).toBeInTheDocument();
    // The pages loaded so far, «+» while there is another.
    expect(screen.getByTestId('result-count')).toHaveTextContent('Results: 2+');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Drill bits' })).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('Results: 3');
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(within(results).getAllByRole('article')).toHaveLength(3);
    // The last page has no cursor: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(searchRequests(fetchMock)).toEqual([
      { q: 'drill', sort: 'relevance', limit: '24' },
      { q: 'drill', sort: 'relevance', limit: '24', cursor: 'page-2' },
    ]);
  });

  it('shows a spinner while the first page loads', async () => {
    stubSearch();
    renderSearch({ type: 'products', q: 'drill' });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cordless drill' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('sends the chosen sort and keeps it in the URL, which the back button restores', async () => {
    const fetchMock = stubSearch();
    renderSearch({ type: 'products', q: 'drill' });
    await screen.findByRole('link', { name: 'Cordless drill' });
    const drawer = await openFilters('Filters');
    await userEvent.selectOptions(
      within(drawer).getByRole('combobox', { name: 'Sort by' }),
      'Price: low to high',
    );
    // Nothing changes before the filters are applied.
    expect(currentParams()).toEqual({ type: 'products', q: 'drill' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(currentParams()).toEqual({ type: 'products', q: 'drill', sort: 'price_asc' });
    await waitFor(() => expect(searchRequests(fetchMock).at(-1)).toMatchObject({ sort: 'price_asc' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // One filter is active: the button says so.
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(currentParams()).toEqual({ type: 'products', q: 'drill' });
    const reopened = await openFilters('Filters');
    expect(within(reopened).getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Best match');
  });

  it('sends the price range in halalas once applied', async () => {
    const fetchMock = stubSearch();
    renderSearch({ type: 'products', q: 'drill' });
    await screen.findByRole('link', { name: 'Cordless drill' });
    const drawer = await openFilters();
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Minimum price' }), '100');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Maximum price' }), '250.5');
    // Nothing changes before the range is applied.
    expect(searchRequests(fetchMock)).toHaveLength(1);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(currentParams()).toEqual({ type: 'products', q: 'drill', minPrice: '10000', maxPrice: '25050' });
    await waitFor(() =>
      expect(searchRequests(fetchMock).at(-1)).toEqual({
        q: 'drill',
        minPriceHalalas: '10000',
        maxPriceHalalas: '25050',
        sort: 'relevance',
        limit: '24',
      }),
    );
    expect(await screen.findByRole('link', { name: 'Cordless drill' })).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openFilters('Filters (1)');
    expect(within(again).getByRole('textbox', { name: 'Minimum price' })).toHaveValue('100');
    await userEvent.click(within(again).getByRole('button', { name: 'Clear all' }));
    expect(currentParams()).toEqual({ type: 'products', q: 'drill' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const cleared = await openFilters('Filters');
    expect(within(cleared).getByRole('textbox', { name: 'Minimum price' })).toHaveValue('');
  });

  it('refuses a minimum price above the maximum', async () => {
    const fetchMock = stubSearch();
    renderSearch({ type: 'products', q: 'drill' });
    await screen.findByRole('link', { name: 'Cordless drill' });
    const drawer = await openFilters();
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Minimum price' }), '300');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Maximum price' }), '200');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    const maximum = within(drawer).getByRole('textbox', { name: 'Maximum price' });
    expect(maximum).toHaveAttribute('aria-invalid', 'true');
    expect(maximum).toHaveAccessibleDescription('The maximum must not be below the minimum.');
    expect(maximum).toHaveFocus();
    expect(currentParams()).toEqual({ type: 'products', q: 'drill' });
    expect(searchRequests(fetchMock)).toHaveLength(1);
  });

  it('reads Arabic-Indic digits typed in the price fields, in Arabic', async () => {
    const fetchMock = stubSearch();
    renderSearch({ type: 'products', q: 'مثقاب' }, 'ar');
    await screen.findByRole('link', { name: 'Cordless drill' });
    const drawer = await openFilters('الفلاتر');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'أقل سعر' }), '١٥٠');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'أعلى سعر' }), '٢٠٠٫٧٥');
    expect(within(drawer).getByRole('textbox', { name: 'أعلى سعر' })).toHaveValue('200.75');
    await userEvent.click(within(drawer).getByRole('button', { name: 'تطبيق' }));
    expect(currentParams()).toMatchObject({ minPrice: '15000', maxPrice: '20075' });
    expect(await screen.findByRole('button', { name: /^الفلاتر \(.\)$/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(searchRequests(fetchMock).at(-1)).toMatchObject({
        minPriceHalalas: '15000',
        maxPriceHalalas: '20075',
      }),
    );
  });

  it('names the query when nothing matches and suggests browsing the categories, in Arabic', async () => {
    stubSearch({ '/api/search/services': { body: [] } });
    renderSearch({ type: 'services', q: 'شعار' }, 'ar');
    const empty = await screen.findByTestId('search-empty');
    expect(empty).toHaveTextContent('لا توجد خدمات تطابق «شعار».');
    expect(within(empty).getByText('شعار').tagName).toBe('BDI');
    expect(within(empty).getByRole('link', { name: 'تصفّح الفئات' })).toHaveAttribute('href', '/items');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('نتائج البحث عن «شعار»');
  });

  it('leaves the list empty when the search fails, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = {
      status: 500,
      body: { error: { code: 'INTERNAL_ERROR', message: 'Boom', statusCode: 500 }, requestId: 'r' },
    };
    stubSearch({ '/api/search/products': failure });
    renderSearch({ type: 'products', q: 'drill' });
    expect(await screen.findByTestId('search-empty')).toHaveTextContent('No products match “drill”.');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps the query when switching to another kind', async () => {
    const fetchMock = stubSearch({
      '/api/search/services': { body: [card(ids.logo, 'Logo design', 150000, 'service')] },
    });
    renderSearch({ type: 'products', q: 'drill', sort: 'rating' });
    await screen.findByRole('link', { name: 'Cordless drill' });
    await userEvent.click(screen.getByRole('tab', { name: 'Services' }));
    expect(currentParams()).toEqual({ type: 'services', q: 'drill', sort: 'rating' });
    expect(await screen.findByRole('link', { name: 'Logo design' })).toHaveAttribute(
      'href',
      `/services/${ids.logo}`,
    );
    expect(searchRequests(fetchMock, 'services')).toEqual([{ q: 'drill', sort: 'rating', limit: '24' }]);
  });

  it('narrows the query to a category given with it, and to the one chosen', async () => {
    const fetchMock = stubSearch();
    renderSearch({ q: 'drill', categoryId: ids.drills });
    // The kind follows the category when the link does not name one.
    expect(await screen.findByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('link', { name: 'Cordless drill' });
    const drawer = await openFilters('Filters (1)');
    const category = within(drawer).getByRole('combobox', { name: 'Category' });
    expect(category).toHaveDisplayValue('Drills');
    await userEvent.selectOptions(category, 'All of Tools');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(currentParams()).toEqual({ q: 'drill', categoryId: ids.tools });
    await waitFor(() => expect(searchRequests(fetchMock)).toHaveLength(2));
    expect(searchRequests(fetchMock).map((query) => query.category)).toEqual([ids.drills, ids.tools]);
    // "All categories" lifts the narrowing.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openFilters('Filters (1)');
    await userEvent.selectOptions(
      within(again).getByRole('combobox', { name: 'Category' }),
      'All categories',
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    expect(currentParams()).toEqual({ q: 'drill' });
    await waitFor(() => expect(searchRequests(fetchMock)).toHaveLength(3));
    expect(searchRequests(fetchMock).at(-1)?.category).toBeUndefined();
  });

  it('shows suppliers as cards with their storefront link, city, rating and top items', async () => {
    const supplier: SupplierCard = {
      userId: ids.supplier,
      businessName: 'Al Noor Trading',
      city: 'Riyadh',
      pfpUrl: null,
      avgRating: 4.25,
      ratingsCount: 8,
      topItems: [
        card(ids.cordless, 'Cordless drill'),
        card(ids.logo, 'Logo design', 150000, 'service'),
      ] as SupplierCard['topItems'],
    };
    const fetchMock = stubSearch({ '/api/search/suppliers': { body: [supplier] } });
    renderSearch({ type: 'suppliers', q: 'noor' });
    const result = await screen.findByTestId('supplier-result');
    const name = within(result).getByRole('link', { name: 'Al Noor Trading' });
    expect(name).toHaveAttribute('href', `/suppliers/${ids.supplier}`);
    expect(within(result).getByRole('heading', { level: 2 })).toHaveTextContent('Al Noor Trading');
    expect(within(result).getByText('Riyadh')).toBeInTheDocument();
    expect(within(result).getByLabelText('Rated 4.3 out of 5 from 8 reviews')).toBeInTheDocument();
    const topItems = within(result).getByRole('list', { name: 'Top items of Al Noor Trading' });
    expect(within(topItems).getByRole('link', { name: 'Cordless drill' })).toHaveAttribute(
      'href',
      `/products/${ids.cordless}`,
    );
    expect(within(topItems).getByRole('link', { name: 'Logo design' })).toHaveAttribute(
      'href',
      `/services/${ids.logo}`,
    );
    // Price and sort are for products and services only.
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    expect(searchRequests(fetchMock, 'suppliers')).toEqual([{ q: 'noor', limit: '24' }]);
  });

  it('shows supplier results in Arabic', async () => {
    stubSearch({ '/api/search/suppliers': { body: [] } });
    renderSearch({ type: 'suppliers', q: 'النور' }, 'ar');
    expect(await screen.findByRole('tab', { name: 'الموردون' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('search-empty')).toHaveTextContent('لا يوجد موردون يطابقون «النور».');
  });
});
