import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';

describe('DocumentLanguage', () => {
  it('sets <html lang dir> from the language and follows a change', async () => {
    const { i18n } = renderWithProviders(<p>page</p>, { language: 'ar' });
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await act(() => i18n.changeLanguage('en'));
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
