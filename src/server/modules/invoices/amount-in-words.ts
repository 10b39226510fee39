import { riyalsAndHalalasOf } from '../../../contract/money/riyals.js';

/*
 * Tafqeet: an amount in Arabic words, as Saudi invoices print it (saudi.md), framed «فقط … لا غير» so
 * nothing can be written after it. The riyal is masculine and the halala feminine, and Arabic numbers
 * agree with their noun: 3–10 take the opposite gender and a plural noun, 11–99 a singular accusative
 * noun (ريالًا), and round numbers a singular genitive one, the last number word then being in construct
 * (مائتا ريال, ألفا ريال, أحد عشر ألف ريال).
 */

type Gender = 'masculine' | 'feminine';

/** 1–10 as they count a noun of this gender (index = number). */
const units: Record<Gender, readonly string[]> = {
  masculine: ['', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة', 'عشرة'],
  feminine: ['', 'واحدة', 'اثنتان', 'ثلاث', 'أربع', 'خمس', 'ست', 'سبع', 'ثماني', 'تسع', 'عشر'],
};
const tens = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
const hundreds = [
  '',
  'مائة',
  'مائتان',
  'ثلاثمائة',
  'أربعمائة',
  'خمسمائة',
  'ستمائة',
  'سبعمائة',
  'ثمانمائة',
  'تسعمائة',
];

/** The forms of a counted noun: one, two, 3–10, 11–99 (and round numbers use `one`). */
interface Noun {
  one: string;
  two: string;
  few: string;
  many: string;
}
const thousand: Noun = { one: 'ألف', two: 'ألفان', few: 'آلاف', many: 'ألفًا' };
const million: Noun = { one: 'مليون', two: 'مليونان', few: 'ملايين', many: 'مليونًا' };

/** A dual or an accusative directly followed by its noun (إضافة) loses its ending. */
const constructForms: ReadonlyArray<[string, string]> = [
  ['مائتان', 'مائتا'],
  ['ألفان', 'ألفا'],
  ['مليونان', 'مليونا'],
  ['ألفًا', 'ألف'],
  ['مليونًا', 'مليون'],
];
function inConstruct(words: string): string {
  const form = constructForms.find(([free]) => words.endsWith(free));
  return form ? words.slice(0, -form[0].length) + form[1] : words;
}

function below100(n: number, gender: Gender): string {
  const masculine = gender === 'masculine';
  if (n <= 10) return units[gender][n]!;
  if (n === 11) return masculine ? 'أحد عشر' : 'إحدى عشرة';
  if (n === 12) return masculine ? 'اثنا عشر' : 'اثنتا عشرة';
  if (n < 20) return `${units[gender][n - 10]} ${masculine ? 'عشر' : 'عشرة'}`;
  const unit = n % 10;
  const ten = tens[Math.floor(n / 10)]!;
  if (unit === 0) return ten;
  return `${unit === 1 && !masculine ? 'إحدى' : units[gender][unit]} و${ten}`;
}

function below1000(n: number, gender: Gender): string {
  const rest = n % 100;
  const parts = [hundreds[Math.floor(n / 100)]!, rest ? below100(rest, gender) : ''];
  return parts.filter(Boolean).join(' و');
}

/** `count` (1–999) of a noun, the noun agreeing with the count. */
function counted(count: number, noun: Noun, gender: Gender): string {
  if (count === 1) return noun.one;
  if (count === 2) return noun.two;
  const words = below1000(count, gender);
  const tail = count % 100;
  if (tail >= 3 && tail <= 10) return `${words} ${noun.few}`;
  if (tail >= 11) return `${words} ${noun.many}`;
  return `${inConstruct(words)} ${noun.one}`;
}

/** 1–999,999,999 in words, counting a masculine noun (thousands and millions are masculine too). */
function numberWords(n: number): string {
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor(n / 1_000) % 1_000;
  const rest = n % 1_000;
  return [
    millions ? counted(millions, million, 'masculine') : '',
    thousands ? counted(thousands, thousand, 'masculine') : '',
    rest ? below1000(rest, 'masculine') : '',
  ]
    .filter(Boolean)
    .join(' و');
}

function riyalsInWords(riyals: number): string {
  if (riyals === 1) return 'ريال سعودي واحد';
  if (riyals === 2) return 'ريالان سعوديان';
  const words = numberWords(riyals);
  const tail = riyals % 100;
  if (tail >= 3 && tail <= 10) return `${words} ريالات سعودية`;
  if (tail >= 11) return `${words} ريالًا سعوديًا`;
  return `${inConstruct(words)} ريال سعودي`;
}

function halalasInWords(halalas: number): string {
  if (halalas === 1) return 'هللة واحدة';
  if (halalas === 2) return 'هللتان';
  const words = below100(halalas, 'feminine');
  return halalas <= 10 ? `${words} هللات` : `${words} هللة`;
}

/** The largest amount in words: 999,999,999.99 SAR, in halalas. */
export const maxAmountInWords = 99_999_999_999;

/** An amount in halalas in Arabic words, e.g. 120050 → «فقط ألف ومائتا ريال سعودي وخمسون هللة لا غير». */
export function amountInWords(amount: number): string {
  if (!Number.isInteger(amount) || amount < 0 || amount > maxAmountInWords) {
    throw new RangeError(`cannot write ${amount} halalas in words`);
  }
  const [riyals, halalas] = riyalsAndHalalasOf(amount);
  if (amount === 0) return 'فقط صفر ريال سعودي لا غير';
  const parts = [riyals ? riyalsInWords(riyals) : '', halalas ? halalasInWords(halalas) : ''];
  return `فقط ${parts.filter(Boolean).join(' و')} لا غير`;
}
