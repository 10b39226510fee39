import { useDirection, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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
  const isPhone = useMediaQuery(`(max-width: ${useMantineTheme().breakpoints.sm})`);
  return (
    <>
      {/*
       * Toasts appear at the inline end of the top edge; on a phone, whose screen is one column, at the
       * bottom, where they never cover the page's heading.
       */}
      <Notifications position={isPhone ? 'bottom-center' : dir === 'rtl' ? 'top-left' : 'top-right'} />
      <LiveStreamConnection />
      <LiveNotifications role={role} />
    </>
  );
}
