import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SupplierSummary } from './supplier-summary';

const supplier = {
  userId: '00000000-0000-4000-8000-0000000000ff',
  businessName: 'Al Noor Trading',
  city: 'Riyadh',
  pfpUrl: null,
};

describe('SupplierSummary', () => {
  it("links the supplier's name to its storefront", () => {
    renderWithProviders(
      <MemoryRouter>
        <SupplierSummary supplier={supplier} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Al Noor Trading' });
    expect(link).toHaveAttribute('href', `/suppliers/${supplier.userId}`);
    expect(within(link).getByText('Al Noor Trading').tagName).toBe('BDI');
  });
});
