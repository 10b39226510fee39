import type { Resource } from 'i18next';
import { errorMessages } from '../../contract/errors/error-messages';
import { languageCodes } from '../../contract/i18n/language-codes';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

/**
 * Every namespace in both languages, for the server's page renderer and for tests: `createI18n(allTranslations)`
 * is ready at once, where the browser loads each namespace when a screen first needs it.
 */
export const allTranslations: Resource = Object.fromEntries(
  languageCodes.map((code) => [code, { errors: errorMessages[code] }]),
);
for (const [file, content] of Object.entries(files)) {
  const [, language, namespace] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (language && namespace && allTranslations[language]) allTranslations[language][namespace] = content;
}
