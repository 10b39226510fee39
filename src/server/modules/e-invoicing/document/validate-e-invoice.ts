import { verify, X509Certificate } from 'node:crypto';

import type { FatooraMessage } from '../../../../contract/e-invoicing/e-invoicing.schemas.js';
import { ublNamespaces } from './build-invoice-xml.js';
import { readCertificate } from './certificates.js';
import {
  decodeTlv,
  hexDigestBase64,
  invoiceHashOf,
  qrCodeMaxLength,
  qrFactsOf,
  signedPropertiesXml,
} from './stamp-invoice.js';
import { structureProblems } from './ubl-structure.js';
import { at, attributeOf, childElements, parseXml, textOf, type XmlElement } from './xml-tree.js';

/**
 * What ZATCA would say about a signed document, offline (issue 24): the UBL 2.1 structure Tawrid
 * emits, the KSA business rules that need nothing but the document (ZATCA's codes, from its
 * validation rules: BR-KSA-* for KSA rules, BR-* and BR-CO-* for EN 16931's), then the stamp —
 * the invoice hash, the signature with the certificate's key, the signed properties, the QR.
 * Empty means valid. The chain (PIH = the previous document's hash) needs state: the sandbox checks it.
 */

type Category = 'XSD validation' | 'KSA' | 'EN' | 'SIGNATURE' | 'QR';

const error = (code: string, category: Category, message: string): FatooraMessage => ({
  type: 'ERROR',
  code,
  category,
  message,
});
const warning = (code: string, category: Category, message: string): FatooraMessage => ({
  type: 'WARNING',
  code,
  category,
  message,
});

const amountPattern = /^-?[0-9]+(\.[0-9]{1,2})?$/;
/** Riyals with at most two decimals (ASCII digits) → halalas; null when the text is not such an amount. */
function halalasOf(text: string | undefined): number | null {
  if (text === undefined || !amountPattern.test(text)) return null;
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return text.startsWith('-') ? -value : value;
}

const vatNumberPattern = /^3[0-9]{13}3$/;
const uuidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const base64Pattern = /^[A-Za-z0-9+/]+={0,2}$/;
const datePattern = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;
const timePattern = /^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$/;

function roundHalfUp(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value) + 1e-9);
}

function checkAmounts(invoice: XmlElement, messages: FatooraMessage[]) {
  const walk = (element: XmlElement) => {
    const currency = attributeOf(element, 'currencyID');
    if (currency !== undefined) {
      const text = textOf(element);
      if (halalasOf(text) === null) {
        messages.push(
          error(
            'BR-DEC-01',
            'EN',
            `${element.name} "${text ?? ''}" must be an amount with at most two decimals in ASCII digits.`,
          ),
        );
      }
      if (currency !== 'SAR')
        messages.push(
          error('BR-KSA-68', 'KSA', `${element.name} is in ${currency}; Tawrid's documents are in SAR.`),
        );
    }
    for (const child of childElements(element)) if (child.name !== 'ext:UBLExtensions') walk(child);
  };
  walk(invoice);
}

