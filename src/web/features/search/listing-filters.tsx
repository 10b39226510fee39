import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Drawer, Group, Stack, Text, useDirection } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { riyalsOf, roundedHalalasOf } from '../../../contract/money/riyals';
import type { SearchSort } from '../../../contract/search/search-sorts';
import { formatNumber, normalizeDigits } from '../../lib/format';
import { PriceInput } from './price-input';
import { SearchSortSelect } from './search-sort-select';

/** The filters a listing page applies together: a category (or subcategory), a price range in halalas, a sort. */
export interface ChosenFilters {
  categoryId: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  sort: SearchSort;
}

/**
 * How many filters narrow or reorder the results, for the button's «الفلاتر (2)»: a category other than
 * the page's own, a price range (one filter, whichever ends are set), a sort other than the default.
 */
export function activeFilterCount(chosen: ChosenFilters, cleared: ChosenFilters): number {
  return [
    chosen.categoryId !== cleared.categoryId,
    chosen.minPrice !== null || chosen.maxPrice !== null,
    chosen.sort !== cleared.sort,
  ].filter(Boolean).length;
}

/** What Apply changes: only the filters that moved; null lifts one (the default sort leaves the URL). */
export type FilterChanges = { [Key in keyof ChosenFilters]?: ChosenFilters[Key] | null };

function changesOf(next: ChosenFilters, chosen: ChosenFilters, cleared: ChosenFilters): FilterChanges {
  const changes: FilterChanges = {};
  if (next.categoryId !== chosen.categoryId) changes.categoryId = next.categoryId;
  if (next.minPrice !== chosen.minPrice) changes.minPrice = next.minPrice;
  if (next.maxPrice !== chosen.maxPrice) changes.maxPrice = next.maxPrice;
  if (next.sort !== chosen.sort) changes.sort = next.sort === cleared.sort ? null : next.sort;
  return changes;
}

type FieldValue = number | string;

/** Halalas from what a price field holds (a number, or a string while empty or half typed); null when empty. */
function halalasOfField(value: FieldValue): number | null | 'invalid' {
  const sar = typeof value === 'number' ? value : normalizeDigits(value).trim();
  if (sar === '') return null;
  const amount = Number(sar);
  // Money travels as integer halalas (conventions §6).
  return Number.isFinite(amount) && amount >= 0 ? roundedHalalasOf(amount) : 'invalid';
}

const sarOf = (halalas: number | null): FieldValue => (halalas === null ? '' : riyalsOf(halalas));

/** The category field of a page: the category page's subcategory chips, or the search's category select. */
export type CategoryField = (
  value: string | null,
  onChange: (categoryId: string | null) => void,
) => ReactNode;

/**
 * One "Filters" button, with the number of active filters, in place of the filters themselves: on a
 * phone the results start within the first screen. It opens a drawer (from the bottom on a phone, from
 * the side on a wider screen) holding the category, the price range (typed in SAR) and the sort; Apply
 * sets them together, Clear lifts them all. The drawer starts from the applied filters each time it
 * opens, so closing it without applying changes nothing.
 */
export function ListingFilters({
  chosen,
  cleared,
  onApply,
  categoryField,
}: {
  chosen: ChosenFilters;
  /** The filters with none active: the page's own category, no price range, the default sort. */
  cleared: ChosenFilters;
  onApply: (changes: FilterChanges) => void;
  categoryField?: CategoryField;
}) {
  const { t, i18n } = useTranslation('search');
  const [opened, { open, close }] = useDisclosure(false);
  const { dir } = useDirection();
  const isPhone = useMediaQuery('(max-width: 47.99em)', true);
  const count = activeFilterCount(chosen, cleared);
  const label =
    count > 0
      ? t('filters.openWithCount', { count: formatNumber(count, i18n.resolvedLanguage ?? 'en') })
      : t('filters.open');

  const apply = (filters: ChosenFilters) => {
    const changes = changesOf(filters, chosen, cleared);
    if (Object.keys(changes).length > 0) onApply(changes);
    close();
  };

  return (
    <>
      <Button
        variant={count > 0 ? 'light' : 'default'}
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        onClick={open}
        aria-haspopup="dialog"
        mih={44}
      >
        {label}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        title={t('filters.title')}
        position={isPhone ? 'bottom' : dir === 'rtl' ? 'left' : 'right'}
        size="md"
        // On a phone the sheet is as tall as its form, and never hides the whole page.
        styles={{ content: isPhone ? { height: 'auto', maxHeight: '90dvh' } : undefined }}
      >
        <FiltersForm chosen={chosen} cleared={cleared} onApply={apply} categoryField={categoryField} />
      </Drawer>
    </>
  );
}

/** The drawer's form: a draft of the filters, applied together. Mounted each time the drawer opens. */
function FiltersForm({
  chosen,
  cleared,
  onApply,
  categoryField,
}: {
  chosen: ChosenFilters;
  cleared: ChosenFilters;
  onApply: (filters: ChosenFilters) => void;
  categoryField?: CategoryField;
}) {
  const { t } = useTranslation('search');
  const [categoryId, setCategoryId] = useState(chosen.categoryId);
  const [min, setMin] = useState<FieldValue>(sarOf(chosen.minPrice));
  const [max, setMax] = useState<FieldValue>(sarOf(chosen.maxPrice));
  const [sort, setSort] = useState(chosen.sort);
  const [error, setError] = useState<{ field: 'min' | 'max'; message: string } | null>(null);
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = halalasOfField(min);
    const high = halalasOfField(max);
    // The field in error takes the focus, so its message (its description) is read out.
    if (low === 'invalid' || high === 'invalid') {
      const field = low === 'invalid' ? 'min' : 'max';
      setError({ field, message: t('price.invalid') });
      (field === 'min' ? minRef : maxRef).current?.focus();
      return;
    }
    if (low !== null && high !== null && low > high) {
      setError({ field: 'max', message: t('price.minAboveMax') });
      maxRef.current?.focus();
      return;
    }
    setError(null);
    onApply({ categoryId, minPrice: low, maxPrice: high, sort });
  };

  return (
    <form onSubmit={apply} noValidate aria-label={t('filters.title')}>
      <Stack gap="md">
        {categoryField?.(categoryId, setCategoryId)}
        <fieldset style={{ border: 0, padding: 0, margin: 0, minInlineSize: 0 }}>
          <Text component="legend" size="sm" fw={500} mb={4}>
            {t('price.legend')}
          </Text>
          <Group grow align="flex-start" gap="xs">
            <PriceInput
              ref={minRef}
              label={t('price.min')}
              value={min}
              onChange={setMin}
              error={error?.field === 'min' && error.message}
            />
            <PriceInput
              ref={maxRef}
              label={t('price.max')}
              value={max}
              onChange={setMax}
              error={error?.field === 'max' && error.message}
            />
          </Group>
        </fieldset>
        <SearchSortSelect value={sort} onChange={setSort} />
        <Group grow gap="sm">
          <Button type="submit" mih={44}>
            {t('filters.apply')}
          </Button>
          <Button variant="default" mih={44} onClick={() => onApply(cleared)}>
            {t('filters.clear')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
