import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicListing } from '../../../contract/catalog/catalog.schemas';
import { renderWithProviders, stubApi } from '../../test/render';
import type { ItemKind } from '../categories/find-category';
import { ListingDetails } from './listing-details';

const ids = {
  tools: '00000000-0000-4000-8000-000000000001',
  drills: '00000000-0000-4000-8000-000000000011',
  design: '00000000-0000-4000-8000-000000000002',
  logos: '00000000-0000-4000-8000-000000000021',
  product: '00000000-0000-4000-8000-0000000000a1',
  service: '00000000-0000-4000-8000-0000000000b1',
};

const tree = [
  { id: ids.tools, name: 'Tools', usedFor: 'PRODUCT', subcategories: [{ id: ids.drills, name: 'Drills' }] },
  { id: ids.design, name: 'Design', usedFor: 'SERVICE', subcategories: [{ id: ids.logos, name: 'Logos' }] },
];

const supplier = {
  userId: '00000000-0000-4000-8000-0000000000ff',
  businessName: 'Al Noor Trading',
  city: 'Riyadh',
  pfpUrl: null,
};

const image = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  url: `/api/files/image-${n}.webp`,
  thumbnailUrl: `/api/files/thumb-${n}.webp`,
});

const product: PublicListing = {
  id: ids.product,
  kind: 'PRODUCT',
  nameAr: null,
  nameEn: 'Cordless drill',
  descriptionAr: null,
  descriptionEn: 'Two batteries.\nCarry case included.',
  categoryId: ids.drills,
  images: [image(1), image(2)],
  price: 25000,
  avgRating: 4.46,
  ratingsCount: 12,
  supplier,
  product: {
    caseQuantity: 12,
    minOrderQuantity: 24,
    maxOrderQuantity: null,
    isInStock: false,
    isGroupPurchaseEnabled: true,
    groupMinQuantity: 120,
    groupDeadlineDays: 7,
    groupPrice: 21000,
  },
  service: null,
};

const service: PublicListing = {
  id: ids.service,
  kind: 'SERVICE',
  nameAr: null,
  nameEn: 'Logo design',
  descriptionAr: null,
  descriptionEn: '',
  categoryId: ids.logos,
  images: [],
  price: 150000,
  avgRating: 5,
  ratingsCount: 3,
  supplier,
  product: null,
  service: { isPriceNegotiable: false, availability: 'TWENTY_FOUR_SEVEN' },
};

const notFound = {
  status: 404,
  body: { error: { code: 'NOT_FOUND', message: 'Not found', statusCode: 404 }, requestId: 'r' },
};

function renderListing(kind: ItemKind, id: string, language: 'ar' | 'en' = 'en') {
  return renderWithProviders(
    <MemoryRouter>
      <ListingDetails kind={kind} id={id} />
    </MemoryRouter>,
    { language },
  );
}

const factValue = (label: string) => screen.getByText(label).nextElementSibling;

