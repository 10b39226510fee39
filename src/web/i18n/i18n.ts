import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, languageCodes } from '../../contract/i18n/language-codes';
import { languageDetector } from './language-detector';

/**
 * Translation text ships with the app (spec §9). The namespaces every screen needs (layouts, the header's
 * cart, global dialogs) are bundled, in both languages, so the first render waits for nothing. Every other
 * locales/<lang>/<namespace>.json file is a chunk of its own: a screen loads the namespaces it uses, in the
 * current language and the fallback, when it first renders (`useTranslation` suspends until then;
 * docs/performance.md). The error texts (`errors`, from the contract) are a chunk too: see `errorsNamespace`.
 */
const bundledFiles = import.meta.glob<Record<string, unknown>>(
  './locales/*/{common,layout,notices,cart}.json',
  {
    eager: true,
    import: 'default',
  },
);
const lazyFiles = import.meta.glob<Record<string, unknown>>(
  ['./locales/*/*.json', '!./locales/*/{common,layout,notices,cart}.json'],
  { import: 'default' },
);

const namespaceOf = (file: string) => /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];

/** The namespaces the app's first script carries in both languages; every other one loads on demand. */
export const bundledNamespaces: ReadonlySet<string> = new Set(
  Object.keys(bundledFiles).map((file) => namespaceOf(file)[2]!),
);

/**
 * The contract's error texts (7–8 kB gzip in both languages). A page the browser renders loads them before
 * its first render (main.tsx); a page the server rendered has shown none, and loads them on the guest's
 * first press or key (a form's message follows an action), or when a text is first asked for before that
 * (`missingKeyHandler` below: the component shows it once loaded, as it re-renders on `loaded`).
 */
export const errorsNamespace = 'errors';

function bundledResources(): Resource {
  const resources: Resource = {};
  for (const code of languageCodes) resources[code] = {};
  for (const [file, content] of Object.entries(bundledFiles)) {
    const [, language, namespace] = namespaceOf(file);
    if (language && namespace && resources[language]) resources[language][namespace] = content;
  }
  return resources;
}

const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (namespace === errorsNamespace) {
      import('../../contract/errors/error-messages').then(
        ({ errorMessages }) => {
          const texts = errorMessages[language as keyof typeof errorMessages];
          if (texts) callback(null, texts);
          else callback(new Error(`No ${language} error texts`), false);
        },
        (error: Error) => callback(error, false),
      );
      return;
    }
    const load = lazyFiles[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No ${language} translations for ${namespace}`), false);
    load().then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * A configured i18next instance; in the browser the language is detected as spec §9 says
 * (language-detector.ts). English is the fallback. Ready at once with the bundled namespaces; the others
 * load on demand. Tests pass every namespace; the server passes every namespace and the page's language.
 */
export function createI18n(resources: Resource = bundledResources(), language?: string): I18n {
  const instance = i18next.createInstance();
  instance.use(chunkBackend);
  // The server names the language; a browser detects it.
  if (!language) instance.use(languageDetector);
  void instance.use(initReactI18next).init({
    lng: language,
    resources,
    partialBundledLanguages: true,
    supportedLngs: [...languageCodes],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: fallbackLanguage,
    ns: Object.keys(resources[fallbackLanguage] ?? {}),
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    // A key found in no language, or in a namespace its component did not ask for, is a defect: say so.
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      if (namespace === errorsNamespace && !instance.hasLoadedNamespace(errorsNamespace)) {
        void instance.loadNamespaces(errorsNamespace);
        return;
      }
      console.error(`Missing translation ${namespace}:${key} (${languages.join(', ')})`);
    },
    // A component re-renders when a namespace arrives: the error texts asked for before they loaded.
    react: { bindI18n: 'languageChanged loaded' },
    initAsync: false,
  });
  return instance;
}
