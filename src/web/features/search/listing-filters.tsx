import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SearchSort } from '../../../contract/search/search-sorts';
import { formatNumber } from '../../lib/format';

const ListingFiltersDrawer = lazy(() =>
  import('./listing-filters-drawer').then((module) => ({ default: module.ListingFiltersDrawer })),
);

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

/** The category field of a page: the category page's subcategory chips, or the search's category select. */
export type CategoryField = (
  value: string | null,
  onChange: (categoryId: string | null) => void,
) => ReactNode;

/**
 * One "Filters" button, with the number of active filters, in place of the filters themselves: on a
 * phone the results start within the first screen. It opens a drawer (listing-filters-drawer.tsx)
 * holding the category, the price range (typed in SAR) and the sort; Apply sets them together, Clear lifts them all. The drawer starts from the applied filters each time it
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
  // The drawer's code (Mantine's Drawer and its scroll area, the price fields) loads on the first press,
  // and stays mounted afterwards so that it closes with its transition.
  const [wasOpened, setWasOpened] = useState(false);
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
        onClick={() => {
          setWasOpened(true);
          open();
        }}
        aria-haspopup="dialog"
        mih={44}
      >
        {label}
      </Button>
      {wasOpened && (
        <Suspense>
          <ListingFiltersDrawer
            opened={opened}
            onClose={close}
            chosen={chosen}
            cleared={cleared}
            onApply={apply}
            categoryField={categoryField}
          />
        </Suspense>
      )}
    </>
  );
}
