import { z } from 'zod';
import { FilterDaySchema } from '../dates/filter-day.js';
import { LanguageSchema } from '../i18n/languages.js';
import type { notificationToggles } from '../users/users.schemas.js';
import { anyMember, type MemberRole } from '../team/member-roles.js';

/** What a notification is about (spec §3 "Notification types in settings and filters"). */
export const notificationTypes = [
  'NEW_MESSAGE',
  'NEW_ORDER',
  'ORDER_STATUS',
  'NEW_REVIEW',
  'NEW_INVOICE',
  'INVOICE_STATUS',
  'NEW_OFFER',
  'BID_STATUS',
  'GROUP_PURCHASE_STATUS',
  /** Issue 25: a dispute on one of the business's orders moved on. */
  'DISPUTE_STATUS',
  /** Issue 25: Tawrid's decisions about the business (verification, suspension, reports, takedowns). */
  'TRUST_AND_SAFETY',
  /** Issue 26: a member's cart above their order limit waits for an approver (to the approvers). */
  'APPROVAL_REQUESTED',
  /** Issue 26: an approver approved or declined the request (to the requester). */
  'APPROVAL_DECIDED',
] as const;
export const NotificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/**
 * The settings toggle that decides whether a type is pushed live (spec §3 Settings). Notifications are
 * stored whatever the toggles say, so the list stays complete.
 */
export const toggleOfNotificationType = {
  NEW_MESSAGE: 'newMessages',
  NEW_ORDER: 'newOrders',
  ORDER_STATUS: 'orderStatus',
  NEW_REVIEW: 'newReviews',
  NEW_INVOICE: 'newInvoices',
  INVOICE_STATUS: 'invoiceUpdates',
  NEW_OFFER: 'newOffers',
  BID_STATUS: 'biddingUpdates',
  GROUP_PURCHASE_STATUS: 'groupPurchaseStatus',
  // A dispute is about an order: it follows the order updates' switch.
  DISPUTE_STATUS: 'orderStatus',
  // Tawrid's decisions about the business are always pushed (while notifications are allowed at all).
  TRUST_AND_SAFETY: null,
  // Issue 26: an approval is about an order to place: it follows the order updates' switch.
  APPROVAL_REQUESTED: 'orderStatus',
  APPROVAL_DECIDED: 'orderStatus',
} as const satisfies Record<NotificationType, (typeof notificationToggles)[number] | null>;

/**
 * Issue 26, decision 035: the members of the receiving business a type concerns, besides owners (who
 * get every type). A notification that targets one member (an approval's answer to its requester) goes
 * to that member only. Members without any of these roles never see the type: no list row, no count,
 * no push, no mail.
 */
export const rolesOfNotificationType = {
  // Every member talks with the business's partners.
  NEW_MESSAGE: anyMember,
  NEW_ORDER: ['ORDER_HANDLER'],
  // Either side: the buyer hears of the supplier's moves, the supplier of the buyer's receipt.
  ORDER_STATUS: ['REQUESTER', 'APPROVER', 'ORDER_HANDLER'],
  NEW_REVIEW: ['CATALOGUE_MANAGER', 'ORDER_HANDLER'],
  NEW_INVOICE: ['FINANCE'],
  // The supplier hears of the buyer's answer to or payment of its invoice.
  INVOICE_STATUS: ['FINANCE', 'ORDER_HANDLER'],
  NEW_OFFER: ['APPROVER', 'REQUESTER'],
  BID_STATUS: ['CATALOGUE_MANAGER', 'ORDER_HANDLER'],
  GROUP_PURCHASE_STATUS: ['REQUESTER', 'APPROVER', 'ORDER_HANDLER'],
  DISPUTE_STATUS: ['REQUESTER', 'APPROVER', 'FINANCE', 'ORDER_HANDLER'],
  // Tawrid's decisions about the business: its owners.
  TRUST_AND_SAFETY: [],
  APPROVAL_REQUESTED: ['APPROVER'],
  // Raised for its requester only (a targeted notification); no role receives it otherwise.
  APPROVAL_DECIDED: [],
} as const satisfies Record<
  NotificationType | 'APPROVAL_REQUESTED' | 'APPROVAL_DECIDED',
  readonly MemberRole[]
>;

