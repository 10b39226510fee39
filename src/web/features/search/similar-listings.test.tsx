import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicListing } from '../../../contract/catalog/catalog.schemas';
import { renderWithProviders, stubApi } from '../../test/render';
import { ListingDetails } from '../pages/listing-details';

const productId = '00000000-0000-4000-8000-0000000000a1';
const serviceId = '00000000-0000-4000-8000-0000000000b1';
const supplier = {
  userId: '00000000-0000-4000-8000-0000000000ff',
  businessName: 'Al Noor Trading',
  city: 'Riyadh',
  pfpUrl: null,
};

const product: PublicListing = {
  id: productId,
  kind: 'PRODUCT',
  nameAr: null,
  nameEn: 'Cordless drill',
  descriptionAr: null,
  descriptionEn: '',
  categoryId: '00000000-0000-4000-8000-000000000011',
  images: [],
  price: 25000,
  avgRating: 4,
  ratingsCount: 2,
  supplier,
  product: {
    caseQuantity: 1,
    minOrderQuantity: 1,
    maxOrderQuantity: null,
    isInStock: true,
    isGroupPurchaseEnabled: false,
    groupMinQuantity: null,
    groupDeadlineDays: null,
    groupPrice: null,
  },
  service: null,
};

const service: PublicListing = {
  ...product,
  id: serviceId,
  kind: 'SERVICE',
  nameAr: null,
  nameEn: 'Logo design',
  product: null,
  service: { isPriceNegotiable: true, availability: 'EVERYDAY' },
};

const alternative = (n: number) => ({
  _id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  nameAr: null,
  nameEn: `Drill ${n}`,
  supplier: { userId: supplier.userId, businessName: 'Other Supplier' },
  imagesFilesUrls: [],
  avgRating: 3,
  ratingsCount: 1,
  price: 20000 + n * 100,
  isPriceNegotiable: false,
});

function renderListing(kind: 'products' | 'services', id: string, language: 'ar' | 'en' = 'en') {
  return renderWithProviders(
    <MemoryRouter>
      <ListingDetails kind={kind} id={id} />
    </MemoryRouter>,
    { language },
  );
}

describe('SimilarListings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers up to eight alternatives at the bottom of a product page', async () => {
    const fetchMock = stubApi({
      [`/api/products/${productId}`]: { body: product },
      [`/api/products/${productId}/similar`]: {
        body: Array.from({ length: 9 }, (_, index) => alternative(index + 1)),
      },
    });
    renderListing('products', productId);
    const section = await screen.findByRole('region', { name: 'Find alternatives' });
    expect(within(section).getAllByRole('article')).toHaveLength(8);
    expect(within(section).getByRole('link', { name: 'Drill 1' })).toHaveAttribute(
      'href',
      `/products/${alternative(1)._id}`,
    );
    expect(within(section).queryByRole('link', { name: 'Drill 9' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/products/${productId}/similar`, expect.anything());
  });

  it('shows no alternatives section when there are none', async () => {
    const fetchMock = stubApi({
      [`/api/products/${productId}`]: { body: product },
      [`/api/products/${productId}/similar`]: { body: [] },
    });
    renderListing('products', productId);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cordless drill' })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(`/api/products/${productId}/similar`, expect.anything()),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: 'Find alternatives' })).not.toBeInTheDocument();
  });

  it('offers alternatives to a service, in Arabic', async () => {
    stubApi({
      [`/api/services/${serviceId}`]: { body: service },
      [`/api/services/${serviceId}/similar`]: {
        body: [{ ...alternative(1), nameAr: 'تصميم شعار', nameEn: null }],
      },
    });
    renderListing('services', serviceId, 'ar');
    const section = await screen.findByRole('region', { name: 'ابحث عن بدائل' });
    expect(within(section).getByRole('link', { name: 'تصميم شعار' })).toHaveAttribute(
      'href',
      `/services/${alternative(1)._id}`,
    );
    expect(within(section).getByText('201.00 ر.س • سعر ثابت')).toBeInTheDocument();
  });
});
