import { useEffect } from 'react';
import { ActionIcon, Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ChatMessageSchema, type ChatSide } from '../../../contract/chats/chats.schemas';
import { BidiText } from '../../components/bidi-text';
import { useStreamMessage } from '../../lib/live-stream';

import { newInvoicePath, chatsScreenPath } from '../../lib/page-paths';
import { useSession } from '../auth/use-session';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import { filtersFromSearch, filtersSearch, referenceFromSearch } from './chat-routes';
import { ChatsLoadFailed } from './chats-load-failed';
import { useMarkChatRead } from './use-chat-actions';
import { isNotFoundError, useChatThread } from './use-chat-thread';

/**
 * The open thread: who it is with, the messages and the composer. Opening it marks it read, and so
 * does each message from the other side that arrives while it is open. `?ref=` (from a listing's «Chat
 * with supplier») offers that listing as the subject of the next message. Where the person is the
 * supplier, «Issue invoice» opens the invoice form for the other side; the invoice comes back here.
 */
export function ChatConversation({ side, threadId }: { side: ChatSide; threadId: string }) {
  const { t } = useTranslation('chats');
  const { user } = useSession();
  const thread = useChatThread(threadId);
  const { mutate: markRead } = useMarkChatRead(threadId);
  const [params, setParams] = useSearchParams();
  const reference = referenceFromSearch(params);
  const listPath = `${chatsScreenPath(side)}${filtersSearch(filtersFromSearch(params))}`;
  const isLoaded = thread.isSuccess;

  useEffect(() => {
    if (isLoaded) markRead();
  }, [isLoaded, markRead]);

  useStreamMessage<unknown>('CHAT_MESSAGE', (payload) => {
    const message = ChatMessageSchema.safeParse(payload);
    if (
      isLoaded &&
      message.success &&
      message.data.threadId === threadId &&
      message.data.senderId !== user?.id
    )
      markRead();
  });

  const dismissReference = () =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('ref');
        return updated;
      },
      { replace: true },
    );

  const back = (
    <ActionIcon
      component={Link}
      to={listPath}
      variant="subtle"
      color="dark"
      size="lg"
      hiddenFrom="md"
      aria-label={t('conversation.back')}
    >
      {/* Back points to the start of the line: left in English, right in Arabic. */}
      <IconArrowLeft size={20} className="mirror-in-rtl" aria-hidden />
    </ActionIcon>
  );

  if (thread.isPending) {
    return (
      <Group p="md" gap="sm">
        {back}
        <Text c="dimmed" size="sm">
          {t('common:loading')}
        </Text>
      </Group>
    );
  }
  if (thread.isError) {
    return (
      <Stack p="md" gap="sm">
        <Group>{back}</Group>
        {isNotFoundError(thread.error) ? (
          <Stack align="center" ta="center" gap="xs" p="xl" data-testid="chat-not-found">
            <Text fw={700}>{t('conversation.notFound.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('conversation.notFound.text')}
            </Text>
            <Button component={Link} to={listPath} variant="light" size="xs" mt="xs">
              {t('conversation.notFound.back')}
            </Button>
          </Stack>
        ) : (
          <ChatsLoadFailed
            error={thread.error}
            isRetrying={thread.isFetching}
            onRetry={() => void thread.refetch()}
          />
        )}
      </Stack>
    );
  }

  const { counterpart } = thread.data;
  return (
    <>
      <Group
        component="header"
        gap="sm"
        px="md"
        py="sm"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        {back}
        <Avatar
          src={counterpart.pfpUrl}
          alt=""
          name={counterpart.businessName}
          color="initials"
          radius="xl"
        />
        {/*
         * The name takes the room the invoice button leaves, and more lines when it needs them: on a
         * supplier's phone a one-line name was cut to «مؤسسة الأفق …».
         */}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text component="h2" fw={700} size="md" m={0}>
            <BidiText>{counterpart.businessName}</BidiText>
          </Text>
          <Text size="xs" c="dimmed">
            <bdi>{counterpart.name}</bdi>
            {t('conversation.sideSeparator')}
            {t(`conversation.youAre.${thread.data.mySide}`)}
          </Text>
        </div>
        {thread.data.mySide === 'SUPPLIER' && (
          <Button
            component={Link}
            to={newInvoicePath({ buyerId: counterpart.userId, chatId: threadId })}
            variant="light"
            size="xs"
            ms="auto"
            leftSection={<IconFileInvoice size={16} aria-hidden />}
            style={{ flexShrink: 0 }}
            data-testid="chat-issue-invoice"
          >
            {t('conversation.issueInvoice')}
          </Button>
        )}
      </Group>
      <ChatMessageList thread={thread.data} myId={user?.id} />
      <ChatComposer threadId={threadId} reference={reference} onReferenceDone={dismissReference} />
    </>
  );
}
