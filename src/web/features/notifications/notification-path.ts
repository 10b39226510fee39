import type { Notification } from '../../../contract/notifications/notifications.schemas';
import { myGroupPurchasesPath } from '../group-purchases/group-purchase-routes';
import { supplierTenderPath } from '../tenders/tender-offer-routes';
import { myTenderPath } from '../tenders/tender-routes';

type SignedInRole = 'buyer' | 'supplier';

/**
 * The page a notification opens (spec §3), for the role whose section shows it; null when it names
 * nothing to open. Suppliers' order and invoice pages are lists (spec §2 has no detail path for them).
 * A group purchase opens the buyer's list of groups, not one group: there is no page of one.
 */
export function notificationPath(
  role: SignedInRole,
  { relatedEntityType, relatedEntityId }: Pick<Notification, 'relatedEntityType' | 'relatedEntityId'>,
): string | null {
  if (!relatedEntityType || !relatedEntityId) return null;
  const id = encodeURIComponent(relatedEntityId);
  switch (relatedEntityType) {
    case 'CHAT':
      return `/${role}/chats/${id}`;
    case 'INVOICE':
      return role === 'buyer' ? `/buyer/invoices/${id}` : '/supplier/invoices';
    case 'ORDER':
      return role === 'buyer' ? `/buyer/orders/${id}` : '/supplier/orders';
    case 'OFFER':
      return role === 'buyer' ? `/buyer/offers/${id}` : `/supplier/offers/bid/${id}`;
    case 'GROUP_PURCHASE':
      // Decision 015: buyers follow their groups under their orders; a supplier sees a completed group
      // as its GROUP_PURCHASE invoices (the invoices list keeps its kind filter out of the address).
      return role === 'buyer' ? myGroupPurchasesPath : '/supplier/invoices';
    case 'TENDER':
      // Decision 014: the creator's notice that submissions closed opens its tender with the offers; in
      // the supplier role, its own tender's page there links to it.
      return role === 'buyer' ? myTenderPath(relatedEntityId) : supplierTenderPath(relatedEntityId);
    case 'APPROVAL_REQUEST':
      // Issue 26: approvals are the buyer side's.
      return `/buyer/approvals/${id}`;
    default:
      return null;
  }
}
