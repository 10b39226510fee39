import { z } from 'zod';
import { MemberRefSchema } from '../team/member-ref.js';
import { listingNames } from '../catalog/listing-names.js';

/*
 * Chats (spec §2 Chats; fields "not shown" — see docs/decisions/009-chats-and-notifications.md). One
 * thread per pair of businesses. The business that opened it from a buyer's page (product, service,
 * storefront, or "new chat" in the buyer role) is its buyer side; the other is its supplier side. The
 * "type" filter is the viewer's side.
 */
export const chatSides = ['BUYER', 'SUPPLIER'] as const;
export const ChatSideSchema = z.enum(chatSides);
export type ChatSide = z.infer<typeof ChatSideSchema>;

/** Longest text of one message. */
export const maxChatMessageLength = 2000;

/**
 * What a message can point at: a listing, or an invoice the supplier issued from the chat (posted by the
 * server with no text; the reference's name is the invoice number). Tenders join when they exist.
 */
export const chatReferenceTypes = ['PRODUCT', 'SERVICE', 'INVOICE'] as const;
export const ChatReferenceTypeSchema = z.enum(chatReferenceTypes);
export const ChatReferenceInputSchema = z.object({ type: ChatReferenceTypeSchema, id: z.uuid() });
export type ChatReferenceInput = z.infer<typeof ChatReferenceInputSchema>;
/** A reference as shown in the thread: its name and first image, when buyers can still see it. */
export const ChatReferenceSchema = ChatReferenceInputSchema.extend({
  /** A listing's name in both languages; an invoice's number in both. */
  ...listingNames,
  imageUrl: z.string().nullable(),
});

export const ChatParticipantSchema = z.object({
  userId: z.uuid(),
  businessName: z.string(),
  /** The managing person's name. */
  name: z.string(),
  pfpUrl: z.string().nullable(),
});
export type ChatParticipant = z.infer<typeof ChatParticipantSchema>;

/**
 * Issue 19: a chat image is served only to the thread's two businesses, by the chats endpoint
 * `getMessageImage` (`Cache-Control: private`), never by the public files route: `url` is its full size
 * (`chatImageUrl`), `thumbnailUrl` the thread's thumbnail.
 */
export const ChatImageSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const ChatMessageSchema = z.object({
  id: z.uuid(),
  threadId: z.uuid(),
  senderId: z.uuid(),
  /**
   * Issue 26: the member of the sending business who wrote it, shown under the business's name; null
   * before members (and on messages published live before this field existed).
   */
  sentBy: MemberRefSchema.nullable().default(null),
  /** Plain text: clients render it as text, never as HTML. Empty when the message is only an image. */
  text: z.string(),
  image: ChatImageSchema.nullable(),
  reference: ChatReferenceSchema.nullable(),
  /**
   * Issue 25: removed by Tawrid on a report; text, image and reference are then empty and clients show
   * «removed by Tawrid» in the reader's language.
   */
  // A default: messages published live before this field existed still read.
  isRemoved: z.boolean().default(false),
  createdAt: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;
export const ChatMessageListSchema = z.array(ChatMessageSchema);

export const ChatThreadSchema = z.object({
  id: z.uuid(),
  /** The viewer's side in this thread. */
  mySide: ChatSideSchema,
  counterpart: ChatParticipantSchema,
  lastMessage: ChatMessageSchema.nullable(),
  /** Messages from the counterpart the viewer has not read. */
  unreadCount: z.number().int().min(0),
  /** Read receipts: the counterpart has read every message up to this moment. */
  counterpartLastReadAt: z.iso.datetime().nullable(),
  lastActivityAt: z.iso.datetime(),
});
export type ChatThread = z.infer<typeof ChatThreadSchema>;
export const ChatThreadListSchema = z.array(ChatThreadSchema);

export const chatReadFilters = ['READ', 'UNREAD'] as const;
export const chatPeriods = ['TODAY', 'WEEK', 'MONTH'] as const;

/**
 * `GET /api/chats`: the viewer's threads, latest activity first. Filters of spec §2: read status, day
 * range (today, this week, this month, in Asia/Riyadh), type (the viewer's side), and a search by
 * business or person name. The next page's cursor comes in `x-next-cursor`.
 */
export const ChatThreadsQuerySchema = z.object({
  readStatus: z.enum(chatReadFilters).optional(),
  period: z.enum(chatPeriods).optional(),
  side: ChatSideSchema.optional(),
  q: z.string().trim().max(100, { error: 'TEXT_TOO_LONG' }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type ChatThreadsQuery = z.input<typeof ChatThreadsQuerySchema>;

/**
 * `POST /api/chats`: opens the thread with another business, or answers the existing one (200, else
 * 201). `mySide` is the caller's side when the thread is new (the role it opens it from).
 */
export const OpenChatBodySchema = z.object({
  counterpartId: z.uuid({ error: 'NOT_FOUND' }),
  mySide: ChatSideSchema,
});
export type OpenChatBody = z.infer<typeof OpenChatBodySchema>;

export const ChatIdParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });

/** The sizes a chat image is stored in: the full image (1600 px) and the thumbnail (400 px). */
export const chatImageSizes = ['full', 'thumbnail'] as const;
export type ChatImageSize = (typeof chatImageSizes)[number];

/** `GET /api/chats/{id}/messages/{messageId}/images/{size}`: anything unknown is not found. */
export const ChatImageParamsSchema = z.object({
  id: z.uuid({ error: 'NOT_FOUND' }),
  messageId: z.uuid({ error: 'NOT_FOUND' }),
  size: z.enum(chatImageSizes, { error: 'NOT_FOUND' }),
});

/** `POST /api/chats/{id}/messages`: a text message, optionally about a listing. */
export const SendChatMessageBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(maxChatMessageLength, { error: 'TEXT_TOO_LONG' }),
  reference: ChatReferenceInputSchema.optional(),
});
export type SendChatMessageBody = z.infer<typeof SendChatMessageBodySchema>;

/**
 * `GET /api/chats/{id}/messages`: newest first, `limit` at a time; `cursor` (from `x-next-cursor`)
 * asks for older ones.
 */
export const ChatMessagesQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(40),
});

/** `PATCH /api/chats/{id}/read`, and the CHAT_READ stream message. */
export const ChatReadReceiptSchema = z.object({
  threadId: z.uuid(),
  readerId: z.uuid(),
  readAt: z.iso.datetime(),
});
export type ChatReadReceipt = z.infer<typeof ChatReadReceiptSchema>;

/** `GET /api/chats/contacts?q=`: businesses to start a new chat with (not the caller). */
export const ChatContactsQuerySchema = z.object({
  q: z.string().trim().min(2, { error: 'FIELD_REQUIRED' }).max(100, { error: 'TEXT_TOO_LONG' }),
});
export const ChatContactSchema = ChatParticipantSchema.extend({
  city: z.string(),
  isSupplier: z.boolean(),
});
export type ChatContact = z.infer<typeof ChatContactSchema>;
export const ChatContactListSchema = z.array(ChatContactSchema);

/** `GET /api/chats/unread-count`: messages from others the caller has not read, over all threads. */
export const ChatUnreadCountSchema = z.object({ count: z.number().int().min(0) });
