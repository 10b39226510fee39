import { useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Loader,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { Cart } from '../../../contract/cart/cart.schemas';
import {
  CardFieldsSchema,
  type CardFields,
  type SavedCard,
} from '../../../contract/payments/payments.schemas';
import { ApiError } from '../../lib/api-client';
import { formatMoney } from '../../lib/format';
import { fieldErrorText, formErrorText, placeServerErrors } from '../../lib/form-errors';
import { usePaymentsConfig, useSavedCards } from '../payments/use-payments';
import { useCheckout } from './use-checkout';

const newCard = 'new';
const cardFields = ['holderName', 'number', 'expiry', 'securityCode'] as const;
const fieldByCode = {
  CARD_INVALID: 'number',
  CARD_EXPIRY_INVALID: 'expiry',
  CARD_EXPIRED: 'expiry',
} as const;

/** The product a refusal names, when the server says which (OUT_OF_STOCK at reservation). */
export function refusedProductId(error: unknown): string | null {
  const id = error instanceof ApiError ? error.details?.productId : undefined;
  return typeof id === 'string' ? id : null;
}

/**
 * Paying for the buyer's cart (decision 011): a saved card or a new one (optionally kept), then
 * `POST /api/checkout` and on to the payment page. Refused while the cart has a line to fix (spec §8
 * "Cart: remove out-of-stock items to proceed").
 */
export function CheckoutPanel({ cart }: { cart: Cart }) {
  const { t, i18n } = useTranslation('cart');
  const lang = i18n.resolvedLanguage ?? 'en';
  const cards = useSavedCards();
  const config = usePaymentsConfig();
  const checkout = useCheckout();
  const [chosen, setChosen] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  // Unreadable saved cards leave the new card; with Tap, card numbers never reach our server, so a new
  // card is added in settings through Tap's own form first (decision 011).
  const savedCards = cards.data ?? [];
  const isNewCardOffered = config.data?.provider !== 'tap';
  const isLoading = cards.isPending || config.isPending;
  const choice = chosen ?? savedCards[0]?.id ?? (isNewCardOffered ? newCard : null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CardFields, unknown, z.output<typeof CardFieldsSchema>>({
    resolver: zodResolver(CardFieldsSchema),
    defaultValues: { holderName: '', number: '', expiry: '', securityCode: '' },
  });

  const onSubmit = (event: FormEvent) => {
    if (choice !== newCard) {
      event.preventDefault();
      if (choice) checkout.pay({ savedCardId: choice, saveCard: false });
      return;
    }
    void handleSubmit((card) =>
      checkout.pay(
        { card, saveCard },
        { onError: (error) => placeServerErrors(error, setError, cardFields, fieldByCode) },
      ),
    )(event);
  };

  const refusedId = refusedProductId(checkout.error);
  const refusedLine = cart.groups
    .flatMap((group) => group.lines)
    .find((line) => line.productId === refusedId);
  const failure =
    checkout.error == null
      ? null
      : refusedLine
        ? t('checkout.outOfStockLine', { name: refusedLine.name })
        : formErrorText(checkout.error, t, lang, 'cart:checkout.failed');

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="checkout-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="checkout-title">
          {t('checkout.title')}
        </Title>
        {isLoading ? (
          <Loader size="sm" aria-label={t('checkout.loadingCards')} />
        ) : (
          <Radio.Group value={choice} onChange={setChosen} label={t('checkout.payWith')}>
            <Stack gap="xs" mt="xs">
              {savedCards.map((card) => (
                <Radio key={card.id} value={card.id} label={savedCardLabel(card, t)} />
              ))}
              {isNewCardOffered && <Radio value={newCard} label={t('checkout.newCard')} />}
            </Stack>
          </Radio.Group>
        )}
        {!isLoading && !isNewCardOffered && (
          <Text size="sm" c="dimmed">
            {t('checkout.addCardInSettings')}{' '}
            <Anchor component={Link} to="/buyer/settings">
              {t('checkout.settingsLink')}
            </Anchor>
          </Text>
        )}
        {choice === newCard && !isLoading && (
          <Stack gap="sm">
            <TextInput
              {...register('holderName')}
              label={t('checkout.card.holderName')}
              autoComplete="cc-name"
              required
              error={fieldErrorText(t, errors.holderName?.message)}
            />
            <TextInput
              {...register('number')}
              label={t('checkout.card.number')}
              autoComplete="cc-number"
              inputMode="numeric"
              dir="ltr"
              required
              error={fieldErrorText(t, errors.number?.message)}
            />
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                {...register('expiry')}
                label={t('checkout.card.expiry')}
                placeholder={t('checkout.card.expiryPlaceholder')}
                autoComplete="cc-exp"
                inputMode="numeric"
                dir="ltr"
                required
                error={fieldErrorText(t, errors.expiry?.message)}
              />
              <TextInput
                {...register('securityCode')}
                label={t('checkout.card.securityCode')}
                autoComplete="cc-csc"
                inputMode="numeric"
                dir="ltr"
                required
                error={fieldErrorText(t, errors.securityCode?.message)}
              />
            </SimpleGrid>
            <Checkbox
              label={t('checkout.saveCard')}
              checked={saveCard}
              onChange={(event) => setSaveCard(event.currentTarget.checked)}
            />
          </Stack>
        )}
        {failure && (
          <Alert color="red" role="alert" title={t('checkout.failedTitle')}>
            {failure}
          </Alert>
        )}
        {!cart.canCheckOut && (
          <Text c="red" size="sm" role="status">
            {t('checkout.blocked')}
          </Text>
        )}
        <Button
          type="submit"
          size="md"
          leftSection={<IconLock size={18} aria-hidden />}
          disabled={!cart.canCheckOut || checkout.isBusy || choice === null}
          loading={checkout.isBusy}
          fullWidth
        >
          {t('checkout.pay', { total: formatMoney(cart.total, lang) })}
        </Button>
      </Stack>
    </form>
  );
}

function savedCardLabel(card: SavedCard, t: (key: string, options?: Record<string, unknown>) => string) {
  return t('checkout.savedCard', {
    brand: t(`checkout.brands.${card.brand}`),
    last4: card.last4,
    expiry: `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`,
  });
}
