import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartLine } from '../../../contract/cart/cart.schemas';
import { formatMoney } from '../../lib/format';
import { formErrorText } from '../../lib/form-errors';
import { QuantityInput } from './quantity-input';
import { typedQuantityProblem } from './quantity-rules';
import { useCartChange } from './use-cart';
import { ListingName, useNameIn } from '../../components/localized-text';

/**
 * One line of the cart (spec §2): image, name, unit price, a quantity editor under the product's rule,
 * line total, remove, and a marker when it is out of stock or no longer sold, saying what to do.
 */
export function CartLineRow({ line }: { line: CartLine }) {
  const { t, i18n } = useTranslation('cart');
  const nameIn = useNameIn();
  const lang = i18n.resolvedLanguage ?? 'en';
  const change = useCartChange();
  const remove = useCartChange();
  const [draft, setDraft] = useState<number | string>(line.quantity);
  const [failure, setFailure] = useState<string | null>(null);
  const [shownQuantity, setShownQuantity] = useState(line.quantity);
  // A new quantity from the server (another tab, a merge) replaces what the field showed.
  if (shownQuantity !== line.quantity) {
    setShownQuantity(line.quantity);
    setDraft(line.quantity);
  }
  const problem = typedQuantityProblem(draft, line);

  // − and + commit the quantity they set at once, before the draft they set has rendered.
  const commit = (quantity: number | string = draft) => {
    if (typedQuantityProblem(quantity, line) || Number(quantity) === line.quantity || change.isPending)
      return;
    setFailure(null);
    change.mutate(
      { kind: 'set', productId: line.productId, quantity: Number(quantity) },
      { onError: (error) => setFailure(formErrorText(error, t, lang)) },
    );
  };
  const removeLine = () => {
    if (remove.isPending) return;
    remove.mutate(
      { kind: 'remove', productId: line.productId },
      { onError: (error) => setFailure(formErrorText(error, t, lang)) },
    );
  };

  const marker = !line.isAvailable
    ? { label: t('line.unavailable'), explanation: t('line.unavailableHelp'), color: 'gray' }
    : line.problem === 'OUT_OF_STOCK'
      ? { label: t('line.outOfStock'), explanation: t('line.outOfStockHelp'), color: 'red' }
      : line.problem
        ? { label: t('line.needsChange'), explanation: t(`errors:${line.problem}`), color: 'orange' }
        : null;

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid={`cart-line-${line.productId}`}
      style={line.problem || !line.isAvailable ? { borderColor: 'var(--mantine-color-red-3)' } : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {line.imageUrl ? (
          <Image src={line.imageUrl} alt="" w={72} h={72} radius="sm" fit="cover" />
        ) : (
          <Group w={72} h={72} justify="center" bg="gray.1" style={{ borderRadius: 4, flexShrink: 0 }}>
            <IconPhoto size={28} color="var(--mantine-color-gray-5)" aria-hidden />
          </Group>
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Anchor component={Link} to={`/products/${line.productId}`} fw={600} lineClamp={2}>
              <ListingName listing={line} />
            </Anchor>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={removeLine}
              loading={remove.isPending}
              aria-label={t('line.remove', { name: nameIn(line) })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
          {marker && (
            <div>
              <Badge color={marker.color} variant="light">
                {marker.label}
              </Badge>
              <Text size="sm" c="dimmed" mt={4}>
                {marker.explanation}
              </Text>
            </div>
          )}
          <Text size="sm" c="dimmed">
            {t('line.unitPrice', { price: formatMoney(line.unitPrice, lang) })}
          </Text>
          <Group justify="space-between" align="flex-end" gap="sm">
            <QuantityInput
              label={t('line.quantity', { name: nameIn(line) })}
              hideLabel
              value={draft}
              onChange={setDraft}
              terms={line}
              error={problem ? t(`errors:${problem}`) : (failure ?? undefined)}
              disabled={!line.isAvailable || change.isPending}
              onCommit={commit}
            />
            <Text fw={700} data-testid="line-total">
              {formatMoney(line.lineTotal, lang)}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
