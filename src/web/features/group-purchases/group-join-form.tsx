import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { quantityProblems } from '../../../contract/cart/quantity-rules';
import type { GroupPurchase } from '../../../contract/group-purchases/group-purchases.schemas';
import { FormFailureAlert } from '../../components/form-failure-alert';
import { ApiError } from '../../lib/api-client';
import { fieldErrorText, formErrorText, serverFieldErrors } from '../../lib/form-errors';
import { formatNumber } from '../../lib/format';
import { QuantityInput } from '../cart/quantity-input';
import { typedQuantityProblem, type QuantityTerms } from '../cart/quantity-rules';
import { useJoinGroupPurchase } from './use-group-purchases';

interface QuantityValues {
  quantity: number;
}

/**
 * The server names the quantity's broken rule with one of the cart's codes, or GROUP_STOCK_SHORT with the
 * units the group's other members left (`details.available`).
 */
const fieldByCode = Object.fromEntries(
  [...quantityProblems, 'GROUP_STOCK_SHORT'].map((code) => [code, 'quantity' as const]),
);

/**
 * The quantity a buyer starts or joins its city's group with (decision 015: both are the same call): it
 * starts at the minimum order and steps by the case, checked with the cart's rule before sending; the
 * server checks it again against the stock the other members left. Its refusal shows under the field
 * when it is about the quantity, above the button otherwise.
 */
export function GroupJoinForm({
  productId,
  terms,
  mode,
  isInStock,
  onJoined,
}: {
  productId: string;
  terms: QuantityTerms;
  mode: 'start' | 'join';
  isInStock: boolean;
  onJoined: (group: GroupPurchase) => void;
}) {
  const { t, i18n } = useTranslation('group-purchases');
  const lang = i18n.language;
  const join = useJoinGroupPurchase();
  const [quantity, setQuantity] = useState<number | string>(terms.minOrderQuantity);
  const [serverProblem, setServerProblem] = useState<{ code: string; available?: number } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const problem = typedQuantityProblem(quantity, terms);
  // Beyond the case rules only the server knows the stock the group's other members left.
  const quantityError = problem
    ? fieldErrorText(t, problem)
    : serverProblem?.code === 'GROUP_STOCK_SHORT' && serverProblem.available !== undefined
      ? t('join.stockShort', { available: formatNumber(serverProblem.available, lang) })
      : fieldErrorText(t, serverProblem?.code);

  const submit = () => {
    if (join.isPending || problem || !isInStock) return;
    setFailure(null);
    setServerProblem(null);
    join.mutate(
      { productId, quantity: Number(quantity) },
      {
        onSuccess: onJoined,
        onError: (error) => {
          const [placed] = serverFieldErrors<QuantityValues>(error, fieldByCode, ['quantity']);
          if (!placed) return setFailure(error);
          const available = error instanceof ApiError ? error.details?.available : undefined;
          setServerProblem({
            code: placed.message,
            available: typeof available === 'number' ? available : undefined,
          });
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={mode === 'start' ? t('join.start') : t('join.join')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Group align="flex-start" gap="sm">
          <QuantityInput
            label={t('join.quantity')}
            value={quantity}
            onChange={(value) => {
              setQuantity(value);
              setServerProblem(null);
            }}
            terms={terms}
            error={isInStock ? quantityError : undefined}
            disabled={!isInStock}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 25 }}
            leftSection={<IconUsersGroup size={18} aria-hidden />}
            loading={join.isPending}
            disabled={!isInStock || problem !== null}
            w={{ base: '100%', xs: 'auto' }}
          >
            {mode === 'start' ? t('join.start') : t('join.join')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('join.quantityHint', { caseQuantity: formatNumber(terms.caseQuantity, lang) })}
        </Text>
        {!isInStock && (
          <Text size="sm" c="red.8">
            {t('join.outOfStockNow')}
          </Text>
        )}
        {failure != null && (
          <FormFailureAlert
            title={mode === 'start' ? t('join.startFailed') : t('join.joinFailed')}
            onClose={() => setFailure(null)}
            testId="group-join-failure"
          >
            <Text size="sm">{formErrorText(failure, t, lang)}</Text>
          </FormFailureAlert>
        )}
        <Text size="xs" c="dimmed">
          {t('join.noCharge')}
        </Text>
      </Stack>
    </form>
  );
}
