import { describe, expect, it } from 'vitest';
import type { RelatedEntityType } from '../../../contract/notifications/notifications.schemas';
import { notificationPath } from './notification-path';

const about = (relatedEntityType: RelatedEntityType | null, relatedEntityId: string | null = 'x-1') => ({
  relatedEntityType,
  relatedEntityId,
});

describe('notificationPath', () => {
  it.each([
    ['CHAT', '/buyer/chats/x-1', '/supplier/chats/x-1'],
    ['INVOICE', '/buyer/invoices/x-1', '/supplier/invoices'],
    ['ORDER', '/buyer/orders/x-1', '/supplier/orders'],
    ['OFFER', '/buyer/offers/x-1', '/supplier/offers/bid/x-1'],
    ['GROUP_PURCHASE', '/buyer/orders?view=group-purchases', '/supplier/invoices'],
    ['TENDER', '/buyer/bids/x-1', '/supplier/bids/x-1'],
  ] as const)('opens a %s on each side’s page', (type, buyerPath, supplierPath) => {
    expect(notificationPath('buyer', about(type))).toBe(buyerPath);
    expect(notificationPath('supplier', about(type))).toBe(supplierPath);
  });

  it('opens nothing when the notification names no entity', () => {
    expect(notificationPath('buyer', about(null, null))).toBeNull();
    expect(notificationPath('buyer', about('ORDER', null))).toBeNull();
  });

  it('keeps an id from reaching past its path segment', () => {
    expect(notificationPath('buyer', about('CHAT', '../settings'))).toBe('/buyer/chats/..%2Fsettings');
  });
});
