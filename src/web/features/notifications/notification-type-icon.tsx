import {
  IconFileDollar,
  IconFileInvoice,
  IconGavel,
  IconMessage,
  IconPackage,
  IconReceipt,
  IconScale,
  IconStar,
  IconTruck,
  IconUsersGroup,
  IconShieldCheck,
  IconChecklist,
} from '@tabler/icons-react';
import type { NotificationType } from '../../../contract/notifications/notifications.schemas';

const icons = {
  NEW_MESSAGE: IconMessage,
  NEW_ORDER: IconPackage,
  ORDER_STATUS: IconTruck,
  NEW_REVIEW: IconStar,
  NEW_INVOICE: IconFileInvoice,
  INVOICE_STATUS: IconReceipt,
  NEW_OFFER: IconFileDollar,
  BID_STATUS: IconGavel,
  GROUP_PURCHASE_STATUS: IconUsersGroup,
  DISPUTE_STATUS: IconScale,
  TRUST_AND_SAFETY: IconShieldCheck,
  APPROVAL_REQUESTED: IconChecklist,
  APPROVAL_DECIDED: IconChecklist,
} as const satisfies Record<NotificationType, unknown>;

/** A notification type's icon; decorative, the type is also written out. */
export function NotificationTypeIcon({ type, size = 20 }: { type: NotificationType; size?: number }) {
  const Icon = icons[type];
  return <Icon size={size} aria-hidden />;
}
