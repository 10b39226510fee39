import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { ReviewsSection } from './reviews-section';

const supplierId = '00000000-0000-4000-8000-0000000000f1';
const aReview = (id: string, text: string) => ({
  id,
  rating: 4,
  text,
  buyerBusinessName: 'Al Waha Stores',
  createdAt: '2026-03-01T09:00:00.000Z',
});

describe('ReviewsSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the reviews with the summary and loads more with the cursor', async () => {
    const fetchMock = stubApi({
      [`/api/suppliers/${supplierId}/reviews`]: {
        body: [aReview('00000000-0000-4000-8000-00000000d001', 'On time')],
        headers: { 'x-next-cursor': 'c1' },
      },
    });
    renderWithProviders(
      <ReviewsSection subject={{ kind: 'supplier', id: supplierId }} avgRating={4.25} ratingsCount={2} />,
    );

    expect(await screen.findByTestId('review')).toHaveTextContent('Al Waha Stores');
    expect(screen.getByText('On time')).toBeInTheDocument();
    expect(screen.getByText('4.3 from 2 reviews')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        `/api/suppliers/${supplierId}/reviews?cursor=c1`,
      ),
    );
  });

  it('says when there are no reviews yet', async () => {
    stubApi({ [`/api/products/${supplierId}/reviews`]: { body: [] } });
    renderWithProviders(
      <ReviewsSection subject={{ kind: 'product', id: supplierId }} avgRating={0} ratingsCount={0} />,
      { language: 'ar' },
    );

    expect(await screen.findByTestId('reviews-empty')).toHaveTextContent('لا توجد تقييمات بعد');
    expect(screen.getByText('لا توجد تقييمات بعد')).toBeInTheDocument();
  });
});
