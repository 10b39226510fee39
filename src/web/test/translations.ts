import type { Resource } from 'i18next';
import { errorMessages } from '../../contract/errors/error-messages';
import { languageCodes } from '../../contract/i18n/languages';

const files = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/**
 * Every namespace in both languages, for tests: `createI18n(allTranslations)` is ready at once, where the
 * app loads each namespace when a screen first needs it.
 */
export const allTranslations: Resource = Object.fromEntries(
  languageCodes.map((code) => [code, { errors: errorMessages[code] }]),
);
for (const [file, content] of Object.entries(files)) {
  const [, language, namespace] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (language && namespace && allTranslations[language]) allTranslations[language][namespace] = content;
}
