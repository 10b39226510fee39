import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { normalizeDigits } from '../../../contract/text/digits.js';
import { foldedLetters, removedMarks } from './search-text.js';

/*
 * The `search-text.ts` normalization in SQL, for columns not stored normalized (supplier names, cities).
 * Generated from the TypeScript where PostgreSQL can take it as data: the removed marks, the folded
 * letters, and the digits `normalizeDigits` turns into ASCII (Arabic-Indic U+0660–U+0669 and Persian
 * U+06F0–U+06F9). NFKC, lower case and word separators are PostgreSQL's own; `normalized-sql.test.ts`
 * runs a table of tricky inputs through both sides and compares.
 */
const foreignDigits = [0x660, 0x6f0]
  .flatMap((zero) => Array.from({ length: 10 }, (_, digit) => String.fromCharCode(zero + digit)))
  .join('');
const foldFrom = Object.keys(foldedLetters).join('') + foreignDigits;
const foldTo = Object.values(foldedLetters).join('') + normalizeDigits(foreignDigits);
export function normalizedSql(text: SQL | AnyColumn): SQL<string> {
  // Separators: anything but a letter or digit of the locale, or an Arabic letter (so a database in the
  // plain C locale still keeps Arabic words).
  return sql<string>`btrim(regexp_replace(lower(translate(regexp_replace(normalize(${text}, NFKC), ${removedMarks.source}, '', 'g'), ${foldFrom}, ${foldTo})), '[^[:alnum:]\u0621-\u064A\u066E-\u06D3]+', ' ', 'g'))`;
}
