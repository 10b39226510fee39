import { Avatar, Badge, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconFileInvoice,
  IconGavel,
  IconHeart,
  IconLogout,
  IconMessages,
  IconPackage,
  IconSettings,
  IconSwitchHorizontal,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../contract/users/users.schemas';
import { useUnreadChatsCount } from '../../features/chats/use-unread-chats-count';
import { useLogout, useSwitchRole } from '../../features/auth/use-session-actions';
import { formatBadgeCount } from '../../lib/ui-constants';
import { SwitchRoleFailedDialog } from './switch-role-failed-dialog';

const buyerLinks = [
  { key: 'messaging', to: '/buyer/chats', Icon: IconMessages },
  { key: 'biddings', to: '/buyer/bids', Icon: IconGavel },
  { key: 'orders', to: '/buyer/orders', Icon: IconPackage },
  { key: 'invoices', to: '/buyer/invoices', Icon: IconFileInvoice },
  { key: 'wishlist', to: '/buyer/wishlist', Icon: IconHeart },
  { key: 'settings', to: '/buyer/settings', Icon: IconSettings },
  // Issue 26: the business's team, on either side.
  { key: 'team', to: '/settings/team', Icon: IconUsers },
] as const;

/** The buyer's account menu (spec §2): business and user name, links, switch to supplier, logout. */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('layout');
  const { switchRole, isSwitching, failureMessage, dismissFailure } = useSwitchRole();
  const logout = useLogout();
  const unreadMessages = useUnreadChatsCount();
  return (
    <>
      <Menu position="bottom-end" width={240} shadow="md">
        <Menu.Target>
          <UnstyledButton aria-label={t('profileMenu.open')} data-testid="profile-menu">
            <Avatar src={user.pfpUrl} alt="" radius="xl" color="teal">
              {user.businessName.slice(0, 1)}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text fw={700} c="dark" size="sm">
              {user.businessName}
            </Text>
            <Text size="xs">{user.name}</Text>
          </Menu.Label>
          <Menu.Divider />
          {buyerLinks.map(({ key, to, Icon }) => (
            <Menu.Item
              key={key}
              component={Link}
              to={to}
              leftSection={<Icon size={16} aria-hidden />}
              rightSection={
                key === 'messaging' && unreadMessages > 0 ? (
                  <Badge color="red" size="sm" circle={unreadMessages < 10}>
                    {formatBadgeCount(unreadMessages)}
                  </Badge>
                ) : undefined
              }
            >
              {t(`profileMenu.${key}`)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
            onClick={switchRole}
            disabled={isSwitching}
          >
            {t('profileMenu.switchToSupplier')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => void logout()}
          >
            {t('profileMenu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {failureMessage !== undefined && (
        <SwitchRoleFailedDialog message={failureMessage} onClose={dismissFailure} />
      )}
    </>
  );
}
