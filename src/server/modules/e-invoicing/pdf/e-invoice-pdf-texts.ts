import type {
  EInvoiceStatus,
  EInvoiceTransaction,
  EInvoiceType,
} from '../../../../contract/e-invoicing/e-invoicing.schemas.js';
import type { Language } from '../../../../contract/i18n/languages.js';
import { riyadhTimeZone } from '../../../../contract/dates/riyadh.js';
import { riyalsText } from '../../../../contract/money/riyals.js';

/*
 * The words of the e-invoice PDF in Arabic and English, and its numbers, money and dates as the web app
 * writes them (src/web/lib/format.ts): ASCII digits in both languages, «1,234.50 ر.س» / «SAR 1,234.50»,
 * Gregorian dates in Riyadh time.
 */

type Bilingual = Record<Language, string>;

/** ZATCA's names for the documents (KSA-2: standard 0100000, simplified 0200000). */
const titles: Record<EInvoiceType, Record<EInvoiceTransaction, Bilingual>> = {
  INVOICE: {
    STANDARD: { ar: 'فاتورة ضريبية', en: 'Tax Invoice' },
    SIMPLIFIED: { ar: 'فاتورة ضريبية مبسطة', en: 'Simplified Tax Invoice' },
  },
  CREDIT_NOTE: {
    STANDARD: { ar: 'إشعار دائن', en: 'Credit Note' },
    SIMPLIFIED: { ar: 'إشعار دائن مبسط', en: 'Simplified Credit Note' },
  },
  DEBIT_NOTE: {
    STANDARD: { ar: 'إشعار مدين', en: 'Debit Note' },
    SIMPLIFIED: { ar: 'إشعار مدين مبسط', en: 'Simplified Debit Note' },
  },
};

export const documentTitle = (type: EInvoiceType, transaction: EInvoiceTransaction, language: Language) =>
  titles[type][transaction][language];

const statuses: Record<EInvoiceStatus, Bilingual> = {
  AWAITING_ONBOARDING: { ar: 'بانتظار ربط وحدة الفوترة بالهيئة', en: 'Awaiting onboarding with ZATCA' },
  QUEUED: { ar: 'بانتظار الإرسال إلى الهيئة', en: 'Waiting to be sent to ZATCA' },
  CLEARED: { ar: 'معتمدة من الهيئة (تم التخليص)', en: 'Cleared by ZATCA' },
  REPORTED: { ar: 'تم الإبلاغ عنها للهيئة', en: 'Reported to ZATCA' },
  REJECTED: { ar: 'رفضتها الهيئة', en: 'Rejected by ZATCA' },
};

export const statusLabel = (status: EInvoiceStatus, language: Language) => statuses[status][language];

const labels = {
  number: { ar: 'الرقم', en: 'Number' },
  issuedAt: { ar: 'تاريخ ووقت الإصدار', en: 'Issue date and time' },
  uuid: { ar: 'المعرّف الفريد (UUID)', en: 'UUID' },
  counter: { ar: 'عداد الفاتورة (ICV)', en: 'Invoice counter (ICV)' },
  status: { ar: 'حالة الفاتورة لدى الهيئة', en: 'ZATCA status' },
  seller: { ar: 'البائع', en: 'Seller' },
  buyer: { ar: 'المشتري', en: 'Buyer' },
  vatNumber: { ar: 'الرقم الضريبي', en: 'VAT number' },
  registrationNumber: { ar: 'السجل التجاري', en: 'CR number' },
  address: { ar: 'العنوان', en: 'Address' },
  lineNumber: { ar: '#', en: '#' },
  description: { ar: 'الوصف', en: 'Description' },
  quantity: { ar: 'الكمية', en: 'Qty' },
  unitPrice: { ar: 'سعر الوحدة', en: 'Unit price' },
  net: { ar: 'الصافي', en: 'Net' },
  vat: { ar: 'الضريبة', en: 'VAT' },
  total: { ar: 'الإجمالي', en: 'Total' },
  subtotal: { ar: 'الإجمالي قبل الضريبة', en: 'Subtotal (excl. VAT)' },
  vatTotal: { ar: 'ضريبة القيمة المضافة 15%', en: 'VAT 15%' },
  grandTotal: { ar: 'الإجمالي شامل الضريبة', en: 'Total (incl. VAT)' },
  inWords: { ar: 'المبلغ كتابةً', en: 'Amount in words' },
  qrCode: { ar: 'رمز الاستجابة السريعة للهيئة', en: 'ZATCA QR code' },
  footer: {
    ar: 'فاتورة إلكترونية وفق المرحلة الثانية من الفوترة الإلكترونية (فاتورة)، ملف XML الموقّع مرفق بهذا المستند.',
    en: 'An e-invoice under ZATCA phase 2 (Fatoora); the signed XML is attached to this document.',
  },
  page: { ar: 'صفحة {page} من {pages}', en: 'Page {page} of {pages}' },
  attachment: { ar: 'الفاتورة الإلكترونية الموقّعة (UBL 2.1)', en: 'The signed e-invoice (UBL 2.1)' },
} satisfies Record<string, Bilingual>;

export type PdfLabel = keyof typeof labels;

export const label = (key: PdfLabel, language: Language) => labels[key][language];

/** «صفحة 1 من 2» / «Page 1 of 2». */
export const pageLabel = (page: number, pages: number, language: Language) =>
  labels.page[language].replace('{page}', String(page)).replace('{pages}', String(pages));

/** `123450` halalas → «1,234.50 ر.س» / «SAR 1,234.50», as the web app's formatMoney writes them. */
export function formatPdfMoney(halalas: number, language: Language): string {
  const amount = riyalsText(halalas).replace(/\B(?=(\d{3})+\.)/g, ',');
  return language === 'ar' ? `${amount} ر.س` : `SAR ${amount}`;
}

/** Whole numbers with grouping and ASCII digits: «1,200». */
export const formatPdfNumber = (value: number) => new Intl.NumberFormat('en-US').format(value);

const intlLocales: Record<Language, string> = {
  ar: 'ar-SA-u-ca-gregory-nu-latn',
  en: 'en-GB-u-ca-gregory-nu-latn',
};

/** The moment of issue in Riyadh: «29 نوفمبر 2026، 7:06:12 م» / «29 November 2026, 19:06:12». */
export function formatPdfDateTime(instant: string | Date, language: Language): string {
  const date = new Date(instant);
  const day = new Intl.DateTimeFormat(intlLocales[language], {
    timeZone: riyadhTimeZone,
    dateStyle: 'long',
  }).format(date);
  const time = new Intl.DateTimeFormat(intlLocales[language], {
    timeZone: riyadhTimeZone,
    timeStyle: 'medium',
  }).format(date);
  return language === 'ar' ? `${day}، ${time}` : `${day}, ${time}`;
}
