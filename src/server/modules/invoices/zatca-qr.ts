import { riyalsText } from '../../../contract/money/riyals.js';

/*
 * ZATCA e-invoicing phase 1 QR code (saudi.md "VAT and invoices"): the Base64 of a TLV byte string, one
 * field per tag — 1 byte tag, 1 byte length in UTF-8 bytes (Arabic letters count 2), then the bytes.
 */

export interface ZatcaQrFields {
  sellerName: string;
  /**
   * The seller's VAT registration number. Only tax invoices carry a QR (decision 018: a seller without a
   * number issues plain invoices), so it is filled, but on tax invoices issued before that rule by a
   * supplier without one: there an empty tag 2 keeps the code well-formed rather than inventing a number.
   */
  vatNumber: string;
  timestamp: Date;
  /** Halalas, VAT included. */
  total: number;
  /** Halalas. */
  vat: number;
}

const tags = { sellerName: 1, vatNumber: 2, timestamp: 3, total: 4, vat: 5 } as const;

/** Halalas as ZATCA writes amounts: SAR with two decimals and ASCII digits, e.g. `115.00`. */
export const sarAmount = riyalsText;

/** ISO 8601 in UTC to the second (`YYYY-MM-DDTHH:mm:ssZ`), the form readers of the QR expect. */
export const zatcaTimestamp = (time: Date) => `${time.toISOString().slice(0, 19)}Z`;

function field(tag: number, value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  // One length byte: a longer value cannot be encoded, and truncating would cut a character in half.
  if (bytes.length > 255) throw new RangeError(`ZATCA QR tag ${tag} is longer than 255 bytes`);
  return Buffer.concat([Buffer.from([tag, bytes.length]), bytes]);
}

export function zatcaQrCode(fields: ZatcaQrFields): string {
  return Buffer.concat([
    field(tags.sellerName, fields.sellerName),
    field(tags.vatNumber, fields.vatNumber),
    field(tags.timestamp, zatcaTimestamp(fields.timestamp)),
    field(tags.total, sarAmount(fields.total)),
    field(tags.vat, sarAmount(fields.vat)),
  ]).toString('base64');
}

/** The fields of a QR text by tag number; a truncated field is an error rather than a partial value. */
export function decodeZatcaQr(text: string): Record<number, string> {
  const bytes = Buffer.from(text, 'base64');
  const fields: Record<number, string> = {};
  let at = 0;
  while (at < bytes.length) {
    if (at + 2 > bytes.length) throw new RangeError('ZATCA QR ends inside a field header');
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    const end = at + 2 + length;
    if (end > bytes.length) throw new RangeError(`ZATCA QR tag ${tag} is cut short`);
    fields[tag] = bytes.subarray(at + 2, end).toString('utf8');
    at = end;
  }
  return fields;
}
