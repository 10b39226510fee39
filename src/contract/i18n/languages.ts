import { z } from 'zod';
import { languageOfTag, type Language } from './language-codes.js';

export {
  fallbackLanguage,
  isLanguage,
  languageCodes,
  languageOfTag,
  type Language,
} from './language-codes.js';

/**
 * A `lang` parameter: any language tag (`ar`, `en-US`, `ar-SA`, `AR`, `en_US`), read as the product
 * language of its primary subtag, English for other languages (spec §9, issue 20). Only what is not a
 * language tag at all is refused, with UNSUPPORTED_LANGUAGE.
 */
export const LanguageSchema = z
  .string({ error: 'UNSUPPORTED_LANGUAGE' })
  .transform((tag, context): Language => {
    const language = languageOfTag(tag);
    if (language) return language;
    context.issues.push({ code: 'custom', message: 'UNSUPPORTED_LANGUAGE', input: tag });
    return z.NEVER;
  })
  .meta({
    description:
      'A language tag; its primary subtag decides: `ar…` answers in Arabic, any other language in English.',
    examples: ['ar', 'en', 'en-US', 'ar-SA'],
  });

/** The `lang` query parameter accepted by endpoints that answer with translated names. */
export const LanguageQuerySchema = z.object({ lang: LanguageSchema.optional() });
