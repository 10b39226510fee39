import {
  fallbackLanguage,
  isLanguage,
  languageOfTag,
  primaryLanguageOf,
  type Language,
} from '../../../contract/i18n/language-codes.js';

/** One Accept-Language range with its quality (`ar-SA;q=0.8`); a missing or unreadable q counts as 1. */
function rangesByPreference(acceptLanguage: string) {
  return acceptLanguage
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const quality = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
      const q = quality === undefined ? 1 : Number(quality.slice(2));
      return { range: range.trim(), q: Number.isFinite(q) ? q : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
}

/**
 * The caller's language: a `lang` query parameter that is a language tag first, read by the contract's
 * rule (`en-US` is English, `ar-SA` Arabic, other languages English: spec §9); then the product language
 * the caller prefers most in Accept-Language (by quality, `*` and unknown languages skipped); then English.
 * A `lang` that is no language tag (answered 400 by the route) does not decide the error's language.
 */
export function resolveLanguage(query: unknown, acceptLanguage: string | undefined): Language {
  const lang = typeof query === 'object' && query !== null ? (query as { lang?: unknown }).lang : undefined;
  const asked = languageOfTag(lang);
  if (asked) return asked;
  const preferred = rangesByPreference(acceptLanguage ?? '')
    .map((entry) => primaryLanguageOf(entry.range))
    .find(isLanguage);
  return preferred ?? fallbackLanguage;
}
