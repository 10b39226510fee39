import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingRow } from '../../../contract/catalog/catalog.schemas';
import { renderWithProviders, stubApi } from '../../test/render';
import { ListingsTable } from './listings-table';

const gloves = '00000000-0000-4000-8000-0000000000a1';
const helmet = '00000000-0000-4000-8000-0000000000a2';
const logo = '00000000-0000-4000-8000-0000000000b1';

const rows: ListingRow[] = [
  {
    id: gloves,
    kind: 'PRODUCT',
    nameAr: null,
    nameEn: 'Steel gloves',
    thumbnailUrl: '/files/listings/gloves.webp',
    price: 1250,
    stock: 40,
    isPublished: true,
    takenDownAt: null,
    takedownReason: null,
    createdAt: '2025-03-01T09:00:00.000Z',
  },
  {
    id: helmet,
    kind: 'PRODUCT',
    nameAr: null,
    nameEn: 'Safety helmet',
    thumbnailUrl: null,
    price: 8900,
    stock: 0,
    isPublished: false,
    takenDownAt: null,
    takedownReason: null,
    createdAt: '2025-03-02T09:00:00.000Z',
  },
  {
    id: logo,
    kind: 'SERVICE',
    nameAr: null,
    nameEn: 'Logo design',
    thumbnailUrl: null,
    price: 150000,
    stock: null,
    isPublished: false,
    takenDownAt: null,
    takedownReason: null,
    createdAt: '2025-03-03T09:00:00.000Z',
  },
];

const apiError = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message, statusCode: status }, requestId: 'r' },
});

const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => String(input).split('?')[0] === path && (init?.method ?? 'GET') === method,
  );

function renderTable(language: 'ar' | 'en' = 'en') {
  return renderWithProviders(
    <MemoryRouter>
      <ListingsTable />
    </MemoryRouter>,
    { language },
  );
}

describe('ListingsTable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the rows with kind, price, stock and status, and filters by kind', async () => {
    const fetchMock = stubApi({ 'GET /api/suppliers/me/listings': { body: rows } });
    renderTable();
    const [first] = await screen.findAllByTestId('listing-row');
    expect(screen.getAllByTestId('listing-row')).toHaveLength(3);
    expect(first).toHaveTextContent('Steel gloves');
    expect(first).toHaveTextContent('Product');
    expect(first).toHaveTextContent('SAR 12.50');
    expect(first).toHaveTextContent('40');
    expect(first).toHaveTextContent('Published');
    expect(within(first!).getByRole('link', { name: 'Steel gloves' })).toHaveAttribute(
      'href',
      `/supplier/products/${gloves}`,
    );
    const [, second, third] = screen.getAllByTestId('listing-row');
    expect(second).toHaveTextContent('Out of stock');
    expect(third).toHaveTextContent('Service');
    expect(third).toHaveTextContent('Draft');
    expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute(
      'href',
      '/supplier/products/new',
    );
    expect(screen.getByRole('link', { name: 'Add service' })).toHaveAttribute(
      'href',
      '/supplier/services/new',
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Services' }));
    await waitFor(() => expect(screen.getAllByTestId('listing-row')).toHaveLength(1));
    expect(screen.getByTestId('listing-row')).toHaveTextContent('Logo design');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input) === '/api/suppliers/me/listings?kind=SERVICE'),
      ).toBe(true),
    );
  });

  it('shows which items of a bulk publish failed, and why', async () => {
    const fetchMock = stubApi({
      'GET /api/suppliers/me/listings': { body: rows },
      'POST /api/suppliers/me/listings/bulk': {
        body: {
          results: [
            { id: helmet, ok: true },
            { id: logo, ok: false, code: 'IMAGE_REQUIRED' },
          ],
        },
      },
    });
    renderTable();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Safety helmet' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Logo design' }));
    expect(screen.getByText('Selected: 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish selected' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 of 2 could not be changed');
    const failures = within(alert).getAllByRole('listitem');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toHaveTextContent('Logo design: Add at least one image before publishing.');
    const [call] = callsTo(fetchMock, 'POST', '/api/suppliers/me/listings/bulk');
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      action: 'PUBLISH',
      items: [
        { id: helmet, kind: 'PRODUCT' },
        { id: logo, kind: 'SERVICE' },
      ],
    });
    // The failed item stays selected, ready to try again.
    expect(screen.getByRole('checkbox', { name: 'Select Logo design' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Safety helmet' })).not.toBeChecked();
  });

  it('asks for confirmation before deleting a listing', async () => {
    const fetchMock = stubApi({
      'GET /api/suppliers/me/listings': { body: rows },
      [`DELETE /api/suppliers/me/products/${gloves}`]: { body: {} },
    });
    renderTable();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Steel gloves' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete Steel gloves?' });
    expect(callsTo(fetchMock, 'DELETE', `/api/suppliers/me/products/${gloves}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', `/api/suppliers/me/products/${gloves}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Steel gloves' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const again = await screen.findByRole('dialog', { name: 'Delete Steel gloves?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Steel gloves was deleted.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', `/api/suppliers/me/products/${gloves}`)).toHaveLength(1);
  });

  it('suggests upgrading when a duplicate goes over the plan limit', async () => {
    stubApi({
      'GET /api/suppliers/me/listings': { body: rows },
      [`POST /api/suppliers/me/services/${logo}/duplicate`]: apiError(
        409,
        'PLAN_LIMIT_REACHED',
        'The Basic plan allows up to 10 products and 3 services.',
      ),
    });
    renderTable();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Logo design' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate', hidden: true }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Logo design was not duplicated');
    expect(within(alert).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/supplier/choose-plan',
    );
  });

  it("offers a product's demand forecast (spec: demand prediction), not a service's", async () => {
    stubApi({ 'GET /api/suppliers/me/listings': { body: rows } });
    renderTable();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Logo design' }));
    await screen.findByRole('menuitem', { name: 'Duplicate', hidden: true });
    expect(screen.queryByRole('menuitem', { name: 'Demand forecast', hidden: true })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Steel gloves' }));
    expect(await screen.findByRole('menuitem', { name: 'Demand forecast', hidden: true })).toHaveAttribute(
      'href',
      `/supplier/products/${gloves}/forecast`,
    );
  });

  it('invites the supplier to add a first listing when there is none', async () => {
    stubApi({ 'GET /api/suppliers/me/listings': { body: [] } });
    renderTable();
    expect(await screen.findByText('You have no products or services yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows kinds, prices and statuses in Arabic', async () => {
    stubApi({ 'GET /api/suppliers/me/listings': { body: rows } });
    renderTable('ar');
    const [first, , third] = await screen.findAllByTestId('listing-row');
    expect(screen.getByRole('heading', { name: 'المنتجات والخدمات' })).toBeInTheDocument();
    expect(first).toHaveTextContent('منتج');
    expect(first).toHaveTextContent('12.50 ر.س');
    expect(first).toHaveTextContent('منشور');
    expect(third).toHaveTextContent('خدمة');
    expect(third).toHaveTextContent('مسودة');
    expect(screen.getByRole('radio', { name: 'الخدمات' })).toBeInTheDocument();
  });
});
