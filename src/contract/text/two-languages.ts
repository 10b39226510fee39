import type { Language } from '../i18n/language-codes.js';

/*
 * Texts written in both languages (issue 22, decision 027): a listing's name and description, a store's
 * bio and closing message. The API answers both; every reader (web screens, server-rendered mail and
 * notifications, invoices) chooses through `textIn`, so the fallback rule is written once.
 */

/** The text a reader gets: in their language, else the other one (`isFallback`, written in `language`). */
export interface TextInLanguage {
  text: string;
  /** The language `text` is written in: the reader's, or the other one when theirs is missing. */
  language: Language;
  /** True when the reader's language was missing and the other language's text stands in. */
  isFallback: boolean;
}

/** Empty or blank text counts as missing (a form may send `''` for a field left empty). */
export const isWritten = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/**
 * The reader's language's text, or the other language's as a fallback; `''` (in the reader's language,
 * not a fallback) when neither is written.
 */
export function textIn(
  language: Language,
  ar: string | null | undefined,
  en: string | null | undefined,
): TextInLanguage {
  const own = language === 'ar' ? ar : en;
  if (isWritten(own)) return { text: own, language, isFallback: false };
  const other = language === 'ar' ? en : ar;
  const otherLanguage: Language = language === 'ar' ? 'en' : 'ar';
  if (isWritten(other)) return { text: other, language: otherLanguage, isFallback: true };
  return { text: '', language, isFallback: false };
}

/** A listing's name in both languages: null where not written (at least one is). */
export interface ListingNames {
  nameAr: string | null;
  nameEn: string | null;
}

/**
 * A listing's name in the reader's language, or the other one: the text alone. A plain string is a name
 * recorded before decision 027 (a domain event or a payment's snapshot written before migration 0021).
 */
export const nameIn = (language: Language, names: ListingNames | string) =>
  typeof names === 'string' ? names : textIn(language, names.nameAr, names.nameEn).text;

/**
 * A sold line's names as a tax invoice prints them (decision 027): the Arabic name first (Saudi invoices
 * are in Arabic), the English one in the line's details when both are written; the one written otherwise.
 */
export function invoiceLineNames(names: ListingNames | string): {
  description: string;
  details: string | null;
} {
  if (typeof names === 'string') return { description: names, details: null };
  const description = textIn('ar', names.nameAr, names.nameEn).text;
  const isBoth = isWritten(names.nameAr) && isWritten(names.nameEn) && names.nameAr !== names.nameEn;
  return { description, details: isBoth ? names.nameEn : null };
}

/**
 * Arabic script: Arabic, Arabic Supplement, Arabic Extended-A and the presentation forms. A text with
 * any Arabic letter is Arabic (a Saudi listing's Arabic name often carries a Latin brand or unit).
 */
const arabicLetter = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** The language a text is written in, by its script (migration 0021 applies the same rule in SQL). */
const languageOfScript = (text: string): Language => (arabicLetter.test(text) ? 'ar' : 'en');

/** One text put under the language of its script: `{ ar, en }` with the other side null. */
export function byScript(text: string | null | undefined): { ar: string | null; en: string | null } {
  if (!isWritten(text)) return { ar: null, en: null };
  return languageOfScript(text) === 'ar' ? { ar: text, en: null } : { ar: null, en: text };
}

/** Which languages a listing still lacks a name in: the supplier's listings show a marker for each. */
export function missingNameLanguages(listing: ListingNames): Language[] {
  const missing: Language[] = [];
  if (!isWritten(listing.nameAr)) missing.push('ar');
  if (!isWritten(listing.nameEn)) missing.push('en');
  return missing;
}
