import { useState } from 'react';
import { Button, Group, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  listingMoneyKeys,
  ProductFieldsSchema,
  type Product,
} from '../../../contract/catalog/catalog.schemas';
import { toWireMoney } from '../../../contract/money/riyals';
import { fieldErrorText, placeServerErrors } from '../../lib/form-errors';
import { SettingsSection } from '../../components/settings-section';
import { ListingDetailsSection, listingTextValuesOf } from './listing-details-section';
import {
  halalasFromSar,
  numberOrEmpty,
  numberOrNull,
  sarFromHalalas,
  type NumberFieldValue,
} from './listing-form-values';
import { errorNotice, ListingNotice, type ListingNoticeValue } from './listing-notice';
import { SarInput } from '../../components/sar-input';
import { useSaveListing, type ProductBody } from './use-listings';

/** The product as the form edits it: prices in SAR, numbers as NumberInput gives them. */
interface ProductFormValues {
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  categoryId: string | null;
  price: NumberFieldValue;
  caseQuantity: NumberFieldValue;
  minOrderQuantity: NumberFieldValue;
  maxOrderQuantity: NumberFieldValue;
  stock: NumberFieldValue;
  isGroupPurchaseEnabled: boolean;
  groupMinQuantity: NumberFieldValue;
  groupDeadlineDays: NumberFieldValue;
  groupPrice: NumberFieldValue;
}

const productFields = [
  'nameAr',
  'nameEn',
  'descriptionAr',
  'descriptionEn',
  'categoryId',
  'price',
  'caseQuantity',
  'minOrderQuantity',
  'maxOrderQuantity',
  'stock',
  'isGroupPurchaseEnabled',
  'groupMinQuantity',
  'groupDeadlineDays',
  'groupPrice',
] as const satisfies readonly (keyof ProductFormValues)[];

/** The server's codes for a field, when it names no field itself. */
const fieldByCode = {
  LISTING_NAME_REQUIRED: 'nameAr',
  CATEGORY_KIND_MISMATCH: 'categoryId',
  CATEGORY_NOT_FOUND: 'categoryId',
  NOT_CASE_MULTIPLE: 'minOrderQuantity',
  MAX_BELOW_MIN: 'maxOrderQuantity',
  GROUP_FIELDS_REQUIRED: 'groupMinQuantity',
  GROUP_PRICE_NOT_BELOW_PRICE: 'groupPrice',
} as const;

function formValuesOf(product: Product | undefined): ProductFormValues {
  return {
    ...listingTextValuesOf(product),
    categoryId: product?.categoryId ?? null,
    price: sarFromHalalas(product?.price),
    caseQuantity: product?.caseQuantity ?? 1,
    minOrderQuantity: product?.minOrderQuantity ?? 1,
    maxOrderQuantity: product?.maxOrderQuantity ?? '',
    stock: product?.stock ?? '',
    isGroupPurchaseEnabled: product?.isGroupPurchaseEnabled ?? false,
    groupMinQuantity: product?.groupMinQuantity ?? '',
    groupDeadlineDays: product?.groupDeadlineDays ?? '',
    groupPrice: sarFromHalalas(product?.groupPrice),
  };
}

/** The body the contract's schema checks: halalas (sent as `…Halalas`), integers, null for empty optional fields. */
function productBodyOf(values: ProductFormValues) {
  const isGroup = values.isGroupPurchaseEnabled;
  return {
    nameAr: values.nameAr,
    nameEn: values.nameEn,
    descriptionAr: values.descriptionAr,
    descriptionEn: values.descriptionEn,
    categoryId: values.categoryId ?? '',
    price: halalasFromSar(values.price),
    caseQuantity: numberOrEmpty(values.caseQuantity),
    minOrderQuantity: numberOrEmpty(values.minOrderQuantity),
    maxOrderQuantity: numberOrNull(values.maxOrderQuantity),
    stock: numberOrEmpty(values.stock),
    isGroupPurchaseEnabled: isGroup,
    // Switched off, the group fields are cleared rather than kept half filled.
    groupMinQuantity: isGroup ? numberOrNull(values.groupMinQuantity) : null,
    groupDeadlineDays: isGroup ? numberOrNull(values.groupDeadlineDays) : null,
    groupPrice: isGroup ? (halalasFromSar(values.groupPrice) ?? null) : null,
  };
}

