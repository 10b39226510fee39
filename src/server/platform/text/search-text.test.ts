import { describe, expect, it } from 'vitest';
import { saudiCities } from '../../../contract/places/saudi-cities.js';
import {
  allowedEdits,
  citySpellings,
  cityKeyOf,
  editDistance,
  listingSearchColumns,
  normalizeSearchText,
  searchTokens,
  searchWords,
  typoLookupTerms,
  wordVariants,
} from './search-text.js';

/** saudi.md "Arabic text": each pair is one word written two ways; a search for either finds both. */
const spellingPairs = [
  ['الأسمنت', 'اسمنت'],
  ['مستشفى', 'مستشفي'],
  ['مدرسة', 'مدرسه'],
  ['إبرة', 'ابره'],
  ['قُفّازات', 'قفازات'],
  ['كـــرتون', 'كرتون'],
  ['٥٠', '50'],
  ['والأسمنت', 'اسمنت'],
] as const;

describe('normalizeSearchText', () => {
  it.each([
    ['أ إ آ ٱ → ا', 'أحمد إبرة آلة ٱلكتاب', 'احمد ابره اله الكتاب'],
    ['ى → ي', 'مستشفى', 'مستشفي'],
    ['ة → ه', 'مدرسة', 'مدرسه'],
    ['tashkeel removed', 'قُفَّازَاتٌ', 'قفازات'],
    ['superscript alef removed', 'هٰذا', 'هذا'],
    ['tatweel removed', 'كـــرتون', 'كرتون'],
    ['Arabic-Indic digits', '٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['Persian digits', '۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['Latin lower case', 'Nitrile GLOVES', 'nitrile gloves'],
    ['punctuation to one space', '«قفازات»، (Box-of-100)!  A4/B5', 'قفازات box of 100 a4 b5'],
    ['NFKC: presentation forms and full-width letters', 'ﻻ ﺍﺳﻤﻨﺖ Ｇｌｏｖｅｓ', 'لا اسمنت gloves'],
    ['a decomposed hamza composes before the marks go', 'ا\u0654سمنت', 'اسمنت'],
    ['nothing left', ' ؟!، ', ''],
  ])('%s', (_rule, input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it.each(spellingPairs)('writes «%s» and «%s» so that one finds the other', (written, searched) => {
    // Stored tokens of one spelling contain the normalized other spelling, both ways round.
    expect(searchTokens(written)).toContain(normalizeSearchText(searched));
    expect(searchTokens(searched).some((token) => searchTokens(written).includes(token))).toBe(true);
  });
});

describe('searchTokens', () => {
  it('keeps each word and adds it without a leading و/ف/ب/ك/ل and without the article', () => {
    expect(searchTokens('والأسمنت')).toEqual(['والاسمنت', 'الاسمنت', 'اسمنت']);
    expect(searchTokens('بالمستشفى')).toEqual(['بالمستشفي', 'المستشفي', 'مستشفي']);
    expect(searchTokens('للمدرسة')).toEqual(['للمدرسه', 'لمدرسه', 'مدرسه']);
    expect(searchTokens('فالكرتون كالقفازات')).toEqual([
      'فالكرتون',
      'الكرتون',
      'كرتون',
      'كالقفازات',
      'القفازات',
      'قفازات',
    ]);
  });

  it('strips only when at least 2 letters remain, and lists each token once', () => {
    expect(wordVariants('وي')).toEqual(['وي']);
    expect(wordVariants('الي')).toEqual(['الي']);
    expect(wordVariants('الكل')).toEqual(['الكل', 'كل']);
    expect(wordVariants('بيت')).toEqual(['بيت', 'يت']);
    expect(searchTokens('اسمنت الاسمنت اسمنت')).toEqual(['اسمنت', 'الاسمنت']);
    expect(searchWords('Gloves gloves GLOVES')).toEqual(['gloves']);
  });

  it('leaves Latin words and numbers as they are', () => {
    expect(searchTokens('Cordless Drill 18V, ٥٠ kg')).toEqual(['cordless', 'drill', '18v', '50', 'kg']);
  });
});

describe('listingSearchColumns', () => {
  it('indexes the name alone, and the name, description and category names together', () => {
    const columns = listingSearchColumns(
      { nameAr: 'قفازات نتريل', nameEn: null, descriptionAr: null, descriptionEn: 'Box of 100.' },
      ['Safety Equipment (PPE)', 'معدات السلامة'],
    );

    expect(columns.searchName).toBe('قفازات نتريل');
    expect(columns.searchText.split(' ')).toEqual(
      expect.arrayContaining(['قفازات', 'box', '100', 'safety', 'ppe', 'معدات', 'السلامه', 'سلامه']),
    );
    expect(typoLookupTerms(columns.searchText)).not.toContain('100');
    expect(typoLookupTerms(columns.searchText)).not.toContain('box');
  });
});

describe('editDistance', () => {
  it.each([
    ['gloves', 'gloves', 0],
    ['glvoes', 'gloves', 1],
    ['اسمت', 'اسمنت', 1],
    ['كرتن', 'كرتون', 1],
    ['cement', 'cemetn', 1],
    ['drill', 'grill', 1],
    ['bolt', 'box', 2],
    ['', 'abc', 3],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it('stops past the limit', () => {
    expect(editDistance('completely', 'different', 1)).toBe(2);
  });

  it('allows no typo up to 3 letters, one from 4, two from 8, none in numbers', () => {
    expect(['قفل', 'box', 'اسمت', 'glvoes', 'extinguisher', '123456'].map(allowedEdits)).toEqual([
      0, 0, 1, 1, 2, 0,
    ]);
  });
});

describe('citySpellings', () => {
  it('gives the Arabic and English names of a listed city, with and without the article', () => {
    expect(citySpellings('Riyadh', saudiCities)).toEqual(
      expect.arrayContaining(['riyadh', 'الرياض', 'رياض']),
    );
    expect(citySpellings('الخبر', saudiCities)).toEqual(
      expect.arrayContaining(['al khobar', 'khobar', 'الخبر']),
    );
    expect(citySpellings('khobar', saudiCities)).toEqual(expect.arrayContaining(['al khobar', 'الخبر']));
    expect(citySpellings('جده', saudiCities)).toEqual(expect.arrayContaining(['jeddah', 'جده']));
  });

  it('keeps an unlisted city as written, normalized', () => {
    expect(citySpellings('Al Ula Valley', saudiCities)).toEqual(['al ula valley', 'ula valley']);
    expect(citySpellings(' ، ', saudiCities)).toEqual([]);
  });
});

describe('cityKeyOf', () => {
  it('gives every spelling of a listed city the same key', () => {
    const riyadh = cityKeyOf('Riyadh', saudiCities);
    expect(['الرياض', 'riyadh', 'RIYADH ', 'رياض'].map((city) => cityKeyOf(city, saudiCities))).toEqual([
      riyadh,
      riyadh,
      riyadh,
      riyadh,
    ]);
    expect(cityKeyOf('الخبر', saudiCities)).toBe(cityKeyOf('Al Khobar', saudiCities));
    expect(cityKeyOf('جدة', saudiCities)).toBe(cityKeyOf('Jeddah', saudiCities));
  });

  it('keeps different cities apart and unlisted ones as written', () => {
    expect(cityKeyOf('جدة', saudiCities)).not.toBe(cityKeyOf('الرياض', saudiCities));
    expect(cityKeyOf('Al Ula Valley', saudiCities)).toBe('ula valley');
  });
});
