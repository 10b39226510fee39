import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { IconCheck, IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formErrorText } from '../../lib/form-errors';
import { cartEndpoints } from '../../../contract/cart/cart.endpoints';
import { useSession } from '../auth/use-session';
import { canCall } from '../team/can';
import { QuantityInput } from './quantity-input';
import { typedQuantityProblem, type QuantityTerms } from './quantity-rules';
import { useCartChange } from './use-cart';

/**
 * "Add to cart" on a product page (spec §1: guests may add too): a quantity starting at the minimum and
 * stepping by the case, the rule's message under it, and what happened after pressing. Suppliers do not
 * buy, so they do not see it; a product out of stock cannot be added.
 */
export function AddToCartBox({
  productId,
  terms,
  isInStock,
}: {
  productId: string;
  terms: QuantityTerms;
  isInStock: boolean;
}) {
  const { t, i18n } = useTranslation('cart');
  const { role, user } = useSession();
  const change = useCartChange();
  const [quantity, setQuantity] = useState<number | string>(terms.minOrderQuantity);
  const [outcome, setOutcome] = useState<{ isAdded: true } | { isAdded: false; message: string } | null>(
    null,
  );
  if (role === 'supplier' || role === undefined) return null;
  // Issue 26: a member who does not buy (a viewer, finance) only looks.
  if (role === 'buyer' && !canCall(user, cartEndpoints.addItem)) return null;

  const problem = typedQuantityProblem(quantity, terms);
  const add = () => {
    if (change.isPending || problem) return;
    setOutcome(null);
    change.mutate(
      { kind: 'add', productId, quantity: Number(quantity) },
      {
        onSuccess: () => setOutcome({ isAdded: true }),
        onError: (error) =>
          setOutcome({ isAdded: false, message: formErrorText(error, t, i18n.resolvedLanguage ?? 'en') }),
      },
    );
  };

  return (
    <Stack gap="xs">
      <Group align="flex-start" gap="sm">
        <QuantityInput
          label={t('add.quantity')}
          value={quantity}
          onChange={(value) => {
            setQuantity(value);
            setOutcome(null);
          }}
          terms={terms}
          error={isInStock && problem ? t(`errors:${problem}`) : undefined}
          disabled={!isInStock}
        />
        <Button
          mt={25}
          leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
          disabled={!isInStock || problem !== null}
          loading={change.isPending}
          onClick={add}
        >
          {isInStock ? t('add.action') : t('add.outOfStock')}
        </Button>
      </Group>
      {outcome?.isAdded && (
        <Alert color="teal" icon={<IconCheck size={18} aria-hidden />} role="status">
          {t('add.added')}{' '}
          <Anchor component={Link} to={role === 'buyer' ? '/buyer/cart' : '/cart'}>
            {t('add.viewCart')}
          </Anchor>
        </Alert>
      )}
      {outcome && !outcome.isAdded && (
        <Alert color="red" role="alert">
          {outcome.message}
        </Alert>
      )}
    </Stack>
  );
}
