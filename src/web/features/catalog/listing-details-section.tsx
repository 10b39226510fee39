import { Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  Controller,
  useWatch,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ListingKind } from '../../../contract/catalog/catalog.schemas';
import type { Language } from '../../../contract/i18n/language-codes';
import { isWritten } from '../../../contract/text/two-languages';
import { SettingsSection } from '../../components/settings-section';
import { languageInfo } from '../../i18n/languages';
import { CategorySelect } from '../categories/category-select';
import { CharacterCount } from '../../components/character-count';
import { descriptionMaxLength, nameMaxLength } from './listing-form-values';

/** The fields every listing shares in its editor: name and description in both languages (decision 027). */
export interface ListingDetailsValues {
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  categoryId: string | null;
}

/** The form's texts of a listing as it is stored (null where not written). */
export function listingTextValuesOf(
  listing:
    | {
        nameAr: string | null;
        nameEn: string | null;
        descriptionAr: string | null;
        descriptionEn: string | null;
      }
    | undefined,
) {
  return {
    nameAr: listing?.nameAr ?? '',
    nameEn: listing?.nameEn ?? '',
    descriptionAr: listing?.descriptionAr ?? '',
    descriptionEn: listing?.descriptionEn ?? '',
  };
}

const suffix = { ar: 'Ar', en: 'En' } as const;

/**
 * Name and description in Arabic and in English with their counters (the page's language first), and the
 * subcategory of this kind (spec §5). One name is enough (LISTING_NAME_REQUIRED otherwise); while one is
 * empty, a hint under it asks for it, so buyers reading the other language find the listing too.
 */
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
  const { t, i18n } = useTranslation('listings');
  // T extends ListingDetailsValues, but TypeScript cannot see these names as paths of a generic form.
  const path = (name: keyof ListingDetailsValues) => name as Path<T> & FieldPathByValue<T, string>;
  const [nameAr, nameEn] = useWatch({ control, name: [path('nameAr'), path('nameEn')] }) as [string, string];
  const written = { ar: isWritten(nameAr), en: isWritten(nameEn) };
  const pageLanguage = languageInfo(i18n.resolvedLanguage).code;
  const languages: Language[] = pageLanguage === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  const other = (language: Language): Language => (language === 'ar' ? 'en' : 'ar');

  return (
    <SettingsSection title={t('form.details')}>
      <Stack mt="md" gap="md">
        <Text size="sm" c="dimmed">
          {t('form.namesNote')}
        </Text>
        {languages.map((language) => {
          const name = `name${suffix[language]}` as const;
          const isMissing = !written[language] && written[other(language)];
          return (
            <Stack key={name} gap={4}>
              <TextInput
                label={t(`form.${name}`)}
                lang={language}
                dir={languageInfo(language).dir}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                description={<CharacterCount control={control} name={path(name)} max={nameMaxLength} />}
                {...register(path(name), { deps: [path(`name${suffix[other(language)]}`)] })}
                error={errorText(name)}
              />
              {isMissing && (
                <Text size="sm" c="orange.8" data-testid={`missing-${name}`}>
                  {t(language === 'en' ? 'form.missingNameEn' : 'form.missingNameAr')}
                </Text>
              )}
            </Stack>
          );
        })}
        {languages.map((language) => {
          const description = `description${suffix[language]}` as const;
          return (
            <Textarea
              key={description}
              label={t(`form.${description}`)}
              lang={language}
              dir={languageInfo(language).dir}
              autosize
              minRows={3}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              description={
                <CharacterCount control={control} name={path(description)} max={descriptionMaxLength} />
              }
              {...register(path(description))}
              error={errorText(description)}
            />
          );
        })}
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
