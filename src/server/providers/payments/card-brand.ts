import type { CardBrand } from './payment-provider.js';

/*
 * mada is the Saudi debit scheme (saudi.md): its cards carry Visa or Mastercard numbers, so the brand is
 * told by the issuer's first six digits. This is a subset of the published mada BIN list, enough for the
 * sandbox's test cards and the common issuers; a real charge's brand comes from the provider's answer.
 */
const madaPrefixes = new Set([
  '446404',
  '440647',
  '440795',
  '457865',
  '968208',
  '588845',
  '588846',
  '588848',
  '588850',
  '588982',
  '504300',
  '410685',
  '417633',
  '468540',
  '468541',
  '468542',
  '468543',
  '489317',
  '489318',
  '489319',
  '409201',
  '458456',
  '484783',
  '968201',
  '968202',
  '968203',
  '968204',
  '968205',
  '968206',
  '968207',
]);

/** The brand shown for a card number (digits only). */
export function cardBrandOf(digits: string): CardBrand {
  if (madaPrefixes.has(digits.slice(0, 6))) return 'MADA';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^4/.test(digits)) return 'VISA';
  const firstFour = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (firstFour >= 2221 && firstFour <= 2720)) return 'MASTERCARD';
  return 'UNKNOWN';
}
