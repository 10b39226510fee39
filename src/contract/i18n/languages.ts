import { z } from 'zod';

/** The product's languages. English is the fallback (spec §9). */
export const languageCodes = ['ar', 'en'] as const;
export const fallbackLanguage = 'en';

export const LanguageSchema = z.enum(languageCodes, { error: 'UNSUPPORTED_LANGUAGE' });
export type Language = z.infer<typeof LanguageSchema>;

export function isLanguage(value: unknown): value is Language {
  return LanguageSchema.safeParse(value).success;
}

/** The `lang` query parameter accepted by endpoints that answer with translated names. */
export const LanguageQuerySchema = z.object({ lang: LanguageSchema.optional() });
