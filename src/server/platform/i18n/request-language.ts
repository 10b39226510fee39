import { fallbackLanguage, isLanguage, type Language } from '../../../contract/i18n/languages.js';

/**
 * The caller's language: a valid `lang` query parameter first, then the first supported language in
 * Accept-Language (by quality), then English.
 */
export function resolveLanguage(query: unknown, acceptLanguage: string | undefined): Language {
  const lang = typeof query === 'object' && query !== null ? (query as { lang?: unknown }).lang : undefined;
  if (isLanguage(lang)) return lang;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: quality ? Number(quality.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .find((entry) => isLanguage(entry.base));
  return (preferred?.base as Language | undefined) ?? fallbackLanguage;
}
