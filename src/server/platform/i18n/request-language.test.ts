import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './request-language.js';

describe('resolveLanguage', () => {
  it('takes a valid lang query parameter first', () => {
    expect(resolveLanguage({ lang: 'ar' }, 'en-US')).toBe('ar');
  });

  // Issue 20: "Accept any BCP 47 tag and use its primary language (ar or en, English as the fallback)".
  it.each([
    ['en-US', 'en'],
    ['en-us', 'en'],
    ['en_US', 'en'],
    ['ar-SA', 'ar'],
    ['AR', 'ar'],
    ['ar-Arab-SA', 'ar'],
    ['fr-FR', 'en'],
  ])('reads lang=%s by its primary language as %s, before Accept-Language', (lang, language) => {
    const otherLanguage = language === 'ar' ? 'en-US' : 'ar-SA';
    expect(resolveLanguage({ lang }, otherLanguage)).toBe(language);
  });

  it('ignores a lang that is no language tag and reads Accept-Language by quality', () => {
    expect(resolveLanguage({ lang: '12$%' }, 'fr-FR, en;q=0.5, ar;q=0.8')).toBe('ar');
    expect(resolveLanguage({ lang: ['ar', 'en'] }, 'ar')).toBe('ar');
  });

  it('matches a regional tag to its base language', () => {
    expect(resolveLanguage({}, 'ar-SA')).toBe('ar');
    expect(resolveLanguage({}, 'AR_sa')).toBe('ar');
    expect(resolveLanguage({}, 'ar-SA,ar;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('ar');
    expect(resolveLanguage({}, 'en-US,en;q=0.9,ar;q=0.8')).toBe('en');
  });

  it('skips languages the caller refuses with q=0, and the wildcard', () => {
    expect(resolveLanguage(undefined, 'ar;q=0, en;q=0.1')).toBe('en');
    expect(resolveLanguage(undefined, '*, ar;q=0.5')).toBe('ar');
    expect(resolveLanguage(undefined, 'en;Q=0.2, ar ; q=0.9')).toBe('ar');
  });

  it('falls back to English', () => {
    expect(resolveLanguage(undefined, undefined)).toBe('en');
    expect(resolveLanguage({}, 'de, fr')).toBe('en');
    expect(resolveLanguage({}, '12$%')).toBe('en');
  });
});
