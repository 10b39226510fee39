import type {
  EInvoiceTransaction,
  EInvoiceType,
} from '../../../../contract/e-invoicing/e-invoicing.schemas.js';

/**
 * Everything a UBL 2.1 document with ZATCA's KSA extensions says, taken from an issued invoice
 * (issue 24). Money is integer halalas; the XML writes riyals with two decimals (ASCII digits).
 */
export interface EInvoiceParty {
  /** Arabic legal name as registered (ZATCA wants the seller's name in Arabic). */
  name: string;
  /** 15 digits starting and ending with 3; null for a buyer without one (simplified). */
  vatNumber: string | null;
  /** Commercial registration, 10 digits (schemeID CRN). */
  registrationNumber: string | null;
  address: {
    street: string;
    buildingNumber: string; // 4 digits
    district: string;
    city: string;
    postalZone: string; // 5 digits
    countryCode: 'SA';
  };
}

export interface EInvoiceLine {
  id: number; // 1, 2, …
  name: string;
  quantity: number;
  /** Halalas, before VAT. */
  unitPrice: number;
  /** Halalas: quantity × unit price. */
  net: number;
  /** Halalas. */
  vat: number;
  /** S (15%) for every line Tawrid issues today; Z/E/O with an exemption reason otherwise. */
  vatCategory: 'S' | 'Z' | 'E' | 'O';
  /** Percent, e.g. 15. */
  vatPercent: number;
  /** Z/E/O only: ZATCA's exemption reason code (e.g. `VATEX-SA-32`) and its text (BR-KSA-69). */
  exemptionReasonCode?: string;
  exemptionReason?: string;
}

export interface EInvoiceInput {
  type: EInvoiceType;
  transaction: EInvoiceTransaction;
  /** The document's UUID (the invoice's `uuid`), also our reference at ZATCA. */
  uuid: string;
  /** What people read: `INV-000042`. */
  number: string;
  issuedAt: Date;
  /** The day goods or services are supplied (Riyadh calendar, YYYY-MM-DD). */
  deliveryDate: string;
  /** Invoice counter value (ICV) of the seller's unit, 1, 2, … */
  counter: number;
  /** Base64 SHA-256 of the unit's previous document; ZATCA's start value for the first. */
  previousHash: string;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  lines: EInvoiceLine[];
  /** Halalas. */
  subtotal: number;
  vat: number;
  total: number;
  /** Credit and debit notes: the original invoice's number and why (KSA-10, BR-KSA-17). */
  billingReference?: { invoiceNumber: string; reason: string };
  /** 10 cash, 30 credit, 42 bank account, 48 bank card, 1 not defined (ZATCA's payment means codes). */
  paymentMeansCode: '10' | '30' | '42' | '48' | '1';
}
