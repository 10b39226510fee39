import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allTranslations } from './all-translations';
import { createI18n } from './i18n';

// Vitest runs from the project root; under jsdom import.meta.url is not a file URL.
const localesDir = path.resolve('src/web/i18n/locales');

function setQuery(search: string) {
  window.history.replaceState(null, '', `/landing${search}`);
}

describe('language detection', () => {
  afterEach(() => {
    setQuery('');
    vi.restoreAllMocks();
  });

  it('takes ?lng= before localStorage and the browser language', () => {
    setQuery('?lng=ar');
    localStorage.setItem('i18nextLng', 'en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    expect(createI18n(allTranslations).resolvedLanguage).toBe('ar');
  });

  it('takes localStorage before the browser language', () => {
    localStorage.setItem('i18nextLng', 'ar');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    expect(createI18n(allTranslations).resolvedLanguage).toBe('ar');
  });

  it('takes the browser language when nothing else is set, regional tags included', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-SA', 'en']);
    expect(createI18n(allTranslations).resolvedLanguage).toBe('ar');
  });

  it('falls back to English for an unsupported language', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    expect(createI18n(allTranslations).resolvedLanguage).toBe('en');
  });

  it('saves the choice in localStorage under i18nextLng, and in a cookie of that name for the server', async () => {
    const i18n = createI18n(allTranslations);
    await i18n.changeLanguage('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(document.cookie).toContain('i18nextLng=ar');
  });

  it('takes the language cookie after localStorage and before the browser language', () => {
    document.cookie = 'i18nextLng=ar; path=/';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    expect(createI18n(allTranslations).resolvedLanguage).toBe('ar');
    localStorage.setItem('i18nextLng', 'en');
    expect(createI18n(allTranslations).resolvedLanguage).toBe('en');
  });

  it('takes the language the server names, whatever the browser says', () => {
    setQuery('?lng=en');
    expect(createI18n(allTranslations, 'ar').resolvedLanguage).toBe('ar');
  });

  it('uses common as the default namespace and English as the fallback', () => {
    localStorage.setItem('i18nextLng', 'ar');
    const i18n = createI18n(allTranslations);
    expect(i18n.t('appName')).toBe('توريد');
    expect(i18n.t('errors:UNSUPPORTED_LANGUAGE')).toContain('غير مدعومة');
    expect(i18n.options.fallbackLng).toEqual(['en']);
  });
});

describe('loading translations as screens need them', () => {
  it('is ready at once with the namespaces every screen needs, and loads the others on demand', async () => {
    localStorage.setItem('i18nextLng', 'ar');
    const i18n = createI18n();
    expect(i18n.resolvedLanguage).toBe('ar');
    expect(i18n.t('appName')).toBe('توريد');
    expect(i18n.hasLoadedNamespace('landing')).toBe(false);

    await i18n.loadNamespaces('landing');
    expect(i18n.hasLoadedNamespace('landing')).toBe(true);
    expect(i18n.getResourceBundle('ar', 'landing')).toEqual(allTranslations.ar!.landing);
  });

  it('loads the error texts on demand: asked for before, they load and nothing is reported missing', async () => {
    localStorage.setItem('i18nextLng', 'ar');
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = createI18n();
    expect(i18n.hasLoadedNamespace('errors')).toBe(false);
    i18n.t('errors:UNSUPPORTED_LANGUAGE');
    await vi.waitFor(() => expect(i18n.hasLoadedNamespace('errors')).toBe(true));
    expect(i18n.t('errors:UNSUPPORTED_LANGUAGE')).toContain('غير مدعومة');
    expect(report).not.toHaveBeenCalled();
    i18n.t('errors:NO_SUCH_CODE');
    expect(report).toHaveBeenCalledWith(expect.stringContaining('errors:NO_SUCH_CODE'));
    report.mockRestore();
  });

  it('switches the error texts with the language once they are loaded', async () => {
    localStorage.setItem('i18nextLng', 'en');
    const i18n = createI18n();
    await i18n.loadNamespaces('errors');
    expect(i18n.t('errors:UNSUPPORTED_LANGUAGE')).not.toContain('غير مدعومة');
    await i18n.changeLanguage('ar');
    expect(i18n.t('errors:UNSUPPORTED_LANGUAGE')).toContain('غير مدعومة');
  });

  it('switches language once the namespaces in use are loaded in the new language', async () => {
    localStorage.setItem('i18nextLng', 'en');
    const i18n = createI18n();
    await i18n.loadNamespaces('landing');
    await i18n.changeLanguage('ar');
    expect(i18n.resolvedLanguage).toBe('ar');
    expect(i18n.getResourceBundle('ar', 'landing')).toEqual(allTranslations.ar!.landing);
    expect(i18n.t('appName')).toBe('توريد');
  });
});

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
const read = (language: string, file: string) =>
  JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')) as Tree;
const arabicPluralForms = ['zero', 'one', 'two', 'few', 'many', 'other'];

describe('translations', () => {
  const files = (language: string) => readdirSync(path.join(localesDir, language)).sort();

  it('has the same namespaces in Arabic and English', () => {
    expect(files('ar')).toEqual(files('en'));
  });

  it.each(files('en'))('%s has the same keys in both languages', (file) => {
    const plainKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
    const ar = new Set(flatten(read('ar', file)).map(plainKey));
    const en = new Set(flatten(read('en', file)).map(plainKey));
    expect([...ar].filter((key) => !en.has(key))).toEqual([]);
    expect([...en].filter((key) => !ar.has(key))).toEqual([]);
  });

  it.each(files('ar'))('%s gives every Arabic plural all six forms', (file) => {
    const keys = flatten(read('ar', file));
    const plurals = new Set(
      keys.filter((key) => /_(one|other)$/.test(key)).map((key) => key.replace(/_\w+$/, '')),
    );
    for (const base of plurals) {
      expect(
        arabicPluralForms.filter((form) => !keys.includes(`${base}_${form}`)),
        base,
      ).toEqual([]);
    }
  });

  it.each(files('ar'))('%s has no empty text', (file) => {
    for (const language of ['ar', 'en']) {
      const tree = read(language, file);
      const empty = flatten(tree).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty, `${language}/${file}`).toEqual([]);
    }
  });
});
