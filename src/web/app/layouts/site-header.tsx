import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  NavLink,
  Stack,
  useDirection,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../contract/users/users.schemas';
import { LanguageToggle } from '../../components/language-toggle';
import { Logo } from '../../components/logo';
import { CategoryMegaMenu, itemsPath } from '../../features/catalog/category-mega-menu';
import { SearchBox } from '../../features/catalog/search-box';
import { CartButton } from '../../features/cart/cart-button';
import { useGuestCartMerge } from '../../features/cart/use-guest-cart-merge';
import { useCategoryTree } from '../../features/catalog/use-categories';
import { NotificationBell } from '../../features/notifications/notification-bell';
import type { Role } from '../../features/session/session';
import { ProfileMenu } from './profile-menu';

/** What a visitor, or a supplier on a public page, can do from the header; a buyer has the profile menu. */
function AccountActions({ role, stacked }: { role: Role; stacked?: boolean }) {
  const { t } = useTranslation('layout');
  if (role === 'supplier')
    return (
      <Button
        component={Link}
        to="/supplier/overview"
        variant="light"
        leftSection={<IconLayoutDashboard size={16} aria-hidden />}
        fullWidth={stacked}
      >
        {t('header.dashboard')}
      </Button>
    );
  return (
    <Group gap="xs" grow={stacked} wrap="nowrap">
      <Button component={Link} to="/login" variant="default">
        {t('header.login')}
      </Button>
      <Button component={Link} to="/signup">
        {t('header.signup')}
      </Button>
    </Group>
  );
}

/**
 * The header of the buyer and public layouts (spec §2): logo, category mega-menu, scoped search, cart,
 * then the bell and profile menu for a buyer, or login and signup for a guest, and the language toggle.
 * On phones the menu, search and account actions move into a drawer.
 */
export function SiteHeader({ role, user }: { role: Role; user: CurrentUser | null }) {
  const { t } = useTranslation('layout');
  const { dir } = useDirection();
  const [isMenuOpen, menu] = useDisclosure(false);
  const { data: categories = [] } = useCategoryTree();

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
            <CategoryMegaMenu />
            <SearchBox />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <CartButton />
            {role === 'buyer' && <NotificationBell to="/buyer/notifications" />}
            {role === 'buyer' && user && <ProfileMenu user={user} />}
            <Group gap="xs" wrap="nowrap" visibleFrom="md">
              {role !== 'buyer' && <AccountActions role={role} />}
              <LanguageToggle />
            </Group>
            <Burger
              opened={isMenuOpen}
              onClick={menu.toggle}
              hiddenFrom="md"
              aria-label={t('header.openMenu')}
            />
          </Group>
        </Group>
      </Container>
      <Drawer
        opened={isMenuOpen}
        onClose={menu.close}
        position={dir === 'rtl' ? 'left' : 'right'}
        size="85%"
        title={<Logo size="sm" />}
        hiddenFrom="md"
      >
        <Stack gap="md">
          <SearchBox />
          {role !== 'buyer' && <AccountActions role={role} stacked />}
          <Divider label={t('header.categories')} labelPosition="center" />
          <Stack gap={0}>
            {categories.map((category) => (
              <NavLink
                key={category.id}
                component={Link}
                to={itemsPath(category.id)}
                label={category.name}
                onClick={menu.close}
              />
            ))}
          </Stack>
          <Divider />
          <LanguageToggle fullWidth />
        </Stack>
      </Drawer>
    </Box>
  );
}