function checkParties(invoice: XmlElement, isStandard: boolean, messages: FatooraMessage[]) {
  const seller = at(invoice, 'cac:AccountingSupplierParty', 'cac:Party');
  const sellerVat = textOf(at(seller, 'cac:PartyTaxScheme', 'cbc:CompanyID'));
  if (!sellerVat) messages.push(error('BR-KSA-39', 'KSA', 'The seller VAT registration number is missing.'));
  else if (!vatNumberPattern.test(sellerVat))
    messages.push(
      error(
        'BR-KSA-40',
        'KSA',
        'The seller VAT registration number must contain 15 digits, starting and ending with 3.',
      ),
    );
  if (!textOf(at(seller, 'cac:PartyLegalEntity', 'cbc:RegistrationName')))
    messages.push(error('BR-06', 'EN', 'The seller name is missing.'));
  const sellerId = at(seller, 'cac:PartyIdentification', 'cbc:ID');
  if (
    sellerId &&
    !['CRN', 'MOM', 'MLS', '700', 'SAG', 'OTH'].includes(attributeOf(sellerId, 'schemeID') ?? '')
  )
    messages.push(
      error(
        'BR-KSA-08',
        'KSA',
        'The seller identification scheme must be one of CRN, MOM, MLS, 700, SAG, OTH.',
      ),
    );
  const sellerAddress = at(seller, 'cac:PostalAddress');
  messages.push(
    ...addressProblems(sellerAddress, 'seller', {
      missing: (text) => error('BR-KSA-09', 'KSA', text),
      building: (text) => error('BR-KSA-37', 'KSA', text),
      postal: (text) => error('BR-KSA-66', 'KSA', text),
    }),
  );
  if (textOf(at(sellerAddress, 'cac:Country', 'cbc:IdentificationCode')) !== 'SA')
    messages.push(error('BR-KSA-09', 'KSA', 'The seller address country must be SA.'));

  const buyer = at(invoice, 'cac:AccountingCustomerParty', 'cac:Party');
  const buyerVat = textOf(at(buyer, 'cac:PartyTaxScheme', 'cbc:CompanyID'));
  if (buyerVat && !vatNumberPattern.test(buyerVat))
    messages.push(
      error(
        'BR-KSA-44',
        'KSA',
        'The buyer VAT registration number must contain 15 digits, starting and ending with 3.',
      ),
    );
  if (!isStandard) return;
  if (!buyerVat && !textOf(at(buyer, 'cac:PartyIdentification', 'cbc:ID')))
    messages.push(
      error(
        'BR-KSA-81',
        'KSA',
        'A standard invoice must carry the buyer VAT registration number (or another identifier).',
      ),
    );
  if (!textOf(at(buyer, 'cac:PartyLegalEntity', 'cbc:RegistrationName')))
    messages.push(error('BR-KSA-42', 'KSA', 'A standard invoice must carry the buyer name.'));
  const buyerAddress = at(buyer, 'cac:PostalAddress');
  if (textOf(at(buyerAddress, 'cac:Country', 'cbc:IdentificationCode')) === 'SA') {
    messages.push(
      ...addressProblems(buyerAddress, 'buyer', {
        missing: (text) => warning('BR-KSA-63', 'KSA', text),
        building: (text) => warning('BR-KSA-63', 'KSA', text),
        postal: (text) => error('BR-KSA-67', 'KSA', text),
      }),
    );
  } else if (!buyerAddress) {
    messages.push(warning('BR-KSA-63', 'KSA', 'A standard invoice must carry the buyer address.'));
  }
}

/**
 * A Saudi postal address's problems, in ZATCA's words: its five required parts, the building number's 4
 * digits and the postal code's 5. The seller's and the buyer's are checked alike; ZATCA gives each rule
 * its own code and severity per party, so the caller names them.
 */
function addressProblems(
  address: XmlElement | undefined,
  party: 'seller' | 'buyer',
  rules: Record<'missing' | 'building' | 'postal', (text: string) => FatooraMessage>,
): FatooraMessage[] {
  const problems: FatooraMessage[] = [];
  for (const field of [
    'cbc:StreetName',
    'cbc:BuildingNumber',
    'cbc:PostalZone',
    'cbc:CityName',
    'cbc:CitySubdivisionName',
  ]) {
    if (!textOf(at(address, field)))
      problems.push(rules.missing(`The ${party} address ${field} is missing.`));
  }
  const building = textOf(at(address, 'cbc:BuildingNumber'));
  if (building && !/^[0-9]{4}$/.test(building))
    problems.push(rules.building(`The ${party} address building number must contain 4 digits.`));
  const postal = textOf(at(address, 'cbc:PostalZone'));
  if (postal && !/^[0-9]{5}$/.test(postal))
    problems.push(rules.postal(`The ${party} postal code must be 5 digits.`));
  return problems;
}

