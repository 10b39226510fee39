import { useState } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCreditCard, IconInfoCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CardFieldsSchema,
  type CardFields,
  type SavedCard,
} from '../../../contract/payments/payments.schemas';
import { fieldErrorText, formErrorText, placeServerErrors } from '../../lib/form-errors';
import { formatNumber } from '../../lib/format';
import { useDeleteCard, usePaymentsConfig, useSaveCard, useSavedCards } from '../payments/use-payments';
import { SectionNotice, type Notice } from './section-notice';
import { SettingsSection } from '../../components/settings-section';
import { paymentsEndpoints } from '../../../contract/payments/payments.endpoints';
import { useCanCall } from '../team/can';

const emptyForm: CardFields = { holderName: '', number: '', expiry: '', securityCode: '' };
const cardFields = ['holderName', 'number', 'expiry', 'securityCode'] as const;

/** `MM/YY` with the person's digits; the card's own numbers stay Latin inside <bdi>. */
function expiryText(card: SavedCard, language: string) {
  const month = formatNumber(card.expiryMonth, language, { minimumIntegerDigits: 2, useGrouping: false });
  const year = formatNumber(card.expiryYear % 100, language, { minimumIntegerDigits: 2, useGrouping: false });
  return `${month}/${year}`;
}

/**
 * Spec §5 Settings, Saved card: all four fields required. In `tap` mode the number and security code must
 * go to Tap's card form, never to our server (saudi.md); this build cannot load Tap's script, so it says
 * so instead of showing a form that would send them here.
 */
export function SavedCardSection() {
  const { t, i18n } = useTranslation('settings');
  const config = usePaymentsConfig();
  const cards = useSavedCards();
  const saveCard = useSaveCard();
  const deleteCard = useDeleteCard();
  // Issue 26: buyers see the cards they may pay with; only finance adds and removes them.
  const canSave = useCanCall(paymentsEndpoints.saveCard);
  const canDelete = useCanCall(paymentsEndpoints.deleteCard);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toDelete, setToDelete] = useState<SavedCard | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<CardFields>({ resolver: zodResolver(CardFieldsSchema), defaultValues: emptyForm });

  const save = handleSubmit(
    (values) => {
      setNotice(null);
      saveCard.mutate(values, {
        onSuccess: () => {
          reset(emptyForm);
          setNotice({ kind: 'success', title: t('cards.saved') });
        },
        onError: (error) => {
          const isPlaced = placeServerErrors(error, setError, cardFields, {
            CARD_INVALID: 'number',
            CARD_EXPIRY_INVALID: 'expiry',
            CARD_EXPIRED: 'expiry',
          });
          setNotice({
            kind: 'error',
            title: t('cards.saveFailed'),
            text: isPlaced ? t('cards.invalidDetails') : formErrorText(error, t, i18n.language),
          });
        },
      });
    },
    (fieldErrors) => {
      // Spec §8: an empty field gets "fill all card fields"; a wrong one "invalid card details".
      const isMissing = Object.values(fieldErrors).some((error) => error?.message === 'FIELD_REQUIRED');
      setNotice({
        kind: 'error',
        title: t('cards.saveFailed'),
        text: isMissing ? t('cards.fillAll') : t('cards.invalidDetails'),
      });
    },
  );

  const confirmDelete = () => {
    if (!toDelete) return;
    setNotice(null);
    deleteCard.mutate(toDelete.id, {
      onSuccess: () => setNotice({ kind: 'success', title: t('cards.deleted') }),
      onError: (error) =>
        setNotice({
          kind: 'error',
          title: t('cards.deleteFailed'),
          text: formErrorText(error, t, i18n.language),
        }),
      onSettled: () => setToDelete(null),
    });
  };

  const isTap = config.data?.provider === 'tap';

  return (
    <SettingsSection title={t('cards.title')} description={t('cards.description')}>
      <Stack mt="md" gap="md">
        {cards.isPending ? (
          <Skeleton height={48} />
        ) : cards.isError ? (
          <Alert color="red">{formErrorText(cards.error, t, i18n.language)}</Alert>
        ) : cards.data.length === 0 ? (
          <Text c="dimmed">{t('cards.empty')}</Text>
        ) : (
          cards.data.map((card) => (
            <Group key={card.id} justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <IconCreditCard aria-hidden />
                <div>
                  <Text fw={500}>
                    {card.brand} <bdi>•••• {card.last4}</bdi>
                  </Text>
                  <Text size="sm" c="dimmed">
                    {card.holderName} · {t('cards.expires', { expiry: expiryText(card, i18n.language) })}
                  </Text>
                </div>
              </Group>
              {canDelete && (
                <Button
                  variant="subtle"
                  color="red"
                  aria-label={t('cards.deleteCard', { last4: card.last4 })}
                  onClick={() => setToDelete(card)}
                >
                  {t('cards.delete')}
                </Button>
              )}
            </Group>
          ))
        )}

        {canSave && config.isSuccess && isTap && (
          <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
            {t('cards.tapNote')}
          </Alert>
        )}
        {canSave && config.isSuccess && !isTap && (
          <form onSubmit={(event) => void save(event)} noValidate>
            <Stack gap="md" maw={420}>
              <Text size="sm" c="dimmed">
                {t('cards.sandboxNote')}
              </Text>
              <TextInput
                label={t('cards.holderName')}
                autoComplete="cc-name"
                {...register('holderName')}
                error={fieldErrorText(t, errors.holderName?.message)}
              />
              <TextInput
                label={t('cards.number')}
                inputMode="numeric"
                autoComplete="cc-number"
                dir="ltr"
                {...register('number')}
                error={fieldErrorText(t, errors.number?.message)}
              />
              <Group grow align="flex-start">
                <TextInput
                  label={t('cards.expiry')}
                  placeholder="MM/YY"
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  dir="ltr"
                  {...register('expiry')}
                  error={fieldErrorText(t, errors.expiry?.message)}
                />
                <PasswordInput
                  label={t('cards.securityCode')}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  dir="ltr"
                  {...register('securityCode')}
                  error={fieldErrorText(t, errors.securityCode?.message)}
                />
              </Group>
              <Group>
                <Button type="submit" loading={saveCard.isPending}>
                  {t('cards.add')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
      <SectionNotice notice={notice} onClose={() => setNotice(null)} />
      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('cards.confirmTitle')}
        centered
      >
        <Text>{t('cards.confirmText', { last4: toDelete?.last4 ?? '' })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setToDelete(null)}>
            {t('cards.cancel')}
          </Button>
          <Button color="red" loading={deleteCard.isPending} onClick={confirmDelete}>
            {t('cards.confirmDelete')}
          </Button>
        </Group>
      </Modal>
    </SettingsSection>
  );
}
