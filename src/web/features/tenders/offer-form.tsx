import { useState } from 'react';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormFailureAlert } from '../../components/form-failure-alert';
import { maxOfferAmount, maxOfferTextLength, type Offer } from '../../../contract/tenders/tenders.schemas';
import { ApiError } from '../../lib/api-client';
import { fieldErrorText, formErrorText } from '../../lib/form-errors';
import { vatRatePercent } from '../../../contract/cart/cart.schemas';
import { formatMoney, formatPercent } from '../../lib/format';
import { CharacterCount } from '../../components/character-count';
import { SarInput } from '../../components/sar-input';
import { SettingsSection } from '../../components/settings-section';
import {
  earliestCompletionDate,
  offerFormValuesOf,
  offerResolver,
  placeOfferErrors,
  type OfferFormValues,
} from './offer-form-values';
import { OfferVatPreview } from './offer-vat-preview';
import { SealedOfferNote } from './sealed-offer-note';
import { supplierTenderPath, type OfferSavedState } from './tender-offer-routes';
import { useSubmitOffer, type SubmitOfferBodyOutput } from './use-tender-offers';
import { DayInput } from '../../components/calendar-inputs';

const minOfferAmount = 100;
type OfferTextField = 'technicalDetails' | 'executionPlan' | 'notes';
const textFields: readonly OfferTextField[] = ['technicalDetails', 'executionPlan', 'notes'];

/**
 * The supplier's offer on a tender (spec §3 Offer, §5; decision 014): the amount in SAR before VAT with
 * what it comes to with VAT, the expected completion date, technical details, the execution plan or
 * duration, and optional notes. The same schema as the server checks it before sending; the server's
 * answers land on their fields. Sent or saved, it goes back to the tender with a notice.
 */
export function OfferForm({ tenderId, offer }: { tenderId: string; offer: Offer | null }) {
  const { t, i18n } = useTranslation('tender-offers');
  const lang = i18n.language;
  const navigate = useNavigate();
  const submitOffer = useSubmitOffer(tenderId);
  const [failure, setFailure] = useState<unknown>(null);
  const isEditing = offer !== null;
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OfferFormValues, unknown, SubmitOfferBodyOutput>({
    resolver: offerResolver,
    defaultValues: offerFormValuesOf(offer),
    mode: 'onTouched',
  });

  const errorText = (field: keyof OfferFormValues) => {
    const message = errors[field]?.message;
    // The amount's rule has numbers the shared «enter a valid amount» text lacks.
    if (field === 'amount' && message === 'AMOUNT_INVALID')
      return t('form.amountRange', {
        min: formatMoney(minOfferAmount, lang),
        max: formatMoney(maxOfferAmount, lang),
      });
    return fieldErrorText(t, message);
  };

  const submit = handleSubmit((body) => {
    if (submitOffer.isPending) return;
    setFailure(null);
    submitOffer.mutate(body, {
      onSuccess: () =>
        void navigate(supplierTenderPath(tenderId), {
          state: { offerSaved: isEditing ? 'updated' : 'submitted' } satisfies OfferSavedState,
        }),
      onError: (error) => {
        if (!placeOfferErrors(error, setError)) setFailure(error);
      },
    });
  });

  const isClosed = failure instanceof ApiError && failure.code === 'TENDER_NOT_OPEN';
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.label')}>
      <Stack gap="lg">
        <SettingsSection title={t('form.priceAndDate')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md" spacing="md">
            <Controller
              control={control}
              name="amount"
              render={({ field }) => (
                <SarInput
                  label={t('fields.amount')}
                  description={t('form.amountHint', {
                    rate: formatPercent(vatRatePercent, lang),
                  })}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errorText('amount')}
                />
              )}
            />
            <Controller
              control={control}
              name="completionDate"
              render={({ field }) => (
                <DayInput
                  label={t('fields.completionDate')}
                  description={t('form.completionDateHint')}
                  required
                  min={earliestCompletionDate()}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errorText('completionDate')}
                />
              )}
            />
          </SimpleGrid>
          <Stack mt="md" gap={4} maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}>
            <OfferVatPreview control={control} />
          </Stack>
        </SettingsSection>

        <SettingsSection title={t('form.proposal')} description={t('form.proposalLead')}>
          <Stack mt="md" gap="md">
            {textFields.map((name) => (
              <div key={name}>
                <Textarea
                  {...register(name)}
                  label={name === 'notes' ? t('form.notesOptional') : t(`fields.${name}`)}
                  description={t(`form.${name}Hint`)}
                  required={name !== 'notes'}
                  autosize
                  minRows={name === 'notes' ? 2 : 4}
                  maxRows={12}
                  dir="auto"
                  error={errorText(name)}
                />
                <Group justify="flex-end" mt={4}>
                  <CharacterCount control={control} name={name} max={maxOfferTextLength} />
                </Group>
              </div>
            ))}
          </Stack>
        </SettingsSection>

        <SealedOfferNote />

        {failure != null && (
          <FormFailureAlert
            title={isClosed ? t('form.closedTitle') : t('form.failed')}
            onClose={() => setFailure(null)}
            testId="offer-form-failure"
          >
            {/* After the deadline the server's own words say why; a way back to the tender follows. */}
            <Text size="sm">
              {isClosed && failure.message
                ? failure.message
                : formErrorText(failure, t, lang, 'tender-offers:form.failedText')}
            </Text>
            {isClosed && (
              <Anchor
                component={Link}
                to={supplierTenderPath(tenderId)}
                size="sm"
                mt="xs"
                display="inline-block"
              >
                {t('form.backToTender')}
              </Anchor>
            )}
          </FormFailureAlert>
        )}
        <Group gap="sm">
          <Button
            type="submit"
            size="md"
            loading={submitOffer.isPending}
            leftSection={<IconSend size={18} aria-hidden />}
          >
            {isEditing ? t('form.saveChanges') : t('form.submit')}
          </Button>
          <Button component={Link} to={supplierTenderPath(tenderId)} variant="default" size="md">
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
