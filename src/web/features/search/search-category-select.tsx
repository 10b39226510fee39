import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryWithSubcategories } from '../../../contract/categories/categories.schemas';
import type { ItemKind } from '../categories/find-category';
import { kindOfCategory } from '../categories/find-category';

/** The option that lifts the narrowing: the search covers every category. */
const everyCategory = '';

/**
 * Narrows the results to a main category (all its subcategories) or one subcategory of the kind
 * searched, grouped by main category; "All categories" covers every one. The browser's own select: a
 * phone opens its native picker, and the page takes it over without a dropdown to build (decision 017).
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
  const groups = categories
    .filter((main) => kindOfCategory(main) === kind)
    .map((main) => ({
      group: main.name,
      items: [
        { value: main.id, label: t('filters.allOf', { name: main.name }) },
        ...main.subcategories.map((subcategory) => ({ value: subcategory.id, label: subcategory.name })),
      ],
    }));
  if (groups.length === 0) return null;
  return (
    <NativeSelect
      label={t('filters.category')}
      value={value ?? everyCategory}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      data={[{ value: everyCategory, label: t('filters.allCategories') }, ...groups]}
      w={240}
    />
  );
}
