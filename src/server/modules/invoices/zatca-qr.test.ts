import { describe, expect, it } from 'vitest';
import { decodeZatcaQr, sarAmount, zatcaQrCode } from './zatca-qr.js';

describe('ZATCA phase-1 QR', () => {
  const timestamp = new Date('2026-11-23T09:15:30.123Z');

  it('encodes the five tags as TLV and decodes them back', () => {
    const qr = zatcaQrCode({
      sellerName: 'Bobs Records',
      vatNumber: '310122393500003',
      timestamp,
      total: 11_500,
      vat: 1_500,
    });
    expect(decodeZatcaQr(qr)).toEqual({
      1: 'Bobs Records',
      2: '310122393500003',
      3: '2026-11-23T09:15:30Z',
      4: '115.00',
      5: '15.00',
    });
    const bytes = Buffer.from(qr, 'base64');
    expect([...bytes.subarray(0, 2)]).toEqual([1, 12]);
  });

  it('counts an Arabic seller name in UTF-8 bytes, two per letter', () => {
    const sellerName = 'مؤسسة النور';
    const qr = zatcaQrCode({ sellerName, vatNumber: '300000000000003', timestamp, total: 5, vat: 1 });
    const bytes = Buffer.from(qr, 'base64');
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(Buffer.byteLength(sellerName, 'utf8'));
    expect(bytes[1]).toBe(sellerName.length * 2 - 1); // ten letters of two bytes and one ASCII space
    expect(decodeZatcaQr(qr)).toMatchObject({ 1: sellerName, 4: '0.05', 5: '0.01' });
  });

  it('keeps tag 2 as an empty value when the supplier has no VAT number', () => {
    const qr = zatcaQrCode({ sellerName: 'X', vatNumber: '', timestamp, total: 0, vat: 0 });
    const decoded = decodeZatcaQr(qr);
    expect(decoded[2]).toBe('');
    expect(decoded).toMatchObject({ 4: '0.00', 5: '0.00' });
    expect([...Buffer.from(qr, 'base64').subarray(3, 5)]).toEqual([2, 0]);
  });

  it('writes amounts in SAR with two decimals', () => {
    expect(sarAmount(123_456_789)).toBe('1234567.89');
    expect(sarAmount(100)).toBe('1.00');
  });

  it('refuses a cut-short code', () => {
    const qr = zatcaQrCode({ sellerName: 'Seller', vatNumber: '', timestamp, total: 1, vat: 0 });
    const cut = Buffer.from(qr, 'base64').subarray(0, 4).toString('base64');
    expect(() => decodeZatcaQr(cut)).toThrow(RangeError);
  });
});
