import { Fragment, useLayoutEffect, useMemo, useRef } from 'react';
import { Box, Button, Divider, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatThread } from '../../../contract/chats/chats.schemas';
import { isReadByCounterpart } from './chats-cache';
import { ChatMessageBubble } from './chat-message-bubble';
import { riyadhDayOf } from '../../../contract/dates/riyadh';
import { formatMessageDay } from './chat-time';
import { ChatsLoadFailed } from './chats-load-failed';
import { useChatMessages } from './use-chat-thread';

/** How close to the bottom still counts as reading the latest messages (new ones then scroll in). */
const nearBottomPx = 96;

/**
 * The conversation's messages, oldest at the top and newest at the bottom, under a heading per day. It
 * opens at the bottom and follows new messages while the person is there (always for their own);
 * «load older» adds the previous page above without moving what is on screen.
 */
export function ChatMessageList({ thread, myId }: { thread: ChatThread; myId: string | undefined }) {
  const { t, i18n } = useTranslation('chats');
  const messages = useChatMessages(thread.id);
  const ordered = useMemo(
    () => (messages.data?.pages.flatMap((page) => page.items) ?? []).toReversed(),
    [messages.data],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const isNearBottom = useRef(true);
  const keptPosition = useRef<{ height: number; top: number } | null>(null);
  const shownEdges = useRef<{ oldest?: string; newest?: string }>({});
  const oldest = ordered[0];
  const newest = ordered.at(-1);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const previous = shownEdges.current;
    shownEdges.current = { oldest: oldest?.id, newest: newest?.id };
    const kept = keptPosition.current;
    if (kept && oldest?.id !== previous.oldest) {
      // Older messages went in above: keep the ones that were on screen where they were.
      keptPosition.current = null;
      element.scrollTop = element.scrollHeight - kept.height + kept.top;
    } else if (
      newest &&
      newest.id !== previous.newest &&
      (previous.newest === undefined || isNearBottom.current || newest.senderId === myId)
    ) {
      element.scrollTop = element.scrollHeight;
    }
  }, [oldest?.id, newest, myId]);

  const loadOlder = () => {
    const element = scrollRef.current;
    if (element) keptPosition.current = { height: element.scrollHeight, top: element.scrollTop };
    void messages.fetchNextPage();
  };

  const trackBottom = () => {
    const element = scrollRef.current;
    if (element)
      isNearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < nearBottomPx;
  };

  let content;
  if (messages.isPending) {
    content = (
      <Group justify="center" p="xl">
        <Loader size="sm" aria-label={t('common:loading')} />
      </Group>
    );
  } else if (messages.isError && ordered.length === 0) {
    content = (
      <ChatsLoadFailed
        error={messages.error}
        isRetrying={messages.isFetching}
        onRetry={() => void messages.refetch()}
      />
    );
  } else if (ordered.length === 0) {
    content = (
      <Text c="dimmed" ta="center" size="sm" p="xl" data-testid="chat-empty">
        {t('conversation.empty')}
      </Text>
    );
  } else {
    content = (
      <>
        {messages.hasNextPage && (
          <Group justify="center" mb="sm">
            <Button
              variant="default"
              size="xs"
              radius="xl"
              onClick={loadOlder}
              loading={messages.isFetchingNextPage}
            >
              {t('conversation.loadOlder')}
            </Button>
          </Group>
        )}
        {messages.isFetchNextPageError && (
          <Text c="red.8" size="sm" ta="center" mb="sm" role="alert">
            {t('conversation.loadOlderFailed')}
          </Text>
        )}
        {ordered.map((message, index) => {
          const isNewDay =
            index === 0 || riyadhDayOf(message.createdAt) !== riyadhDayOf(ordered[index - 1]!.createdAt);
          const isMine = message.senderId === myId;
          return (
            <Fragment key={message.id}>
              {isNewDay && (
                <Divider
                  my="sm"
                  labelPosition="center"
                  label={formatMessageDay(message.createdAt, i18n.language)}
                />
              )}
              <ChatMessageBubble
                message={message}
                isMine={isMine}
                isRead={isMine && isReadByCounterpart(message, thread.counterpartLastReadAt)}
                senderName={thread.counterpart.businessName}
                mySide={thread.mySide}
              />
            </Fragment>
          );
        })}
      </>
    );
  }

  return (
    <Box
      ref={scrollRef}
      onScroll={trackBottom}
      role="log"
      aria-label={t('conversation.messages')}
      px="md"
      py="sm"
      bg="gray.0"
      style={{ flex: 1, overflowY: 'auto' }}
      data-testid="chat-messages"
    >
      {content}
    </Box>
  );
}
