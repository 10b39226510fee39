import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CategoryWithSubcategories } from '../../../contract/categories/categories.schemas';
import type { Service } from '../../../contract/catalog/catalog.schemas';
import { renderWithProviders, stubApi } from '../../test/render';
import { ListingEditorPage } from './listing-editor-page';

const branding = '00000000-0000-4000-8000-000000000021';
const serviceId = '00000000-0000-4000-8000-0000000000b1';

const categoryTree: CategoryWithSubcategories[] = [
  {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Design',
    usedFor: 'SERVICE',
    subcategories: [{ id: branding, name: 'Branding' }],
  },
];

const service: Service = {
  id: serviceId,
  kind: 'SERVICE',
  nameAr: null,
  nameEn: 'Logo design',
  descriptionAr: null,
  descriptionEn: '',
  categoryId: branding,
  price: 150000,
  isPriceNegotiable: false,
  availability: 'APPOINTMENT',
  images: [],
  isPublished: false,
  takenDownAt: null,
  takedownReason: null,
  avgRating: 0,
  ratingsCount: 0,
  createdAt: '2025-03-01T09:00:00.000Z',
  updatedAt: '2025-03-01T09:00:00.000Z',
};

const apiError = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message, statusCode: status }, requestId: 'r' },
});

function EditServiceRoute() {
  const { id } = useParams();
  return <ListingEditorPage key={id} kind="SERVICE" id={id} />;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/supplier/services/new', element: <ListingEditorPage kind="SERVICE" /> },
      { path: '/supplier/services/:id', element: <EditServiceRoute /> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

async function pick(label: RegExp, option: string) {
  const input = await screen.findByRole('textbox', { name: label });
  await waitFor(() => expect(input).toBeEnabled());
  await userEvent.click(input);
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('ListingEditorPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves a new service as a draft, then moves to its editor where images can be added', async () => {
    const fetchMock = stubApi({
      '/api/categories': { body: categoryTree },
      'POST /api/suppliers/me/services': { status: 201, body: service },
    });
    const router = renderAt('/supplier/services/new');
    expect(await screen.findByRole('heading', { name: 'New service' })).toBeInTheDocument();
    expect(screen.getByTestId('images-save-first')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: /^Name in English/ }));
    await userEvent.paste('Logo design');
    await pick(/^Category/, 'Branding');
    await userEvent.click(screen.getByRole('textbox', { name: /^Price/ }));
    await userEvent.paste('1500');
    await pick(/^Availability/, 'By appointment');
    await userEvent.click(screen.getByRole('button', { name: 'Save service' }));

    expect(await screen.findByRole('heading', { name: 'Edit service' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/supplier/services/${serviceId}`);
    expect(screen.getByText('The service was saved as a draft.')).toBeInTheDocument();
    expect(screen.getByTestId('listing-image-input')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    const [create] = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(create![1]!.body))).toEqual({
      nameAr: '',
      nameEn: 'Logo design',
      descriptionAr: '',
      descriptionEn: '',
      categoryId: branding,
      priceHalalas: 150000,
      isPriceNegotiable: false,
      availability: 'APPOINTMENT',
    });
  });

  it('says an image is needed when publishing a listing without one', async () => {
    stubApi({
      '/api/categories': { body: categoryTree },
      [`GET /api/suppliers/me/services/${serviceId}`]: { body: service },
      [`POST /api/suppliers/me/services/${serviceId}/publish`]: apiError(
        409,
        'IMAGE_REQUIRED',
        'Add at least one image before publishing.',
      ),
    });
    renderAt(`/supplier/services/${serviceId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Logo design was not published');
    expect(alert).toHaveTextContent('Add at least one image before publishing.');
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });

  it('says when the listing does not exist', async () => {
    stubApi({
      [`GET /api/suppliers/me/services/${serviceId}`]: apiError(404, 'NOT_FOUND', 'Not found.'),
    });
    renderAt(`/supplier/services/${serviceId}`);
    expect(await screen.findByText('This service does not exist or is not yours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to products and services' })).toHaveAttribute(
      'href',
      '/supplier/products-and-services',
    );
  });
});
