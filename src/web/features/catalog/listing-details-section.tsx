import { Stack, TextInput, Textarea } from '@mantine/core';
import {
  Controller,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ListingKind } from '../../../contract/catalog/catalog.schemas';
import { SettingsSection } from '../../components/settings-section';
import { CategorySelect } from '../categories/category-select';
import { CharacterCount } from '../../components/character-count';
import { descriptionMaxLength, nameMaxLength } from './listing-form-values';

/** The fields every listing shares in its editor. */
export interface ListingDetailsValues {
  name: string;
  description: string;
  categoryId: string | null;
}

/** Name and description with their counters, and the subcategory of this kind (spec §5). */
export function ListingDetailsSection<T extends FieldValues & ListingDetailsValues, TTransformed>({
  kind,
  control,
  register,
  errorText,
}: {
  kind: ListingKind;
  control: Control<T, unknown, TTransformed>;
  register: UseFormRegister<T>;
  errorText: (field: keyof ListingDetailsValues) => string | undefined;
}) {
  const { t } = useTranslation('listings');
  // T extends ListingDetailsValues, but TypeScript cannot see these names as paths of a generic form.
  const path = (name: keyof ListingDetailsValues) => name as Path<T> & FieldPathByValue<T, string>;
  return (
    <SettingsSection title={t('form.details')}>
      <Stack mt="md" gap="md">
        <TextInput
          label={t('form.name')}
          required
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={<CharacterCount control={control} name={path('name')} max={nameMaxLength} />}
          {...register(path('name'))}
          error={errorText('name')}
        />
        <Textarea
          label={t('form.description')}
          autosize
          minRows={4}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            <CharacterCount control={control} name={path('description')} max={descriptionMaxLength} />
          }
          {...register(path('description'))}
          error={errorText('description')}
        />
        <Controller
          control={control}
          name={path('categoryId')}
          render={({ field }) => (
            <CategorySelect
              kind={kind}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errorText('categoryId')}
            />
          )}
        />
      </Stack>
    </SettingsSection>
  );
}
