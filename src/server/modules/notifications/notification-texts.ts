import type { Language } from '../../../contract/i18n/languages.js';
import { riyalsText } from '../../../contract/money/riyals.js';
import {
  groupBuyersRequired,
  type GroupCancelReason,
} from '../../../contract/group-purchases/group-purchases.schemas.js';
import type { NotificationType } from '../../../contract/notifications/notifications.schemas.js';
import { nameIn, type ListingNames } from '../../../contract/text/two-languages.js';

/*
 * The title and content of every notification type in Arabic and English, written once when the
 * notification is raised (the list is then readable in either language). Amounts are halalas and read
 * with Latin digits in both languages, as Saudi invoices and banking apps show them.
 */

/** Order states a buyer or supplier is told about (the orders capability raises them). */
export const notifiedOrderStatuses = ['CONFIRMED', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CANCELLED'] as const;
export type NotifiedOrderStatus = (typeof notifiedOrderStatuses)[number];

export const notifiedInvoiceStatuses = [
  'ACCEPTED',
  'REJECTED',
  'PARTIALLY_PAID',
  'FULLY_PAID',
  'OVERDUE',
  'CANCELLED',
  /** Issue 24: ZATCA refused the invoice's e-invoice (clearance or reporting). */
  'E_INVOICE_REJECTED',
] as const;
export type NotifiedInvoiceStatus = (typeof notifiedInvoiceStatuses)[number];

/**
 * What happened to a supplier's offer on a tender; TENDER_CLOSED: nobody was awarded by the response
 * deadline (decision 014).
 */
export const notifiedBidStatuses = ['ACCEPTED', 'REJECTED', 'TENDER_CANCELLED', 'TENDER_CLOSED'] as const;
export type NotifiedBidStatus = (typeof notifiedBidStatuses)[number];

/**
 * Spec §4, decision 015: members hear when another buyer joins, when the group completes (the supplier
 * too: SOLD) and when it is cancelled, with the reason.
 */
export const notifiedGroupPurchaseStatuses = ['JOINED', 'COMPLETED', 'SOLD', 'CANCELLED'] as const;
export type NotifiedGroupPurchaseStatus = (typeof notifiedGroupPurchaseStatuses)[number];

/** What a business is told about a dispute on its order (issue 25). */
export const notifiedDisputeStatuses = [
  'OPENED',
  'SUPPLIER_ANSWERED',
  'BUYER_REPLIED',
  'DEADLINE_PASSED',
  'REFUNDED',
  'PARTLY_REFUNDED',
  'CLOSED',
] as const;
export type NotifiedDisputeStatus = (typeof notifiedDisputeStatuses)[number];

/**
 * Issue 25: what Tawrid tells a business. The fixed parts are written here in both languages; `text`
 * (a reason or question) is the operator's, sent as written.
 */
export const trustNotices = [
  'SUPPLIER_APPROVED',
  'INFO_REQUESTED',
  'SUPPLIER_SUSPENDED',
  'SUPPLIER_REINSTATED',
  /** To buyers with an open order of a supplier just suspended: their orders continue. */
  'ORDER_SUPPLIER_SUSPENDED',
  /** To the reporter. */
  'REPORT_TAKEN_DOWN',
  'REPORT_DISMISSED',
  /** To the owner of what was taken down (listing, review, message). */
  'CONTENT_TAKEN_DOWN',
  /** To a buyer-only business reported and found at fault (decision 032: recorded, told, not suspended). */
  'BUSINESS_WARNED',
] as const;
export type TrustNotice = (typeof trustNotices)[number];

/** What a report or takedown was about, as the notification names it. */
export const trustSubjects = ['PRODUCT', 'SERVICE', 'REVIEW', 'MESSAGE', 'BUSINESS'] as const;
export type TrustSubject = (typeof trustSubjects)[number];

/** What each type's text needs besides the sender's name. Money in halalas. */
export interface NotificationParams {
  /** The message's first words, or empty for an image without text. */
  NEW_MESSAGE: { preview: string };
  NEW_ORDER: { orderNumber: string; total: number };
  ORDER_STATUS: { orderNumber: string; status: NotifiedOrderStatus };
  /** Stars, 1 to 5. */
  NEW_REVIEW: { rating: number };
  NEW_INVOICE: { invoiceNumber: string; total: number };
  INVOICE_STATUS: { invoiceNumber: string; status: NotifiedInvoiceStatus };
  /**
   * Decision 014: sent once, to the creator, when the submission deadline has passed; before it the
   * creator learns nothing about offers, not even how many (issue 19).
   */
  NEW_OFFER: { tenderName: string; offerCount: number };
  BID_STATUS: { tenderName: string; status: NotifiedBidStatus };
  /**
   * Issue 25: a dispute on an order moved on; `amount` (halalas) refunded, `note` the operator's reason as
   * written (in the language the operator wrote it).
   */
  DISPUTE_STATUS: {
    orderNumber: string;
    status: NotifiedDisputeStatus;
    amount?: number | null;
    note?: string | null;
  };
  GROUP_PURCHASE_STATUS: {
    /** Both languages (decision 027): each text names it in its own language, else the other. */
    productName: ListingNames | string;
    status: NotifiedGroupPurchaseStatus;
    /** Buyers in the group now (JOINED, COMPLETED, SOLD). */
    memberCount?: number;
    cancelReason?: GroupCancelReason;
  };
  /** Issue 26: who asks, and the basket's total with VAT and delivery. */
  APPROVAL_REQUESTED: { requesterName: string; total: number };
  /** Issue 26: who decided, and the decline's reason as written. */
  APPROVAL_DECIDED: {
    decision: 'APPROVED' | 'DECLINED';
    deciderName: string;
    total: number;
    reason?: string | null;
  };
  TRUST_AND_SAFETY: {
    notice: TrustNotice;
    /** The operator's reason or question, as written (empty when none is shown). */
    text: string;
    subject?: TrustSubject;
    /** A listing's names or a business's name. */
    subjectName?: ListingNames | string;
  };
}

export interface NotificationText {
  title: string;
  content: string;
}

export type BilingualText = Record<Language, NotificationText>;

/** Longest message preview shown in a notification, in characters (not UTF-16 units). */
const maxPreviewLength = 120;

/** `123450` halalas → "1,234.50 SAR" / "1,234.50 ر.س". */
export function formatHalalas(halalas: number, language: Language): string {
  // Thousands grouped for people: a comma before each group of three digits left of the point.
  const amount = riyalsText(halalas).replace(/\B(?=(\d{3})+\.)/g, ',');
  return language === 'ar' ? `${amount} ر.س` : `${amount} SAR`;
}

function shortened(text: string): string {
  const characters = [...text.trim()];
  return characters.length > maxPreviewLength
    ? `${characters.slice(0, maxPreviewLength - 1).join('')}…`
    : characters.join('');
}

const orderStatusLabels: Record<NotifiedOrderStatus, Record<Language, string>> = {
  CONFIRMED: { en: 'confirmed', ar: 'مؤكد' },
  SHIPPED: { en: 'shipped', ar: 'تم الشحن' },
  DELIVERED: { en: 'delivered', ar: 'تم التسليم' },
  COMPLETED: { en: 'completed', ar: 'مكتمل' },
  CANCELLED: { en: 'cancelled', ar: 'ملغى' },
};

const invoiceStatusLabels: Record<NotifiedInvoiceStatus, Record<Language, string>> = {
  ACCEPTED: { en: 'accepted', ar: 'مقبولة' },
  REJECTED: { en: 'rejected', ar: 'مرفوضة' },
  PARTIALLY_PAID: {
    en: 'partly paid (upfront payment received)',
    ar: 'مدفوعة جزئيًا (استُلمت الدفعة المقدمة)',
  },
  FULLY_PAID: { en: 'fully paid', ar: 'مدفوعة بالكامل' },
  OVERDUE: { en: 'overdue', ar: 'متأخرة السداد' },
  CANCELLED: { en: 'cancelled', ar: 'ملغاة' },
  E_INVOICE_REJECTED: {
    en: 'rejected by ZATCA: open the invoice to read why',
    ar: 'مرفوضة من هيئة الزكاة والضريبة والجمارك: افتح الفاتورة لمعرفة السبب',
  },
};

/**
 * A count's plural form: Arabic has six (zero, one, two, few 3–10, many 11–99, other 100–102…), chosen
 * by CLDR's rules so 103 reads like 3 and 111 like 11; English has one and other, and a `zero` form
 * given for it is used for 0 ("no offers" rather than "0 offers").
 */
const pluralRules = { ar: new Intl.PluralRules('ar'), en: new Intl.PluralRules('en') } as const;
type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
const plural = (count: number, language: Language, forms: PluralForms): string =>
  (count === 0 ? forms.zero : undefined) ?? forms[pluralRules[language].select(count)] ?? forms.other;

/** Whoever caused the notification, or a neutral word when the platform itself raises it. */
const someone = {
  buyer: { en: 'A buyer', ar: 'أحد المشترين' },
  supplier: { en: 'A supplier', ar: 'أحد الموردين' },
} as const;

type TextBuilder<T extends NotificationType> = (
  params: NotificationParams[T],
  senderName: string | null,
) => BilingualText;

const trustSubjectLabels: Record<TrustSubject, Record<Language, string>> = {
  PRODUCT: { en: 'product', ar: 'المنتج' },
  SERVICE: { en: 'service', ar: 'الخدمة' },
  REVIEW: { en: 'review', ar: 'التقييم' },
  MESSAGE: { en: 'message', ar: 'الرسالة' },
  BUSINESS: { en: 'business', ar: 'المنشأة' },
};

/** The fixed title and first sentence of each notice, per language. */
const trustNoticeTexts: Record<
  TrustNotice,
  Record<Language, (what: string, name: string) => NotificationText>
> = {
  SUPPLIER_APPROVED: {
    en: () => ({ title: 'Your store is verified', content: 'Tawrid reviewed and approved your business.' }),
    ar: () => ({ title: 'تم توثيق متجرك', content: 'راجعت توريد منشأتك واعتمدتها.' }),
  },
  INFO_REQUESTED: {
    en: () => ({ title: 'Tawrid needs information', content: 'Please answer from your console:' }),
    ar: () => ({ title: 'توريد تحتاج إلى معلومات', content: 'يرجى الإجابة من لوحة التحكم:' }),
  },
  SUPPLIER_SUSPENDED: {
    en: () => ({
      title: 'Your store is suspended',
      content: 'Buyers cannot see your store and listings; your open orders continue. Reason:',
    }),
    ar: () => ({
      title: 'تم إيقاف متجرك',
      content: 'لا يرى المشترون متجرك وعروضك، وتستمر طلباتك المفتوحة. السبب:',
    }),
  },
  SUPPLIER_REINSTATED: {
    en: () => ({ title: 'Your store is back', content: 'Buyers can see your store and listings again.' }),
    ar: () => ({ title: 'عاد متجرك', content: 'يستطيع المشترون رؤية متجرك وعروضك مجددًا.' }),
  },
  ORDER_SUPPLIER_SUSPENDED: {
    en: (_, name) => ({
      title: 'A supplier of yours is suspended',
      content: `Tawrid suspended ${name}. Your open orders with it continue: it can still ship and invoice them.`,
    }),
    ar: (_, name) => ({
      title: 'تم إيقاف أحد مورديك',
      content: `أوقفت توريد ${name}. تستمر طلباتك المفتوحة معه، ويمكنه شحنها وإصدار فواتيرها.`,
    }),
  },
  REPORT_TAKEN_DOWN: {
    en: (what) => ({ title: 'Thank you for your report', content: `Tawrid took the ${what} down.` }),
    ar: (what) => ({ title: 'شكرًا على بلاغك', content: `أزالت توريد ${what}.` }),
  },
  REPORT_DISMISSED: {
    en: (what) => ({
      title: 'Your report was reviewed',
      content: `Tawrid reviewed the ${what} and left it in place.`,
    }),
    ar: (what) => ({ title: 'تمت مراجعة بلاغك', content: `راجعت توريد ${what} وأبقته.` }),
  },
  CONTENT_TAKEN_DOWN: {
    en: (what, name) => ({
      title: `Your ${what} was taken down`,
      content: `Tawrid took down your ${what}${name ? ` «${name}»` : ''}. Reason:`,
    }),
    ar: (what, name) => ({
      title: `تمت إزالة ${what}`,
      content: `أزالت توريد ${what}${name ? ` «${name}»` : ''} الخاص بك. السبب:`,
    }),
  },
  BUSINESS_WARNED: {
    en: () => ({
      title: 'A warning from Tawrid',
      content: 'Tawrid reviewed a report about your business. Reason:',
    }),
    ar: () => ({ title: 'تنبيه من توريد', content: 'راجعت توريد بلاغًا عن منشأتك. السبب:' }),
  },
};

function trustText(
  { notice, text, subject, subjectName }: NotificationParams['TRUST_AND_SAFETY'],
  language: Language,
): NotificationText {
  const what = subject ? trustSubjectLabels[subject][language] : '';
  const name = subjectName === undefined ? '' : (nameIn(language, subjectName) ?? '');
  const fixed = trustNoticeTexts[notice][language](what, name);
  const written = text.trim();
  return { title: fixed.title, content: written ? `${fixed.content} ${shortened(written)}` : fixed.content };
}

const textBuilders: { [T in NotificationType]: TextBuilder<T> } = {
  APPROVAL_REQUESTED: ({ requesterName, total }) => ({
    en: {
      title: 'An order waits for your approval',
      content: `${requesterName} sent an order of ${formatHalalas(total, 'en')} for approval.`,
    },
    ar: {
      title: 'طلب شراء بانتظار موافقتك',
      content: `أرسل ${requesterName} طلب شراء بمبلغ ${formatHalalas(total, 'ar')} للموافقة.`,
    },
  }),
  APPROVAL_DECIDED: ({ decision, deciderName, total, reason }) =>
    decision === 'APPROVED'
      ? {
          en: {
            title: 'Your order was approved',
            content: `${deciderName} approved your order of ${formatHalalas(total, 'en')}. You can pay now.`,
          },
          ar: {
            title: 'تمت الموافقة على طلبك',
            content: `وافق ${deciderName} على طلبك بمبلغ ${formatHalalas(total, 'ar')}. يمكنك الدفع الآن.`,
          },
        }
      : {
          en: {
            title: 'Your order was declined',
            content: `${deciderName} declined your order of ${formatHalalas(total, 'en')}: ${shortened(reason ?? '')}`,
          },
          ar: {
            title: 'رُفض طلبك',
            content: `رفض ${deciderName} طلبك بمبلغ ${formatHalalas(total, 'ar')}: ${shortened(reason ?? '')}`,
          },
        },
  TRUST_AND_SAFETY: (params) => ({ en: trustText(params, 'en'), ar: trustText(params, 'ar') }),

  NEW_MESSAGE: ({ preview }, sender) => {
    const text = shortened(preview);
    return {
      en: {
        title: sender ? `New message from ${sender}` : 'New message',
        content: text || 'Sent you an image',
      },
      ar: {
        title: sender ? `رسالة جديدة من ${sender}` : 'رسالة جديدة',
        content: text || 'أرسل إليك صورة',
      },
    };
  },

  NEW_ORDER: ({ orderNumber, total }, sender) => ({
    en: {
      title: `New order #${orderNumber}`,
      content: `${sender ?? someone.buyer.en} placed an order totalling ${formatHalalas(total, 'en')}.`,
    },
    ar: {
      title: `طلب جديد رقم ${orderNumber}`,
      content: `قدّم ${sender ?? someone.buyer.ar} طلبًا بإجمالي ${formatHalalas(total, 'ar')}.`,
    },
  }),

  ORDER_STATUS: ({ orderNumber, status }) => ({
    en: {
      title: `Order #${orderNumber} update`,
      content: `Order #${orderNumber} is now ${orderStatusLabels[status].en}.`,
    },
    ar: {
      title: `تحديث على الطلب رقم ${orderNumber}`,
      content: `حالة الطلب رقم ${orderNumber} الآن: ${orderStatusLabels[status].ar}.`,
    },
  }),

  DISPUTE_STATUS: ({ orderNumber, status, amount, note }) => {
    const refunded = { en: formatHalalas(amount ?? 0, 'en'), ar: formatHalalas(amount ?? 0, 'ar') };
    const content: Record<NotifiedDisputeStatus, Record<Language, string>> = {
      OPENED: {
        en: `The buyer opened a dispute on order #${orderNumber}. Answer it within 3 days from the order's page.`,
        ar: `فتح المشتري نزاعًا على الطلب رقم ${orderNumber}. رُدّ عليه خلال 3 أيام من صفحة الطلب.`,
      },
      SUPPLIER_ANSWERED: {
        en: `The supplier answered your dispute on order #${orderNumber}. An operator will now decide.`,
        ar: `ردّ المورّد على نزاعك بشأن الطلب رقم ${orderNumber}. سيتخذ أحد المشرفين القرار الآن.`,
      },
      BUYER_REPLIED: {
        en: `The buyer added a reply to the dispute on order #${orderNumber}.`,
        ar: `أضاف المشتري ردًا على النزاع بشأن الطلب رقم ${orderNumber}.`,
      },
      DEADLINE_PASSED: {
        en: `The supplier's time to answer the dispute on order #${orderNumber} has passed: an operator will decide.`,
        ar: `انتهت مهلة ردّ المورّد على النزاع بشأن الطلب رقم ${orderNumber}: سيتخذ أحد المشرفين القرار.`,
      },
      REFUNDED: {
        en: `The dispute on order #${orderNumber} was settled: ${refunded.en} refunded in full to the buyer's card.`,
        ar: `سُوّي النزاع بشأن الطلب رقم ${orderNumber}: استُرد ${refunded.ar} بالكامل إلى بطاقة المشتري.`,
      },
      PARTLY_REFUNDED: {
        en: `The dispute on order #${orderNumber} was settled: ${refunded.en} refunded to the buyer's card.`,
        ar: `سُوّي النزاع بشأن الطلب رقم ${orderNumber}: استُرد ${refunded.ar} إلى بطاقة المشتري.`,
      },
      CLOSED: {
        en: `The dispute on order #${orderNumber} was closed without a refund.`,
        ar: `أُغلق النزاع بشأن الطلب رقم ${orderNumber} دون استرداد.`,
      },
    };
    // The operator's reason goes as written, after the fixed part in the business's language.
    const reason = note?.trim()
      ? { en: ` Reason: ${note.trim()}`, ar: ` السبب: ${note.trim()}` }
      : { en: '', ar: '' };
    return {
      en: { title: `Dispute on order #${orderNumber}`, content: `${content[status].en}${reason.en}` },
      ar: { title: `نزاع على الطلب رقم ${orderNumber}`, content: `${content[status].ar}${reason.ar}` },
    };
  },

  NEW_REVIEW: ({ rating }, sender) => ({
    en: {
      title: 'New review',
      content: `${sender ?? someone.buyer.en} rated you ${rating} out of 5.`,
    },
    ar: {
      title: 'تقييم جديد',
      content: `قيّمك ${sender ?? someone.buyer.ar} بـ ${rating} من 5.`,
    },
  }),

  NEW_INVOICE: ({ invoiceNumber, total }, sender) => ({
    en: {
      title: `New invoice #${invoiceNumber}`,
      content: `${sender ?? someone.supplier.en} sent you an invoice for ${formatHalalas(total, 'en')}.`,
    },
    ar: {
      title: `فاتورة جديدة رقم ${invoiceNumber}`,
      content: `أرسل إليك ${sender ?? someone.supplier.ar} فاتورة بمبلغ ${formatHalalas(total, 'ar')}.`,
    },
  }),

  INVOICE_STATUS: ({ invoiceNumber, status }) => ({
    en: {
      title: `Invoice #${invoiceNumber} update`,
      content: `Invoice #${invoiceNumber} is now ${invoiceStatusLabels[status].en}.`,
    },
    ar: {
      title: `تحديث على الفاتورة رقم ${invoiceNumber}`,
      content: `حالة الفاتورة رقم ${invoiceNumber} الآن: ${invoiceStatusLabels[status].ar}.`,
    },
  }),

  // No sender, no supplier, no amount: only how many offers the sealed tender received.
  NEW_OFFER: ({ tenderName, offerCount: n }) => {
    const closing = 'قبل انتهاء موعد التقديم';
    return {
      en: {
        title: 'Submissions closed on your tender',
        content: plural(n, 'en', {
          zero: `“${tenderName}” received no offers before its deadline.`,
          one: `“${tenderName}” received 1 offer before its deadline; you can now read it.`,
          other: `“${tenderName}” received ${n} offers before its deadline; you can now compare them.`,
        }),
      },
      ar: {
        title: 'انتهى موعد تقديم العروض على مناقصتك',
        content: plural(n, 'ar', {
          zero: `انتهى موعد التقديم على مناقصة «${tenderName}» دون استلام أي عرض.`,
          one: `استُلم عرض واحد على مناقصة «${tenderName}» ${closing}، ويمكنك الآن الاطلاع عليه.`,
          two: `استُلم عرضان على مناقصة «${tenderName}» ${closing}، ويمكنك الآن مقارنتهما.`,
          few: `استُلمت ${n} عروض على مناقصة «${tenderName}» ${closing}، ويمكنك الآن مقارنتها.`,
          many: `استُلم ${n} عرضًا على مناقصة «${tenderName}» ${closing}، ويمكنك الآن مقارنتها.`,
          other: `استُلم ${n} عرض على مناقصة «${tenderName}» ${closing}، ويمكنك الآن مقارنتها.`,
        }),
      },
    };
  },

  BID_STATUS: ({ tenderName, status }) => {
    const content: Record<NotifiedBidStatus, Record<Language, string>> = {
      ACCEPTED: {
        en: `Your offer on “${tenderName}” was accepted.`,
        ar: `تم قبول عرضك على مناقصة «${tenderName}».`,
      },
      REJECTED: {
        en: `Your offer on “${tenderName}” was not accepted.`,
        ar: `لم يتم قبول عرضك على مناقصة «${tenderName}».`,
      },
      TENDER_CANCELLED: {
        en: `The tender “${tenderName}” was cancelled.`,
        ar: `تم إلغاء مناقصة «${tenderName}».`,
      },
      TENDER_CLOSED: {
        en: `The tender “${tenderName}” closed without an award.`,
        ar: `أُغلقت مناقصة «${tenderName}» دون ترسيتها على أي عرض.`,
      },
    };
    return {
      en: { title: 'Update on your offer', content: content[status].en },
      ar: { title: 'تحديث على عرضك', content: content[status].ar },
    };
  },

  GROUP_PURCHASE_STATUS: ({
    productName: names,
    status,
    memberCount = 0,
    cancelReason = 'DEADLINE_MISSED',
  }) => {
    const [nameEn, nameAr] = [nameIn('en', names), nameIn('ar', names)];
    const cancelled: Record<GroupCancelReason, Record<Language, string>> = {
      DEADLINE_MISSED: {
        en: `The group purchase of “${nameEn}” was cancelled: it did not reach its target before the deadline. Nobody is charged.`,
        ar: `أُلغي الشراء الجماعي لـ«${nameAr}» لعدم بلوغ الحد المطلوب قبل الموعد النهائي، ولن يُحصَّل أي مبلغ.`,
      },
      OUT_OF_STOCK: {
        en: `The group purchase of “${nameEn}” was cancelled: the supplier's stock no longer covers the group. Nobody is charged.`,
        ar: `أُلغي الشراء الجماعي لـ«${nameAr}» لأن مخزون المورّد لم يعد يكفي المجموعة، ولن يُحصَّل أي مبلغ.`,
      },
      PRODUCT_UNAVAILABLE: {
        en: `The group purchase of “${nameEn}” was cancelled: the product is no longer offered. Nobody is charged.`,
        ar: `أُلغي الشراء الجماعي لـ«${nameAr}» لأن المنتج لم يعد معروضًا، ولن يُحصَّل أي مبلغ.`,
      },
      NO_MEMBERS: {
        en: `The group purchase of “${nameEn}” was cancelled: every buyer left it.`,
        ar: `أُلغي الشراء الجماعي لـ«${nameAr}» لمغادرة جميع المشترين.`,
      },
    };
    const content: Record<NotifiedGroupPurchaseStatus, Record<Language, string>> = {
      JOINED: {
        en: `Another buyer joined the group purchase of “${nameEn}”: ${memberCount} of ${groupBuyersRequired} buyers.`,
        ar: `انضم مشترٍ جديد إلى الشراء الجماعي لـ«${nameAr}»: ${memberCount} من ${groupBuyersRequired} مشترين.`,
      },
      COMPLETED: {
        en: `The group purchase of “${nameEn}” reached its target and is confirmed. Your invoice is ready to pay.`,
        ar: `اكتمل الشراء الجماعي لـ«${nameAr}» وتم تأكيده. فاتورتك جاهزة للدفع.`,
      },
      SOLD: {
        en: `A group purchase of “${nameEn}” completed with ${memberCount} buyers; their invoices were issued in your name.`,
        ar: `اكتمل شراء جماعي لـ«${nameAr}» بعدد ${memberCount} مشترين، وصدرت فواتيرهم باسمك.`,
      },
      CANCELLED: cancelled[cancelReason],
    };
    return {
      en: { title: 'Group purchase update', content: content[status].en },
      ar: { title: 'تحديث على الشراء الجماعي', content: content[status].ar },
    };
  },
};

/** The notification's title and content in both languages. */
export function notificationText<T extends NotificationType>(
  type: T,
  params: NotificationParams[T],
  senderName: string | null,
): BilingualText {
  return (textBuilders[type] as TextBuilder<T>)(params, senderName);
}
