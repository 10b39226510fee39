import { useState } from 'react';
import { CloseButton, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chatPeriods, chatReadFilters, chatSides } from '../../../contract/chats/chats.schemas';
import type { ChatFilters } from './chats-cache';

/** How long typing pauses before the search asks the server. */
const searchDelayMs = 300;

/**
 * Spec §2 Chats: search by business or person name, and filters by read status, day range (today, this
 * week, this month) and type (the person's side: as buyer or as supplier). An empty choice is «all».
 */
export function ChatListFilters({
  filters,
  onChange,
}: {
  filters: ChatFilters;
  onChange: (filters: ChatFilters) => void;
}) {
  const { t } = useTranslation('chats');
  // What is typed shows at once; the list follows once typing pauses.
  const [typed, setTyped] = useState<{ text: string; forQ: string | undefined }>({
    text: filters.q ?? '',
    forQ: filters.q,
  });
  const applySearch = useDebouncedCallback((text: string) => {
    const q = text.trim() || undefined;
    setTyped((current) => ({ ...current, forQ: q }));
    onChange({ ...filters, q });
  }, searchDelayMs);
  // The address changed by other means (clear filters, back): show its search.
  const text = typed.forQ === filters.q ? typed.text : (filters.q ?? '');

  const type = (value: string) => {
    setTyped({ text: value, forQ: filters.q });
    applySearch(value);
  };
  const choose = <K extends 'readStatus' | 'period' | 'side'>(name: K, value: string) =>
    onChange({ ...filters, [name]: value || undefined });

  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        aria-label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => type(event.currentTarget.value)}
        rightSection={
          text ? (
            <CloseButton
              size="sm"
              aria-label={t('filters.clearSearch')}
              onClick={() => {
                setTyped({ text: '', forQ: undefined });
                applySearch.cancel();
                onChange({ ...filters, q: undefined });
              }}
            />
          ) : undefined
        }
      />
      <SimpleGrid cols={3} spacing="xs">
        <NativeSelect
          size="xs"
          label={t('filters.readStatus')}
          value={filters.readStatus ?? ''}
          onChange={(event) => choose('readStatus', event.currentTarget.value)}
          data={[
            { value: '', label: t('filters.readStatuses.ALL') },
            ...chatReadFilters.map((value) => ({ value, label: t(`filters.readStatuses.${value}`) })),
          ]}
        />
        <NativeSelect
          size="xs"
          label={t('filters.period')}
          value={filters.period ?? ''}
          onChange={(event) => choose('period', event.currentTarget.value)}
          data={[
            { value: '', label: t('filters.periods.ANY') },
            ...chatPeriods.map((value) => ({ value, label: t(`filters.periods.${value}`) })),
          ]}
        />
        <NativeSelect
          size="xs"
          label={t('filters.side')}
          value={filters.side ?? ''}
          onChange={(event) => choose('side', event.currentTarget.value)}
          data={[
            { value: '', label: t('filters.sides.ALL') },
            ...chatSides.map((value) => ({ value, label: t(`filters.sides.${value}`) })),
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}
