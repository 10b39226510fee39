import { useState } from 'react';
import { CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { tenderSorts } from '../../../contract/tenders/tenders.schemas';
import { ChoiceChips } from '../../components/choice-chips';
import type { OpenTendersFilter } from './use-tender-offers';

/** How long typing pauses before the search asks the server. */
const searchDelayMs = 300;

/** Every open tender, or only those the supplier sent an offer on. */
const scopes = ['open', 'joined'] as const;

/**
 * The open tenders' filters (spec §2): all open or joined only, a search by name, activity or
 * organization, and the order by submission deadline.
 */
export function OpenTendersFilters({
  value,
  onChange,
}: {
  value: OpenTendersFilter;
  onChange: (next: OpenTendersFilter) => void;
}) {
  const { t } = useTranslation('tender-offers');
  // What is typed shows at once; the list follows once typing pauses.
  const [typed, setTyped] = useState({ text: value.q, forQ: value.q });
  const applySearch = useDebouncedCallback((text: string) => {
    const q = text.trim();
    setTyped((current) => ({ ...current, forQ: q }));
    onChange({ ...value, q });
  }, searchDelayMs);
  // The address changed by other means (back, a link): show its search.
  const text = typed.forQ === value.q ? typed.text : value.q;

  return (
    <Group gap="md" align="end" wrap="wrap">
      <ChoiceChips
        label={t('filters.show')}
        choices={scopes}
        labelOf={(scope) => t(`filters.scopes.${scope}`)}
        value={value.isJoinedOnly ? 'joined' : 'open'}
        onChange={(scope) => onChange({ ...value, isJoinedOnly: scope === 'joined' })}
      />
      <TextInput
        type="search"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        maxLength={100}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setTyped({ text: next, forQ: value.q });
          applySearch(next);
        }}
        rightSection={
          text ? (
            <CloseButton
              size="sm"
              aria-label={t('filters.clearSearch')}
              onClick={() => {
                setTyped({ text: '', forQ: '' });
                applySearch.cancel();
                onChange({ ...value, q: '' });
              }}
            />
          ) : undefined
        }
        flex="1 1 220px"
      />
      <NativeSelect
        label={t('filters.sort')}
        value={value.sort}
        onChange={(event) => {
          const sort = tenderSorts.find((candidate) => candidate === event.currentTarget.value);
          if (sort) onChange({ ...value, sort });
        }}
        data={tenderSorts.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
        w={{ base: '100%', xs: 220 }}
      />
    </Group>
  );
}