function checkTotals(invoice: XmlElement, messages: FatooraMessage[]) {
  const amount = (element: XmlElement | undefined) => halalasOf(textOf(element)) ?? 0;
  let lineNetSum = 0;
  let lineVatSum = 0;
  for (const line of childElements(invoice, 'cac:InvoiceLine')) {
    const id = textOf(at(line, 'cbc:ID')) ?? '?';
    const net = amount(at(line, 'cbc:LineExtensionAmount'));
    const vat = amount(at(line, 'cac:TaxTotal', 'cbc:TaxAmount'));
    const percent = Number(textOf(at(line, 'cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:Percent')) ?? 'NaN');
    const category = textOf(at(line, 'cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:ID'));
    const quantity = Number(textOf(at(line, 'cbc:InvoicedQuantity')));
    const price = amount(at(line, 'cac:Price', 'cbc:PriceAmount'));
    lineNetSum += net;
    lineVatSum += vat;
    if (!['S', 'Z', 'E', 'O'].includes(category ?? ''))
      messages.push(error('BR-KSA-18', 'KSA', `Line ${id}: the VAT category must be S, Z, E or O.`));
    if (category === 'S' && percent !== 15)
      messages.push(error('BR-KSA-18', 'KSA', `Line ${id}: the standard VAT rate is 15%.`));
    if (Number.isFinite(quantity) && net !== roundHalfUp(quantity * price))
      messages.push(
        error('BR-KSA-EN16931-11', 'EN', `Line ${id}: the net amount must be the quantity times the price.`),
      );
    if (Number.isFinite(percent) && vat !== roundHalfUp((net * percent) / 100))
      messages.push(
        error(
          'BR-KSA-50',
          'KSA',
          `Line ${id}: the line VAT must be the net amount times the VAT rate, rounded to 2 decimals.`,
        ),
      );
    const withVat = at(line, 'cac:TaxTotal', 'cbc:RoundingAmount');
    if (withVat && amount(withVat) !== net + vat)
      messages.push(
        error(
          'BR-KSA-51',
          'KSA',
          `Line ${id}: the line amount with VAT must be the net amount plus the line VAT.`,
        ),
      );
  }
  const totals = at(invoice, 'cac:LegalMonetaryTotal');
  const lineExtension = amount(at(totals, 'cbc:LineExtensionAmount'));
  const taxExclusive = amount(at(totals, 'cbc:TaxExclusiveAmount'));
  const taxInclusive = amount(at(totals, 'cbc:TaxInclusiveAmount'));
  const allowances = amount(at(totals, 'cbc:AllowanceTotalAmount'));
  const charges = amount(at(totals, 'cbc:ChargeTotalAmount'));
  const prepaid = amount(at(totals, 'cbc:PrepaidAmount'));
  const rounding = amount(at(totals, 'cbc:PayableRoundingAmount'));
  const payable = amount(at(totals, 'cbc:PayableAmount'));
  if (lineExtension !== lineNetSum)
    messages.push(
      error(
        'BR-CO-10',
        'EN',
        'The sum of the line net amounts must equal the invoice line extension amount.',
      ),
    );
  if (taxExclusive !== lineExtension - allowances + charges)
    messages.push(
      error('BR-CO-13', 'EN', 'The total without VAT must be the line total minus allowances plus charges.'),
    );

  const [taxTotal, breakdown] = childElements(invoice, 'cac:TaxTotal');
  if (!taxTotal || !breakdown) {
    messages.push(
      error(
        'BR-KSA-EN16931-08',
        'KSA',
        'The document must carry two TaxTotal elements, the second with the VAT breakdown.',
      ),
    );
    return;
  }
  const vatTotal = amount(at(taxTotal, 'cbc:TaxAmount'));
  if (amount(at(breakdown, 'cbc:TaxAmount')) !== vatTotal)
    messages.push(error('BR-CO-14', 'EN', 'Both TaxTotal amounts must be equal.'));
  let subtotalVatSum = 0;
  for (const subtotal of childElements(breakdown, 'cac:TaxSubtotal')) {
    const taxable = amount(at(subtotal, 'cbc:TaxableAmount'));
    const vat = amount(at(subtotal, 'cbc:TaxAmount'));
    const percent = Number(textOf(at(subtotal, 'cac:TaxCategory', 'cbc:Percent')) ?? 'NaN');
    subtotalVatSum += vat;
    // VAT is rounded per line (conventions §6): each line may move the category's VAT by half a halala.
    const lines = childElements(invoice, 'cac:InvoiceLine').length;
    if (Number.isFinite(percent) && Math.abs(vat - (taxable * percent) / 100) > lines / 2 + 0.5)
      messages.push(
        error('BR-S-09', 'EN', 'The VAT of a category must be its taxable amount times its rate.'),
      );
  }
  if (subtotalVatSum !== vatTotal)
    messages.push(error('BR-CO-14', 'EN', 'The VAT total must be the sum of the VAT breakdown.'));
  if (vatTotal !== lineVatSum)
    messages.push(
      error('BR-KSA-EN16931-09', 'KSA', 'The VAT total must be the sum of the line VAT amounts.'),
    );
  if (taxInclusive !== taxExclusive + vatTotal)
    messages.push(
      error('BR-CO-15', 'EN', 'The total with VAT must be the total without VAT plus the VAT total.'),
    );
  if (payable !== taxInclusive - prepaid + rounding)
    messages.push(
      error(
        'BR-CO-16',
        'EN',
        'The amount due must be the total with VAT minus the prepaid amount plus rounding.',
      ),
    );
}

