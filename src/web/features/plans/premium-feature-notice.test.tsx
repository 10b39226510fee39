import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderWithProviders } from '../../test/render';
import { PremiumFeatureNotice } from './premium-feature-notice';
import { isPremiumRequired } from './premium-required';

describe('PremiumFeatureNotice', () => {
  it('invites a Basic supplier to the plan page instead of showing an error, in Arabic', () => {
    renderWithProviders(
      <MemoryRouter>
        <PremiumFeatureNotice feature="wishlistCounts" />
      </MemoryRouter>,
      { language: 'ar' },
    );

    const notice = screen.getByTestId('premium-feature-notice');
    expect(notice).toHaveTextContent('ميزة في الباقة المميزة');
    expect(screen.getByRole('link', { name: 'عرض الباقات' })).toHaveAttribute(
      'href',
      '/supplier/choose-plan',
    );
  });
});

describe('isPremiumRequired', () => {
  it('recognizes the refusal of a Premium feature, and nothing else', () => {
    expect(isPremiumRequired(new ApiError('PREMIUM_REQUIRED', 'x', 403))).toBe(true);
    expect(isPremiumRequired(new ApiError('FORBIDDEN', 'x', 403))).toBe(false);
    expect(isPremiumRequired(new Error('PREMIUM_REQUIRED'))).toBe(false);
  });
});