/**
 * Spec §3: the page a notification opens. TENDER is ours (decision 014): the creator's one notice that
 * a tender's submissions closed opens the tender with its offers.
 */
export const relatedEntityTypes = [
  'CHAT',
  'INVOICE',
  'OFFER',
  'ORDER',
  'GROUP_PURCHASE',
  'TENDER',
  /** Issue 26: an approval request's page. */
  'APPROVAL_REQUEST',
] as const;
export const RelatedEntityTypeSchema = z.enum(relatedEntityTypes);
export type RelatedEntityType = z.infer<typeof RelatedEntityTypeSchema>;

/** Spec §3 Notification, in the caller's language. */
export const NotificationSchema = z.object({
  notificationId: z.uuid(),
  type: NotificationTypeSchema,
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  /** Who caused it (business name); null for the platform itself. */
  sender: z.object({ userId: z.uuid(), name: z.string() }).nullable(),
  relatedEntityType: RelatedEntityTypeSchema.nullable(),
  relatedEntityId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationListSchema = z.array(NotificationSchema);

/** Most notifications one page answers. */
export const maxNotificationsPage = 100;

/**
 * `GET /api/notifications/me?lang=` (spec §7): newest first. The page's filters (spec §2: type and
 * date) and an unread-only switch; `from`/`to` are calendar days in Asia/Riyadh (YYYY-MM-DD, both
 * included). The next page's cursor comes in the `x-next-cursor` header.
 */
export const NotificationsQuerySchema = z.object({
  lang: LanguageSchema.optional(),
  type: NotificationTypeSchema.optional(),
  isRead: z.stringbool().optional(),
  from: FilterDaySchema.optional(),
  to: FilterDaySchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(maxNotificationsPage).default(50),
});
export type NotificationsQuery = z.input<typeof NotificationsQuerySchema>;

export const NotificationIdParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });
export const NotificationLanguageQuerySchema = z.object({ lang: LanguageSchema.optional() });

/** `PATCH /api/notifications/read-many` (spec §7): ids that are not the caller's are ignored. */
export const ReadManyBodySchema = z.object({ notificationIds: z.array(z.uuid()).min(1).max(500) });
export type ReadManyBody = z.infer<typeof ReadManyBodySchema>;
export const ReadManyAnswerSchema = z.object({ updated: z.number().int().min(0) });

/** `GET /api/notifications/me/unread-count`: the badge (spec §9: shown as 99+ above 99). */
export const UnreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/**
 * `GET /api/notifications/stream?lang=` (spec §7): server-sent events, one connection per browser tab.
 * Every message's `data:` line is JSON `{ type, data }` where `data` is a string holding the payload as
 * nested JSON (the spec's shape): a `Notification` for NOTIFICATION, a `ChatMessage` for CHAT_MESSAGE,
 * a `ChatReadReceipt` for CHAT_READ. Each message has an `id:`; a reconnect with `Last-Event-ID`
 * receives what it missed (kept for a day). Only notifications are default (`message`) events; the
 * other types are named events (`streamEventNames`).
 */
export const streamMessageTypes = ['NOTIFICATION', 'CHAT_MESSAGE', 'CHAT_READ'] as const;
export const StreamMessageTypeSchema = z.enum(streamMessageTypes);
export type StreamMessageType = z.infer<typeof StreamMessageTypeSchema>;
export const StreamMessageSchema = z.object({ type: StreamMessageTypeSchema, data: z.string() });
export type StreamMessage = z.infer<typeof StreamMessageSchema>;

/**
 * The SSE event name each type travels under (issue 20). Spec §7's client treats every default
 * `message` event as a notification, so notifications alone are default events (sent without an
 * `event:` line); anything else is named, and reaches only a client that listens for that name
 * (`addEventListener('chat-message', …)`).
 */
export const streamEventNames = {
  NOTIFICATION: 'message',
  CHAT_MESSAGE: 'chat-message',
  CHAT_READ: 'chat-read',
} as const satisfies Record<StreamMessageType, string>;

/**
 * The stream's query. `lastEventId` stands in for the `Last-Event-ID` header where a client cannot set
 * it (the header wins when both are sent); a stream without either starts with live messages only.
 */
export const NotificationStreamQuerySchema = z.object({
  lang: LanguageSchema.optional(),
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});
