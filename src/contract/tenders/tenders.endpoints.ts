import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './tenders.schemas.js';

const cursorDescription =
  'The cursor of the next page comes in the `x-next-cursor` response header (absent on the last page) ' +
  'and goes back as `cursor`, with the same filters.';

const errors = [404, 409] as const;

/**
 * Issue 8, decision 014: a business creates tenders in its buyer role and answers others' tenders in its
 * supplier role. Offers are sealed until the submission deadline; the service enforces it for every
 * endpoint here.
 */
export const tendersEndpoints = defineEndpoints<typeof schemas>()('tenders', {
  publishTender: {
    method: 'POST',
    path: '/api/tenders',
    access: 'buyer',
    summary: 'Publish a tender, or save it as a draft (buyer role)',
    description:
      'An approver or owner publishes it at once with its reference number `TND-<year>-<number>`, ' +
      'unless `asDraft`; a requester’s tender is always a DRAFT (phase DRAFT), which suppliers do ' +
      'not see and an approver publishes. The submission deadline must be in the future (400 ' +
      'DEADLINE_NOT_IN_FUTURE); the response deadline is the chosen weeks after it. The organization ' +
      'name defaults to my business name.',
    memberRoles: ['REQUESTER', 'APPROVER'],
    body: 'CreateTenderBodySchema',
    answer: 'TenderSchema',
    status: 201,
    errors,
  },
  listMyTenders: {
    method: 'GET',
    path: '/api/tenders/mine',
    access: 'buyer',
    summary: 'My tenders (buyer role), newest first',
    description: cursorDescription,
    query: 'MyTendersQuerySchema',
    answer: 'TenderListSchema',
    paged: true,
    errors,
  },
  getMyTender: {
    method: 'GET',
    path: '/api/tenders/mine/:id',
    access: 'buyer',
    summary: 'One of my tenders (buyer role)',
    description: "Another business's tender is 404 NOT_FOUND.",
    params: 'TenderIdParamsSchema',
    answer: 'TenderSchema',
    errors,
  },
  updateTenderDraft: {
    method: 'PATCH',
    path: '/api/tenders/mine/:id',
    access: 'buyer',
    summary: 'Edit a draft tender (buyer role)',
    description:
      'Issue 26: the requester who drafted it, an approver or an owner; a requester’s edit of ' +
      'another member’s draft is 403 TEAM_ROLE_NOT_ALLOWED. A published tender is 409 ' +
      'TENDER_NOT_DRAFT; another business’s is 404 NOT_FOUND.',
    memberRoles: ['REQUESTER', 'APPROVER'],
    params: 'TenderIdParamsSchema',
    body: 'UpdateTenderDraftBodySchema',
    answer: 'TenderSchema',
    errors,
  },
  publishTenderDraft: {
    method: 'POST',
    path: '/api/tenders/mine/:id/publish',
    access: 'buyer',
    summary: 'Publish a draft tender (approvers and owners)',
    description:
      'Issue 26: the submission deadline must still be in the future (400 DEADLINE_NOT_IN_FUTURE); ' +
      'an approver’s order limit caps the estimated budget (403 TENDER_OVER_APPROVER_LIMIT). Of two ' +
      'racing publishes one wins, the other is 409 TENDER_NOT_DRAFT.',
    memberRoles: ['APPROVER'],
    params: 'TenderIdParamsSchema',
    answer: 'TenderSchema',
    errors,
  },
  discardTenderDraft: {
    method: 'DELETE',
    path: '/api/tenders/mine/:id',
    access: 'buyer',
    summary: 'Discard a draft tender (buyer role)',
    description:
      'The requester who drafted it, an approver or an owner. A published tender is 409 ' +
      'TENDER_NOT_DRAFT.',
    memberRoles: ['REQUESTER', 'APPROVER'],
    params: 'TenderIdParamsSchema',
    errors,
  },
  listOffersOfMyTender: {
    method: 'GET',
    path: '/api/tenders/mine/:id/offers',
    access: 'buyer',
    summary: 'Every offer on my tender, cheapest first (buyer role)',
    description:
      'Sealed until the submission deadline: before it 409 OFFERS_SEALED. Another business’s tender ' +
      'is 404 NOT_FOUND.',
    params: 'TenderIdParamsSchema',
    answer: 'OfferListSchema',
    errors,
  },
  listReceivedOffers: {
    method: 'GET',
    path: '/api/tenders/received-offers',
    access: 'buyer',
    summary: 'Offers on my tenders whose submission deadline has passed, newest first (buyer role)',
    description: cursorDescription,
    query: 'ReceivedOffersQuerySchema',
    answer: 'OfferListSchema',
    paged: true,
    errors,
  },
  getReceivedOffer: {
    method: 'GET',
    path: '/api/tenders/received-offers/:id',
    access: 'buyer',
    summary: 'One offer on my tender (buyer role)',
    description:
      'Only once the tender’s submission deadline has passed; before it, or on another business’s ' +
      'tender, 404 NOT_FOUND (whether the offer exists is not revealed).',
    params: 'OfferIdParamsSchema',
    answer: 'OfferSchema',
    errors,
  },
  acceptOffer: {
    method: 'POST',
    path: '/api/tenders/received-offers/:id/accept',
    access: 'buyer',
    summary: 'Accept an offer on my tender: the others are declined and the supplier’s invoice issued',
    description:
      'Only while the tender is evaluating (after the submission deadline, before the response ' +
      'deadline, not awarded): otherwise 409 TENDER_NOT_EVALUATING, which is also what the loser of ' +
      'two racing accepts gets. An offer declined earlier is 409 CONFLICT. The invoice (kind TENDER, ' +
      'amount plus VAT, ACCEPTED, payable in full) is in `invoiceId`.',
    params: 'OfferIdParamsSchema',
    answer: 'OfferSchema',
    errors,
  },
  declineOffer: {
    method: 'POST',
    path: '/api/tenders/received-offers/:id/decline',
    access: 'buyer',
    summary: 'Decline an offer on my tender (buyer role)',
    description:
      'Only while the tender is evaluating (409 TENDER_NOT_EVALUATING); an offer already answered is ' +
      '409 CONFLICT. The tender stays open to the other offers until its response deadline.',
    params: 'OfferIdParamsSchema',
    answer: 'OfferSchema',
    errors,
  },
  listTendersForSupplier: {
    method: 'GET',
    path: '/api/tenders/open',
    access: 'supplier',
    summary: 'Tenders I can answer, or with `joined` those I offered on (supplier role)',
    description:
      'Without `joined`: other businesses’ tenders still taking offers. With `joined=true`: the ' +
      'tenders I have an offer on, in any phase. `q` searches the name, main activity and ' +
      `organization. ${cursorDescription}`,
    query: 'OpenTendersQuerySchema',
    answer: 'TenderListSchema',
    paged: true,
    errors,
  },
  getTender: {
    method: 'GET',
    path: '/api/tenders/:id',
    access: 'signed-in',
    summary: 'A tender (any signed-in business)',
    description:
      '`offerCount` is null until the submission deadline for everybody, and after it for everybody ' +
      'but the creator.',
    params: 'TenderIdParamsSchema',
    answer: 'TenderSchema',
    errors,
  },
  getMyOffer: {
    method: 'GET',
    path: '/api/tenders/:id/my-offer',
    access: 'supplier',
    summary: 'My offer on a tender (supplier role)',
    description: '404 NOT_FOUND when I have none.',
    params: 'TenderIdParamsSchema',
    answer: 'OfferSchema',
    errors,
  },
  // One offer per business per tender: the first submission answers 201, a replacement 200.
  submitOffer: {
    method: 'PUT',
    path: '/api/tenders/:id/my-offer',
    access: 'supplier',
    summary: 'Submit my offer (201) or replace it (200) until the submission deadline (supplier role)',
    description:
      'One offer per business per tender. Not on my own tender (409 OFFER_ON_OWN_TENDER); not after ' +
      'the submission deadline (409 TENDER_NOT_OPEN); the completion date is after today in ' +
      'Asia/Riyadh (400 COMPLETION_DATE_PAST).',
    params: 'TenderIdParamsSchema',
    body: 'SubmitOfferBodySchema',
    answer: 'OfferSchema',
    status: 201,
    idempotent: true,
    errors,
  },
  withdrawOffer: {
    method: 'DELETE',
    path: '/api/tenders/:id/my-offer',
    access: 'supplier',
    summary: 'Withdraw my offer until the submission deadline (supplier role)',
    description: 'After the deadline 409 TENDER_NOT_OPEN; 404 NOT_FOUND when I have no offer.',
    params: 'TenderIdParamsSchema',
    errors,
  },
});
