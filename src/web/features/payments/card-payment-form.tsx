import { useState, type FormEvent, type ReactNode } from 'react';
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
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  CardFieldsSchema,
  type CardFields,
  type SavedCard,
} from '../../../contract/payments/payments.schemas';
import { paymentsEndpoints } from '../../../contract/payments/payments.endpoints';
import { fieldErrorText, placeServerErrors } from '../../lib/form-errors';
import { useCanCall } from '../team/can';
import type { CardPaymentAttempt } from './use-card-payment';
import { usePaymentsConfig, useSavedCards } from './use-payments';

const newCard = 'new';
const cardFields = ['holderName', 'number', 'expiry', 'securityCode'] as const;
const fieldByCode = {
  CARD_INVALID: 'number',
  CARD_EXPIRY_INVALID: 'expiry',
  CARD_EXPIRED: 'expiry',
} as const;

/**
 * The one way to pay by card (decision 011), for the cart's checkout, an invoice's installment and a
 * supplier's month of Premium: a saved card or a new one (optionally kept), then the payment's `pay`
 * (see `useCardPayment`) and on to the payment page. The caller names what is paid (the button), why it
 * may not be paid yet (`isBlocked` with its notice as `children`) and what a failure means for it.
 */
export function CardPaymentForm({
  payment,
  submitLabel,
  isBlocked = false,
  failureTitle,
  failureText,
  labelledBy,
  savedCards: offeredCards,
  newCardNote,
  addCardHint,
  children,
}: {
  payment: CardPaymentAttempt;
  submitLabel: string;
  isBlocked?: boolean;
  failureTitle: string;
  /** The failed attempt's message, null when there is none. */
  failureText: string | null;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /**
   * The saved cards to offer instead of the buyer's list, which only the buyer role may read (a
   * supplier paying its plan is offered the plan's renewal card).
   */
  savedCards?: SavedCard[];
  /** A new card is always kept (a plan renews with it): this note replaces the "save this card" box. */
  newCardNote?: string;
  /** Replaces the Tap-mode pointer to the buyer's settings, for a role that cannot go there. */
  addCardHint?: string;
  /** Shown above the button, e.g. why paying is blocked. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('payments');
  const cards = useSavedCards({ enabled: offeredCards === undefined });
  const config = usePaymentsConfig();
  const [chosen, setChosen] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  // Issue 26: keeping a card is finance's (a requester paying its cart uses it once).
  const mayKeepCard = useCanCall(paymentsEndpoints.saveCard);
  // Unreadable saved cards leave the new card; with Tap, card numbers never reach our server, so a new
  // card is added in settings through Tap's own form first (decision 011).
  const savedCards = offeredCards ?? cards.data ?? [];
  const isNewCardOffered = config.data?.provider !== 'tap';
  const isLoading = (offeredCards === undefined && cards.isPending) || config.isPending;
  // The endpoint keeps every new card when the caller says so: nothing to choose, nothing to send.
  const isSaveCardChosen = newCardNote === undefined;
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
      if (choice) payment.pay({ savedCardId: choice, ...(isSaveCardChosen && { saveCard: false }) });
      return;
    }
    void handleSubmit((card) =>
      payment.pay(
        { card, ...(isSaveCardChosen && { saveCard }) },
        { onError: (error) => placeServerErrors(error, setError, cardFields, fieldByCode) },
      ),
    )(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      <Stack gap="md">
        {isLoading ? (
          <Loader size="sm" aria-label={t('cardForm.loadingCards')} />
        ) : (
          <Radio.Group value={choice} onChange={setChosen} label={t('cardForm.payWith')}>
            <Stack gap="xs" mt="xs">
              {savedCards.map((card) => (
                <Radio key={card.id} value={card.id} label={savedCardLabel(card, t)} />
              ))}
              {isNewCardOffered && <Radio value={newCard} label={t('cardForm.newCard')} />}
            </Stack>
          </Radio.Group>
        )}
        {!isLoading && !isNewCardOffered && (
          <Text size="sm" c="dimmed">
            {addCardHint ?? (
              <>
                {t('cardForm.addCardInSettings')}{' '}
                <Anchor component={Link} to="/buyer/settings">
                  {t('cardForm.settingsLink')}
                </Anchor>
              </>
            )}
          </Text>
        )}
        {choice === newCard && !isLoading && (
          <Stack gap="sm">
            <TextInput
              {...register('holderName')}
              label={t('cardForm.card.holderName')}
              autoComplete="cc-name"
              required
              error={fieldErrorText(t, errors.holderName?.message)}
            />
            <TextInput
              {...register('number')}
              label={t('cardForm.card.number')}
              autoComplete="cc-number"
              inputMode="numeric"
              dir="ltr"
              required
              error={fieldErrorText(t, errors.number?.message)}
            />
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                {...register('expiry')}
                label={t('cardForm.card.expiry')}
                placeholder={t('cardForm.card.expiryPlaceholder')}
                autoComplete="cc-exp"
                inputMode="numeric"
                dir="ltr"
                required
                error={fieldErrorText(t, errors.expiry?.message)}
              />
              <TextInput
                {...register('securityCode')}
                label={t('cardForm.card.securityCode')}
                autoComplete="cc-csc"
                inputMode="numeric"
                dir="ltr"
                required
                error={fieldErrorText(t, errors.securityCode?.message)}
              />
            </SimpleGrid>
            {isSaveCardChosen ? (
              mayKeepCard && (
                <Checkbox
                  label={t('cardForm.saveCard')}
                  checked={saveCard}
                  onChange={(event) => setSaveCard(event.currentTarget.checked)}
                />
              )
            ) : (
              <Text size="sm" c="dimmed" data-testid="new-card-note">
                {newCardNote}
              </Text>
            )}
          </Stack>
        )}
        {failureText && (
          <Alert color="red" role="alert" title={failureTitle}>
            {failureText}
          </Alert>
        )}
        {children}
        <Button
          type="submit"
          size="md"
          leftSection={<IconLock size={18} aria-hidden />}
          disabled={isBlocked || payment.isBusy || choice === null}
          loading={payment.isBusy}
          fullWidth
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

function savedCardLabel(card: SavedCard, t: (key: string, options?: Record<string, unknown>) => string) {
  return t('cardForm.savedCard', {
    brand: t(`cardForm.brands.${card.brand}`),
    last4: card.last4,
    expiry: `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`,
  });
}
