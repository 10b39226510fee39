import type { Ref } from 'react';
import { Alert, Button, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListingKind } from '../../../contract/catalog/catalog.schemas';
import { useCategoryTree } from './use-categories';

/**
 * A listing's category: a subcategory, grouped under its main category, of the mains made for this
 * kind of listing (a product goes under a PRODUCT main, a service under a SERVICE main).
 */
export function CategorySelect({
  kind,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  kind: ListingKind;
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
}) {
  const { t } = useTranslation('listings');
  const tree = useCategoryTree();
  const data = (tree.data ?? [])
    .filter((main) => main.usedFor === kind)
    .map((main) => ({
      group: main.name,
      items: main.subcategories.map((subcategory) => ({ value: subcategory.id, label: subcategory.name })),
    }))
    .filter((group) => group.items.length > 0);

  return (
    <div>
      <Select
        label={t('form.category')}
        description={t(kind === 'PRODUCT' ? 'form.categoryHintProduct' : 'form.categoryHintService')}
        placeholder={t('form.categoryPlaceholder')}
        data={data}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        ref={inputRef}
        searchable
        required
        nothingFoundMessage={t('form.categoryNothingFound')}
        disabled={tree.isPending}
        error={error}
        comboboxProps={{ withinPortal: true }}
        maw={480}
      />
      {tree.isError && (
        <Alert color="yellow" mt="xs" maw={480} title={t('form.categoriesFailed')}>
          <Button size="xs" variant="light" color="yellow" onClick={() => void tree.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      )}
    </div>
  );
}
