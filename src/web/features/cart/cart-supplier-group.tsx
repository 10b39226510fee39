import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '../../../contract/cart/cart.schemas';
import { formatMoney } from '../../lib/format';
import { CartLineRow } from './cart-line-row';
import { useCartChange } from './use-cart';
import { BidiText } from '../../components/bidi-text';

/**
 * One supplier's part of the cart: its name, its lines, its subtotal and delivery fee, whether it charges
 * VAT (decision 018: not when the supplier is not VAT-registered), and a way to drop it.
 */
export function CartSupplierGroup({ group }: { group: Cart['groups'][number] }) {
  const { t, i18n } = useTranslation('cart');
  const lang = i18n.resolvedLanguage ?? 'en';
  const remove = useCartChange();
  const name = group.supplier.businessName;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={name}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          <BidiText>{name}</BidiText>
        </Title>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={16} aria-hidden />}
          loading={remove.isPending}
          aria-label={t('group.removeLabel', { name })}
          onClick={() =>
            remove.mutate({
              kind: 'removeSupplier',
              supplierId: group.supplier.userId,
              productIds: group.lines.map((line) => line.productId),
            })
          }
        >
          {t('group.remove')}
        </Button>
      </Group>
      <Stack gap="sm">
        {group.lines.map((line) => (
          <CartLineRow key={line.productId} line={line} />
        ))}
      </Stack>
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed">
          {t('group.subtotal')}
        </Text>
        <Text size="sm">{formatMoney(group.productsTotal, lang)}</Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('group.deliveryFee')}
        </Text>
        <Text size="sm">{formatMoney(group.deliveryFee, lang)}</Text>
      </Group>
      {!group.isVatRegistered && (
        <Text size="sm" c="dimmed" data-testid="group-vat-not-charged">
          {t('group.vatNotCharged')}
        </Text>
      )}
    </Paper>
  );
}
