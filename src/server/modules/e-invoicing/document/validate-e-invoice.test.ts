import { beforeAll, describe, expect, it } from 'vitest';

import { buildInvoiceXml } from './build-invoice-xml.js';
import type { EInvoiceInput } from './e-invoice-input.js';
import { sampleEInvoiceInput, sampleSigningUnit } from './sample-documents.js';
import { stampInvoice } from './stamp-invoice.js';
import { validateEInvoice } from './validate-e-invoice.js';

let unit: ReturnType<typeof sampleSigningUnit>;
beforeAll(() => {
  unit = sampleSigningUnit();
});

const signed = (input: EInvoiceInput) =>
  stampInvoice(buildInvoiceXml(input), unit, new Date('2026-11-29T09:31:00Z')).xml;
const codesOf = (xml: string) => validateEInvoice(xml).map(({ code }) => code);

describe('validateEInvoice', () => {
  it('accepts a signed standard invoice', () => {
    expect(validateEInvoice(signed(sampleEInvoiceInput('INVOICE', 'STANDARD')))).toEqual([]);
  });

  it('refuses a previous invoice hash that is not Base64', () => {
    expect(
      codesOf(signed(sampleEInvoiceInput('INVOICE', 'STANDARD', { previousHash: 'not a hash!' }))),
    ).toContain('BR-KSA-26');
  });

  it('refuses an amount changed after signing: the hash and the signature no longer match', () => {
    const xml = signed(sampleEInvoiceInput('INVOICE', 'STANDARD')).replace(
      '<cbc:PayableAmount currencyID="SAR">931.49</cbc:PayableAmount>',
      '<cbc:PayableAmount currencyID="SAR">031.49</cbc:PayableAmount>',
    );
    const messages = validateEInvoice(xml);
    expect(messages.map(({ code }) => code)).toEqual([
      'BR-CO-16',
      'invalid-invoice-hash',
      'invalid-signature',
      'QRCODE_INVALID',
    ]);
    expect(messages.every(({ type }) => type === 'ERROR')).toBe(true);
  });

  it('refuses a signature made with another key', () => {
    const other = sampleSigningUnit();
    const { xml } = stampInvoice(
      buildInvoiceXml(sampleEInvoiceInput('INVOICE', 'SIMPLIFIED')),
      { privateKeyPem: other.privateKeyPem, certificate: unit.certificate },
      new Date(),
    );
    expect(codesOf(xml)).toEqual(['invalid-signature']);
  });

  it('refuses a standard invoice without the buyer VAT number', () => {
    const input = sampleEInvoiceInput('INVOICE', 'STANDARD');
    const xml = signed({ ...input, buyer: { ...input.buyer, vatNumber: null, registrationNumber: null } });
    expect(codesOf(xml)).toEqual(['BR-KSA-81']);
  });

  it('refuses a credit note without the billing reference and its reason', () => {
    const xml = signed(sampleEInvoiceInput('CREDIT_NOTE', 'SIMPLIFIED'))
      .replace(/<cac:BillingReference>.*?<\/cac:BillingReference>/, '')
      .replace(/<cbc:InstructionNote>.*?<\/cbc:InstructionNote>/, '');
    expect(codesOf(xml)).toEqual(expect.arrayContaining(['BR-KSA-56', 'BR-KSA-17']));
  });

  it('refuses a seller VAT number that does not start and end with 3', () => {
    const input = sampleEInvoiceInput('INVOICE', 'SIMPLIFIED');
    expect(codesOf(signed({ ...input, seller: { ...input.seller, vatNumber: '399999999900001' } }))).toEqual([
      'BR-KSA-40',
    ]);
  });

  it('refuses totals that do not add up', () => {
    const input = sampleEInvoiceInput('DEBIT_NOTE', 'STANDARD');
    const codes = codesOf(signed({ ...input, subtotal: input.subtotal + 100, total: input.total + 100 }));
    expect(codes).toEqual(expect.arrayContaining(['BR-CO-10']));
    const vatCodes = codesOf(
      signed({
        ...input,
        lines: [{ ...input.lines[0]!, vat: 11_000 }, input.lines[1]!],
        vat: input.vat - 100,
        total: input.total - 100,
      }),
    );
    expect(vatCodes).toEqual(['BR-KSA-50', 'BR-S-09']);
  });

  it('refuses seller and buyer addresses without a 4-digit building number and a 5-digit postal code', () => {
    const input = sampleEInvoiceInput('INVOICE', 'STANDARD');
    const xml = signed({
      ...input,
      seller: {
        ...input.seller,
        address: { ...input.seller.address, buildingNumber: '12', postalZone: '1221' },
      },
      buyer: { ...input.buyer, address: { ...input.buyer.address, postalZone: '2343' } },
    });
    expect(codesOf(xml)).toEqual(['BR-KSA-37', 'BR-KSA-66', 'BR-KSA-67']);
  });

  it('refuses elements out of the UBL 2.1 order and a document without lines', () => {
    const xml = signed(sampleEInvoiceInput('INVOICE', 'STANDARD'));
    const swapped = xml.replace(
      /(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)(<cbc:IssueTime>[^<]*<\/cbc:IssueTime>)/,
      '$2$1',
    );
    expect(
      validateEInvoice(swapped)
        .filter(({ code }) => code === 'XSD_SCHEMA_ERROR')
        .map(({ message }) => message),
    ).toEqual(expect.arrayContaining([expect.stringContaining('cbc:IssueDate is out of the schema order')]));
    const withoutLines = xml.replace(/<cac:InvoiceLine>.*<\/cac:InvoiceLine>/, '');
    expect(validateEInvoice(withoutLines).map(({ message }) => message)).toEqual(
      expect.arrayContaining([expect.stringContaining('/Invoice/cac:InvoiceLine is missing')]),
    );
  });

  it('refuses a QR that does not repeat the document', () => {
    const xml = signed(sampleEInvoiceInput('INVOICE', 'SIMPLIFIED'));
    const qr =
      /<cbc:ID>QR<\/cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="text\/plain">([^<]+)</.exec(
        xml,
      )?.[1] ?? '';
    const bytes = Buffer.from(qr, 'base64');
    bytes[bytes.indexOf(Buffer.from('931.49'))] = '8'.charCodeAt(0);
    expect(codesOf(xml.replace(qr, bytes.toString('base64')))).toEqual(['QRCODE_INVALID']);
  });

  it('answers one message for a document that is not XML', () => {
    expect(codesOf('<Invoice><cbc:ID>1</Invoice>')).toEqual(['XSD_SCHEMA_ERROR']);
  });
});