function checkHeader(
  invoice: XmlElement,
  messages: FatooraMessage[],
): { isStandard: boolean; isNote: boolean } {
  for (const [prefix, uri] of [
    ['xmlns', ublNamespaces.invoice],
    ['xmlns:cac', ublNamespaces.cac],
    ['xmlns:cbc', ublNamespaces.cbc],
  ] as const) {
    if (attributeOf(invoice, prefix) !== uri)
      messages.push(
        error('XSD_SCHEMA_ERROR', 'XSD validation', `The Invoice element must declare ${prefix}="${uri}".`),
      );
  }
  if (textOf(at(invoice, 'cbc:ProfileID')) !== 'reporting:1.0')
    messages.push(
      error('BR-KSA-EN16931-01', 'KSA', 'The business process (ProfileID) must be reporting:1.0.'),
    );
  const typeCode = at(invoice, 'cbc:InvoiceTypeCode');
  const code = textOf(typeCode);
  if (!['388', '381', '383', '386'].includes(code ?? ''))
    messages.push(error('BR-KSA-05', 'KSA', 'The invoice type code must be 388, 381, 383 or 386.'));
  const subtype = attributeOf(typeCode, 'name') ?? '';
  if (!/^0[12][01]{5}$/.test(subtype))
    messages.push(
      error(
        'BR-KSA-06',
        'KSA',
        'The invoice transaction code must be 7 characters NNPNESB: 01 or 02 followed by five 0/1 flags.',
      ),
    );
  if (!uuidPattern.test(textOf(at(invoice, 'cbc:UUID')) ?? ''))
    messages.push(
      error('BR-KSA-03', 'KSA', 'The document must carry a UUID (8-4-4-4-12 hexadecimal digits).'),
    );
  if (!datePattern.test(textOf(at(invoice, 'cbc:IssueDate')) ?? ''))
    messages.push(error('BR-KSA-04', 'KSA', 'The issue date must be a date in the form YYYY-MM-DD.'));
  if (!timePattern.test(textOf(at(invoice, 'cbc:IssueTime')) ?? ''))
    messages.push(error('BR-KSA-70', 'KSA', 'The issue time must be in the form HH:mm:ss.'));
  if (textOf(at(invoice, 'cbc:DocumentCurrencyCode')) !== 'SAR')
    messages.push(
      error('BR-KSA-68', 'KSA', "The document currency must be SAR (Tawrid's documents are in riyals)."),
    );
  if (textOf(at(invoice, 'cbc:TaxCurrencyCode')) !== 'SAR')
    messages.push(error('BR-KSA-68', 'KSA', 'The tax currency code must be SAR.'));

  const references = childElements(invoice, 'cac:AdditionalDocumentReference');
  const reference = (id: string) => references.filter((element) => textOf(at(element, 'cbc:ID')) === id);
  const icv = reference('ICV');
  if (icv.length !== 1 || !/^[0-9]+$/.test(textOf(at(icv[0], 'cbc:UUID')) ?? ''))
    messages.push(
      error(
        'BR-KSA-33',
        'KSA',
        'The invoice counter value (ICV) must be present once and contain only digits.',
      ),
    );
  const pih = reference('PIH');
  const pihText = textOf(at(pih[0], 'cac:Attachment', 'cbc:EmbeddedDocumentBinaryObject')) ?? '';
  if (pih.length !== 1 || !base64Pattern.test(pihText) || Buffer.from(pihText, 'base64').length === 0)
    messages.push(
      error('BR-KSA-26', 'KSA', 'The previous invoice hash (PIH) must be present once, as Base64.'),
    );

  const isStandard = subtype.startsWith('01');
  const isNote = code === '381' || code === '383';
  if (isNote) {
    if (!textOf(at(invoice, 'cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:ID')))
      messages.push(
        error(
          'BR-KSA-56',
          'KSA',
          'A credit or debit note must reference the original invoice (BillingReference).',
        ),
      );
    const reasons = childElements(invoice, 'cac:PaymentMeans').map((means) =>
      textOf(at(means, 'cbc:InstructionNote')),
    );
    if (!reasons.some(Boolean))
      messages.push(
        error(
          'BR-KSA-17',
          'KSA',
          'A credit or debit note must state its reason (PaymentMeans/InstructionNote).',
        ),
      );
  }
  if (isStandard && !datePattern.test(textOf(at(invoice, 'cac:Delivery', 'cbc:ActualDeliveryDate')) ?? ''))
    messages.push(
      error(
        'BR-KSA-15',
        'KSA',
        'A standard tax invoice must carry the supply date (ActualDeliveryDate, YYYY-MM-DD).',
      ),
    );
  return { isStandard, isNote };
}

