/** Where the buyer's tender screens are (spec §2: `/buyer/bids…` and `/buyer/offers…`). */
export const myTendersPath = '/buyer/bids';
export const newTenderPath = '/buyer/bids/new';
export const myTenderPath = (id: string) => `/buyer/bids/${encodeURIComponent(id)}`;
/** Issue 26: a draft's edit form. */
export const editTenderDraftPath = (id: string) => `/buyer/bids/${encodeURIComponent(id)}/edit`;
/** What the tender's page says once on arriving from the form (the navigation's state). */
export type TenderNotice = 'sentForApproval' | 'draftSaved';
export const receivedOffersPath = '/buyer/offers/received-offers';
export const receivedOfferPath = (id: string) => `/buyer/offers/${encodeURIComponent(id)}`;
