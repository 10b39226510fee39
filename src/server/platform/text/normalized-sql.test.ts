import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { normalizedSql } from './normalized-sql.js';
import { normalizeSearchText } from './search-text.js';

/*
 * Arabic normalization exists once in TypeScript (`normalizeSearchText`) and once in SQL (`normalizedSql`,
 * for columns the search does not store normalized). The SQL is generated from the TypeScript's tables
 * where it can be; this table of tricky inputs checks the rest (NFKC, lower case, separators) and that
 * nothing drifts: every input must come out of PostgreSQL as it comes out of TypeScript.
 */
const trickyInputs: Array<[what: string, input: string]> = [
  ['a supplier name with hamza and the article', 'مؤسسة الأمل للتجارة'],
  ['alef maqsura and taa marbuta', 'مستشفى الشفاء مكتبة هدى'],
  ['every hamza form of alef, and alef wasla', 'أحمد إبرة آلة ٱلكتاب'],
  ['tashkeel on every letter', 'قُفَّازَاتٌ طِبِّيَّةٌ مُعَقَّمَةٌ'],
  ['tanween, sukun and superscript alef', 'كتابًا مِنْ هٰذا'],
  ['tatweel stretching a word', 'كـــرتون مـيـاه'],
  ['Arabic-Indic digits', '٠١٢٣٤٥٦٧٨٩'],
  ['Persian digits', '۰۱۲۳۴۵۶۷۸۹'],
  ['digits mixed with letters', 'قفازات ٥٠ ۱۲ 3حبة'],
  ['Arabic comma, semicolon and question mark', 'اسمنت، رمل؛ حديد؟'],
  ['Arabic percent, decimal and thousands signs', '٥٠٪ ١٫٥ ١٬٠٠٠'],
  ['guillemets and brackets', '«قفازات» (نتريل) [أزرق]'],
  ['presentation forms and the lam-alef ligature', 'ﻻ ﺍﺳﻤﻨﺖ ﷲ'],
  ['Latin with capitals and punctuation', 'Nour Trading Est., Riyadh'],
  ['Latin accents, composed and combining', 'Café Cafe\u0301 NAÏVE'],
  ['full-width Latin and digits', 'ＡＢＣ　１２３'],
  ['superscripts, fractions and ligatures', 'm² ½ ﬁne'],
  ['an English possessive and a hyphen', "Al-Rajhi's Co-op"],
  ['zero-width joiners and a non-breaking space', 'مياه\u200cمعدنية\u200d نقية\u00a0جدا'],
  ['tabs, newlines and runs of spaces', '  اسمنت\t\tابيض\n\nرمل   '],
  ['only punctuation', '!!! ،،، ...'],
  ['empty', ''],
  ['an emoji between words', 'ماء 💧 نقي'],
  ['the Urdu and Persian letters of Arabic script', 'پیک گچ ژل'],
];

describe('normalizedSql', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it.each(trickyInputs)('normalizes %s in PostgreSQL as search-text.ts does', async (_what, input) => {
    const { rows } = await database.db.execute<{ normalized: string }>(
      sql`SELECT ${normalizedSql(sql`${input}::text`)} AS normalized`,
    );

    expect(rows[0]!.normalized).toBe(normalizeSearchText(input));
  });
});