/** The contract's ProductFieldsSchema, run on the body the form would send (spec §5 rules included). */
const schemaResolver = zodResolver(ProductFieldsSchema);
const productResolver: Resolver<ProductFormValues, unknown, ProductBody> = async (values, context, options) =>
  (await schemaResolver(
    toWireMoney(productBodyOf(values), listingMoneyKeys.PRODUCT) as z.input<typeof ProductFieldsSchema>,
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  )) as unknown as ResolverResult<ProductFormValues, ProductBody>;

/**
 * A product's fields (spec §3, §5): name, description, category, price in SAR, case, order and stock
 * quantities, and group purchasing. Creating makes an unpublished draft; images come after.
 */
export function ProductForm({
  product,
  onSaved,
}: {
  product?: Product;
  onSaved?: (product: Product) => void;
}) {
  const { t, i18n } = useTranslation('listings');
  const save = useSaveListing('PRODUCT', product?.id);
  const [notice, setNotice] = useState<ListingNoticeValue | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, ProductBody>({
    resolver: productResolver,
    defaultValues: formValuesOf(product),
    mode: 'onTouched',
  });
  const isGroupPurchaseEnabled = useWatch({ control, name: 'isGroupPurchaseEnabled' });
  const errorText = (field: keyof ProductFormValues) => fieldErrorText(t, errors[field]?.message);

  const submit = handleSubmit((body) => {
    setNotice(null);
    save.mutate(toWireMoney(body, listingMoneyKeys.PRODUCT), {
      onSuccess: (saved) => {
        reset(formValuesOf(saved));
        setNotice({ kind: 'success', title: t('form.saved') });
        onSaved?.(saved);
      },
      onError: (error) => {
        if (!placeServerErrors(error, setError, productFields, fieldByCode))
          setNotice(errorNotice(error, t('form.saveFailed'), t, i18n.language));
      },
    });
  });

  const quantityInput = (
    field: 'caseQuantity' | 'minOrderQuantity' | 'maxOrderQuantity' | 'stock' | 'groupMinQuantity',
    deps: (keyof ProductFormValues)[] = [],
  ) => (
    <Controller
      control={control}
      name={field}
      rules={{ deps }}
      render={({ field: input }) => (
        <NumberInput
          label={t(`product.${field}`)}
          description={t(`product.${field}Hint`)}
          required={field !== 'maxOrderQuantity'}
          allowDecimal={false}
          allowNegative={false}
          min={field === 'stock' ? 0 : 1}
          hideControls
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          ref={input.ref}
          error={errorText(field)}
        />
      )}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('product.formLabel')}>
      <Stack gap="lg">
        <ListingDetailsSection kind="PRODUCT" control={control} register={register} errorText={errorText} />

        <SettingsSection title={t('product.pricingAndQuantities')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md" spacing="md">
            <Controller
              control={control}
              name="price"
              rules={{ deps: ['groupPrice'] }}
              render={({ field }) => (
                <SarInput
                  label={t('product.price')}
                  description={t('product.priceHint')}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errorText('price')}
                />
              )}
            />
            {quantityInput('stock')}
            {quantityInput('caseQuantity', ['minOrderQuantity', 'maxOrderQuantity', 'groupMinQuantity'])}
            {quantityInput('minOrderQuantity', ['maxOrderQuantity'])}
            {quantityInput('maxOrderQuantity')}
          </SimpleGrid>
        </SettingsSection>

        <SettingsSection title={t('product.groupPurchase')} description={t('product.groupPurchaseText')}>
          <Stack mt="md" gap="md">
            <Controller
              control={control}
              name="isGroupPurchaseEnabled"
              render={({ field }) => (
                <Switch
                  label={t('product.isGroupPurchaseEnabled')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
            {isGroupPurchaseEnabled && (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                {quantityInput('groupMinQuantity')}
                <Controller
                  control={control}
                  name="groupDeadlineDays"
                  render={({ field }) => (
                    <NumberInput
                      label={t('product.groupDeadlineDays')}
                      description={t('product.groupDeadlineDaysHint')}
                      required
                      allowDecimal={false}
                      allowNegative={false}
                      min={1}
                      max={90}
                      hideControls
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      error={errorText('groupDeadlineDays')}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="groupPrice"
                  render={({ field }) => (
                    <SarInput
                      label={t('product.groupPrice')}
                      description={t('product.groupPriceHint')}
                      required
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      error={errorText('groupPrice')}
                    />
                  )}
                />
              </SimpleGrid>
            )}
          </Stack>
        </SettingsSection>

        <ListingNotice notice={notice} onClose={() => setNotice(null)} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {product ? t('form.saveChanges') : t('product.create')}
          </Button>
          {!product && (
            <Text size="sm" c="dimmed">
              {t('form.imagesAfterSaving')}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}
