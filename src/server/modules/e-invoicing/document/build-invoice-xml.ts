import type { EInvoiceInput, EInvoiceLine, EInvoiceParty } from './e-invoice-input.js';
import { escapeXml } from './xml-tree.js';

/**
 * The unsigned UBL 2.1 Invoice with ZATCA's KSA extensions (XML Implementation Standard, issue 24).
 * Written without indentation: the hash is taken over the canonical form, which keeps white space, and
 * ZATCA removes the signature elements with XPath filters that leave the text around them — a document
 * without insignificant white space hashes the same whichever way a verifier removes them.
 */

export const ublNamespaces = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
};

/** UBL InvoiceTypeCode (UNTDID 1001) of each kind of document. */
export const invoiceTypeCodes = { INVOICE: '388', CREDIT_NOTE: '381', DEBIT_NOTE: '383' } as const;
/** KSA-2 subtype: positions 1–2 say standard (01) or simplified (02); the rest are flags we do not use. */
export const invoiceSubtypes = { STANDARD: '0100000', SIMPLIFIED: '0200000' } as const;

type Attributes = Record<string, string>;
/** One element; `content` is either escaped child XML (an array) or text to escape. */
function el(name: string, content: string | string[] | undefined, attributes: Attributes = {}): string {
  const attributeText = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  const inner = Array.isArray(content) ? content.join('') : escapeXml(content ?? '');
  return `<${name}${attributeText}>${inner}</${name}>`;
}

