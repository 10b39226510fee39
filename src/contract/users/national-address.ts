import { z } from 'zod';
import { normalizeDigits } from '../text/digits.js';

/**
 * A business's national address (Saudi Post's «العنوان الوطني»), which ZATCA requires on a standard tax
 * invoice for the seller and the buyer (BR-KSA-09, BR-KSA-63): street, 4-digit building number, district,
 * city, 5-digit postal code, and optionally the 4-digit additional number. Digits may be typed in
 * Arabic-Indic and are kept in ASCII (saudi.md). Its own file, so invoices' party schema can name it
 * without importing the users schemas (which import the invoices schemas).
 */
const text = (max: number) =>
  z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(max, { error: 'TEXT_TOO_LONG' });

const digits = (
  count: number,
  error: 'BUILDING_NUMBER_INVALID' | 'POSTAL_CODE_INVALID' | 'ADDITIONAL_NUMBER_INVALID',
) =>
  z
    .string({ error: 'FIELD_REQUIRED' })
    .transform((value) => normalizeDigits(value).replace(/\s/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${count}}$`), { error }));

export const NationalAddressSchema = z.object({
  street: text(100),
  buildingNumber: digits(4, 'BUILDING_NUMBER_INVALID'),
  district: text(100),
  city: text(60),
  /** The postal code, named as UBL names it (cbc:PostalZone). */
  postalZone: digits(5, 'POSTAL_CODE_INVALID'),
  /** Optional: empty text or null means none. */
  additionalNumber: z
    .string()
    .transform((value) => normalizeDigits(value).replace(/\s/g, '') || null)
    .pipe(
      z
        .string()
        .regex(/^\d{4}$/, { error: 'ADDITIONAL_NUMBER_INVALID' })
        .nullable(),
    )
    .nullable()
    .default(null),
});
/** The address as typed (digits in any script, additional number optional). */
export type NationalAddressInput = z.input<typeof NationalAddressSchema>;

/** The address as stored and answered: ASCII digits, `additionalNumber` null when there is none. */
export const NationalAddressAnswerSchema = z.object({
  street: z.string(),
  buildingNumber: z.string(),
  district: z.string(),
  city: z.string(),
  postalZone: z.string(),
  additionalNumber: z.string().nullable(),
});
export type NationalAddress = z.infer<typeof NationalAddressAnswerSchema>;
