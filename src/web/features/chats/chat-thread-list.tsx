import { useMemo, useState } from 'react';
import { Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ChatSide } from '../../../contract/chats/chats.schemas';
import { chatsScreenPath } from '../../lib/page-paths';
import { useSession } from '../auth/use-session';
import type { ChatFilters } from './chats-cache';
import { ChatListFilters } from './chat-list-filters';
import { filtersFromSearch, filtersSearch, withFilters } from './chat-routes';
import { ChatThreadRow } from './chat-thread-row';
import { ChatsLoadFailed } from './chats-load-failed';
import { NewChatDialog } from './new-chat-dialog';
import { useChatThreads } from './use-chat-threads';

/**
 * The list pane: the title and «new chat», the search and filters (kept in the address), then the
 * threads, latest activity first, a page at a time.
 */
export function ChatThreadList({ side, activeId }: { side: ChatSide; activeId: string | undefined }) {
  const { t } = useTranslation('chats');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const list = useChatThreads(filters);
  const [isNewChatOpen, setIsNewChatOpen] = useState(false);
  const threads = list.data?.pages.flatMap((page) => page.items) ?? [];
  const isFiltered = Object.keys(filters).length > 0;
  const search = filtersSearch(filters);

  const changeFilters = (next: ChatFilters) =>
    setParams((current) => withFilters(current, next), { replace: true });

  return (
    <>
      <Stack gap="sm" p="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} size="h3">
            {t('list.title')}
          </Title>
          <Button
            size="xs"
            leftSection={<IconMessagePlus size={16} aria-hidden />}
            onClick={() => setIsNewChatOpen(true)}
          >
            {t('newChat.open')}
          </Button>
        </Group>
        <ChatListFilters filters={filters} onChange={changeFilters} />
      </Stack>
      <Box style={{ flex: 1, overflowY: 'auto' }} aria-busy={list.isFetching} data-testid="chat-thread-list">
        {list.isPending ? (
          <Group justify="center" p="xl">
            <Loader size="sm" aria-label={t('common:loading')} />
          </Group>
        ) : list.isError && threads.length === 0 ? (
          <ChatsLoadFailed
            error={list.error}
            isRetrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        ) : threads.length === 0 ? (
          <Stack align="center" gap="xs" p="xl" ta="center" data-testid="chats-empty">
            <Text fw={700}>{isFiltered ? t('list.emptyFiltered.title') : t('list.empty.title')}</Text>
            <Text size="sm" c="dimmed">
              {isFiltered ? t('list.emptyFiltered.text') : t('list.empty.text')}
            </Text>
            {isFiltered ? (
              <Button variant="light" size="xs" mt="xs" onClick={() => changeFilters({})}>
                {t('filters.clear')}
              </Button>
            ) : (
              <Button variant="light" size="xs" mt="xs" onClick={() => setIsNewChatOpen(true)}>
                {t('newChat.open')}
              </Button>
            )}
          </Stack>
        ) : (
          <>
            <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
              {threads.map((thread) => (
                <li key={thread.id}>
                  <ChatThreadRow
                    thread={thread}
                    to={`${chatsScreenPath(side, thread.id)}${search}`}
                    isActive={thread.id === activeId}
                    myId={user?.id}
                  />
                </li>
              ))}
            </Stack>
            {list.isFetchNextPageError && (
              <Text c="red.8" size="sm" p="sm" ta="center" role="alert">
                {t('list.loadMoreFailed')}
              </Text>
            )}
            {list.hasNextPage && (
              <Group justify="center" p="sm">
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => void list.fetchNextPage()}
                  loading={list.isFetchingNextPage}
                >
                  {t('list.loadMore')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Box>
      {isNewChatOpen && <NewChatDialog side={side} onClose={() => setIsNewChatOpen(false)} />}
    </>
  );
}
