import { Button, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchScope } from './search-scopes';

/** Nothing matched: the message names the query and offers the category directory instead. */
export function SearchEmpty({ query, kind }: { query: string; kind: SearchScope }) {
  const { t } = useTranslation('search');
  return (
    <Stack gap="xs" mt="xl" align="flex-start" data-testid="search-empty">
      <Text fw={600}>
        <Trans t={t} i18nKey={`empty.${kind}`} values={{ query }} components={{ query: <bdi /> }} />
      </Text>
      <Text c="dimmed">{t('empty.suggestion')}</Text>
      <Button component={Link} to="/items" variant="light" mt="xs">
        {t('empty.browse')}
      </Button>
    </Stack>
  );
}
