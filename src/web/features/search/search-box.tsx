import { useState, type FormEvent } from 'react';
import { ActionIcon, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchScopes, type SearchScope } from './search-scopes';

/**
 * Header search with a products / services / suppliers selector; results live at /items. `onSearch` runs
 * once a search is sent (the phone menu closes itself, so the results are not hidden behind it).
 */
export function SearchBox({ onSearch }: { onSearch?: () => void } = {}) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const [scope, setScope] = useState<SearchScope>('products');
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    void navigate(`/items?${new URLSearchParams({ type: scope, q: query })}`);
    onSearch?.();
  };

  return (
    <Group component="form" role="search" onSubmit={submit} gap={0} wrap="nowrap" style={{ flex: 1 }}>
      <NativeSelect
        aria-label={t('header.search.scope')}
        value={scope}
        onChange={(event) => setScope(event.currentTarget.value as SearchScope)}
        data={searchScopes.map((value) => ({ value, label: t(`header.search.${value}`) }))}
        styles={{ input: { borderStartEndRadius: 0, borderEndEndRadius: 0 } }}
        w={130}
      />
      <TextInput
        aria-label={t('header.search.label')}
        placeholder={t('header.search.placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        type="search"
        style={{ flex: 1 }}
        styles={{ input: { borderRadius: 0 } }}
      />
      <ActionIcon
        type="submit"
        size={36}
        aria-label={t('header.search.submit')}
        style={{ borderStartStartRadius: 0, borderEndStartRadius: 0 }}
      >
        <IconSearch size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
