import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../contract/catalog/catalog.schemas';
import { renderWithProviders, stubApi } from '../../test/render';
import { ListingImages } from './listing-images';

const productId = '00000000-0000-4000-8000-0000000000a1';
const imagesPath = `/api/suppliers/me/products/${productId}/images`;
const image = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  url: `/files/listings/${n}.webp`,
  thumbnailUrl: `/files/listings/${n}-thumb.webp`,
});

const product: Product = {
  id: productId,
  kind: 'PRODUCT',
  nameAr: null,
  nameEn: 'Steel gloves',
  descriptionAr: null,
  descriptionEn: '',
  categoryId: '00000000-0000-4000-8000-000000000011',
  price: 1250,
  caseQuantity: 12,
  minOrderQuantity: 24,
  maxOrderQuantity: null,
  stock: 100,
  isGroupPurchaseEnabled: false,
  groupMinQuantity: null,
  groupDeadlineDays: null,
  groupPrice: null,
  images: [image(1), image(2)],
  isPublished: false,
  takenDownAt: null,
  takedownReason: null,
  avgRating: 0,
  ratingsCount: 0,
  createdAt: '2025-03-01T09:00:00.000Z',
  updatedAt: '2025-03-01T09:00:00.000Z',
};

const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === path && (init?.method ?? 'GET') === method,
  );

function renderImages(listing: Product | undefined, language: 'ar' | 'en' = 'en') {
  renderWithProviders(
    <MemoryRouter>
      <ListingImages kind="PRODUCT" listing={listing} />
    </MemoryRouter>,
    { language },
  );
}

describe('ListingImages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a 6 MB image before any upload', async () => {
    const fetchMock = stubApi({});
    renderImages(product);
    const file = new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('listing-image-input'), file);
    expect(await screen.findByText('The file is too large. The maximum is 5 MB.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', imagesPath)).toHaveLength(0);
  });

  it('uploads an accepted image as the multipart field file', async () => {
    const fetchMock = stubApi({
      [`POST ${imagesPath}`]: { status: 201, body: { ...product, images: [image(1), image(2), image(3)] } },
    });
    renderImages(product);
    expect(screen.getByText('2 of 3 images')).toBeInTheDocument();
    expect(screen.getByText(/At least 1050 × 1050 pixels is recommended/)).toBeInTheDocument();
    const file = new File([new Uint8Array(100)], 'gloves.webp', { type: 'image/webp' });
    await userEvent.upload(screen.getByTestId('listing-image-input'), file);
    expect(await screen.findByText('The image was added.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', imagesPath);
    expect((call![1]!.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('moves an image later by sending every image id in the new order', async () => {
    const fetchMock = stubApi({
      [`PUT ${imagesPath}/order`]: { body: { ...product, images: [image(2), image(1)] } },
    });
    renderImages(product);
    expect(screen.getByRole('button', { name: 'Move image 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 2 later' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move image 1 later' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', `${imagesPath}/order`)).toHaveLength(1));
    const [call] = callsTo(fetchMock, 'PUT', `${imagesPath}/order`);
    expect(JSON.parse(String(call![1]!.body))).toEqual({ imageIds: [image(2).id, image(1).id] });
  });

  it('removes an image', async () => {
    const fetchMock = stubApi({
      [`DELETE ${imagesPath}/${image(2).id}`]: { status: 204, body: null },
    });
    renderImages(product);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(await screen.findByText('The image was removed.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', `${imagesPath}/${image(2).id}`)).toHaveLength(1);
  });

  it('asks to save the product first on the create page, in Arabic', () => {
    stubApi({});
    renderImages(undefined, 'ar');
    expect(screen.getByTestId('images-save-first')).toHaveTextContent(
      'احفظ المنتج أولًا، ثم يمكنك إضافة صوره هنا.',
    );
    expect(screen.queryByTestId('listing-image-input')).not.toBeInTheDocument();
  });
});
