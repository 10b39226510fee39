import i18next, { type i18n as I18n, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { errorMessages } from '../../contract/errors/error-messages';
import { fallbackLanguage, languageCodes } from '../../contract/i18n/languages';

/** Translation text is bundled with the app (spec §9): every locales/<lang>/<namespace>.json file. */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

function buildResources(): Resource {
  const resources: Resource = {};
  for (const code of languageCodes) resources[code] = { errors: errorMessages[code] };
  for (const [file, content] of Object.entries(files)) {
    const [, language, namespace] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
    if (language && namespace && resources[language]) resources[language][namespace] = content;
  }
  return resources;
}

export const namespaces = [
  ...new Set(Object.keys(files).map((file) => /([\w-]+)\.json$/.exec(file)![1]!)),
  'errors',
];

/**
 * A configured i18next instance. Detection order (spec §9): `?lng=`, then localStorage, then the browser
 * language; the choice is saved in localStorage under `i18nextLng`. English is the fallback.
 */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: buildResources(),
      supportedLngs: [...languageCodes],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: fallbackLanguage,
      ns: namespaces,
      defaultNS: 'common',
      fallbackNS: 'common',
      detection: {
        order: ['querystring', 'localStorage', 'navigator'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: 'i18nextLng',
        caches: ['localStorage'],
      },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  return instance;
}
