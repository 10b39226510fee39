import { createHash, randomUUID } from 'node:crypto';
import type { FatooraSubmission } from './fatoora-provider.js';

/** ZATCA's PIH start value: Base64 of the hex SHA-256 of "0" (the document helper's `firstPreviousHash`). */
export const samplePreviousHashStart =
  'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';

/**
 * A skeleton of the document Tawrid signs, for the Fatoora tests (sandbox and fake ZATCA server): only the
 * fields ZATCA routes and chains it by (UUID, type and subtype, ICV, PIH), in the places UBL puts them.
 * Its hash is a plain SHA-256 of the text: these tests inject their own validation.
 */
export function sampleSubmission(options: {
  transaction: 'STANDARD' | 'SIMPLIFIED';
  counter: number;
  previousHash: string;
  uuid?: string;
  typeCode?: '388' | '381' | '383';
  note?: string;
  /** The signing certificate (Base64 DER) to name in a skeleton signature; none when left out. */
  certificate?: string;
}): FatooraSubmission & { xml: string } {
  const uuid = options.uuid ?? randomUUID();
  const subtype = options.transaction === 'STANDARD' ? '0100000' : '0200000';
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"',
    ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"',
    ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">',
    options.certificate
      ? `<ext:UBLExtensions><ds:X509Certificate>${options.certificate}</ds:X509Certificate></ext:UBLExtensions>`
      : '',
    '<cbc:ProfileID>reporting:1.0</cbc:ProfileID>',
    `<cbc:ID>INV-${String(options.counter).padStart(6, '0')}</cbc:ID>`,
    `<cbc:UUID>${uuid}</cbc:UUID>`,
    '<cbc:IssueDate>2026-11-29</cbc:IssueDate>',
    `<cbc:InvoiceTypeCode name="${subtype}">${options.typeCode ?? '388'}</cbc:InvoiceTypeCode>`,
    options.note ? `<cbc:Note>${options.note}</cbc:Note>` : '',
    '<cbc:DocumentCurrencyCode>SAR</cbc:DocumentCurrencyCode>',
    `<cac:AdditionalDocumentReference><cbc:ID>ICV</cbc:ID><cbc:UUID>${options.counter}</cbc:UUID></cac:AdditionalDocumentReference>`,
    '<cac:AdditionalDocumentReference><cbc:ID>PIH</cbc:ID><cac:Attachment>',
    `<cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${options.previousHash}</cbc:EmbeddedDocumentBinaryObject>`,
    '</cac:Attachment></cac:AdditionalDocumentReference>',
    '</Invoice>',
  ].join('\n');
  return {
    uuid,
    xml,
    invoice: Buffer.from(xml, 'utf8').toString('base64'),
    invoiceHash: createHash('sha256').update(xml).digest('base64'),
  };
}
