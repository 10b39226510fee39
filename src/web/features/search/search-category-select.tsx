import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryWithSubcategories } from '../../../contract/catalog/categories.schemas';
import type { ItemKind } from '../catalog/use-category-items';
import { kindOfCategory } from '../browse/find-category';

/**
 * Narrows the results to a main category (all its subcategories) or one subcategory of the kind
 * searched; cleared, the search covers every category.
 */
export function SearchCategorySelect({
  kind,
  categories,
  value,
  onChange,
}: {
  kind: ItemKind;
  categories: readonly CategoryWithSubcategories[];
  value: string | null;
  onChange: (categoryId: string | null) => void;
}) {
  const { t } = useTranslation('search');
  const data = categories
    .filter((main) => kindOfCategory(main) === kind)
    .map((main) => ({
      group: main.name,
      items: [
        { value: main.id, label: t('filters.allOf', { name: main.name }) },
        ...main.subcategories.map((subcategory) => ({ value: subcategory.id, label: subcategory.name })),
      ],
    }));
  if (data.length === 0) return null;
  return (
    <Select
      label={t('filters.category')}
      placeholder={t('filters.allCategories')}
      value={value}
      onChange={onChange}
      data={data}
      clearable
      clearButtonProps={{ 'aria-label': t('filters.clearCategory') }}
      searchable
      w={240}
    />
  );
}
