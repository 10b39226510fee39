import { z } from 'zod';
import { MemberRefSchema } from '../team/member-ref.js';
import { requiredText } from '../auth/auth.schemas.js';
import { maxInvoiceTotal } from '../invoices/invoices.schemas.js';
import { moneyAnswer, moneyInput } from '../money/wire-money.js';

/*
 * Tenders with sealed offers (issue 8; spec §3 Tender, Offer; §4; §5; decision 014). A business creates
 * a tender in its buyer role and answers others' tenders in its supplier role. Offers are sealed: before
 * the submission deadline only the offering supplier can read its offer — not the creator, not other
 * suppliers, not through any count. After the deadline the creator sees every offer at once and accepts
 * one (the others are declined, an invoice is issued for the accepted amount) or declines each; a tender
 * nobody awarded by its response deadline closes by itself.
 *
 * An offer's amount is integer halalas inside; on the wire it travels in riyals and as `amountHalalas`
 * (decision 019).
 */

/** Spec §9: the response deadline options, in weeks after the submission deadline. */
export const responseDeadlineOptions = ['1w', '2w', '3w', '1m'] as const;
export const ResponseDeadlineOptionSchema = z.enum(responseDeadlineOptions, { error: 'FIELD_REQUIRED' });
export type ResponseDeadlineOption = z.infer<typeof ResponseDeadlineOptionSchema>;
/** Spec §9 as written: 1w, 2w, 3w and 1m mean 1, 2, 4 and 6 weeks (decision 014 keeps the spec's numbers). */
export const responseDeadlineWeeks: Record<ResponseDeadlineOption, number> = {
  '1w': 1,
  '2w': 2,
  '3w': 4,
  '1m': 6,
};
const weekMs = 7 * 24 * 60 * 60 * 1000;
/** When the creator must have decided: the option's weeks after the submission deadline. */
export const responseDeadlineOf = (submissionDeadline: Date, option: ResponseDeadlineOption) =>
  new Date(submissionDeadline.getTime() + responseDeadlineWeeks[option] * weekMs);

/**
 * Where a tender is, at a moment: DRAFT until an approver (or owner) publishes it (issue 26: not shown
 * to suppliers, no deadline running); OPEN until its submission deadline (offers sealed); EVALUATING until
 * the creator awards it or its response deadline passes; AWARDED once an offer is accepted; CLOSED when
 * nobody was awarded in time (or every offer was declined).
 */
export const tenderPhases = ['DRAFT', 'OPEN', 'EVALUATING', 'AWARDED', 'CLOSED'] as const;
export const TenderPhaseSchema = z.enum(tenderPhases);
export type TenderPhase = z.infer<typeof TenderPhaseSchema>;

export const offerStatuses = ['SUBMITTED', 'ACCEPTED', 'DECLINED'] as const;
export const OfferStatusSchema = z.enum(offerStatuses);
export type OfferStatus = z.infer<typeof OfferStatusSchema>;

/** Decision 014: the spec does not fix the offer texts' length. */
export const maxOfferTextLength = 1000;
/**
 * Halalas before VAT: an accepted offer becomes an invoice with 15% VAT, which must stay within the
 * invoice limit (decision 013).
 */
export const maxOfferAmount = Math.floor((maxInvoiceTotal * 100) / 115);

const party = z.object({ userId: z.uuid(), businessName: z.string(), city: z.string() });

export const TenderSchema = moneyAnswer(
  z.object({
    id: z.uuid(),
    /** Generated, quoted by people: `TND-2026-000042`. */
    referenceNumber: z.string(),
    name: z.string(),
    mainActivity: z.string(),
    organizationName: z.string(),
    creator: party,
    /** Null while a draft. */
    publishedAt: z.iso.datetime().nullable(),
    submissionDeadline: z.iso.datetime(),
    responseDeadlineOption: ResponseDeadlineOptionSchema,
    responseDeadline: z.iso.datetime(),
    phase: TenderPhaseSchema,
    /** Whole days until the submission deadline (rounded up), 0 once it has passed. */
    daysLeft: z.number().int(),
    /** Null while offers are sealed: nobody may learn how many there are before the deadline. */
    offerCount: z.number().int().nullable(),
    /** The viewer's own tender. */
    isMine: z.boolean(),
    /** The viewer (as a supplier) has an offer on it. */
    hasMyOffer: z.boolean(),
    /**
     * Issue 26: the business's own estimate in halalas, which an approver's order limit caps when
     * publishing; shown to the tender's business only (null for others, and when none was given).
     */
    estimatedBudget: z.number().int().nullable(),
    /** Issue 26: who drafted it and who published it (members of the tender's business; its own only). */
    createdBy: MemberRefSchema.nullable(),
    publishedBy: MemberRefSchema.nullable(),
  }),
  ['estimatedBudget'],
);
export type Tender = z.infer<typeof TenderSchema>;
export const TenderListSchema = z.array(TenderSchema);