describe('ListingDetails', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a product's price, order quantities, stock and group purchase", async () => {
    const fetchMock = stubApi({
      [`/api/products/${ids.product}`]: { body: product },
      '/api/categories': { body: tree },
    });
    renderListing('products', ids.product);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cordless drill' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/products/${ids.product}`, expect.anything());
    expect(screen.getByTestId('listing-price')).toHaveTextContent('SAR 250.00');
    expect(screen.getByText('per unit')).toBeInTheDocument();
    expect(factValue('Case quantity')).toHaveTextContent('12');
    expect(factValue('Minimum order')).toHaveTextContent('24');
    expect(factValue('Maximum order')).toHaveTextContent('Unlimited');
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText('4.5 (12)')).toBeInTheDocument();
    const supplierBlock = screen.getByTestId('listing-supplier');
    expect(within(supplierBlock).getByText('Al Noor Trading').tagName).toBe('BDI');
    expect(within(supplierBlock).getByText('Riyadh')).toBeInTheDocument();
    const group = screen.getByRole('region', { name: 'Group purchase' });
    const groupTerm = (label: string) => within(group).getByText(label).nextElementSibling;
    expect(groupTerm('Group price')).toHaveTextContent('SAR 210.00 per unit');
    expect(groupTerm('You save')).toHaveTextContent('16% off the standard price of SAR 250.00');
    expect(groupTerm('Minimum group quantity')).toHaveTextContent('120 units');
    expect(groupTerm('Time to gather buyers')).toHaveTextContent('7 days from the start');
    expect(groupTerm('Buyers needed')).toHaveTextContent('5 buyers from the same city');
    expect(screen.getByTestId('listing-description-text').textContent).toBe(
      'Two batteries.\nCarry case included.',
    );
    expect(screen.getByTestId('listing-description-text')).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('shows the name and description in the page language, else the other one marked as such', async () => {
    const bilingual = { ...product, nameAr: 'مثقاب لاسلكي', descriptionAr: 'بطاريتان.' };
    const arabicOnly = { ...product, nameAr: 'مثقاب لاسلكي', nameEn: null, descriptionEn: null };
    stubApi({ [`/api/products/${ids.product}`]: { body: bilingual }, '/api/categories': { body: tree } });
    const english = renderListing('products', ids.product);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cordless drill' })).toBeInTheDocument();
    english.unmount();

    renderListing('products', ids.product, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'مثقاب لاسلكي' })).toBeInTheDocument();
    expect(screen.getByTestId('listing-description-text')).toHaveTextContent('بطاريتان.');
    cleanup();
    vi.unstubAllGlobals();

    stubApi({ [`/api/products/${ids.product}`]: { body: arabicOnly }, '/api/categories': { body: tree } });
    renderListing('products', ids.product);
    const heading = await screen.findByRole('heading', { level: 1, name: 'مثقاب لاسلكي' });
    // The Arabic name stands in on the English page, isolated and marked with its language.
    const fallback = within(heading).getByText('مثقاب لاسلكي');
    expect(fallback.tagName).toBe('BDI');
    expect(fallback).toHaveAttribute('lang', 'ar');
    expect(fallback).toHaveAttribute('dir', 'rtl');
  });

  it('leads back to its category and offers the cart, but no buying or wishlist buttons', async () => {
    stubApi({ [`/api/products/${ids.product}`]: { body: product }, '/api/categories': { body: tree } });
    renderListing('products', ids.product);
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(breadcrumb).findByRole('link', { name: 'Drills' })).toHaveAttribute(
      'href',
      `/items?categoryId=${ids.drills}`,
    );
    expect(within(breadcrumb).getByRole('link', { name: 'Tools' })).toHaveAttribute(
      'href',
      `/items?categoryId=${ids.tools}`,
    );
    // The only buttons are the gallery's thumbnails, the chat with the supplier and the cart's stepper
    // and button (this product is out of stock, so none of them adds anything).
    await screen.findByRole('button', { name: 'Chat with supplier' });
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual([
      'Show image 1',
      'Show image 2',
      'Chat with supplier',
      'Decrease (Quantity)',
      'Increase (Quantity)',
      'Out of stock',
    ]);
  });

  it('switches the main image with the thumbnails', async () => {
    stubApi({ [`/api/products/${ids.product}`]: { body: product }, '/api/categories': { body: tree } });
    renderListing('products', ids.product);
    const main = await screen.findByRole('img', { name: 'Cordless drill, image 1 of 2' });
    expect(main).toHaveAttribute('src', '/api/files/image-1.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('img', { name: 'Cordless drill, image 2 of 2' })).toHaveAttribute(
      'src',
      '/api/files/image-2.webp',
    );
    expect(screen.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a limited maximum and the stock in Arabic', async () => {
    stubApi({
      [`/api/products/${ids.product}`]: {
        body: { ...product, product: { ...product.product!, maxOrderQuantity: 240, isInStock: true } },
      },
      '/api/categories': { body: tree },
    });
    renderListing('products', ids.product, 'ar');
    expect(await screen.findByTestId('listing-price')).toHaveTextContent('250.00 ر.س');
    expect(screen.getByText('للوحدة')).toBeInTheDocument();
    expect(factValue('كمية الكرتون')).toHaveTextContent('12');
    expect(factValue('الحد الأدنى للطلب')).toHaveTextContent('24');
    expect(factValue('الحد الأقصى للطلب')).toHaveTextContent('240');
    expect(screen.getByText('متوفر')).toBeInTheDocument();
    expect(screen.getByText('سعر الشراء الجماعي').nextElementSibling).toHaveTextContent('210.00 ر.س للوحدة');
  });

  it("shows a service's availability and the fixed-price marker", async () => {
    stubApi({ [`/api/services/${ids.service}`]: { body: service }, '/api/categories': { body: tree } });
    renderListing('services', ids.service);
    expect(await screen.findByRole('heading', { level: 1, name: 'Logo design' })).toBeInTheDocument();
    expect(screen.getByTestId('listing-price')).toHaveTextContent(/^SAR 1,500\.00 • Fixed$/);
    expect(factValue('Availability')).toHaveTextContent('Available 24/7');
    expect(screen.getByRole('img', { name: 'No image' })).toBeInTheDocument();
    expect(screen.getByText('The supplier has not added a description.')).toBeInTheDocument();
    expect(screen.queryByText('per unit')).not.toBeInTheDocument();
  });

  it('marks a negotiable service price in Arabic', async () => {
    stubApi({
      [`/api/services/${ids.service}`]: {
        body: { ...service, service: { isPriceNegotiable: true, availability: 'APPOINTMENT' } },
      },
      '/api/categories': { body: tree },
    });
    renderListing('services', ids.service, 'ar');
    expect(await screen.findByTestId('listing-price')).toHaveTextContent('1,500.00 ر.س • قابل للتفاوض');
    expect(factValue('أوقات التوفر')).toHaveTextContent('بموعد مسبق');
  });

  it('shows the not-found page when the listing is unknown, unpublished or hidden', async () => {
    const fetchMock = stubApi({
      [`/api/products/${ids.product}`]: notFound,
      '/api/categories': { body: tree },
    });
    renderListing('products', ids.product);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    // A 404 is not retried.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/products/'))).toHaveLength(1);
  });

  it('shows the not-found page in Arabic', async () => {
    stubApi({ [`/api/services/${ids.service}`]: notFound });
    renderListing('services', ids.service, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
  });

  it('offers a retry when the listing fails to load', async () => {
    const failure = {
      status: 500,
      body: { error: { code: 'INTERNAL_ERROR', message: 'Boom', statusCode: 500 }, requestId: 'r' },
    };
    stubApi({ [`/api/services/${ids.service}`]: failure, '/api/categories': { body: tree } });
    renderListing('services', ids.service);
    expect(
      await screen.findByText('This listing could not be loaded.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    stubApi({ [`/api/services/${ids.service}`]: { body: service }, '/api/categories': { body: tree } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Logo design' })).toBeInTheDocument();
  });
});
