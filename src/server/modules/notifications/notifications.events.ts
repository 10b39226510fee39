import type { DbExecutor } from '../../platform/db/database.js';
import type { DomainEventOutbox } from '../../platform/events/domain-event-outbox.js';
import type {
  BusinessRef,
  DomainEvent,
  InvoiceAnswer,
  OfferRef,
  OrderChange,
} from '../../platform/events/domain-events.js';
import type {
  NotificationParams,
  NotifiedBidStatus,
  NotifiedInvoiceStatus,
  NotifiedOrderStatus,
} from './notification-texts.js';
import type { NotificationsService, NotifyInput } from './notifications.service.js';
import type { ListingNames } from '../../../contract/text/two-languages.js';

/** Characters of a chat message its NEW_MESSAGE shows. */
const previewLength = 80;

/**
 * The start of a message for its notification; empty for an image without text (the notification's
 * template then says, in each language, that an image was sent).
 */
function previewOf(text: string): string {
  const characters = [...text];
  return characters.length > previewLength ? `${characters.slice(0, previewLength).join('')}…` : text;
}

const senderOf = (business: BusinessRef | null) =>
  business ? { userId: business.userId, name: business.businessName } : null;

/** ORDER_STATUS to one party of the order about the other's move. */
const orderStatus = (change: OrderChange, recipientId: string, status: NotifiedOrderStatus): NotifyInput => ({
  recipientId,
  type: 'ORDER_STATUS',
  sender: senderOf(change.by),
  related: { type: 'ORDER', id: change.orderId },
  params: { orderNumber: change.orderNumber, status },
});

/** INVOICE_STATUS to the supplier about the buyer's answer or payment. */
const invoiceStatus = (answer: InvoiceAnswer, status: NotifiedInvoiceStatus): NotifyInput => ({
  recipientId: answer.supplierId,
  type: 'INVOICE_STATUS',
  sender: senderOf(answer.buyer),
  related: { type: 'INVOICE', id: answer.invoiceId },
  params: { invoiceNumber: answer.invoiceNumber, status },
});

/** BID_STATUS to a supplier about its own offer, which it may always read. */
const bidStatus = (
  offer: OfferRef,
  tenderName: string,
  status: NotifiedBidStatus,
  sender: BusinessRef | null,
): NotifyInput => ({
  recipientId: offer.supplierId,
  type: 'BID_STATUS',
  sender: senderOf(sender),
  related: { type: 'OFFER', id: offer.offerId },
  params: { tenderName, status },
});

/** GROUP_PURCHASE_STATUS to a member or the supplier of a group. */
const groupStatus = (
  recipientId: string,
  group: { groupPurchaseId: string; productName: ListingNames | string; memberCount: number },
  params: Omit<NotificationParams['GROUP_PURCHASE_STATUS'], 'productName' | 'memberCount'>,
  sender: BusinessRef | null = null,
): NotifyInput => ({
  recipientId,
  type: 'GROUP_PURCHASE_STATUS',
  sender: senderOf(sender),
  related: { type: 'GROUP_PURCHASE', id: group.groupPurchaseId },
  params: { productName: group.productName, memberCount: group.memberCount, ...params },
});

/**
 * Decision 021: the notifications every domain event raises, in both languages (notification-texts.ts).
 * Each runs in the transaction that marks the event delivered and is keyed by the event's id, so an event
 * handled twice notifies once.
 */
