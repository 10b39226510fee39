/** Where the buyer's tender screens are (spec §2: `/buyer/bids…` and `/buyer/offers…`). */
export const myTendersPath = '/buyer/bids';
export const newTenderPath = '/buyer/bids/new';
export const myTenderPath = (id: string) => `/buyer/bids/${encodeURIComponent(id)}`;
export const receivedOffersPath = '/buyer/offers/received-offers';
export const receivedOfferPath = (id: string) => `/buyer/offers/${encodeURIComponent(id)}`;
