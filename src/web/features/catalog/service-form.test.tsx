import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CategoryWithSubcategories } from '../../../contract/categories/categories.schemas';
import type { Service } from '../../../contract/catalog/catalog.schemas';
import { renderWithProviders, stubApi } from '../../test/render';
import { ServiceForm } from './service-form';

const branding = '00000000-0000-4000-8000-000000000021';
const serviceId = '00000000-0000-4000-8000-0000000000b1';

const categoryTree: CategoryWithSubcategories[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Tools',
    usedFor: 'PRODUCT',
    subcategories: [{ id: '00000000-0000-4000-8000-000000000011', name: 'Hand tools' }],
  },
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
  descriptionEn: 'A logo and a brand guide',
  categoryId: branding,
  price: 150000,
  isPriceNegotiable: true,
  availability: 'WEEKDAYS',
  images: [],
  isPublished: false,
  takenDownAt: null,
  takedownReason: null,
  avgRating: 0,
  ratingsCount: 0,
  createdAt: '2025-03-01T09:00:00.000Z',
  updatedAt: '2025-03-01T09:00:00.000Z',
};

function renderForm(props: Parameters<typeof ServiceForm>[0] = {}, language: 'ar' | 'en' = 'en') {
  renderWithProviders(
    <MemoryRouter>
      <ServiceForm {...props} />
    </MemoryRouter>,
    { language },
  );
}

/** The options of one select: its input controls its listbox. */
async function optionNamesOf(input: HTMLElement) {
  await userEvent.click(input);
  const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  return within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
}

describe('ServiceForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the five availability options', async () => {
    stubApi({ '/api/categories': { body: categoryTree } });
    renderForm();
    const availability = await screen.findByRole('textbox', { name: /^Availability/ });
    expect(await optionNamesOf(availability)).toEqual([
      '24/7',
      'Every day',
      'Weekdays (Sunday to Thursday)',
      'Weekends (Friday and Saturday)',
      'By appointment',
    ]);
  });

  it('offers only subcategories of service categories', async () => {
    stubApi({ '/api/categories': { body: categoryTree } });
    renderForm();
    const category = await screen.findByRole('textbox', { name: /^Category/ });
    await waitFor(() => expect(category).toBeEnabled());
    expect(await optionNamesOf(category)).toEqual(['Branding']);
  });

  it('saves the price in halalas with the availability, and keeps the negotiable flag', async () => {
    const fetchMock = stubApi({
      '/api/categories': { body: categoryTree },
      [`PUT /api/suppliers/me/services/${serviceId}`]: { body: { ...service, price: 125050 } },
    });
    renderForm({ service });
    const price = await screen.findByRole('textbox', { name: /^Price/ });
    expect(price).toHaveValue('1500.00');
    await userEvent.clear(price);
    await userEvent.type(price, '1250.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were saved.')).toBeInTheDocument();
    const [call] = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      nameAr: '',
      nameEn: 'Logo design',
      descriptionAr: '',
      descriptionEn: 'A logo and a brand guide',
      categoryId: branding,
      priceHalalas: 125050,
      isPriceNegotiable: true,
      availability: 'WEEKDAYS',
    });
  });

  it('names the availability options in Arabic, and requires one', async () => {
    const fetchMock = stubApi({ '/api/categories': { body: categoryTree } });
    renderForm({}, 'ar');
    await userEvent.click(await screen.findByRole('button', { name: 'حفظ الخدمة' }));
    const availability = screen.getByRole('textbox', { name: /^التوفر/ });
    await waitFor(() =>
      expect(availability).toHaveAccessibleDescription(expect.stringContaining('هذا الحقل مطلوب.')),
    );
    expect(await optionNamesOf(availability)).toEqual([
      'على مدار الساعة طوال الأسبوع',
      'يوميًا',
      'أيام العمل (من الأحد إلى الخميس)',
      'نهاية الأسبوع (الجمعة والسبت)',
      'بموعد مسبق',
    ]);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });
});