/** Halalas as riyals with two decimals, ASCII digits (BR-KSA-DEC-*: at most two decimals). */
export function riyals(halalas: number): string {
  if (!Number.isInteger(halalas)) throw new Error(`amount ${halalas} is not a whole number of halalas`);
  const sign = halalas < 0 ? '-' : '';
  const absolute = Math.abs(halalas);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

const sar = (name: string, halalas: number) => el(name, riyals(halalas), { currencyID: 'SAR' });

/** Saudi Arabia keeps UTC+3 all year: the invoice's date and time as the seller's clock shows them. */
export function riyadhDateTime(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() + 3 * 60 * 60 * 1000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
}

function party(
  role: 'cac:AccountingSupplierParty' | 'cac:AccountingCustomerParty',
  who: EInvoiceParty,
): string {
  const { address } = who;
  return el(role, [
    el('cac:Party', [
      who.registrationNumber
        ? el('cac:PartyIdentification', [el('cbc:ID', who.registrationNumber, { schemeID: 'CRN' })])
        : '',
      el('cac:PostalAddress', [
        el('cbc:StreetName', address.street),
        el('cbc:BuildingNumber', address.buildingNumber),
        el('cbc:CitySubdivisionName', address.district),
        el('cbc:CityName', address.city),
        el('cbc:PostalZone', address.postalZone),
        el('cac:Country', [el('cbc:IdentificationCode', address.countryCode)]),
      ]),
      el('cac:PartyTaxScheme', [
        who.vatNumber ? el('cbc:CompanyID', who.vatNumber) : '',
        el('cac:TaxScheme', [el('cbc:ID', 'VAT')]),
      ]),
      el('cac:PartyLegalEntity', [el('cbc:RegistrationName', who.name)]),
    ]),
  ]);
}

function taxCategory(
  name: 'cac:TaxCategory' | 'cac:ClassifiedTaxCategory',
  line: Pick<EInvoiceLine, 'vatCategory' | 'vatPercent' | 'exemptionReasonCode' | 'exemptionReason'>,
): string {
  const scheme = name === 'cac:TaxCategory' ? { schemeID: 'UN/ECE 5305', schemeAgencyID: '6' } : undefined;
  return el(name, [
    el('cbc:ID', line.vatCategory, scheme),
    el('cbc:Percent', line.vatPercent.toFixed(2)),
    line.vatCategory !== 'S' && line.exemptionReasonCode
      ? el('cbc:TaxExemptionReasonCode', line.exemptionReasonCode)
      : '',
    line.vatCategory !== 'S' && line.exemptionReason
      ? el('cbc:TaxExemptionReason', line.exemptionReason)
      : '',
    el('cac:TaxScheme', [
      el(
        'cbc:ID',
        'VAT',
        name === 'cac:TaxCategory' ? { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' } : undefined,
      ),
    ]),
  ]);
}

/** The VAT breakdown (BG-23): one subtotal per category and rate, in the order lines first use them. */
function taxSubtotals(lines: EInvoiceLine[]): string[] {
  const groups = new Map<string, { line: EInvoiceLine; taxable: number; vat: number }>();
  for (const line of lines) {
    const key = `${line.vatCategory}/${line.vatPercent}/${line.exemptionReasonCode ?? ''}`;
    const group = groups.get(key) ?? { line, taxable: 0, vat: 0 };
    group.taxable += line.net;
    group.vat += line.vat;
    groups.set(key, group);
  }
  return [...groups.values()].map(({ line, taxable, vat }) =>
    el('cac:TaxSubtotal', [
      sar('cbc:TaxableAmount', taxable),
      sar('cbc:TaxAmount', vat),
      taxCategory('cac:TaxCategory', line),
    ]),
  );
}

function invoiceLine(line: EInvoiceLine): string {
  return el('cac:InvoiceLine', [
    el('cbc:ID', String(line.id)),
    el('cbc:InvoicedQuantity', String(line.quantity), { unitCode: 'PCE' }),
    sar('cbc:LineExtensionAmount', line.net),
    el('cac:TaxTotal', [sar('cbc:TaxAmount', line.vat), sar('cbc:RoundingAmount', line.net + line.vat)]),
    el('cac:Item', [el('cbc:Name', line.name), taxCategory('cac:ClassifiedTaxCategory', line)]),
    el('cac:Price', [sar('cbc:PriceAmount', line.unitPrice)]),
  ]);
}

/** A reference the signature's transforms and ZATCA look for by its ID (ICV, PIH, QR). */
export function attachmentReference(id: 'PIH' | 'QR', text: string): string {
  return el('cac:AdditionalDocumentReference', [
    el('cbc:ID', id),
    el('cac:Attachment', [el('cbc:EmbeddedDocumentBinaryObject', text, { mimeCode: 'text/plain' })]),
  ]);
}

/** The UBL signature placeholder ZATCA's samples carry; the XAdES signature itself goes in UBLExtensions. */
export const signatureReference = el('cac:Signature', [
  el('cbc:ID', 'urn:oasis:names:specification:ubl:signature:Invoice'),
  el('cbc:SignatureMethod', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
]);

export function buildInvoiceXml(input: EInvoiceInput): string {
  const { date, time } = riyadhDateTime(input.issuedAt);
  const isNote = input.type !== 'INVOICE';
  if (isNote && !input.billingReference)
    throw new Error(`${input.type} ${input.number} needs the original invoice (BR-KSA-56)`);
  const root = el(
    'Invoice',
    [
      el('cbc:ProfileID', 'reporting:1.0'),
      el('cbc:ID', input.number),
      el('cbc:UUID', input.uuid),
      el('cbc:IssueDate', date),
      el('cbc:IssueTime', time),
      el('cbc:InvoiceTypeCode', invoiceTypeCodes[input.type], { name: invoiceSubtypes[input.transaction] }),
      el('cbc:DocumentCurrencyCode', 'SAR'),
      el('cbc:TaxCurrencyCode', 'SAR'),
      isNote && input.billingReference
        ? el('cac:BillingReference', [
            el('cac:InvoiceDocumentReference', [el('cbc:ID', input.billingReference.invoiceNumber)]),
          ])
        : '',
      el('cac:AdditionalDocumentReference', [el('cbc:ID', 'ICV'), el('cbc:UUID', String(input.counter))]),
      attachmentReference('PIH', input.previousHash),
      signatureReference,
      party('cac:AccountingSupplierParty', input.seller),
      party('cac:AccountingCustomerParty', input.buyer),
      el('cac:Delivery', [el('cbc:ActualDeliveryDate', input.deliveryDate)]),
      el('cac:PaymentMeans', [
        el('cbc:PaymentMeansCode', input.paymentMeansCode),
        isNote && input.billingReference ? el('cbc:InstructionNote', input.billingReference.reason) : '',
      ]),
      // KSA: the first TaxTotal is in the tax currency (no breakdown), the second carries the breakdown.
      el('cac:TaxTotal', [sar('cbc:TaxAmount', input.vat)]),
      el('cac:TaxTotal', [sar('cbc:TaxAmount', input.vat), ...taxSubtotals(input.lines)]),
      el('cac:LegalMonetaryTotal', [
        sar('cbc:LineExtensionAmount', input.subtotal),
        sar('cbc:TaxExclusiveAmount', input.subtotal),
        sar('cbc:TaxInclusiveAmount', input.total),
        sar('cbc:AllowanceTotalAmount', 0),
        sar('cbc:PrepaidAmount', 0),
        sar('cbc:PayableAmount', input.total),
      ]),
      ...input.lines.map(invoiceLine),
    ],
    {
      xmlns: ublNamespaces.invoice,
      'xmlns:cac': ublNamespaces.cac,
      'xmlns:cbc': ublNamespaces.cbc,
      'xmlns:ext': ublNamespaces.ext,
    },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}`;
}
