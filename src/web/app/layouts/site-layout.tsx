import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { DemoBanner } from '../../components/demo-banner';
import { LiveNotifications } from '../../features/notifications/live-notifications';
import { useSession } from '../../features/session/use-session';
import { LiveStreamConnection } from '../../lib/live-stream';
import { Footer, isFooterHidden } from './footer';
import { SiteHeader } from './site-header';

/**
 * The buyer layout and the public layout in one: demo banner, header, content, footer. The header's
 * account area follows the session (see docs/decisions/005-one-site-header.md). The header is hidden on
 * any path containing /callback (spec §2). A signed-in person's tab keeps the live stream open here.
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  const { role = 'guest', user } = useSession();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <DemoBanner />
      {!pathname.includes('/callback') && <SiteHeader role={role} user={user} />}
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      {!isFooterHidden(pathname) && <Footer />}
      {(role === 'buyer' || role === 'supplier') && (
        <>
          <LiveStreamConnection />
          <LiveNotifications role={role} />
        </>
      )}
    </Box>
  );
}
