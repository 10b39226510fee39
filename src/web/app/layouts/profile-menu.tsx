import { Avatar, Badge, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChecklist,
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
import { approvalsEndpoints } from '../../../contract/approvals/approvals.endpoints';
import { chatsEndpoints } from '../../../contract/chats/chats.endpoints';
import { teamEndpoints } from '../../../contract/team/team.endpoints';
import { invoicesEndpoints } from '../../../contract/invoices/invoices.endpoints';
import { ordersEndpoints } from '../../../contract/orders/orders.endpoints';
import { tendersEndpoints } from '../../../contract/tenders/tenders.endpoints';
import { usersEndpoints } from '../../../contract/users/users.endpoints';
import type { CurrentUser } from '../../../contract/users/users.schemas';
import { usePendingApprovalCount } from '../../features/approvals/use-approvals';
import { wishlistEndpoints } from '../../../contract/wishlist/wishlist.endpoints';
import { useUnreadChatsCount } from '../../features/chats/use-unread-chats-count';
import { useLogout, useSwitchRole } from '../../features/auth/use-session-actions';
import { canCall, canWorkAs } from '../../features/team/can';
import { formatBadgeCount } from '../../lib/ui-constants';
import { SwitchRoleFailedDialog } from './switch-role-failed-dialog';

/** Each link with the endpoint its page reads: a member whose roles may not call it does not see it. */
const buyerLinks = [
  { key: 'messaging', to: '/buyer/chats', Icon: IconMessages, endpoint: chatsEndpoints.listThreads },
  { key: 'biddings', to: '/buyer/bids', Icon: IconGavel, endpoint: tendersEndpoints.listMyTenders },
  { key: 'orders', to: '/buyer/orders', Icon: IconPackage, endpoint: ordersEndpoints.listBuyerOrders },
  {
    key: 'invoices',
    to: '/buyer/invoices',
    Icon: IconFileInvoice,
    endpoint: invoicesEndpoints.listBuyerInvoices,
  },
  {
    key: 'approvals',
    to: '/buyer/approvals',
    Icon: IconChecklist,
    endpoint: approvalsEndpoints.listRequests,
  },
  { key: 'wishlist', to: '/buyer/wishlist', Icon: IconHeart, endpoint: wishlistEndpoints.listItems },
  { key: 'settings', to: '/buyer/settings', Icon: IconSettings, endpoint: usersEndpoints.getSettings },
  // Issue 26: the business's team, on either side.
  { key: 'team', to: '/settings/team', Icon: IconUsers, endpoint: teamEndpoints.getTeam },
] as const;

/** The buyer's account menu (spec §2): business and user name, links, switch to supplier, logout. */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('layout');
  const { switchRole, isSwitching, failureMessage, dismissFailure } = useSwitchRole();
  const logout = useLogout();
  const unreadMessages = useUnreadChatsCount();
  // Issue 26: the requests waiting for this approver's decision.
  const pendingApprovals = usePendingApprovalCount(canCall(user, approvalsEndpoints.approveRequest));
  const badgeOf = (key: (typeof buyerLinks)[number]['key']) =>
    key === 'messaging' ? unreadMessages : key === 'approvals' ? pendingApprovals : 0;
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
          {buyerLinks
            .filter(({ endpoint }) => canCall(user, endpoint))
            .map(({ key, to, Icon }) => (
              <Menu.Item
                key={key}
                component={Link}
                to={to}
                leftSection={<Icon size={16} aria-hidden />}
                rightSection={
                  badgeOf(key) > 0 ? (
                    <Badge color="red" size="sm" circle={badgeOf(key) < 10}>
                      {formatBadgeCount(badgeOf(key))}
                    </Badge>
                  ) : undefined
                }
              >
                {t(`profileMenu.${key}`)}
              </Menu.Item>
            ))}
          <Menu.Divider />
          {/* Issue 26: only a member whose roles work on the supplier side may switch to it. */}
          {canWorkAs(user, 'SUPPLIER') && (
            <Menu.Item
              leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
              onClick={switchRole}
              disabled={isSwitching}
            >
              {t('profileMenu.switchToSupplier')}
            </Menu.Item>
          )}
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
