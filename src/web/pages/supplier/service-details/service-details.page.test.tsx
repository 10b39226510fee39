import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Service } from '../../../../contract/catalog/catalog.schemas';
import { pageRoutes } from '../../../app/router';
import { renderWithProviders, stubApi } from '../../../test/render';
import ServiceDetailsPage from './service-details.page';

const branding = '00000000-0000-4000-8000-000000000021';
const serviceId = '00000000-0000-4000-8000-0000000000b1';

const categoryTree = [
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

function renderAt(path: string, language: 'ar' | 'en' = 'en') {
  const router = createMemoryRouter(
    [{ path: '/supplier/service-details', element: <ServiceDetailsPage /> }],
    {
      initialEntries: [path],
    },
  );
  renderWithProviders(<RouterProvider router={router} />, { language });
  return router;
}

describe('ServiceDetailsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('edits the service named by ?id= and publishes it, in Arabic', async () => {
    stubApi({
      '/api/categories': { body: categoryTree },
      [`GET /api/suppliers/me/services/${serviceId}`]: { body: service },
      [`POST /api/suppliers/me/services/${serviceId}/publish`]: { body: { ...service, isPublished: true } },
    });
    renderAt(`/supplier/service-details?id=${serviceId}`, 'ar');
    expect(await screen.findByRole('heading', { name: 'تعديل الخدمة' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^الاسم بالإنجليزية/ })).toHaveValue('Logo design');
    expect(screen.getByText('مسودة')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'نشر' }));
    expect(await screen.findByText('تم النشر، وأصبح ظاهرًا للمشترين.')).toBeInTheDocument();
    expect(screen.getByText('منشور')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء النشر' })).toBeInTheDocument();
  });

  it('is the create form without an id, and stays on this route once the service exists', async () => {
    stubApi({
      '/api/categories': { body: categoryTree },
      'POST /api/suppliers/me/services': { status: 201, body: service },
      [`GET /api/suppliers/me/services/${serviceId}`]: { body: service },
    });
    const router = renderAt('/supplier/service-details');
    expect(await screen.findByRole('heading', { name: 'New service' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: /^Name in English/ }));
    await userEvent.paste('Logo design');
    const category = screen.getByRole('textbox', { name: /^Category/ });
    await waitFor(() => expect(category).toBeEnabled());
    await userEvent.click(category);
    await userEvent.click(await screen.findByRole('option', { name: 'Branding', hidden: true }));
    await userEvent.click(screen.getByRole('textbox', { name: /^Price/ }));
    await userEvent.paste('1500');
    await userEvent.click(screen.getByRole('textbox', { name: /^Availability/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'By appointment', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save service' }));
    expect(await screen.findByRole('heading', { name: 'Edit service' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/supplier/service-details');
    expect(router.state.location.search).toBe(`?id=${serviceId}`);
  });
});

describe('the listings pages', () => {
  it('are supplier routes, including both spellings of the table and of the service editor', () => {
    const supplierPaths = pageRoutes
      .filter((route) => route.section === 'supplier')
      .map((route) => route.path);
    expect(supplierPaths).toEqual(
      expect.arrayContaining([
        '/supplier/products-and-services',
        '/supplier/listings',
        '/supplier/products/new',
        '/supplier/products/:id',
        '/supplier/services/new',
        '/supplier/services/:id',
        '/supplier/service-details',
      ]),
    );
  });
});
