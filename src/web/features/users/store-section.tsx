import { useState } from 'react';
import { Button, Group, NumberInput, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  maxDeliveryFeeHalalas,
  StoreSettingsSchema,
  type Settings,
} from '../../../contract/users/users.schemas';
import { riyalsOf, roundedHalalasOf } from '../../../contract/money/riyals';
import { formatMoney, normalizeDigits } from '../../lib/format';
import { fieldErrorText, formErrorText, placeServerErrors } from '../../lib/form-errors';
import { SectionNotice, type Notice } from './section-notice';
import { SettingsSection } from '../../components/settings-section';
import { useUpdateStore } from './use-settings';
import type { Language } from '../../../contract/i18n/language-codes';
import { languageInfo } from '../../i18n/languages';

const maxDeliveryFeeSar = riyalsOf(maxDeliveryFeeHalalas);
const amountInvalid = { error: 'AMOUNT_INVALID' } as const;

/** The store as the form edits it: the delivery fee in SAR (NumberInput gives a string while typing). */
const StoreFormSchema = StoreSettingsSchema.omit({ deliveryFee: true }).extend({
  deliveryFee: z
    .union([z.number(), z.string()], amountInvalid)
    .transform((value) =>
      typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(normalizeDigits(value)),
    )
    .pipe(z.number(amountInvalid).min(0, amountInvalid).max(maxDeliveryFeeSar, amountInvalid)),
});
type StoreFormInput = z.input<typeof StoreFormSchema>;
type StoreFormValues = z.output<typeof StoreFormSchema>;

const storeFields = [
  'storeBioAr',
  'storeBioEn',
  'isStoreClosed',
  'closingMessageAr',
  'closingMessageEn',
  'deliveryFee',
  'vatNumber',
] as const;

/** Both languages of the store's texts (decision 027), the page's language first. */
const bothLanguages = (pageLanguage: Language): Language[] =>
  pageLanguage === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
const suffix = { ar: 'Ar', en: 'En' } as const;

/**
 * A supplier's store (spec §2 settings, §4 Store): bio, temporary closing with a message, delivery fee,
 * and the VAT registration number its tax invoices carry (issue 7).
 */
export function StoreSection({ store }: { store: NonNullable<Settings['store']> }) {
  const { t, i18n } = useTranslation('settings');
  const updateStore = useUpdateStore();
  const [notice, setNotice] = useState<Notice | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<StoreFormInput, unknown, StoreFormValues>({
    resolver: zodResolver(StoreFormSchema),
    defaultValues: {
      storeBioAr: store.storeBioAr,
      storeBioEn: store.storeBioEn,
      isStoreClosed: store.isStoreClosed,
      closingMessageAr: store.closingMessageAr,
      closingMessageEn: store.closingMessageEn,
      deliveryFee: riyalsOf(store.deliveryFee),
      vatNumber: store.vatNumber ?? '',
    },
  });
  const isStoreClosed = useWatch({ control, name: 'isStoreClosed' });
  const languages = bothLanguages(languageInfo(i18n.resolvedLanguage).code);

  const save = handleSubmit((values) => {
    setNotice(null);
    // Money travels as integer halalas (conventions §6), as `deliveryFeeHalalas`: a plain `deliveryFee`
    // means riyals (decision 019).
    const { deliveryFee, ...rest } = values;
    const body = { ...rest, deliveryFeeHalalas: roundedHalalasOf(deliveryFee) };
    updateStore.mutate(body, {
      onSuccess: () => {
        reset({ ...values, vatNumber: values.vatNumber ?? '' });
        setNotice({ kind: 'success', title: t('store.saved') });
      },
      onError: (error) => {
        if (!placeServerErrors(error, setError, storeFields)) {
          setNotice({ kind: 'error', title: t('saveFailed'), text: formErrorText(error, t, i18n.language) });
        }
      },
    });
  });

  return (
    <SettingsSection title={t('store.title')} description={t('store.description')}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack mt="md" gap="md">
          {languages.map((language) => (
            <Textarea
              key={language}
              label={t(`store.bio${suffix[language]}`)}
              description={t('store.bioHint')}
              lang={language}
              dir={languageInfo(language).dir}
              autosize
              minRows={3}
              maxLength={1000}
              {...register(`storeBio${suffix[language]}`)}
              error={fieldErrorText(t, errors[`storeBio${suffix[language]}`]?.message)}
            />
          ))}
          <Controller
            control={control}
            name="isStoreClosed"
            render={({ field }) => (
              <Switch
                label={t('store.closed')}
                description={t('store.closedHint')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          {isStoreClosed &&
            languages.map((language) => (
              <Textarea
                key={language}
                label={t(`store.closingMessage${suffix[language]}`)}
                description={t('store.closingMessageHint')}
                lang={language}
                dir={languageInfo(language).dir}
                autosize
                minRows={2}
                maxLength={300}
                {...register(`closingMessage${suffix[language]}`)}
                error={fieldErrorText(t, errors[`closingMessage${suffix[language]}`]?.message)}
              />
            ))}
          <Controller
            control={control}
            name="deliveryFee"
            render={({ field }) => (
              <NumberInput
                label={t('store.deliveryFee')}
                description={t('store.deliveryFeeHint', {
                  max: formatMoney(maxDeliveryFeeHalalas, i18n.language),
                })}
                rightSection={
                  <Text size="sm" c="dimmed">
                    {t('common:currency')}
                  </Text>
                }
                rightSectionWidth={56}
                maw={280}
                min={0}
                max={maxDeliveryFeeSar}
                decimalScale={2}
                fixedDecimalScale
                allowNegative={false}
                step={1}
                hideControls
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldErrorText(t, errors.deliveryFee?.message)}
              />
            )}
          />
          <TextInput
            id="vat-number"
            label={t('store.vatNumber')}
            description={t('store.vatNumberHint')}
            inputMode="numeric"
            autoComplete="off"
            maw={280}
            maxLength={20}
            {...register('vatNumber')}
            error={fieldErrorText(t, errors.vatNumber?.message)}
          />
          <Group>
            <Button type="submit" loading={updateStore.isPending}>
              {t('store.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Text size="sm" c="dimmed" mt="sm" data-testid="current-delivery-fee">
        {t('store.currentFee', { fee: formatMoney(store.deliveryFee, i18n.language) })}
      </Text>
      <SectionNotice notice={notice} onClose={() => setNotice(null)} />
    </SettingsSection>
  );
}
