import { riyalsOf, roundedHalalasOf } from '../../../contract/money/riyals';
import { normalizeDigits } from '../../lib/format';

/**
 * The forms keep numbers as Mantine's NumberInput gives them (a number, or a string while empty or
 * half typed) and turn them into the contract's body before its schema checks them, so the schema's
 * error codes land on the fields the person typed in.
 */
export type NumberFieldValue = number | string;

/** A number, or undefined when the field is empty (the schema then says the field is required). */
export function numberOrEmpty(value: NumberFieldValue): number | undefined {
  if (typeof value === 'number') return value;
  const text = normalizeDigits(value).trim();
  return text === '' ? undefined : Number(text);
}

/** An optional field: empty means null (an unlimited maximum, an unused group field). */
export function numberOrNull(value: NumberFieldValue): number | null {
  return numberOrEmpty(value) ?? null;
}

/** Prices are typed in SAR with two decimals and travel as integer halalas (conventions §6). */
export function halalasFromSar(value: NumberFieldValue): number | undefined {
  const sar = numberOrEmpty(value);
  return sar === undefined ? undefined : roundedHalalasOf(sar);
}

export function sarFromHalalas(halalas: number | null | undefined): NumberFieldValue {
  return halalas === null || halalas === undefined ? '' : riyalsOf(halalas);
}

export const nameMaxLength = 60;
export const descriptionMaxLength = 1000;
