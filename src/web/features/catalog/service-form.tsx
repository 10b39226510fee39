import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  listingMoneyKeys,
  serviceAvailabilities,
  ServiceFieldsSchema,
  type Service,
} from '../../../contract/catalog/catalog.schemas';
import { toWireMoney } from '../../../contract/money/riyals';
import { fieldErrorText, placeServerErrors } from '../../lib/form-errors';
import { SettingsSection } from '../../components/settings-section';
import { ListingDetailsSection, listingTextValuesOf } from './listing-details-section';
import { halalasFromSar, sarFromHalalas, type NumberFieldValue } from './listing-form-values';
import { errorNotice, ListingNotice, type ListingNoticeValue } from './listing-notice';
import { SarInput } from '../../components/sar-input';
import { useSaveListing, type ServiceBody } from './use-listings';

/** The service as the form edits it: the price in SAR. */
interface ServiceFormValues {
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  categoryId: string | null;
  price: NumberFieldValue;
  isPriceNegotiable: boolean;
  availability: string | null;
}

const serviceFields = [
  'nameAr',
  'nameEn',
  'descriptionAr',
  'descriptionEn',
  'categoryId',
  'price',
  'isPriceNegotiable',
  'availability',
] as const satisfies readonly (keyof ServiceFormValues)[];

const fieldByCode = {
  LISTING_NAME_REQUIRED: 'nameAr',
  CATEGORY_KIND_MISMATCH: 'categoryId',
  CATEGORY_NOT_FOUND: 'categoryId',
} as const;

function formValuesOf(service: Service | undefined): ServiceFormValues {
  return {
    ...listingTextValuesOf(service),
    categoryId: service?.categoryId ?? null,
    price: sarFromHalalas(service?.price),
    isPriceNegotiable: service?.isPriceNegotiable ?? false,
    availability: service?.availability ?? null,
  };
}

/** The contract's ServiceFieldsSchema, run on the body the form would send (the price in halalas, `priceHalalas`). */
const schemaResolver = zodResolver(ServiceFieldsSchema);
const serviceResolver: Resolver<ServiceFormValues, unknown, ServiceBody> = async (values, context, options) =>
  (await schemaResolver(
    {
      ...values,
      categoryId: values.categoryId ?? '',
      priceHalalas: halalasFromSar(values.price),
      availability: values.availability ?? undefined,
    } as z.input<typeof ServiceFieldsSchema>,
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  )) as unknown as ResolverResult<ServiceFormValues, ServiceBody>;

/**
 * A service's fields (spec §3, §5): name, description, category, price in SAR, whether the price is
 * negotiable, and availability. Creating makes an unpublished draft; images come after.
 */
export function ServiceForm({
  service,
  onSaved,
}: {
  service?: Service;
  onSaved?: (service: Service) => void;
}) {
  const { t, i18n } = useTranslation('listings');
  const save = useSaveListing('SERVICE', service?.id);
  const [notice, setNotice] = useState<ListingNoticeValue | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ServiceFormValues, unknown, ServiceBody>({
    resolver: serviceResolver,
    defaultValues: formValuesOf(service),
    mode: 'onTouched',
  });
  const errorText = (field: keyof ServiceFormValues) => fieldErrorText(t, errors[field]?.message);

  const submit = handleSubmit((body) => {
    setNotice(null);
    save.mutate(toWireMoney(body, listingMoneyKeys.SERVICE), {
      onSuccess: (saved) => {
        reset(formValuesOf(saved));
        setNotice({ kind: 'success', title: t('form.saved') });
        onSaved?.(saved);
      },
      onError: (error) => {
        if (!placeServerErrors(error, setError, serviceFields, fieldByCode)) {
          setNotice(errorNotice(error, t('form.saveFailed'), t, i18n.language));
        }
      },
    });
  });

  const availabilityOptions = serviceAvailabilities.map((value) => ({
    value,
    label: t(`availability.${value}`),
  }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('service.formLabel')}>
      <Stack gap="lg">
        <ListingDetailsSection kind="SERVICE" control={control} register={register} errorText={errorText} />

        <SettingsSection title={t('service.pricingAndAvailability')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md" spacing="md">
            <Controller
              control={control}
              name="price"
              render={({ field }) => (
                <SarInput
                  label={t('service.price')}
                  description={t('service.priceHint')}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errorText('price')}
                />
              )}
            />
            <Controller
              control={control}
              name="availability"
              render={({ field }) => (
                <Select
                  label={t('service.availability')}
                  description={t('service.availabilityHint')}
                  placeholder={t('service.availabilityPlaceholder')}
                  required
                  data={availabilityOptions}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  error={errorText('availability')}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="isPriceNegotiable"
            render={({ field }) => (
              <Switch
                mt="md"
                label={t('service.isPriceNegotiable')}
                description={t('service.isPriceNegotiableHint')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </SettingsSection>

        <ListingNotice notice={notice} onClose={() => setNotice(null)} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {service ? t('form.saveChanges') : t('service.create')}
          </Button>
          {!service && (
            <Text size="sm" c="dimmed">
              {t('form.imagesAfterSaving')}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}
