import { useState } from 'react';
import { Alert, Avatar, Badge, Group, Loader, Modal, Stack, Text, NavLink, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ChatContact, ChatSide } from '../../../contract/chats/chats.schemas';
import { formErrorText } from '../../lib/form-errors';

import { chatsScreenPath } from '../../lib/page-paths';
import { minContactSearchLength, useChatContacts } from './use-chat-contacts';
import { useOpenChat } from './use-chat-actions';

/** How long typing pauses before the search asks the server. */
const searchDelayMs = 300;

/**
 * «New chat» (spec §2 Chats): find a business by its name or its manager's, then open the chat with it
 * from the screen's side (the buyer's pages open it as buyer, the supplier's as supplier) and go there.
 */
export function NewChatDialog({ side, onClose }: { side: ChatSide; onClose: () => void }) {
  const { t, i18n } = useTranslation('chats');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), searchDelayMs);
  const contacts = useChatContacts(debounced);
  const open = useOpenChat();
  const isSearching = debounced.length >= minContactSearchLength;

  const start = (contact: ChatContact) => {
    if (open.isPending) return;
    open.mutate(
      { counterpartId: contact.userId, mySide: side },
      {
        onSuccess: (thread) => {
          onClose();
          void navigate(chatsScreenPath(side, thread.id));
        },
      },
    );
  };

  let results = null;
  if (!isSearching) {
    results = (
      <Text size="sm" c="dimmed">
        {t('newChat.hint', { count: minContactSearchLength })}
      </Text>
    );
  } else if (contacts.isPending) {
    results = (
      <Group justify="center" p="md">
        <Loader size="sm" aria-label={t('common:loading')} />
      </Group>
    );
  } else if (contacts.isError) {
    results = (
      <Text size="sm" c="red.8" role="alert">
        {t('newChat.searchFailed')}
      </Text>
    );
  } else if (contacts.data.length === 0) {
    results = (
      <Text size="sm" c="dimmed">
        {t('newChat.noResults')}
      </Text>
    );
  } else {
    results = (
      <Stack
        component="ul"
        gap={4}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('newChat.results')}
      >
        {contacts.data.map((contact) => (
          <li key={contact.userId}>
            <NavLink
              component="button"
              onClick={() => start(contact)}
              disabled={open.isPending}
              style={{ borderRadius: 8 }}
              leftSection={
                <Avatar
                  src={contact.pfpUrl}
                  alt=""
                  name={contact.businessName}
                  color="initials"
                  radius="xl"
                />
              }
              label={
                <Text fw={600} size="sm" truncate>
                  <bdi>{contact.businessName}</bdi>
                </Text>
              }
              description={
                <>
                  <bdi>{contact.name}</bdi>
                  {contact.city && (
                    <>
                      {t('newChat.separator')}
                      <bdi>{contact.city}</bdi>
                    </>
                  )}
                </>
              }
              rightSection={
                open.isPending && open.variables.counterpartId === contact.userId ? (
                  <Loader size="xs" />
                ) : contact.isSupplier ? (
                  <Badge variant="light" size="sm">
                    {t('newChat.supplier')}
                  </Badge>
                ) : undefined
              }
            />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('newChat.title')}</Text>} centered>
      <Stack gap="md">
        <TextInput
          data-autofocus
          type="search"
          label={t('newChat.search')}
          placeholder={t('newChat.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <div aria-live="polite">{results}</div>
        {open.isError && (
          <Alert color="red" title={t('newChat.openFailed')}>
            {formErrorText(open.error, t, i18n.language)}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
