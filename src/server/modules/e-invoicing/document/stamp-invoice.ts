import { createHash, createPrivateKey, sign, type KeyObject } from 'node:crypto';

import { attachmentReference, signatureReference } from './build-invoice-xml.js';
import { readCertificate } from './certificates.js';
import {
  at,
  attributeOf,
  canonicalize,
  childElements,
  escapeXml,
  parseXml,
  textOf,
  type XmlElement,
} from './xml-tree.js';

/**
 * The stamp (E-Invoicing Detailed Technical Guidelines, "cryptographic stamp"): the invoice hash, its
 * ECDSA signature in a XAdES-BES enveloped signature inside ext:UBLExtensions, and the QR (TLV tags 1–9).
 */

/** ZATCA's PIH of a unit's first document: Base64 of the hex SHA-256 of "0". */
export const firstPreviousHash =
  'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';

/** ZATCA's QR must stay readable on a printed simplified invoice: at most 700 Base64 characters. */
export const qrCodeMaxLength = 700;

/** The three XPath filters of the signature's reference: what the invoice hash leaves out. */
export function isLeftOutOfHash(element: XmlElement, depth: number): boolean {
  if (element.name === 'ext:UBLExtensions' || element.name === 'cac:Signature') return true;
  // The QR reference is a child of Invoice; a line's document reference with ID QR is not it.
  return (
    depth === 1 &&
    element.name === 'cac:AdditionalDocumentReference' &&
    textOf(at(element, 'cbc:ID')) === 'QR'
  );
}

/** Base64 SHA-256 of the C14N 1.1 form without UBLExtensions, cac:Signature and the QR reference. */
export function invoiceHashOf(xml: string): string {
  return hashOfDocument(parseXml(xml));
}

function hashOfDocument(invoice: XmlElement): string {
  return createHash('sha256').update(canonicalize(invoice, isLeftOutOfHash), 'utf8').digest('base64');
}

/** A unit signs with one key and one certificate for a year: read them once, not once per document. */
let lastKey: { pem: string; key: KeyObject } | undefined;
function privateKeyOf(pem: string): KeyObject {
  if (lastKey?.pem !== pem) lastKey = { pem, key: createPrivateKey(pem) };
  return lastKey.key;
}

let lastCertificate: { text: string; facts: ReturnType<typeof readCertificate> } | undefined;
function certificateFacts(text: string) {
  if (lastCertificate?.text !== text) lastCertificate = { text, facts: readCertificate(text) };
  return lastCertificate.facts;
}

/** ZATCA hashes the certificate and the signed properties as Base64 of the hex digest (its SDK does). */
export const hexDigestBase64 = (text: string) =>
  Buffer.from(createHash('sha256').update(text, 'utf8').digest('hex'), 'utf8').toString('base64');

/** Base64 TLV: one byte tag, one byte length, the value (UTF-8 for text, raw bytes for keys). */
export function encodeTlv(fields: [number, string | Buffer][]): string {
  const parts = fields.map(([tag, value]) => {
    const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
    if (bytes.length > 255) throw new Error(`QR tag ${tag} is longer than 255 bytes`);
    return Buffer.concat([Buffer.from([tag, bytes.length]), bytes]);
  });
  return Buffer.concat(parts).toString('base64');
}

export function decodeTlv(qrCode: string): Map<number, Buffer> {
  const bytes = Buffer.from(qrCode, 'base64');
  const fields = new Map<number, Buffer>();
  for (let offset = 0; offset < bytes.length;) {
    const tag = bytes[offset]!;
    const length = bytes[offset + 1];
    if (length === undefined || offset + 2 + length > bytes.length) throw new Error('QR: truncated TLV');
    fields.set(tag, bytes.subarray(offset + 2, offset + 2 + length));
    offset += 2 + length;
  }
  return fields;
}

const ns = {
  sig: 'urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2',
  sac: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2',
  sbc: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
};
const sha256Method =
  '<ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"></ds:DigestMethod>';

/**
 * The SignedProperties element. Declared with its xades namespace, as ZATCA digests it alone; the
 * document carries it without the declaration (the enclosing QualifyingProperties declares it).
 */
export function signedPropertiesXml(
  properties: { signingTime: string; certificateDigest: string; issuer: string; serialNumber: string },
  withNamespace: boolean,
): string {
  return (
    `<xades:SignedProperties${withNamespace ? ` xmlns:xades="${ns.xades}"` : ''} Id="xadesSignedProperties">` +
    '<xades:SignedSignatureProperties>' +
    `<xades:SigningTime>${properties.signingTime}</xades:SigningTime>` +
    '<xades:SigningCertificate><xades:Cert><xades:CertDigest>' +
    `${sha256Method}<ds:DigestValue>${properties.certificateDigest}</ds:DigestValue>` +
    '</xades:CertDigest><xades:IssuerSerial>' +
    `<ds:X509IssuerName>${escapeXml(properties.issuer)}</ds:X509IssuerName>` +
    `<ds:X509SerialNumber>${properties.serialNumber}</ds:X509SerialNumber>` +
    '</xades:IssuerSerial></xades:Cert></xades:SigningCertificate>' +
    '</xades:SignedSignatureProperties></xades:SignedProperties>'
  );
}

