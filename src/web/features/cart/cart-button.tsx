import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBadgeCount } from '../../lib/ui-constants';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { cartEndpoints } from '../../../contract/cart/cart.endpoints';
import { useSession } from '../auth/use-session';
import { canCall } from '../team/can';
import { useCartLineCount } from './use-cart';

/** The header's cart (spec §2) with its number of lines: the buyer's cart, or the guest's. */
export function CartButton() {
  const { t } = useTranslation('cart');
  const { role, user } = useSession();
  const lineCount = useCartLineCount();
  // A guest's lines are in the browser's storage: a page the server rendered counts them once hydrated.
  const count = useIsHydrated() ? lineCount : 0;
  // Issue 26: a member who does not buy (a viewer, finance) has no cart.
  if (role === 'buyer' && !canCall(user, cartEndpoints.getCart)) return null;
  const label = count > 0 ? t('button.labelWithCount', { count }) : t('button.label');
  return (
    <Indicator label={formatBadgeCount(count)} size={18} disabled={count === 0} offset={4}>
      <ActionIcon
        component={Link}
        to={role === 'buyer' ? '/buyer/cart' : '/cart'}
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={label}
      >
        <IconShoppingCart size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
