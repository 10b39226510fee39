import type { LanguageDetectorModule } from 'i18next';
import { languageStorageKey } from '../../contract/i18n/language-codes';

const cookieMaxAgeSeconds = 60 * 60 * 24 * 365;

/** Storage can be refused (a private window, a blocked site): the choice is then not kept. */
function storedChoice(): string | null {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

function cookieChoice(): string | undefined {
  const prefix = `${languageStorageKey}=`;
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(prefix));
  return cookie && decodeURIComponent(cookie.slice(prefix.length));
}

/**
 * The browser's language choice (spec §9): `?lng=`, then localStorage, then the language cookie, then the
 * browser's languages; i18next takes the first it supports (`ar-SA` is Arabic), else English. A choice is
 * kept in localStorage and in the cookie the server reads to render a page in it (decision 017). The few
 * lines the app needs instead of i18next's detector package, in the first script of every page (issue 23).
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () =>
    [
      new URLSearchParams(window.location.search).get('lng'),
      storedChoice(),
      cookieChoice(),
      ...navigator.languages,
      navigator.language,
    ].filter((code): code is string => Boolean(code)),
  cacheUserLanguage(language) {
    try {
      localStorage.setItem(languageStorageKey, language);
    } catch {
      // Not kept in this browser; the cookie below still tells the server.
    }
    document.cookie = `${languageStorageKey}=${encodeURIComponent(language)}; path=/; max-age=${cookieMaxAgeSeconds}; samesite=lax`;
  },
};
