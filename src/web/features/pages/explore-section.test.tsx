import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { ExploreSection } from './explore-section';

const mainCategories = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'أدوات', usedFor: 'PRODUCT' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'تغليف', usedFor: 'PRODUCT' },
  { id: '00000000-0000-4000-8000-000000000003', name: 'تصميم', usedFor: 'SERVICE' },
];

function renderExplore() {
  return renderWithProviders(
    <MemoryRouter>
      <ExploreSection />
    </MemoryRouter>,
    { language: 'ar' },
  );
}

describe('ExploreSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the categories of the active tab', async () => {
    stubApi({ '/api/categories/main': { body: mainCategories } });
    renderExplore();
    const group = await screen.findByRole('group', { name: 'الفئات' });
    expect(await within(group).findByText('أدوات')).toBeInTheDocument();
    expect(within(group).queryByText('تصميم')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'الخدمات' }));
    const servicesGroup = await screen.findByRole('group', { name: 'الفئات' });
    expect(within(servicesGroup).getByText('تصميم')).toBeInTheDocument();
    // The new tab starts from its own first category.
    expect(within(servicesGroup).getByRole('radio', { name: 'تصميم' })).toBeChecked();
    expect(within(servicesGroup).queryByText('أدوات')).not.toBeInTheDocument();
  });

  it("shows the first category's listings at once, then those of the category chosen", async () => {
    const fetchMock = stubApi({
      '/api/categories/main': { body: mainCategories },
      '/api/search/products': {
        body: [
          {
            _id: 'p1',
            nameAr: 'مثقاب كهربائي',
            nameEn: null,
            price: 25000,
            avgRating: 4.5,
            ratingsCount: 12,
          },
        ],
      },
    });
    renderExplore();
    // No click: the tab's first category is chosen, and its listings are there.
    expect(await screen.findByText('مثقاب كهربائي')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'أدوات' })).toBeChecked();
    expect(screen.getByText('250.00 ر.س')).toBeInTheDocument();
    expect(screen.getByText('4.5 (12)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'تغليف' }));
    expect(screen.getByRole('radio', { name: 'تغليف' })).toBeChecked();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/search/products?category=00000000-0000-4000-8000-000000000002',
      expect.anything(),
    );
  });

  it('names the tab when a category has no listings or the fetch fails', async () => {
    const fetchMock = stubApi({ '/api/categories/main': { body: mainCategories } });
    renderExplore();
    expect(await screen.findByTestId('explore-empty')).toHaveTextContent('لا توجد منتجات في هذه الفئة بعد.');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/search/products?category=00000000-0000-4000-8000-000000000001',
      expect.anything(),
    );
  });
});
