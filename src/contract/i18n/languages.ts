import { z } from 'zod';
import { languageCodes } from './language-codes.js';

export { fallbackLanguage, isLanguage, languageCodes, type Language } from './language-codes.js';

export const LanguageSchema = z.enum(languageCodes, { error: 'UNSUPPORTED_LANGUAGE' });

/** The `lang` query parameter accepted by endpoints that answer with translated names. */
export const LanguageQuerySchema = z.object({ lang: LanguageSchema.optional() });
