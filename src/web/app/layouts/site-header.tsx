import { lazy, Suspense, useState } from 'react';
import { Anchor, Box, Burger, Container, Group, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../contract/users/users.schemas';
import { LanguageToggle } from '../../components/language-toggle';
import { Logo } from '../../components/logo';
import { CategoryMenuButton } from '../../features/categories/category-menu-button';
import { CartButton } from '../../features/cart/cart-button';
import { useGuestCartMerge } from '../../features/cart/use-guest-cart-merge';
import type { Role } from '../../features/auth/session';
import { AccountActions } from './account-actions';

// Loaded when needed, not with the first page (docs/performance.md): the popover menus, the phone drawer
// and what only a signed-in buyer sees.
const CategoryMegaMenu = lazy(() =>
  import('../../features/categories/category-mega-menu').then((module) => ({
    default: module.CategoryMegaMenu,
  })),
);
const SearchBox = lazy(() =>
  import('../../features/search/search-box').then((module) => ({ default: module.SearchBox })),
);
const SiteMenuDrawer = lazy(() =>
  import('./site-menu-drawer').then((module) => ({ default: module.SiteMenuDrawer })),
);
const NotificationBell = lazy(() =>
  import('../../features/notifications/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);
const ProfileMenu = lazy(() => import('./profile-menu').then((module) => ({ default: module.ProfileMenu })));

/**
 * The header of the buyer and public layouts (spec §2): logo, category mega-menu, scoped search, cart,
 * then the bell and profile menu for a buyer, or login and signup for a guest, and the language toggle.
 * On phones the menu, search and account actions move into a drawer.
 */
export function SiteHeader({ role, user }: { role: Role; user: CurrentUser | null }) {
  const { t } = useTranslation('layout');
  const [isMenuOpen, menu] = useDisclosure(false);
  // The drawer stays mounted after its first opening, so it can animate closed.
  const [hasMenuOpened, setHasMenuOpened] = useState(false);
  // The category menu is for wide screens; phones never load it (they have the drawer).
  const isWide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`);

  // A guest cart joins the buyer's once the person has logged in (decision 011).
  useGuestCartMerge();

  return (
    <Box
      component="header"
      className="print-hidden"
      bg="white"
      pos="sticky"
      top={0}
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="xl" py="sm">
        <Group gap="md" wrap="nowrap" justify="space-between">
          <Anchor component={Link} to="/" aria-label={t('header.home')} underline="never">
            <Logo />
          </Anchor>
          <Group gap="md" wrap="nowrap" visibleFrom="md" style={{ flex: 1 }}>
            {isWide ? (
              <Suspense fallback={<CategoryMenuButton />}>
                <CategoryMegaMenu />
              </Suspense>
            ) : (
              <CategoryMenuButton />
            )}
            {/* The search box's height, kept while it loads, so the header does not move. */}
            <Suspense fallback={<Box h={36} style={{ flex: 1 }} />}>{isWide && <SearchBox />}</Suspense>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <CartButton />
            {role === 'buyer' && (
              <Suspense fallback={null}>
                <NotificationBell to="/buyer/notifications" />
                {user && <ProfileMenu user={user} />}
              </Suspense>
            )}
            <Group gap="xs" wrap="nowrap" visibleFrom="md">
              {role !== 'buyer' && <AccountActions role={role} />}
              <LanguageToggle />
            </Group>
            <Burger
              opened={isMenuOpen}
              onClick={() => {
                setHasMenuOpened(true);
                menu.toggle();
              }}
              hiddenFrom="md"
              aria-label={t('header.openMenu')}
            />
          </Group>
        </Group>
      </Container>
      {hasMenuOpened && (
        <Suspense fallback={null}>
          <SiteMenuDrawer role={role} opened={isMenuOpen} onClose={menu.close} />
        </Suspense>
      )}
    </Box>
  );
}
