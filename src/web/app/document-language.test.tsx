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

  it('gives the page a meta description in its language', async () => {
    const description = document.head.appendChild(document.createElement('meta'));
    description.name = 'description';
    const { i18n } = renderWithProviders(<p>page</p>, { language: 'ar' });
    expect(description.content).toBe('توريد — سوق الأعمال للمنشآت السعودية');
    await act(() => i18n.changeLanguage('en'));
    expect(description.content).toBe('Tawrid — The B2B marketplace for Saudi businesses');
    description.remove();
  });
});
