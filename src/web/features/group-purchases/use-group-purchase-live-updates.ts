import { useQueryClient } from '@tanstack/react-query';
import { NotificationSchema } from '../../../contract/notifications/notifications.schemas';
import { useStreamMessage } from '../../lib/live-stream';
import { groupPurchasesQueryKey } from './use-group-purchases';

/**
 * Decision 015: members are told when another buyer joins, when the group completes and when it is
 * cancelled. A group on screen follows such a notification from the live stream without a reload.
 */
export function useGroupPurchaseLiveUpdates() {
  const client = useQueryClient();
  useStreamMessage<unknown>('NOTIFICATION', (payload) => {
    const parsed = NotificationSchema.safeParse(payload);
    if (!parsed.success || parsed.data.relatedEntityType !== 'GROUP_PURCHASE') return;
    void client.invalidateQueries({ queryKey: groupPurchasesQueryKey });
  });
}
