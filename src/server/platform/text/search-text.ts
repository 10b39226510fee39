import { normalizeDigits } from '../../../contract/text/digits.js';

/*
 * Arabic-aware search text (saudi.md, "Arabic text"). The same word written differently must compare
 * equal, so indexed text and queries go through the same normalization. This module is the one
 * definition: the repository stores its output, queries are built from it, `bench/` imports it, and the
 * SQL mirror used on columns other modules own (`normalizedSql`) is derived from its tables below.
 */

/** Tashkeel (U+064B–U+065F, superscript alef U+0670) and tatweel (U+0640) carry no letter. */
export const removedMarks = /[\u064B-\u065F\u0670\u0640]/g;
/** Letters folded onto one spelling: hamza forms of alef, alef maqsura, taa marbuta. */
export const foldedLetters: Readonly<Record<string, string>> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
};
/** Anything that is not a letter, a combining mark or a digit separates words. */
const separators = /[^\p{L}\p{M}\p{N}]+/gu;

const foldPattern = new RegExp(`[${Object.keys(foldedLetters).join('')}]`, 'g');

/**
 * NFKC; tashkeel and tatweel removed; أ إ آ ٱ → ا, ى → ي, ة → ه; Arabic-Indic and Persian digits → ASCII;
 * lower case; punctuation → one space. «الأسمنتُ، ٥٠ كيس» → «الاسمنت 50 كيس».
 */
export function normalizeSearchText(text: string): string {
  return normalizeDigits(text.normalize('NFKC'))
    .replace(removedMarks, '')
    .replace(foldPattern, (letter) => foldedLetters[letter]!)
    .toLowerCase()
    .replace(separators, ' ')
    .trim();
}

/** One-letter proclitics: و (and), ف (so), ب (with), ك (like), ل (for). */
const proclitics = ['و', 'ف', 'ب', 'ك', 'ل'];
/** The article and the article after a proclitic (لل is ل + ال with the alef dropped). */
const articles = ['وال', 'بال', 'كال', 'فال', 'ال', 'لل'];
/** A stripped form is kept only when at least this many letters remain. */
const minimumStem = 2;

/**
 * A normalized word and the forms a search should also find it by: without a leading و/ف/ب/ك/ل and
 * without the article (ال, وال, بال, كال, فال, لل), when at least 2 letters remain. «والاسمنت» →
 * [والاسمنت, الاسمنت, اسمنت]. The word itself comes first.
 */
export function wordVariants(word: string): string[] {
  const variants = [word];
  const add = (variant: string) => {
    if ([...variant].length >= minimumStem && !variants.includes(variant)) variants.push(variant);
  };
  if (proclitics.some((letter) => word.startsWith(letter))) add(word.slice(1));
  for (const article of articles) {
    if (word.startsWith(article)) add(word.slice(article.length));
  }
  return variants;
}

/** The words of a text, normalized, each once, in order. */
export function searchWords(text: string): string[] {
  const normalized = normalizeSearchText(text);
  return normalized ? [...new Set(normalized.split(' '))] : [];
}

/** What is stored to be searched: every word of the text and its variants, each once. */
export function searchTokens(text: string): string[] {
  return [...new Set(searchWords(text).flatMap(wordVariants))];
}

/**
 * The edits a query word may be away from an indexed word to still find it (typo tolerance): none up
 * to 3 letters (Arabic roots are 3 letters; one edit turns one word into another), one from 4, two from 8.
 */
export function allowedEdits(word: string): number {
  const length = [...word].length;
  if (/^\d+$/.test(word) || length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein without repeated edits of one substring):
 * insertions, deletions, substitutions and swaps of two neighbours each cost 1, so «glvoes» is one edit
 * from «gloves» and «اسمت» one from «اسمنت». Stops early and answers `limit + 1` beyond `limit`.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[t.length]!;
}

/**
 * The stored search columns of a listing: the words of its names in both languages (decision 027), and
 * the words of names, descriptions and the names of its subcategory and main category in both languages
 * (so «safety gloves» finds the gloves of the PPE category whatever language the supplier wrote in, and
 * an Arabic query finds the Arabic name while an English query finds the English one).
 */
export function listingSearchColumns(
  listing: {
    nameAr: string | null;
    nameEn: string | null;
    descriptionAr: string | null;
    descriptionEn: string | null;
  },
  categoryNames: readonly string[],
): { searchName: string; searchText: string } {
  const names = [listing.nameAr ?? '', listing.nameEn ?? ''].join(' ');
  const descriptions = [listing.descriptionAr ?? '', listing.descriptionEn ?? ''].join(' ');
  return {
    searchName: searchTokens(names).join(' '),
    searchText: searchTokens([names, descriptions, ...categoryNames].join(' ')).join(' '),
  };
}

/** The stored words worth a typo-tolerant lookup (those `allowedEdits` gives at least one edit). */
export function typoLookupTerms(searchText: string): string[] {
  return searchText ? searchText.split(' ').filter((word) => allowedEdits(word) > 0) : [];
}

/** A city name without its article (الرياض ~ رياض, Al Khobar ~ Khobar), normalized. */
function cityKey(city: string): string {
  return normalizeSearchText(city).replace(/^(?:ال|al |ar |as |az |an |ad )/, '');
}

/**
 * The normalized spellings a supplier's city may have to match a searched city: the searched name with
 * and without its article, plus both the Arabic and the English name of every listed city it names
 * (so «الرياض» finds suppliers in «Riyadh» and «khobar» those in «الخبر»).
 */
export function citySpellings(city: string, knownCities: readonly { en: string; ar: string }[]): string[] {
  const key = cityKey(city);
  if (!key) return [];
  const names = [
    city,
    ...knownCities
      .filter((known) => cityKey(known.en) === key || cityKey(known.ar) === key)
      .flatMap((known) => [known.en, known.ar]),
  ];
  return [...new Set(names.flatMap((name) => [normalizeSearchText(name), cityKey(name)]))];
}

/** The listed city a name means, written in Arabic or English (with or without the article). */
export function findKnownCity<City extends { en: string; ar: string }>(
  city: string,
  knownCities: readonly City[],
): City | undefined {
  const key = cityKey(city);
  return knownCities.find((candidate) => cityKey(candidate.en) === key || cityKey(candidate.ar) === key);
}

/**
 * The one key two spellings of a city share (decision 015): a listed city, named in Arabic or English,
 * becomes its English name's key, so «الرياض», «Riyadh» and «riyadh» compare equal; any other name is
 * its own normalized spelling without the article.
 */
export function cityKeyOf(city: string, knownCities: readonly { en: string; ar: string }[]): string {
  const known = findKnownCity(city, knownCities);
  return cityKey(known ? known.en : city);
}
