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
 * Where the web app keeps the language choice (spec §9: localStorage under this key), mirrored in a cookie
 * of the same name that the server reads to render a page in that language (decision 017).
 */
export const languageStorageKey = 'i18nextLng';
