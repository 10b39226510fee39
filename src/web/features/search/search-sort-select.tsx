import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { searchSorts } from '../../../contract/catalog/listings.schemas';
import type { SearchSort } from './search-state';

/** The order of the results: best match, price either way, rating or newest. */
export function SearchSortSelect({
  value,
  onChange,
}: {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}) {
  const { t } = useTranslation('search');
  return (
    <Select
      label={t('filters.sort')}
      value={value}
      onChange={(next) => {
        const sort = searchSorts.find((candidate) => candidate === next);
        if (sort) onChange(sort);
      }}
      data={searchSorts.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
      allowDeselect={false}
      w={210}
    />
  );
}
