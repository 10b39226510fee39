import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isSearchSort, searchSorts, type SearchSort } from '../../../contract/search/search-sorts';

/**
 * The order of the results: best match, price either way, rating or newest. The browser's own select: a
 * phone opens its native picker, and the page takes it over without a dropdown to build (decision 017).
 */
export function SearchSortSelect({
  value,
  onChange,
}: {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}) {
  const { t } = useTranslation('search');
  return (
    <NativeSelect
      label={t('filters.sort')}
      value={value}
      onChange={(event) => {
        const sort = event.currentTarget.value;
        if (isSearchSort(sort)) onChange(sort);
      }}
      data={searchSorts.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
      w={210}
    />
  );
}
