import { useState } from 'react';
import { Alert, Button, Group, MultiSelect, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BusinessCategoryIdsSchema } from '../../../contract/auth/auth.schemas';
import { useMainCategories } from '../categories/use-categories';
import { fieldErrorText, formErrorText, placeServerErrors } from '../../lib/form-errors';
import { SectionNotice, type Notice } from './section-notice';
import { SettingsSection } from '../../components/settings-section';
import { useUpdateSettings } from './use-settings';

const CategoriesFormSchema = z.object({ businessCategoryIds: BusinessCategoryIdsSchema });
type CategoriesForm = z.infer<typeof CategoriesFormSchema>;

/** The business's activity categories: main categories, at least one always selected (spec §5). */
export function CategoriesSection({ selectedIds }: { selectedIds: string[] }) {
  const { t, i18n } = useTranslation('settings');
  const categories = useMainCategories();
  const updateSettings = useUpdateSettings();
  const [notice, setNotice] = useState<Notice | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<CategoriesForm>({
    resolver: zodResolver(CategoriesFormSchema),
    defaultValues: { businessCategoryIds: selectedIds },
    // The rule shows as soon as the last category is removed, not only on save.
    mode: 'onChange',
  });

  const byUse = (usedFor: 'PRODUCT' | 'SERVICE') =>
    (categories.data ?? [])
      .filter((category) => category.usedFor === usedFor)
      .map((category) => ({ value: category.id, label: category.name }));
  const data = [
    { group: t('categories.products'), items: byUse('PRODUCT') },
    { group: t('categories.services'), items: byUse('SERVICE') },
  ].filter((group) => group.items.length > 0);

  const save = handleSubmit((values) => {
    setNotice(null);
    updateSettings.mutate(values, {
      onSuccess: (settings) => {
        reset({ businessCategoryIds: settings.profile.businessCategoryIds });
        setNotice({ kind: 'success', title: t('categories.saved') });
      },
      onError: (error) => {
        if (
          !placeServerErrors(error, setError, ['businessCategoryIds'], {
            CATEGORIES_REQUIRED: 'businessCategoryIds',
            CATEGORY_NOT_FOUND: 'businessCategoryIds',
          })
        ) {
          setNotice({ kind: 'error', title: t('saveFailed'), text: formErrorText(error, t, i18n.language) });
        }
      },
    });
  });

  return (
    <SettingsSection title={t('categories.title')} description={t('categories.description')}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack mt="md" gap="md">
          {categories.isError && (
            <Alert color="yellow" title={t('categories.loadFailed')}>
              <Button size="xs" variant="light" color="yellow" onClick={() => void categories.refetch()}>
                {t('common:actions.retry')}
              </Button>
            </Alert>
          )}
          <Controller
            control={control}
            name="businessCategoryIds"
            render={({ field }) => (
              <MultiSelect
                label={t('categories.label')}
                placeholder={t('categories.placeholder')}
                data={data}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                searchable
                hidePickedOptions
                maxValues={15}
                nothingFoundMessage={t('categories.nothingFound')}
                disabled={categories.isPending}
                error={fieldErrorText(t, errors.businessCategoryIds?.message)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Group>
            <Button type="submit" loading={updateSettings.isPending}>
              {t('categories.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <SectionNotice notice={notice} onClose={() => setNotice(null)} />
    </SettingsSection>
  );
}
