import type { Notification } from '../../../contract/notifications/notifications.schemas';

type SignedInRole = 'buyer' | 'supplier';

/**
 * The page a notification opens (spec §3), for the role whose section shows it; null when it names
 * nothing to open. Suppliers' order and invoice pages are lists (spec §2 has no detail path for them).
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
      return `/${role}/orders`;
    default:
      return null;
  }
}
