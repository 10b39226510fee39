import type { GroupCancelReason } from '../../../contract/group-purchases/group-purchases.schemas.js';
import type {
  InvoiceDocumentType,
  InvoiceInstallment,
  InvoiceKind,
  InvoiceStatus,
} from '../../../contract/invoices/invoices.schemas.js';
import type { ListingNames } from '../../../contract/text/two-languages.js';

/*
 * The domain events (decision 021): the facts modules publish, in business words, each with its payload
 * typed once here. The publisher writes the fact in the transaction of its change; subscribers in other
 * modules react after commit (domain-event-outbox.ts). Publisher and subscriber import this catalogue,
 * never each other, and platform code imports no module: payloads use contract types only.
 * A payload is stored as JSON: ids, numbers, strings and booleans only (no dates), and it carries what
 * was true at that moment (a business name as it was then), since it may be handled later.
 */

/** A business as an event names it: its user id and its business name at that moment. */
/**
 * A product's names in both languages (decision 027); a string in events written before it (the
 * outbox may still hold some when migration 0021 runs). Readers choose with `nameIn`.
 */
type ProductNameOfEvent = ListingNames | string;

export interface BusinessRef {
  userId: string;
  businessName: string;
}

/** An offer on a tender and the supplier that made it. */
export interface OfferRef {
  offerId: string;
  supplierId: string;
}

/** An order moved on by one of its two businesses (`by`: who moved it, null when unknown). */
export interface OrderChange {
  orderId: string;
  /** `TW-<year>-<number>`. */
  orderNumber: string;
  buyerId: string;
  supplierId: string;
  by: BusinessRef | null;
}

/** The buyer answered a supplier's invoice. */
export interface InvoiceAnswer {
  invoiceId: string;
  invoiceNumber: string;
  supplierId: string;
  /** The buyer as the invoice names it. */
  buyer: BusinessRef;
}

/** What happened to a dispute, as its two businesses are told. */
export type DisputeChange =
  | 'OPENED'
  | 'SUPPLIER_ANSWERED'
  | 'BUYER_REPLIED'
  | 'DEADLINE_PASSED'
  | 'REFUNDED'
  | 'PARTLY_REFUNDED'
  | 'CLOSED';

export interface DomainEventCatalogue {
  // ------------------------------------------------------------------ team (issue 26, decision 035)
  /** An owner invited a person by email (mailed by the users module itself: the link is a secret). */
  MemberInvited: { businessId: string; invitationId: string; invitedBy: string; email: string };
  /** An owner suspended or removed a member: their sessions end (auth). */
  MemberAccessEnded: { businessId: string; memberId: string; by: string; status: 'SUSPENDED' | 'REMOVED' };

  // ------------------------------------------------------------------ chats
  /** A business wrote in a thread (text, image or a listing); an invoice posted there is InvoiceIssued. */
  ChatMessageSent: {
    threadId: string;
    messageId: string;
    sender: BusinessRef;
    recipientId: string;
    /** Empty for an image without text. */
    text: string;
  };

  // ------------------------------------------------------------------ orders (decision 011)
  /** Settling a checkout placed this order with its supplier; money in halalas. */
  OrderPlaced: {
    orderId: string;
    orderNumber: string;
    supplierId: string;
    buyer: BusinessRef | null;
    totalPrice: number;
  };
  /** The supplier accepted the order (PENDING → PROCESSING). */
  OrderConfirmed: OrderChange;
  OrderShipped: OrderChange;
  /** The supplier cancelled the order before shipping it (refunded, stock given back). */
  OrderCancelled: OrderChange;
  /** The buyer confirmed receiving the order. */
  OrderCompleted: OrderChange;

  // ------------------------------------------------------------------ payments (issue 25, decision 033)
  /**
   * The provider settled a refund of the ledger: SUCCEEDED (the money went back) or FAILED (refused). The
   * module that asked for it (`purposeKey`, e.g. `DISPUTE:<id>`) records what it means; money in halalas.
   */
  PaymentRefundSettled: {
    refundId: string;
    paymentId: string;
    purposeKey: string;
    amount: number;
    status: 'SUCCEEDED' | 'FAILED';
  };

  // ------------------------------------------------------------------ disputes (issue 25, decision 033)
  /**
   * A dispute moved on: opened, answered, replied to, its supplier's deadline passed, refunded (in full
   * or in part, `amount` in halalas) or closed (`note`: the operator's reason, as written).
   */
  DisputeChanged: {
    disputeId: string;
    orderId: string;
    orderNumber: string;
    buyerId: string;
    supplierId: string;
    change: DisputeChange;
    amount: number | null;
    note: string | null;
  };

