import { Suspense } from 'react';
import {
  AppShell,
  Avatar,
  Badge,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBell,
  IconChartBar,
  IconCrown,
  IconFileInvoice,
  IconGavel,
  IconLayoutDashboard,
  IconLogout,
  IconMessages,
  IconPackage,
  IconSettings,
  IconSwitchHorizontal,
  IconTags,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageToggle } from '../../components/language-toggle';
import { Logo } from '../../components/logo';
import { PageSpinner } from '../../components/page-spinner';
import { useUnreadChatsCount } from '../../features/chats/use-unread-chats-count';
import { useUnreadNotificationsCount } from '../../features/notifications/use-unread-notifications-count';
import { useLogout, useSwitchRole } from '../../features/auth/use-session-actions';
import { useSession } from '../../features/auth/use-session';
import { InactiveSupplierDialog } from '../../features/users/inactive-supplier-dialog';
import { SupplierVerificationBanner } from '../../features/supplier-verification/supplier-verification-banner';
import { LiveUpdates } from '../../features/notifications/live-updates';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { formatBadgeCount } from '../../lib/ui-constants';
import { SwitchRoleFailedDialog } from './switch-role-failed-dialog';

const links = [
  { key: 'overview', to: '/supplier/overview', Icon: IconLayoutDashboard },
  {
    key: 'productsAndServices',
    to: '/supplier/products-and-services',
    Icon: IconTags,
    // The listing table and every product and service editor belong to this link.
    also: ['/supplier/listings', '/supplier/products/', '/supplier/services/', '/supplier/service-details'],
  },
  {
    key: 'biddings',
    to: '/supplier/bids',
    Icon: IconGavel,
    // The offer form of a tender belongs to this link too.
    also: ['/supplier/offers/'],
  },
  { key: 'orders', to: '/supplier/orders', Icon: IconPackage },
  { key: 'invoices', to: '/supplier/invoices', Icon: IconFileInvoice },
  { key: 'analytics', to: '/supplier/analytics', Icon: IconChartBar },
  { key: 'settings', to: '/supplier/settings', Icon: IconSettings },
  // Issue 26: the business's team, on either side.
  { key: 'team', to: '/settings/team', Icon: IconUsers },
  {
    key: 'plan',
    to: '/supplier/choose-plan',
    Icon: IconCrown,
    // Paying for Premium comes back to the plan through the payment callback.
    also: ['/supplier/payment/'],
  },
  { key: 'messages', to: '/supplier/chats', Icon: IconMessages },
  { key: 'notifications', to: '/supplier/notifications', Icon: IconBell },
] as const;

/** Supplier layout (spec §2): sidebar with logo, links, badge, switch, logout, language and profile. */
export function SupplierLayout() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const { user } = useSession();
  const [isNavOpen, nav] = useDisclosure(false);
  const unread = useUnreadNotificationsCount();
  const unreadMessages = useUnreadChatsCount();
  const { switchRole, isSwitching, failureMessage, dismissFailure } = useSwitchRole();
  const logout = useLogout();

  return (
    <AppShell
      // The header exists only on phones, where it holds the menu button.
      header={{ height: { base: 60, md: 0 } }}
      navbar={{ width: 272, breakpoint: 'md', collapsed: { mobile: !isNavOpen } }}
      padding="md"
    >
      <AppShell.Header hiddenFrom="md" className="print-hidden">
        <Group h="100%" px="md" justify="space-between">
          <Logo size="sm" />
          {/* The sidebar, and its badge, is hidden behind the menu button: the bell keeps unread in sight. */}
          <Group gap="xs" wrap="nowrap">
            <NotificationBell to="/supplier/notifications" />
            <Burger opened={isNavOpen} onClick={nav.toggle} aria-label={t('header.openMenu')} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" className="print-hidden" aria-label={t('sidebar.navigation')}>
        <AppShell.Section visibleFrom="md" pb="md">
          <Logo />
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea}>
          {links.map((link) => {
            const { key, to, Icon } = link;
            const badgeCount = key === 'notifications' ? unread : key === 'messages' ? unreadMessages : 0;
            return (
              <NavLink
                key={key}
                component={Link}
                to={to}
                label={t(`sidebar.${key}`)}
                leftSection={<Icon size={18} aria-hidden />}
                active={[to, ...('also' in link ? link.also : [])].some((path) => pathname.startsWith(path))}
                onClick={nav.close}
                rightSection={
                  badgeCount > 0 ? (
                    <Badge color="red" size="sm" circle={badgeCount < 10}>
                      {formatBadgeCount(badgeCount)}
                    </Badge>
                  ) : undefined
                }
              />
            );
          })}
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Stack gap="xs">
            {user && (
              <Group gap="sm" wrap="nowrap" data-testid="profile-block">
                <Avatar src={user.pfpUrl} alt="" radius="xl" color="teal">
                  {user.businessName.slice(0, 1)}
                </Avatar>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={700} truncate>
                    {user.businessName}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {user.name}
                  </Text>
                </div>
              </Group>
            )}
            <Button
              variant="light"
              leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
              onClick={switchRole}
              loading={isSwitching}
            >
              {t('profileMenu.switchToBuyer')}
            </Button>
            <Stack gap={4}>
              <LanguageToggle fullWidth />
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconLogout size={16} aria-hidden />}
                onClick={() => void logout()}
                fullWidth
              >
                {t('profileMenu.logout')}
              </Button>
            </Stack>
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main">
        {user && <SupplierVerificationBanner />}
        <Suspense fallback={<PageSpinner fillsScreen />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <InactiveSupplierDialog />
      {user && <LiveUpdates role="supplier" />}
      {failureMessage !== undefined && (
        <SwitchRoleFailedDialog message={failureMessage} onClose={dismissFailure} />
      )}
    </AppShell>
  );
}
