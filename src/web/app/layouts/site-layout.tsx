import { lazy, Suspense } from 'react';
import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { DemoBanner } from '../../components/demo-banner';
import { PageSpinner } from '../../components/page-spinner';
import { useSession } from '../../features/auth/use-session';
import { Footer, isFooterHidden } from './footer';
import { SiteHeader } from './site-header';

const LiveUpdates = lazy(() =>
  import('../../features/notifications/live-updates').then((module) => ({ default: module.LiveUpdates })),
);

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
      {/* At least a screen tall: the footer starts below the first screen, so a page that grows as its
          data arrives does not push it around in view (layout shift). */}
      <Box component="main" id="main" mih="100vh" style={{ flex: 1 }}>
        <Suspense fallback={<PageSpinner fillsScreen />}>
          <Outlet />
        </Suspense>
      </Box>
      {!isFooterHidden(pathname) && <Footer />}
      {(role === 'buyer' || role === 'supplier') && (
        <Suspense fallback={null}>
          <LiveUpdates role={role} />
        </Suspense>
      )}
    </Box>
  );
}
