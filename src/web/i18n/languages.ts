import { fallbackLanguage, languageOfTag, type Language } from '../../contract/i18n/language-codes';

export interface LanguageInfo {
  readonly code: Language;
  readonly nativeName: string;
  readonly dir: 'rtl' | 'ltr';
  /** CSS font stack; both fonts are self-hosted (no font CDN). */
  readonly fontFamily: string;
  /**
   * Intl locale with an explicit calendar and digits (saudi.md: ICU defaults vary). Arabic shows Latin
   * digits, as Saudi B2B software writes amounts, quantities and registration numbers.
   */
  readonly intlLocale: string;
}

export const languageRegistry: Record<Language, LanguageInfo> = {
  ar: {
    code: 'ar',
    nativeName: 'العربية',
    dir: 'rtl',
    // Plex Sans Arabic has its own Latin letters and digits: an Arabic page needs no second web font.
    fontFamily: "'IBM Plex Sans Arabic', system-ui, sans-serif",
    intlLocale: 'ar-SA-u-ca-gregory-nu-latn',
  },
  en: {
    code: 'en',
    nativeName: 'English',
    dir: 'ltr',
    fontFamily: "'IBM Plex Sans', 'IBM Plex Sans Arabic', system-ui, sans-serif",
    intlLocale: 'en-GB-u-ca-gregory-nu-latn',
  },
};

/** The registry entry of an i18next language tag such as `ar-SA`; English when unknown. */
export function languageInfo(tag: string | undefined): LanguageInfo {
  return languageRegistry[languageOfTag(tag) ?? fallbackLanguage];
}