  // ------------------------------------------------------------------ users: trust and safety (issue 25)
  /**
   * An operator suspended a supplier: its storefront and listings are hidden; its open orders continue.
   * `reason` as the operator wrote it, sent to the supplier as written.
   */
  SupplierSuspended: { supplier: BusinessRef; reason: string };
  /** An operator lifted a supplier's suspension. */
  SupplierReinstated: { supplier: BusinessRef; reason: string };
  /** An operator approved a supplier, or asked it a question (`text`: the reason or the question). */
  SupplierVerificationDecided: {
    supplier: BusinessRef;
    decision: 'APPROVED' | 'INFO_REQUESTED';
    text: string;
  };

  // ------------------------------------------------------------------ reviews
  /** The buyer reviewed a completed order: the supplier, and any of the ordered products. */
  ReviewWritten: {
    orderId: string;
    supplierId: string;
    buyer: BusinessRef;
    /** Stars given to the supplier, 1 to 5. */
    supplierRating: number;
    productIds: string[];
  };

  // ------------------------------------------------------------------ invoices (decisions 012, 013)
  /** An invoice was issued (numbered and chained); money in halalas. */
  InvoiceIssued: {
    invoiceId: string;
    invoiceNumber: string;
    kind: InvoiceKind;
    /**
     * Issue 24: an invoice or a credit note (absent from events written before it: INVOICE), and the
     * invoice a credit note credits.
     */
    documentType?: InvoiceDocumentType;
    originalInvoiceId?: string | null;
    seller: BusinessRef;
    buyerId: string;
    total: number;
  };
  InvoiceAccepted: InvoiceAnswer;
  InvoiceRejected: InvoiceAnswer;
  /** The buyer paid an installment of a supplier's invoice, which is now partly or fully paid. */
  InvoiceInstallmentPaid: InvoiceAnswer & {
    installment: InvoiceInstallment;
    invoiceStatus: Extract<InvoiceStatus, 'PARTIALLY_PAID' | 'FULLY_PAID'>;
  };

  // ------------------------------------------------------------------ e-invoicing (issue 24, decision 030)
  /** ZATCA refused the e-invoice of the seller's invoice; its messages are on the e-invoice. */
  EInvoiceRejected: {
    eInvoiceId: string;
    invoiceId: string;
    invoiceNumber: string;
    sellerId: string;
    /** ZATCA's error codes, e.g. `BR-KSA-37`. */
    codes: string[];
  };

  // ------------------------------------------------------------------ tenders (decision 014)
  /*
   * No event tells of an offer submitted, changed or withdrawn: offers are sealed until the submission
   * deadline (issue 19), and an outbox row is something a subscriber could observe.
   */
  /** The submission deadline passed: how many offers the sealed tender received (0 included). */
  TenderSubmissionsClosed: {
    tenderId: string;
    tenderName: string;
    creatorId: string;
    offerCount: number;
  };
  /** The creator accepted one offer; every other offer still standing was declined with it. */
  TenderAwarded: {
    tenderId: string;
    tenderName: string;
    creator: BusinessRef;
    accepted: OfferRef;
    declined: OfferRef[];
  };
  /** The creator declined one offer while evaluating; the tender stays open to the others. */
  OfferDeclined: {
    tenderId: string;
    tenderName: string;
    creator: BusinessRef;
    offer: OfferRef;
  };
  /** Nobody was awarded by the response deadline: the tender closed and its offers were declined. */
  TenderClosed: {
    tenderId: string;
    tenderName: string;
    /** Every offer the tender had, each declined or already declined. */
    offers: OfferRef[];
  };

  // ------------------------------------------------------------------ group purchases (decision 015)
  /** A buyer joined an open group; `memberIds` includes it. */
  GroupPurchaseJoined: {
    groupPurchaseId: string;
    productName: ProductNameOfEvent;
    memberCount: number;
    buyerId: string;
    memberIds: string[];
  };
  /** The group reached its targets: stock reserved, every member invoiced at the group price. */
  GroupPurchaseCompleted: {
    groupPurchaseId: string;
    productName: ProductNameOfEvent;
    memberCount: number;
    supplier: BusinessRef;
    memberIds: string[];
  };
  /** The group was cancelled; nobody is charged. `memberIds`: the members at that moment. */
  GroupPurchaseCancelled: {
    groupPurchaseId: string;
    productName: ProductNameOfEvent;
    memberCount: number;
    reason: GroupCancelReason;
    memberIds: string[];
  };
}

export type DomainEventType = keyof DomainEventCatalogue;

/** An event as subscribers receive it: `id` is its outbox id, unique and stable across deliveries. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { id: number; type: K; payload: DomainEventCatalogue[K]; occurredAt: Date };
}[T];