export const OfferSchema = moneyAnswer(
  z.object({
    id: z.uuid(),
    tenderId: z.uuid(),
    tenderName: z.string(),
    tenderReferenceNumber: z.string(),
    supplier: party,
    /** Halalas, before VAT. */
    amount: z.number().int(),
    completionDate: z.iso.date(),
    technicalDetails: z.string(),
    executionPlan: z.string(),
    notes: z.string(),
    status: OfferStatusSchema,
    submittedAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** The invoice issued when the offer was accepted. */
    invoiceId: z.uuid().nullable(),
    /** Issue 26: the supplier's member who submitted it (sealed like the rest of the offer). */
    submittedBy: MemberRefSchema.nullable(),
  }),
  ['amount'],
);
/** An offer as Tawrid keeps it: the amount in halalas. */
export type Offer = z.infer<typeof OfferSchema>;
export const OfferListSchema = z.array(OfferSchema);

/** Halalas: an estimate no tender needs beyond (the invoice limit, VAT included). */
export const maxEstimatedBudget = maxInvoiceTotal;
/** The amounts of a tender, which Tawrid's web app sends as `…Halalas` (decision 019). */
export const tenderMoneyKeys = ['estimatedBudget'] as const;

const tenderFields = {
  name: requiredText(100),
  mainActivity: requiredText(500),
  /** The creator's business name when left empty. */
  organizationName: z.string().trim().max(100, { error: 'TEXT_TOO_LONG' }).default(''),
  submissionDeadline: z.iso.datetime({ offset: true, error: 'FIELD_REQUIRED' }),
  responseDeadlineOption: ResponseDeadlineOptionSchema,
  /** Halalas, optional: an approver may publish only within their order limit (issue 26). */
  estimatedBudget: z
    .number({ error: 'AMOUNT_INVALID' })
    .int({ error: 'AMOUNT_INVALID' })
    .min(100, { error: 'AMOUNT_INVALID' })
    .max(maxEstimatedBudget, { error: 'AMOUNT_INVALID' })
    .nullable()
    .default(null),
};

/**
 * `POST /api/tenders` (buyer role): an approver or owner publishes a tender at once (spec §5 Tender
 * creation) unless `asDraft`; a requester's tender is always a DRAFT waiting for an approver (issue 26).
 * The submission deadline must be in the future (checked by the server with its clock:
 * DEADLINE_NOT_IN_FUTURE), for a draft too, and again when it is published.
 */
export const CreateTenderBodySchema = moneyInput(
  z.object({ ...tenderFields, asDraft: z.boolean().default(false) }),
  tenderMoneyKeys,
);
export type CreateTenderBody = z.input<typeof CreateTenderBodySchema>;

/** `PATCH /api/tenders/mine/{id}`: a draft's fields, all of them (the form sends the whole draft). */
export const UpdateTenderDraftBodySchema = moneyInput(z.object(tenderFields), tenderMoneyKeys);
export type UpdateTenderDraftBody = z.input<typeof UpdateTenderDraftBodySchema>;

const offerText = (isRequired: boolean) =>
  isRequired
    ? requiredText(maxOfferTextLength)
    : z.string().trim().max(maxOfferTextLength, { error: 'TEXT_TOO_LONG' }).default('');

/** The amounts of an offer, which Tawrid's web app sends as `…Halalas` (decision 019). */
export const offerMoneyKeys = ['amount'] as const;

/**
 * `PUT /api/tenders/{id}/my-offer` (supplier role): submits or edits the supplier's one offer until the
 * submission deadline (spec §5 Offer). The completion date must be in the future (COMPLETION_DATE_PAST).
 */
export const SubmitOfferBodySchema = moneyInput(
  z.object({
    /** Halalas before VAT: at least 1 SAR. */
    amount: z
      .number({ error: 'FIELD_REQUIRED' })
      .int({ error: 'AMOUNT_INVALID' })
      .min(100, { error: 'AMOUNT_INVALID' })
      .max(maxOfferAmount, { error: 'AMOUNT_INVALID' }),
    completionDate: z.iso.date({ error: 'FIELD_REQUIRED' }),
    technicalDetails: offerText(true),
    executionPlan: offerText(true),
    notes: offerText(false),
  }),
  offerMoneyKeys,
);
/** The offer as sent: the amount in riyals or, as Tawrid's web app sends it, `amountHalalas`. */
export type SubmitOfferBody = z.input<typeof SubmitOfferBodySchema>;

export const tenderSorts = ['deadline_asc', 'deadline_desc', 'newest'] as const;
/**
 * `GET /api/tenders/open` (supplier role): others' tenders still taking offers, or with `joined` the
 * ones the supplier has offered on (any phase); search by name, activity or organization. The next
 * page's cursor comes in `x-next-cursor`.
 */
export const OpenTendersQuerySchema = z.object({
  joined: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  q: z.string().trim().max(100, { error: 'TEXT_TOO_LONG' }).optional(),
  sort: z.enum(tenderSorts).default('deadline_asc'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type OpenTendersQuery = z.input<typeof OpenTendersQuerySchema>;

/** `GET /api/tenders/mine` (buyer role): the business's own tenders, newest first. */
export const MyTendersQuerySchema = z.object({
  phase: TenderPhaseSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** `GET /api/tenders/received-offers` (buyer role): offers on the business's tenders whose deadline passed. */
export const ReceivedOffersQuerySchema = z.object({
  tenderId: z.uuid().optional(),
  status: OfferStatusSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const TenderIdParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });
export const OfferIdParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });
