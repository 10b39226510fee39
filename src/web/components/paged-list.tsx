import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from './page-spinner';

/** What a paged list needs of TanStack Query's infinite query. */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
  refetch(): Promise<unknown>;
}

/** The texts a paged list shows. */
export interface PagedListLabels {
  results: string;
  loadFailed: string;
  loadMoreFailed: string;
  loadMore: string;
}

/** The labels under one key prefix of the feature's namespace: `<prefix>.results`, `.loadFailed`, … */
export function pagedListLabels(t: (key: string) => string, prefix: string): PagedListLabels {
  return {
    results: t(`${prefix}.results`),
    loadFailed: t(`${prefix}.loadFailed`),
    loadMoreFailed: t(`${prefix}.loadMoreFailed`),
    loadMore: t(`${prefix}.loadMore`),
  };
}

/**
 * A list loaded a page at a time: a spinner while the first page loads, the error with a retry when it
 * failed, the items with "load more" (and its own error), or the empty state. The texts are the feature's.
 */
export function PagedList<T>({
  query,
  items,
  renderItem,
  labels,
  empty,
  gap = 'sm',
}: {
  query: PagedQuery;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  labels: PagedListLabels;
  empty: ReactNode;
  gap?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite" aria-busy={query.isFetching} aria-label={labels.results}>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError && items.length === 0 ? (
        <Paper withBorder p="lg" mt="lg" role="alert">
          <Text>{labels.loadFailed}</Text>
          <Button variant="light" mt="md" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Paper>
      ) : items.length > 0 ? (
        <>
          <Stack component="ul" gap={gap} mt="lg" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map(renderItem)}
          </Stack>
          {query.isFetchNextPageError && (
            <Text c="red.8" mt="md" ta="center" role="alert">
              {labels.loadMoreFailed}
            </Text>
          )}
          {query.hasNextPage && (
            <Group justify="center" mt="lg">
              <Button
                variant="default"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
              >
                {labels.loadMore}
              </Button>
            </Group>
          )}
        </>
      ) : (
        empty
      )}
    </div>
  );
}

/** An empty list: an icon, what is missing, and what to do (`children`: an action, if any). */
export function EmptyState({
  icon,
  title,
  text,
  testId,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="xl" mt="lg" ta="center" data-testid={testId}>
      {icon}
      <Title order={2} size="h3" mt="sm">
        {title}
      </Title>
      <Text c="dimmed" mt="xs">
        {text}
      </Text>
      {children}
    </Paper>
  );
}
