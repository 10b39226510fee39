import type { Notification } from '../../contract/notifications/notifications.schemas';

/** A notification as the API answers it; ids are uuids as the contract requires. */
export function aNotification(index: number, overrides: Partial<Notification> = {}): Notification {
  const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  return {
    notificationId: id,
    type: 'NEW_ORDER',
    title: `Order ${index} placed`,
    content: `Al Noor Trading placed order ${index}.`,
    isRead: false,
    sender: { userId: '10000000-0000-4000-8000-000000000001', name: 'Al Noor Trading' },
    relatedEntityType: 'ORDER',
    relatedEntityId: `order-${index}`,
    createdAt: new Date(Date.now() - index * 60_000).toISOString(),
    ...overrides,
  };
}

/** `GET /api/users/me` for a signed-in buyer or supplier. */
export const signedIn = (role: 'BUYER' | 'SUPPLIER') => ({
  body: {
    id: '20000000-0000-4000-8000-000000000002',
    role,
    isEmailVerified: true,
    memberRoles: ['OWNER'],
    email: 'owner@alnoor.sa',
    name: 'Sara Al-Harbi',
    businessName: 'Al Noor Trading',
    pfpUrl: null,
  },
});
