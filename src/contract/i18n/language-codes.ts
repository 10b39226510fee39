/**
 * The product's languages. English is the fallback (spec §9). Apart from the zod schemas of
 * languages.ts (which re-exports these) so the web app's first page can use them without loading zod.
 */
export const languageCodes = ['ar', 'en'] as const;
export const fallbackLanguage = 'en';

export type Language = (typeof languageCodes)[number];

export function isLanguage(value: unknown): value is Language {
  return (languageCodes as readonly unknown[]).includes(value);
}

/**
 * A language tag as browsers and clients write it: BCP 47 (`en-US`, `ar-SA`, in any case) or a POSIX
 * locale (`en_US`). A primary language subtag of 2–8 letters, then subtags of 1–8 letters or digits.
 */
const languageTagPattern = /^([a-z]{2,8})(?:[-_][a-z\d]{1,8})*$/i;

/** The primary language subtag of a language tag, lowercase (`ar-SA` → `ar`); undefined for anything else. */
export function primaryLanguageOf(tag: unknown): string | undefined {
  if (typeof tag !== 'string') return undefined;
  return languageTagPattern.exec(tag.trim())?.[1]?.toLowerCase();
}

/**
 * The product language a language tag asks for, by its primary subtag (issue 20): `ar`, `ar-SA`, `AR`
 * are Arabic; any other language is English, the fallback (spec §9). Undefined for what is not a
 * language tag at all (`12$%`). The one rule for `lang` parameters, Accept-Language and the error handler.
 */
export function languageOfTag(tag: unknown): Language | undefined {
  const primary = primaryLanguageOf(tag);
  if (primary === undefined) return undefined;
  return isLanguage(primary) ? primary : fallbackLanguage;
}

/**
 * Where the web app keeps the language choice (spec §9: localStorage under this key), mirrored in a cookie
 * of the same name that the server reads to render a page in that language (decision 017).
 */
export const languageStorageKey = 'i18nextLng';
