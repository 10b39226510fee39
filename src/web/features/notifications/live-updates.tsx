import { useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { LiveStreamConnection } from '../../lib/live-stream';
import { LiveNotifications } from './live-notifications';

/**
 * What a signed-in tab keeps running (decision 009): the live stream and the notification toasts. The
 * layouts load this only for a signed-in person, so a visitor's first page does not carry it.
 */
export function LiveUpdates({ role }: { role: 'buyer' | 'supplier' }) {
  const { dir } = useDirection();
  return (
    <>
      {/* Toasts appear at the inline end of the top edge. */}
      <Notifications position={dir === 'rtl' ? 'top-left' : 'top-right'} />
      <LiveStreamConnection />
      <LiveNotifications role={role} />
    </>
  );
}