function ublExtensions(parts: {
  invoiceHash: string;
  signedPropertiesDigest: string;
  signatureValue: string;
  certificate: string;
  signedProperties: string;
}): string {
  const xpath = (expression: string) =>
    `<ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116"><ds:XPath>${escapeXml(expression)}</ds:XPath></ds:Transform>`;
  return (
    '<ext:UBLExtensions><ext:UBLExtension>' +
    '<ext:ExtensionURI>urn:oasis:names:specification:ubl:dsig:enveloped:xades</ext:ExtensionURI>' +
    `<ext:ExtensionContent><sig:UBLDocumentSignatures xmlns:sig="${ns.sig}" xmlns:sac="${ns.sac}" xmlns:sbc="${ns.sbc}">` +
    '<sac:SignatureInformation>' +
    '<cbc:ID>urn:oasis:names:specification:ubl:signature:1</cbc:ID>' +
    '<sbc:ReferencedSignatureID>urn:oasis:names:specification:ubl:signature:Invoice</sbc:ReferencedSignatureID>' +
    `<ds:Signature xmlns:ds="${ns.ds}" Id="signature">` +
    '<ds:SignedInfo>' +
    '<ds:CanonicalizationMethod Algorithm="http://www.w3.org/2006/12/xml-c14n11"></ds:CanonicalizationMethod>' +
    '<ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"></ds:SignatureMethod>' +
    '<ds:Reference Id="invoiceSignedData" URI=""><ds:Transforms>' +
    xpath('not(//ancestor-or-self::ext:UBLExtensions)') +
    xpath('not(//ancestor-or-self::cac:Signature)') +
    xpath("not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])") +
    '<ds:Transform Algorithm="http://www.w3.org/2006/12/xml-c14n11"></ds:Transform>' +
    `</ds:Transforms>${sha256Method}<ds:DigestValue>${parts.invoiceHash}</ds:DigestValue></ds:Reference>` +
    '<ds:Reference Type="http://www.w3.org/2000/09/xmldsig#SignatureProperties" URI="#xadesSignedProperties">' +
    `${sha256Method}<ds:DigestValue>${parts.signedPropertiesDigest}</ds:DigestValue></ds:Reference>` +
    '</ds:SignedInfo>' +
    `<ds:SignatureValue>${parts.signatureValue}</ds:SignatureValue>` +
    `<ds:KeyInfo><ds:X509Data><ds:X509Certificate>${parts.certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>` +
    `<ds:Object><xades:QualifyingProperties xmlns:xades="${ns.xades}" Target="signature">${parts.signedProperties}</xades:QualifyingProperties></ds:Object>` +
    '</ds:Signature></sac:SignatureInformation></sig:UBLDocumentSignatures></ext:ExtensionContent>' +
    '</ext:UBLExtension></ext:UBLExtensions>'
  );
}

/** What the QR repeats from the document (tags 1–5). */
export function qrFactsOf(invoice: XmlElement) {
  const seller = at(invoice, 'cac:AccountingSupplierParty', 'cac:Party');
  const taxTotal = childElements(invoice, 'cac:TaxTotal')[0];
  return {
    sellerName: textOf(at(seller, 'cac:PartyLegalEntity', 'cbc:RegistrationName')) ?? '',
    vatNumber: textOf(at(seller, 'cac:PartyTaxScheme', 'cbc:CompanyID')) ?? '',
    timestamp: `${textOf(at(invoice, 'cbc:IssueDate')) ?? ''}T${textOf(at(invoice, 'cbc:IssueTime')) ?? ''}`,
    total: textOf(at(invoice, 'cac:LegalMonetaryTotal', 'cbc:TaxInclusiveAmount')) ?? '',
    vat: textOf(at(taxTotal, 'cbc:TaxAmount')) ?? '',
    isSimplified: (attributeOf(at(invoice, 'cbc:InvoiceTypeCode'), 'name') ?? '').startsWith('02'),
  };
}

export function stampInvoice(
  unsignedXml: string,
  unit: { privateKeyPem: string; certificate: string },
  signingTime: Date,
): { xml: string; hash: string; qrCode: string } {
  const invoice = parseXml(unsignedXml);
  const hash = hashOfDocument(invoice);
  // ZATCA signs the hash's bytes (ECDSA over SHA-256 of the 32 digest bytes), DER-encoded.
  const signatureValue = sign(
    'sha256',
    Buffer.from(hash, 'base64'),
    privateKeyOf(unit.privateKeyPem),
  ).toString('base64');
  const certificate = unit.certificate.replace(/\s+/g, '');
  const facts = certificateFacts(certificate);
  const properties = {
    signingTime: signingTime.toISOString().slice(0, 19),
    certificateDigest: hexDigestBase64(certificate),
    issuer: facts.issuer,
    serialNumber: facts.serialNumber,
  };
  const extensions = ublExtensions({
    invoiceHash: hash,
    signedPropertiesDigest: hexDigestBase64(signedPropertiesXml(properties, true)),
    signatureValue,
    certificate,
    signedProperties: signedPropertiesXml(properties, false),
  });
  const qr = qrFactsOf(invoice);
  const qrCode = encodeTlv([
    [1, qr.sellerName],
    [2, qr.vatNumber],
    [3, qr.timestamp],
    [4, qr.total],
    [5, qr.vat],
    [6, hash],
    [7, signatureValue],
    [8, facts.publicKeyDer],
    ...(qr.isSimplified ? ([[9, facts.signature]] as [number, Buffer][]) : []),
  ]);

  const rootOpen = unsignedXml.indexOf('>', unsignedXml.indexOf('<Invoice')) + 1;
  const signatureAt = unsignedXml.indexOf(signatureReference);
  if (rootOpen <= 0 || signatureAt < 0) throw new Error('stampInvoice: not a document buildInvoiceXml wrote');
  const xml =
    unsignedXml.slice(0, rootOpen) +
    extensions +
    unsignedXml.slice(rootOpen, signatureAt) +
    attachmentReference('QR', qrCode) +
    unsignedXml.slice(signatureAt);
  return { xml, hash, qrCode };
}
