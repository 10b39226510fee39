import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DemoBanner } from './demo-banner';

describe('DemoBanner', () => {
  it('closes for the session and stays closed when shown again', async () => {
    const { unmount } = renderWithProviders(<DemoBanner />);
    expect(screen.getByRole('note')).toHaveTextContent('This is a test site');
    await userEvent.click(screen.getByRole('button', { name: 'Close the notice' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('demoBannerClosedThisSession')).toBe('1');
    unmount();
    renderWithProviders(<DemoBanner />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