export function subscribeNotificationsToEvents({
  events,
  notifications,
}: {
  events: Pick<DomainEventOutbox, 'subscribe'>;
  notifications: Pick<NotificationsService, 'notify'>;
}) {
  /** Raises `inputs` in order, as answers to `event`. */
  async function raise(event: DomainEvent, tx: DbExecutor, ...inputs: NotifyInput[]) {
    for (const input of inputs) {
      await notifications.notify(input, tx, { eventId: event.id, occurredAt: event.occurredAt });
    }
  }

  events.subscribe('ChatMessageSent', (event, tx) =>
    raise(event, tx, {
      recipientId: event.payload.recipientId,
      type: 'NEW_MESSAGE',
      sender: senderOf(event.payload.sender),
      related: { type: 'CHAT', id: event.payload.threadId },
      params: { preview: previewOf(event.payload.text) },
      // One per thread while unread, not one per message.
      collapseUnread: true,
    }),
  );

  events.subscribe('OrderPlaced', (event, tx) =>
    raise(event, tx, {
      recipientId: event.payload.supplierId,
      type: 'NEW_ORDER',
      sender: senderOf(event.payload.buyer),
      related: { type: 'ORDER', id: event.payload.orderId },
      params: { orderNumber: event.payload.orderNumber, total: event.payload.totalPrice },
    }),
  );
  // The buyer hears of the supplier's moves (processing reads as confirmed), the supplier of the buyer's.
  events.subscribe('OrderConfirmed', (event, tx) =>
    raise(event, tx, orderStatus(event.payload, event.payload.buyerId, 'CONFIRMED')),
  );
  events.subscribe('OrderShipped', (event, tx) =>
    raise(event, tx, orderStatus(event.payload, event.payload.buyerId, 'SHIPPED')),
  );
  events.subscribe('OrderCancelled', (event, tx) =>
    raise(event, tx, orderStatus(event.payload, event.payload.buyerId, 'CANCELLED')),
  );
  events.subscribe('OrderCompleted', (event, tx) =>
    raise(event, tx, orderStatus(event.payload, event.payload.supplierId, 'COMPLETED')),
  );

  // Issue 25: each side hears of the other's moves, both of the deadline and of the decision.
  events.subscribe('DisputeChanged', (event, tx) => {
    const { orderId, orderNumber, buyerId, supplierId, change, amount, note } = event.payload;
    const recipients =
      change === 'OPENED' || change === 'BUYER_REPLIED'
        ? [supplierId]
        : change === 'SUPPLIER_ANSWERED'
          ? [buyerId]
          : [buyerId, supplierId];
    return raise(
      event,
      tx,
      ...recipients.map((recipientId): NotifyInput => ({
        recipientId,
        type: 'DISPUTE_STATUS',
        sender: null,
        // The order's page shows its dispute to each side.
        related: { type: 'ORDER', id: orderId },
        params: { orderNumber, status: change, amount, note },
      })),
    );
  });

  events.subscribe('ReviewWritten', (event, tx) =>
    raise(event, tx, {
      recipientId: event.payload.supplierId,
      type: 'NEW_REVIEW',
      sender: senderOf(event.payload.buyer),
      related: { type: 'ORDER', id: event.payload.orderId },
      params: { rating: event.payload.supplierRating },
    }),
  );

  events.subscribe('InvoiceIssued', async (event, tx) => {
    // A plan invoice answers the supplier's own payment, which the payment result already shows.
    if (event.payload.kind === 'SUBSCRIPTION') return;
    await raise(event, tx, {
      recipientId: event.payload.buyerId,
      type: 'NEW_INVOICE',
      sender: senderOf(event.payload.seller),
      related: { type: 'INVOICE', id: event.payload.invoiceId },
      params: { invoiceNumber: event.payload.invoiceNumber, total: event.payload.total },
    });
  });
  events.subscribe('InvoiceAccepted', (event, tx) =>
    raise(event, tx, invoiceStatus(event.payload, 'ACCEPTED')),
  );
  events.subscribe('InvoiceRejected', (event, tx) =>
    raise(event, tx, invoiceStatus(event.payload, 'REJECTED')),
  );
  events.subscribe('InvoiceInstallmentPaid', (event, tx) =>
    raise(event, tx, invoiceStatus(event.payload, event.payload.invoiceStatus)),
  );
  // Issue 24: the seller reads ZATCA's messages on the invoice's e-invoice; no sender (ZATCA is none).
  events.subscribe('EInvoiceRejected', (event, tx) =>
    raise(event, tx, {
      recipientId: event.payload.sellerId,
      type: 'INVOICE_STATUS',
      sender: null,
      related: { type: 'INVOICE', id: event.payload.invoiceId },
      params: { invoiceNumber: event.payload.invoiceNumber, status: 'E_INVOICE_REJECTED' },
    }),
  );

  // Issue 19: no sender, no supplier, no amount; only how many offers the sealed tender received.
  events.subscribe('TenderSubmissionsClosed', (event, tx) =>
    raise(event, tx, {
      recipientId: event.payload.creatorId,
      type: 'NEW_OFFER',
      sender: null,
      related: { type: 'TENDER', id: event.payload.tenderId },
      params: { tenderName: event.payload.tenderName, offerCount: event.payload.offerCount },
    }),
  );
  events.subscribe('TenderAwarded', (event, tx) => {
    const { tenderName, creator, accepted, declined } = event.payload;
    return raise(
      event,
      tx,
      bidStatus(accepted, tenderName, 'ACCEPTED', creator),
      ...declined.map((offer) => bidStatus(offer, tenderName, 'REJECTED', creator)),
    );
  });
  events.subscribe('OfferDeclined', (event, tx) =>
    raise(
      event,
      tx,
      bidStatus(event.payload.offer, event.payload.tenderName, 'REJECTED', event.payload.creator),
    ),
  );
  events.subscribe('TenderClosed', (event, tx) =>
    raise(
      event,
      tx,
      ...event.payload.offers.map((offer) =>
        bidStatus(offer, event.payload.tenderName, 'TENDER_CLOSED', null),
      ),
    ),
  );

  // Issue 26: to the business (routed to its approvers by role), and the decision back to the requester.
  events.subscribe('ApprovalRequested', (event, tx) =>
    raise(event, tx, {
      recipientId: event.payload.businessId,
      type: 'APPROVAL_REQUESTED',
      sender: null,
      related: { type: 'APPROVAL_REQUEST', id: event.payload.approvalRequestId },
      params: { requesterName: event.payload.requester.name, total: event.payload.total },
    }),
  );
  events.subscribe('ApprovalDecided', (event, tx) =>
    raise(event, tx, {
      recipientId: event.payload.businessId,
      // Only the person who asked hears the answer.
      memberId: event.payload.requesterId,
      type: 'APPROVAL_DECIDED',
      sender: null,
      related: { type: 'APPROVAL_REQUEST', id: event.payload.approvalRequestId },
      params: {
        decision: event.payload.decision,
        deciderName: event.payload.decidedBy.name,
        total: event.payload.total,
        reason: event.payload.reason,
      },
    }),
  );

  // Decision 015. Members are not told who the others are: buyers of one city may be competitors.
  events.subscribe('GroupPurchaseJoined', (event, tx) =>
    raise(
      event,
      tx,
      ...event.payload.memberIds
        .filter((memberId) => memberId !== event.payload.buyerId)
        .map((memberId) => groupStatus(memberId, event.payload, { status: 'JOINED' })),
    ),
  );
  events.subscribe('GroupPurchaseCompleted', (event, tx) =>
    raise(
      event,
      tx,
      ...event.payload.memberIds.map((memberId) =>
        groupStatus(memberId, event.payload, { status: 'COMPLETED' }, event.payload.supplier),
      ),
      groupStatus(event.payload.supplier.userId, event.payload, { status: 'SOLD' }),
    ),
  );
  events.subscribe('GroupPurchaseCancelled', (event, tx) =>
    raise(
      event,
      tx,
      ...event.payload.memberIds.map((memberId) =>
        groupStatus(memberId, event.payload, { status: 'CANCELLED', cancelReason: event.payload.reason }),
      ),
    ),
  );
}
