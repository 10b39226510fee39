import type { Offer, Tender } from '../../contract/tenders/tenders.schemas';
import type { StubbedAnswer } from './render';

/**
 * Test data for the tender screens, both sides: Al Waha Stores' tender, and offers on it from two
 * suppliers — Al Noor Trading's is also the one the supplier screens show as "your offer".
 */

export const tenderIds = {
  tender: '00000000-0000-4000-8000-0000000d0001',
  otherTender: '00000000-0000-4000-8000-0000000d0002',
  creator: '00000000-0000-4000-8000-0000000000b1',
  requester: '00000000-0000-4000-8000-0000000000b2',
  noor: '00000000-0000-4000-8000-0000000000f1',
  waha: '00000000-0000-4000-8000-0000000000f2',
  noorOffer: '00000000-0000-4000-8000-0000000e0001',
  wahaOffer: '00000000-0000-4000-8000-0000000e0002',
  invoice: '00000000-0000-4000-8000-00000000e001',
};

/**
 * A tender still taking offers, as its creator reads it: the deadline is 1 May 2026 at 14:00 Riyadh
 * time, offers sealed (no count), 5 days left.
 */
export function aTender(overrides: Partial<Tender> = {}): Tender {
  return {
    id: tenderIds.tender,
    referenceNumber: 'TND-2026-000042',
    name: 'Office furniture for the Jeddah branch',
    mainActivity: 'Supply and install desks, chairs and storage for 40 employees.',
    organizationName: 'Al Waha Stores',
    creator: { userId: tenderIds.creator, businessName: 'Al Waha Stores', city: 'Riyadh' },
    publishedAt: '2026-04-20T09:00:00.000Z',
    submissionDeadline: '2026-05-01T11:00:00.000Z',
    responseDeadlineOption: '2w',
    responseDeadline: '2026-05-15T11:00:00.000Z',
    phase: 'OPEN',
    daysLeft: 5,
    offerCount: null,
    isMine: true,
    hasMyOffer: false,
    estimatedBudget: null,
    createdBy: { memberId: tenderIds.creator, name: 'Sara Al-Harbi' },
    publishedBy: { memberId: tenderIds.creator, name: 'Sara Al-Harbi' },
    ...overrides,
  };
}

/** The same tender as a supplier reads it: another business's, which it may offer on. */
export const anotherBusinessTender = (overrides: Partial<Tender> = {}) =>
  aTender({ isMine: false, createdBy: null, publishedBy: null, ...overrides });

/** Issue 26: the tender as a requester drafted it, waiting for an approver to publish it. */
export const aDraftTender = (overrides: Partial<Tender> = {}) =>
  aTender({
    phase: 'DRAFT',
    publishedAt: null,
    daysLeft: 0,
    createdBy: { memberId: tenderIds.requester, name: 'Omar Al-Qahtani' },
    publishedBy: null,
    ...overrides,
  });

/** The same tender once its deadline passed, with two offers to compare. */
export const anEvaluatingTender = (overrides: Partial<Tender> = {}) =>
  aTender({ phase: 'EVALUATING', daysLeft: 0, offerCount: 2, ...overrides });

/** Al Noor's offer: 12,000.00 SAR before VAT (13,800.00 with it), the cheaper one. */
export function anOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: tenderIds.noorOffer,
    tenderId: tenderIds.tender,
    tenderName: 'Office furniture for the Jeddah branch',
    tenderReferenceNumber: 'TND-2026-000042',
    supplier: { userId: tenderIds.noor, businessName: 'Al Noor Trading', city: 'Jeddah' },
    amount: 1_200_000,
    completionDate: '2026-06-15',
    technicalDetails: 'Ergonomic chairs with 5-year warranty.',
    executionPlan: 'Delivery in two batches over three weeks.',
    notes: '',
    status: 'SUBMITTED',
    submittedAt: '2026-04-25T08:00:00.000Z',
    updatedAt: '2026-04-25T08:00:00.000Z',
    invoiceId: null,
    submittedBy: null,
    ...overrides,
  };
}

/** Al Waha Tools' dearer offer: 15,000.00 SAR before VAT. */
export const aSecondOffer = (overrides: Partial<Offer> = {}) =>
  anOffer({
    id: tenderIds.wahaOffer,
    supplier: { userId: tenderIds.waha, businessName: 'Al Waha Tools', city: 'Dammam' },
    amount: 1_500_000,
    completionDate: '2026-06-01',
    technicalDetails: 'Steel desks, locally made.',
    executionPlan: 'One delivery, installation in 5 days.',
    notes: 'Price valid for 30 days.',
    submittedAt: '2026-04-28T10:30:00.000Z',
    ...overrides,
  });

/** The API's error answer, for stubApi. */
export const apiErrorAnswer = (
  status: number,
  code: string,
  message: string,
  details?: Record<string, unknown>,
): StubbedAnswer => ({
  status,
  body: { error: { code, message, statusCode: status, details }, requestId: 'r' },
});