function checkStamp(xml: string, invoice: XmlElement, messages: FatooraMessage[]) {
  const signature = at(
    invoice,
    'ext:UBLExtensions',
    'ext:UBLExtension',
    'ext:ExtensionContent',
    'sig:UBLDocumentSignatures',
    'sac:SignatureInformation',
    'ds:Signature',
  );
  const qrReference = childElements(invoice, 'cac:AdditionalDocumentReference').find(
    (element) => textOf(at(element, 'cbc:ID')) === 'QR',
  );
  const qrCode = textOf(at(qrReference, 'cac:Attachment', 'cbc:EmbeddedDocumentBinaryObject'));
  if (!childElements(invoice, 'cac:Signature').length)
    messages.push(
      error(
        'BR-KSA-60',
        'KSA',
        'The document must carry the cac:Signature reference to its cryptographic stamp.',
      ),
    );
  if (!signature) {
    messages.push(
      error(
        'BR-KSA-28',
        'SIGNATURE',
        'The cryptographic stamp (XAdES signature in UBLExtensions) is missing.',
      ),
    );
  }
  if (!qrCode)
    messages.push(error('BR-KSA-27', 'QR', 'The QR code (AdditionalDocumentReference QR) is missing.'));
  if (!signature) return;

  const signedInfo = at(signature, 'ds:SignedInfo');
  const references = childElements(signedInfo, 'ds:Reference');
  const invoiceReference = references.find(
    (reference) => attributeOf(reference, 'Id') === 'invoiceSignedData',
  );
  const propertiesReference = references.find(
    (reference) => attributeOf(reference, 'URI') === '#xadesSignedProperties',
  );
  const digest = textOf(at(invoiceReference, 'ds:DigestValue')) ?? '';
  const signatureValue = textOf(at(signature, 'ds:SignatureValue')) ?? '';
  const certificateText = (
    textOf(at(signature, 'ds:KeyInfo', 'ds:X509Data', 'ds:X509Certificate')) ?? ''
  ).replace(/\s+/g, '');
  const hash = invoiceHashOf(xml);
  if (digest !== hash)
    messages.push(
      error(
        'invalid-invoice-hash',
        'SIGNATURE',
        'The invoice hash in the signature does not match the document (it was changed after signing).',
      ),
    );

  let certificate: ReturnType<typeof readCertificate> | undefined;
  try {
    certificate = readCertificate(certificateText);
  } catch {
    messages.push(error('invalid-certificate', 'SIGNATURE', 'The signing certificate cannot be read.'));
    return;
  }
  const publicKey = new X509Certificate(Buffer.from(certificateText, 'base64')).publicKey;
  let signatureVerifies = false;
  try {
    // Over the hash this document has, not the one it claims: the signature must stamp these bytes.
    signatureVerifies = verify(
      'sha256',
      Buffer.from(hash, 'base64'),
      publicKey,
      Buffer.from(signatureValue, 'base64'),
    );
  } catch {
    signatureVerifies = false;
  }
  if (!signatureVerifies)
    messages.push(
      error(
        'invalid-signature',
        'SIGNATURE',
        "The signature does not verify with the certificate's public key.",
      ),
    );

  const properties = at(signature, 'ds:Object', 'xades:QualifyingProperties', 'xades:SignedProperties');
  const signed = at(properties, 'xades:SignedSignatureProperties');
  const cert = at(signed, 'xades:SigningCertificate', 'xades:Cert');
  const facts = {
    signingTime: textOf(at(signed, 'xades:SigningTime')) ?? '',
    certificateDigest: textOf(at(cert, 'xades:CertDigest', 'ds:DigestValue')) ?? '',
    issuer: textOf(at(cert, 'xades:IssuerSerial', 'ds:X509IssuerName')) ?? '',
    serialNumber: textOf(at(cert, 'xades:IssuerSerial', 'ds:X509SerialNumber')) ?? '',
  };
  if (facts.certificateDigest !== hexDigestBase64(certificateText))
    messages.push(
      error(
        'certificate-hashing',
        'SIGNATURE',
        'The signing certificate digest does not match the certificate.',
      ),
    );
  if (facts.issuer !== certificate.issuer || facts.serialNumber !== certificate.serialNumber)
    messages.push(
      error(
        'certificate-issuer-serial',
        'SIGNATURE',
        "The signing certificate's issuer or serial number does not match the certificate.",
      ),
    );
  if (textOf(at(propertiesReference, 'ds:DigestValue')) !== hexDigestBase64(signedPropertiesXml(facts, true)))
    messages.push(
      error(
        'signed-properties-hashing',
        'SIGNATURE',
        'The signed properties digest does not match the signed properties.',
      ),
    );

  if (!qrCode) return;
  if (qrCode.length > qrCodeMaxLength)
    messages.push(
      error(
        'QRCODE_INVALID',
        'QR',
        `The QR code is ${qrCode.length} characters, more than ${qrCodeMaxLength}.`,
      ),
    );
  let tags: Map<number, Buffer>;
  try {
    tags = decodeTlv(qrCode);
  } catch {
    messages.push(error('QRCODE_INVALID', 'QR', 'The QR code is not Base64 TLV.'));
    return;
  }
  const qr = qrFactsOf(invoice);
  const expected: [number, Buffer | undefined][] = [
    [1, Buffer.from(qr.sellerName, 'utf8')],
    [2, Buffer.from(qr.vatNumber, 'utf8')],
    [3, Buffer.from(qr.timestamp, 'utf8')],
    [4, Buffer.from(qr.total, 'utf8')],
    [5, Buffer.from(qr.vat, 'utf8')],
    [6, Buffer.from(hash, 'utf8')],
    [7, Buffer.from(signatureValue, 'utf8')],
    [8, certificate.publicKeyDer],
    [9, qr.isSimplified ? certificate.signature : undefined],
  ];
  for (const [tag, value] of expected) {
    const found = tags.get(tag);
    if (value === undefined) continue;
    if (!found) messages.push(error('QRCODE_INVALID', 'QR', `The QR code has no tag ${tag}.`));
    else if (!found.equals(value))
      messages.push(error('QRCODE_INVALID', 'QR', `QR tag ${tag} does not match the document.`));
  }
}

export function validateEInvoice(xml: string): FatooraMessage[] {
  let invoice: XmlElement;
  try {
    invoice = parseXml(xml);
  } catch (cause) {
    return [
      error(
        'XSD_SCHEMA_ERROR',
        'XSD validation',
        `The document is not well-formed XML: ${(cause as Error).message}.`,
      ),
    ];
  }
  const messages: FatooraMessage[] = structureProblems(invoice).map((problem) =>
    error('XSD_SCHEMA_ERROR', 'XSD validation', `UBL 2.1: ${problem}.`),
  );
  if (invoice.name !== 'Invoice') return messages;
  const { isStandard } = checkHeader(invoice, messages);
  checkAmounts(invoice, messages);
  checkParties(invoice, isStandard, messages);
  checkTotals(invoice, messages);
  try {
    checkStamp(xml, invoice, messages);
  } catch (cause) {
    messages.push(
      error(
        'invalid-signature',
        'SIGNATURE',
        `The cryptographic stamp cannot be checked: ${(cause as Error).message}.`,
      ),
    );
  }
  return messages;
}
