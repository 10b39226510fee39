/*
 * The relevance test set (issue 23, decision 029): buyers' queries in Arabic and English with the listings
 * that must come first, on a small fixture catalog. `relevance.routes.test.ts` checks it through the HTTP
 * API; the search benchmark can load the same catalog and check the same queries before it times anything
 * (the build has it at `dist/server/modules/search/relevance-set.js`). Plain data, no imports.
 */

/** A listing of the fixture catalog; `ratings`: [average, count], for the quality prior. */
export interface RelevanceListing {
  nameAr: string | null;
  nameEn: string | null;
  descriptionAr?: string;
  descriptionEn?: string;
  ratings?: [number, number];
}

/**
 * A query and the listings (by name, in either language) that must all be among its first `within`
 * results, in relevance order.
 */
export interface RelevanceCase {
  q: string;
  lang?: 'ar' | 'en';
  /** What the case shows (the test's name). */
  why: string;
  expectTopNames: string[];
  within: number;
}

/** Well rated so the quality prior pulls them up: the cases check that the text match still wins. */
const popular: [number, number] = [4.9, 250];

export const relevanceCatalog: readonly RelevanceListing[] = [
  { nameAr: 'الأسمنت الأبيض', nameEn: null, descriptionAr: 'كيس ٥٠ كيلو للبناء.' },
  { nameAr: 'اسمنت بورتلاندي', nameEn: null, descriptionAr: 'للخرسانة والمباني.' },
  { nameAr: 'قهوة عربية', nameEn: null, descriptionAr: 'محمصة في الرياض.' },
  { nameAr: 'تمر سكري', nameEn: null, descriptionAr: 'من القصيم، كرتون ٣ كيلو.' },
  { nameAr: 'مثقاب لاسلكي', nameEn: 'Cordless Drill', descriptionEn: 'Two batteries and a charger.' },
  { nameAr: null, nameEn: 'Nitrile Gloves', descriptionEn: 'Box of 100, powder free.' },
  { nameAr: null, nameEn: 'Lithium Battery', descriptionEn: '12 V, 100 Ah.' },
  { nameAr: null, nameEn: 'Office Chair', descriptionEn: 'Ergonomic, with arms.' },
  {
    nameAr: null,
    nameEn: 'Office Desk',
    descriptionEn: 'Matches our office chair; a chair is not included.',
    ratings: popular,
  },
  {
    nameAr: 'طاولة مكتب',
    nameEn: null,
    descriptionAr: 'تناسب كرسي مكتب من نفس المجموعة.',
    ratings: popular,
  },
  { nameAr: 'كرسي مكتب', nameEn: null, descriptionAr: 'مريح بمساند.' },
  {
    nameAr: null,
    nameEn: 'Safety Helmet',
    descriptionEn: 'Wear with nitrile gloves on site.',
    ratings: popular,
  },
];

export const relevanceSet: readonly RelevanceCase[] = [
  {
    q: 'اسمنت',
    lang: 'ar',
    why: 'no hamza finds the name written with hamza and article',
    expectTopNames: ['الأسمنت الأبيض', 'اسمنت بورتلاندي'],
    within: 2,
  },
  {
    q: 'أسمنت',
    lang: 'ar',
    why: 'hamza finds the name written without',
    expectTopNames: ['اسمنت بورتلاندي'],
    within: 2,
  },
  {
    q: 'الاسمنت',
    lang: 'ar',
    why: 'the article finds the bare word',
    expectTopNames: ['اسمنت بورتلاندي'],
    within: 2,
  },
  { q: 'قهوه عربيه', lang: 'ar', why: 'ه for ة (ta marbuta)', expectTopNames: ['قهوة عربية'], within: 1 },
  { q: 'تَمْر سُكَّرِي', lang: 'ar', why: 'tashkeel ignored', expectTopNames: ['تمر سكري'], within: 1 },
  {
    q: 'اسمت',
    lang: 'ar',
    why: 'an Arabic typo (one letter missing)',
    expectTopNames: ['اسمنت بورتلاندي'],
    within: 2,
  },
  {
    q: 'glvoes',
    lang: 'en',
    why: 'an English typo (two letters swapped)',
    expectTopNames: ['Nitrile Gloves'],
    within: 1,
  },
  {
    q: 'batteries',
    lang: 'en',
    why: 'an English plural finds the singular',
    expectTopNames: ['Lithium Battery'],
    within: 1,
  },
  {
    q: 'gloves',
    lang: 'en',
    why: 'the name beats a better rated description-only match',
    expectTopNames: ['Nitrile Gloves'],
    within: 1,
  },
  {
    q: 'office chair',
    lang: 'en',
    why: 'two words in the name beat both in a better rated description',
    expectTopNames: ['Office Chair'],
    within: 1,
  },
  {
    q: 'كرسي مكتب',
    lang: 'ar',
    why: 'two Arabic words in the name beat both in a better rated description',
    expectTopNames: ['كرسي مكتب'],
    within: 1,
  },
  {
    q: 'cordless drill',
    lang: 'en',
    why: 'a listing named in both languages, by its English name',
    expectTopNames: ['Cordless Drill'],
    within: 1,
  },
  {
    q: 'مثقاب',
    lang: 'ar',
    why: 'the same listing by its Arabic name',
    expectTopNames: ['مثقاب لاسلكي'],
    within: 1,
  },
];
