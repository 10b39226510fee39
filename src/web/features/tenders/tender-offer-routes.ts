/** The supplier's tender pages (spec §2); the creator's own tender is `myTenderPath` (tenders/tender-routes). */
const segment = (id: string) => encodeURIComponent(id);

/** `/supplier/bids`: open tenders and the ones the supplier joined. */
export const openTendersPath = '/supplier/bids';

/** `/supplier/bids/{id}`: a tender as a supplier sees it, with its offer. */
export const supplierTenderPath = (tenderId: string) => `${openTendersPath}/${segment(tenderId)}`;

/** `/supplier/offers/bid/{id}`: the supplier's offer form for a tender (new or edited). */
export const offerFormPath = (tenderId: string) => `/supplier/offers/bid/${segment(tenderId)}`;

/** What the offer form tells the tender's page after saving: the offer was sent, or changed. */
export interface OfferSavedState {
  offerSaved?: 'submitted' | 'updated';
}
