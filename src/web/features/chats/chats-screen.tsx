import { useRef } from 'react';
import { Box, Center, em, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChatSide } from '../../../contract/chats/chats.schemas';
import { ChatConversation } from './chat-conversation';
import { ChatThreadList } from './chat-thread-list';
import { useChatLiveUpdates } from './use-chat-live-updates';
import { useFillViewport } from './use-fill-viewport';

/**
 * `/buyer/chats`, `/supplier/chats` and their `/{id}` (spec §2 Chats): the threads at the inline start
 * and the open conversation beside them on wide screens; on a phone one pane at a time, the list
 * without an id and the conversation with one. `side` is the role the screen belongs to, the side a
 * new chat is opened from.
 */
export function ChatsScreen({ side, threadId }: { side: ChatSide; threadId?: string }) {
  const { t } = useTranslation('chats');
  const screenRef = useRef<HTMLDivElement>(null);
  useFillViewport(screenRef, side === 'SUPPLIER' ? 16 : 0);
  useChatLiveUpdates(threadId);
  const isTwoPane = useMediaQuery(`(min-width: ${em(992)})`);

  return (
    <Box
      ref={screenRef}
      mih={420}
      style={{ display: 'flex', overflow: 'hidden', background: 'var(--mantine-color-body)' }}
      data-testid="chats-screen"
    >
      <Box
        component="section"
        aria-label={t('list.title')}
        visibleFrom={threadId ? 'md' : undefined}
        w={{ base: '100%', md: 360 }}
        style={{
          flexShrink: 0,
          display: 'flex',
          flexDirection: 'column',
          // Beside the conversation only: on a phone the list fills the width alone.
          borderInlineEnd: isTwoPane ? '1px solid var(--mantine-color-gray-3)' : undefined,
        }}
      >
        <ChatThreadList side={side} activeId={threadId} />
      </Box>
      <Box
        visibleFrom={threadId ? undefined : 'md'}
        style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
      >
        {threadId ? (
          <ChatConversation key={threadId} side={side} threadId={threadId} />
        ) : (
          <Center h="100%" p="xl" bg="gray.0">
            <Stack align="center" gap="xs" maw={320} ta="center">
              <ThemeIcon size={56} radius="xl" variant="light">
                <IconMessages size={30} aria-hidden />
              </ThemeIcon>
              <Text fw={700}>{t('conversation.noneOpen.title')}</Text>
              <Text size="sm" c="dimmed">
                {t('conversation.noneOpen.text')}
              </Text>
            </Stack>
          </Center>
        )}
      </Box>
    </Box>
  );
}
