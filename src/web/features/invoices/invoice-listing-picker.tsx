import { useState } from 'react';
import { Badge, Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListingRow } from '../../../contract/catalog/catalog.schemas';
import { maxInvoiceItems } from '../../../contract/invoices/invoices.schemas';
import { formatMoney, formatNumber } from '../../lib/format';
import { useListings } from '../catalog/use-listings';
import { useNameIn } from '../../components/localized-text';

/** How long typing rests before the listings are asked again. */
const searchDelayMs = 250;

/**
 * Adds a line: a search among the supplier's own published products and services (decision 013: the
 * server refuses anything else). Picking one hands it over and empties the field for the next.
 */
export function InvoiceListingPicker({
  onPick,
  isFull,
}: {
  onPick: (listing: ListingRow) => void;
  /** The invoice holds its most items already. */
  isFull: boolean;
}) {
  const { t, i18n } = useTranslation('invoice-form');
  const nameIn = useNameIn();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, searchDelayMs);
  const listings = useListings({ q: debouncedSearch.trim() });
  const published = (listings.data ?? []).filter((listing) => listing.isPublished);
  const byId = new Map(published.map((listing) => [listing.id, listing]));

  return (
    <Select
      label={t('items.add')}
      description={
        isFull ? t('items.full', { max: formatNumber(maxInvoiceItems, i18n.language) }) : t('items.addHint')
      }
      placeholder={t('items.addPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched by name; keep all it answered.
      filter={({ options }) => options}
      data={published.map((listing) => ({ value: listing.id, label: nameIn(listing) }))}
      renderOption={({ option }) => {
        const listing = byId.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
            <Text size="sm" lineClamp={2}>
              {option.label}
            </Text>
            {listing && (
              <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                <Badge size="xs" variant="light" color={listing.kind === 'PRODUCT' ? 'teal' : 'grape'}>
                  {t(`items.kind.${listing.kind}`)}
                </Badge>
                <Text size="xs" c="dimmed">
                  {formatMoney(listing.price, i18n.language)}
                </Text>
              </Group>
            )}
          </Group>
        );
      }}
      value={null}
      onChange={(id) => {
        const listing = id ? byId.get(id) : undefined;
        if (!listing) return;
        onPick(listing);
        setSearch('');
      }}
      disabled={isFull}
      nothingFoundMessage={listings.isFetching ? t('common:loading') : t('items.nothingFound')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
