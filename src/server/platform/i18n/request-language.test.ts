import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './request-language.js';

describe('resolveLanguage', () => {
  it('takes a valid lang query parameter first', () => {
    expect(resolveLanguage({ lang: 'ar' }, 'en-US')).toBe('ar');
  });

  it('ignores an unsupported lang and reads Accept-Language by quality', () => {
    expect(resolveLanguage({ lang: 'fr' }, 'fr-FR, en;q=0.5, ar;q=0.8')).toBe('ar');
  });

  it('matches a regional tag to its base language', () => {
    expect(resolveLanguage({}, 'ar-SA')).toBe('ar');
  });

  it('skips languages the caller refuses with q=0', () => {
    expect(resolveLanguage(undefined, 'ar;q=0, en;q=0.1')).toBe('en');
  });

  it('falls back to English', () => {
    expect(resolveLanguage(undefined, undefined)).toBe('en');
    expect(resolveLanguage({}, 'de, fr')).toBe('en');
  });
});
