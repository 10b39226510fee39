import { useState, type Ref } from 'react';
import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { InvoiceCustomer } from '../../../contract/invoices/invoices.schemas';
import { useInvoiceCustomers } from './use-invoice-customers';

/** How long typing rests before the customers are asked again. */
const searchDelayMs = 250;

/**
 * The business the invoice is for, picked among the supplier's customers (a chat or an order with it)
 * and searched by name on the server. The chosen one stays among the options while another search
 * runs, so the field keeps showing its name.
 */
export function InvoiceBuyerPicker({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  value: string | null;
  onChange: (buyerId: string | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
}) {
  const { t } = useTranslation('invoice-form');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<InvoiceCustomer | null>(null);
  const [debouncedSearch] = useDebouncedValue(search, searchDelayMs);
  // The field shows the chosen business's name: that is not a new search.
  const isShowingChoice = chosen !== null && search === chosen.businessName;
  const customers = useInvoiceCustomers(isShowingChoice ? '' : debouncedSearch);
  const found = customers.data ?? [];
  const options = chosen && !found.some((c) => c.userId === chosen.userId) ? [chosen, ...found] : found;
  const byId = new Map(options.map((customer) => [customer.userId, customer]));

  return (
    <Select
      label={t('buyer.label')}
      description={t('buyer.hint')}
      placeholder={t('buyer.placeholder')}
      required
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched by business and person name; keep all it answered.
      filter={({ options: all }) => all}
      data={options.map((customer) => ({ value: customer.userId, label: customer.businessName }))}
      renderOption={({ option }) => {
        const customer = byId.get(option.value);
        return (
          <div>
            <Text size="sm" fw={600}>
              <bdi>{option.label}</bdi>
            </Text>
            {customer && (
              <Text size="xs" c="dimmed">
                <bdi>{customer.name}</bdi>
                {t('buyer.separator')}
                <bdi>{customer.city}</bdi>
              </Text>
            )}
          </div>
        );
      }}
      value={value}
      onChange={(buyerId) => {
        setChosen(buyerId ? (byId.get(buyerId) ?? null) : null);
        onChange(buyerId);
      }}
      onBlur={onBlur}
      ref={inputRef}
      nothingFoundMessage={customers.isFetching ? t('common:loading') : t('buyer.nothingFound')}
      error={error}
      comboboxProps={{ withinPortal: true }}
      maw={480}
    />
  );
}
