import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconShoppingCartOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format';
import { spinnerSize } from '../../lib/ui-constants';
import { ApprovalCheckoutPanel } from '../approvals/approval-checkout-panel';
import { cartEndpoints } from '../../../contract/cart/cart.endpoints';
import { paymentsEndpoints } from '../../../contract/payments/payments.endpoints';
import { useSession } from '../auth/use-session';
import { canCall } from '../team/can';
import { CartSummary } from './cart-summary';
import { CartSupplierGroup } from './cart-supplier-group';
import { CheckoutPanel } from './checkout-panel';
import { GuestCheckout } from './guest-checkout';
import { useCart, useCartChange } from './use-cart';

/**
 * The cart screen (spec §2 Cart): supplier count, delete all, each supplier's lines, the totals and
 * checkout. A buyer's cart comes from the server and is paid here; a guest's lives in the browser and
 * asks to log in at checkout.
 */
export function CartView() {
  const { t, i18n } = useTranslation('cart');
  const lang = i18n.resolvedLanguage ?? 'en';
  const { role, cart, isPending, isError } = useCart();
  const clear = useCartChange();
  const { user } = useSession();
  // Issue 26: a buyer's member sees the pay button and the cart's changes only if its roles allow them.
  const canChange = role !== 'buyer' || canCall(user, cartEndpoints.clearCart);
  const canPay = canCall(user, paymentsEndpoints.checkout);

  if (isPending && !cart) {
    return (
      <Center py="xl">
        <Loader size={spinnerSize} aria-label={t('page.loading')} />
      </Center>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg" gap="sm">
        <div>
          <Title order={1}>{t('page.title')}</Title>
          {cart && cart.supplierCount > 0 && (
            <Text c="dimmed" data-testid="supplier-count">
              {t('page.supplierCount', {
                count: cart.supplierCount,
                formattedCount: formatNumber(cart.supplierCount, lang),
              })}
            </Text>
          )}
        </div>
        {cart && cart.groups.length > 0 && canChange && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={clear.isPending}
            onClick={() => clear.mutate({ kind: 'clear' })}
          >
            {t('page.deleteAll')}
          </Button>
        )}
      </Group>
      {isError || !cart ? (
        <Alert color="red" role="alert">
          {t('page.loadFailed')}
        </Alert>
      ) : cart.groups.length === 0 ? (
        <Stack align="center" gap="sm" py="xl">
          <IconShoppingCartOff size={48} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text fw={600}>{t('page.empty')}</Text>
          <Anchor component={Link} to="/items">
            {t('page.browse')}
          </Anchor>
        </Stack>
      ) : (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              {cart.groups.map((group) => (
                <CartSupplierGroup key={group.supplier.userId} group={group} />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="md" p="md" pos="sticky" top={88}>
              <Stack gap="lg">
                <CartSummary cart={cart} />
                {role === 'buyer' && cart.isAboveOrderLimit ? (
                  // Issue 26: above the person's order limit, the cart goes for approval before it is paid.
                  canPay && <ApprovalCheckoutPanel cart={cart} payment={<CheckoutPanel cart={cart} />} />
                ) : role === 'buyer' ? (
                  canPay && <CheckoutPanel cart={cart} />
                ) : (
                  <GuestCheckout canCheckOut={cart.canCheckOut} />
                )}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
