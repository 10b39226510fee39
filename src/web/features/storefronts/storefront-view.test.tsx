import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardItemDto, Storefront } from '../../../contract/catalog/catalog.schemas';
import { renderWithProviders, stubApi } from '../../test/render';
import { StorefrontView } from './storefront-view';

const supplierId = '00000000-0000-4000-8000-0000000000ff';
const path = `/api/suppliers/${supplierId}`;

const card = (n: number, name: string, overrides: Partial<CardItemDto> = {}): CardItemDto => ({
  _id: `00000000-0000-4000-8000-00000000010${n}`,
  nameAr: null,
  nameEn: name,
  supplier: { userId: supplierId, businessName: 'Al Noor Trading' },
  imagesFilesUrls: [`/api/files/image-${n}.webp`],
  avgRating: 4.5,
  ratingsCount: 2,
  price: 25_000,
  isPriceNegotiable: false,
  ...overrides,
});

const storefront: Storefront = {
  userId: supplierId,
  businessName: 'Al Noor Trading',
  city: 'Riyadh',
  pfpUrl: null,
  bannerUrl: '/api/files/banners/noor.webp',
  storeBioAr: '',
  storeBioEn: 'Tools since 1998.\nRiyadh and Jeddah.',
  isStoreClosed: false,
  closingMessageAr: '',
  closingMessageEn: '',
  avgRating: 4.46,
  ratingsCount: 12,
  products: [card(1, 'Cordless drill'), card(2, 'Circular saw')],
  services: [card(3, 'Tool repair', { isPriceNegotiable: true })],
};

const closed: Storefront = {
  ...storefront,
  bannerUrl: null,
  isStoreClosed: true,
  closingMessageAr: 'مغلق للجرد السنوي.\nنعود يوم الأحد.',
  closingMessageEn: '',
  products: [],
  services: [],
};

const errorBody = (status: number, code: string) => ({
  status,
  body: { error: { code, message: code, statusCode: status }, requestId: 'r' },
});

function renderStorefront(language: 'ar' | 'en' = 'en') {
  return renderWithProviders(
    <MemoryRouter>
      <StorefrontView userId={supplierId} />
    </MemoryRouter>,
    { language },
  );
}

describe('StorefrontView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the supplier's banner, name, city, rating and bio with its line breaks", async () => {
    const fetchMock = stubApi({ [path]: { body: storefront } });
    renderStorefront();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Al Noor Trading' });
    expect(within(heading).getByText('Al Noor Trading').tagName).toBe('BDI');
    expect(fetchMock).toHaveBeenCalledWith(path, expect.anything());
    expect(screen.getByTestId('storefront-banner')).toHaveAttribute('src', '/api/files/banners/noor.webp');
    expect(screen.getByText('Riyadh')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' })).toBeInTheDocument();
    const bio = screen.getByTestId('storefront-bio');
    expect(bio.textContent).toBe('Tools since 1998.\nRiyadh and Jeddah.');
    expect(bio).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(screen.queryByTestId('storefront-closed')).not.toBeInTheDocument();
  });

  it('shows the products tab first, and the services on their tab', async () => {
    stubApi({ [path]: { body: storefront } });
    renderStorefront();
    const productsTab = await screen.findByRole('tab', { name: /Products/ });
    expect(productsTab).toHaveAttribute('aria-selected', 'true');
    let panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: 'Cordless drill' })).toHaveAttribute(
      'href',
      `/products/${card(1, '')._id}`,
    );
    expect(within(panel).getByRole('link', { name: 'Circular saw' })).toBeInTheDocument();
    expect(within(panel).queryByText('Tool repair')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /Services/ }));
    expect(screen.getByRole('tab', { name: /Services/ })).toHaveAttribute('aria-selected', 'true');
    panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: 'Tool repair' })).toHaveAttribute(
      'href',
      `/services/${card(3, '')._id}`,
    );
    expect(within(panel).queryByText('Cordless drill')).not.toBeInTheDocument();
  });

  it('says so when a tab has nothing on offer', async () => {
    stubApi({ [path]: { body: { ...storefront, services: [] } } });
    renderStorefront();
    await userEvent.click(await screen.findByRole('tab', { name: /Services/ }));
    expect(screen.getByTestId('storefront-empty')).toHaveTextContent(
      'This supplier has no services on offer yet.',
    );
  });

  it('shows a closed store in Arabic: the notice with the closing message, a plain banner, no items', async () => {
    stubApi({ [path]: { body: closed } });
    renderStorefront('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Al Noor Trading' })).toBeInTheDocument();
    const notice = screen.getByTestId('storefront-closed');
    expect(within(notice).getByText('هذا المتجر مغلق مؤقتًا')).toBeInTheDocument();
    expect(within(notice).getByTestId('storefront-closing-message').textContent).toBe(
      'مغلق للجرد السنوي.\nنعود يوم الأحد.',
    );
    expect(within(notice).getByText('لا يمكن تقديم الطلبات حتى يُعاد فتح المتجر.')).toBeInTheDocument();
    expect(screen.getByTestId('storefront-banner-placeholder')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /المنتجات/ })).toBeInTheDocument();
    expect(screen.getByTestId('storefront-empty')).toHaveTextContent(
      'ستظهر المنتجات والخدمات مجددًا عند إعادة فتح المتجر.',
    );
    expect(document.title).toBe('Al Noor Trading | توريد');
  });

  it('shows the not-found page for an unknown, buyer-only or inactive supplier', async () => {
    const fetchMock = stubApi({ [path]: errorBody(404, 'NOT_FOUND') });
    renderStorefront();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    // A missing store stays missing: no second try.
    expect(fetchMock.mock.calls.filter(([url]) => url === path)).toHaveLength(1);
  });

  it('offers a retry when the store could not be loaded, then shows it', async () => {
    const fetchMock = stubApi({ [path]: errorBody(500, 'INTERNAL_ERROR') });
    renderStorefront();
    // Any failure but a 404 is tried once more before the page gives up.
    expect(
      await screen.findByText('This store could not be loaded', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stubApi({ [path]: { body: storefront } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Al Noor Trading' })).toBeInTheDocument();
  });
});
