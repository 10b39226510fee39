import { useRef, useState, type FormEvent } from 'react';
import { Button, Drawer, Group, Stack, Text, useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { riyalsOf, roundedHalalasOf } from '../../../contract/money/riyals';
import { normalizeDigits } from '../../lib/format';
import type { CategoryField, ChosenFilters } from './listing-filters';
import { PriceInput } from './price-input';
import { SearchSortSelect } from './search-sort-select';

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

/**
 * The filters' drawer (from the bottom on a phone, from the side on a wider screen), apart from the button
 * that opens it (listing-filters.tsx): a search page loads its code only when a guest asks for the filters.
 */
export function ListingFiltersDrawer({
  opened,
  onClose,
  chosen,
  cleared,
  onApply,
  categoryField,
}: {
  opened: boolean;
  onClose: () => void;
  chosen: ChosenFilters;
  cleared: ChosenFilters;
  onApply: (filters: ChosenFilters) => void;
  categoryField?: CategoryField;
}) {
  const { t } = useTranslation('search');
  const { dir } = useDirection();
  // Mounted only in the browser, after a press: the screen's width is read at once, so the drawer does not
  // first open from the bottom on a wide screen.
  const isPhone = useMediaQuery('(max-width: 47.99em)', true, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('filters.title')}
      position={isPhone ? 'bottom' : dir === 'rtl' ? 'left' : 'right'}
      size="md"
      // On a phone the sheet is as tall as its form, and never hides the whole page.
      styles={{ content: isPhone ? { height: 'auto', maxHeight: '90dvh' } : undefined }}
    >
      <FiltersForm chosen={chosen} cleared={cleared} onApply={onApply} categoryField={categoryField} />
    </Drawer>
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
