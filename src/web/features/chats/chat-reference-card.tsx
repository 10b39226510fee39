import { Anchor, Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase, IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatMessage } from '../../../contract/chats/chats.schemas';
import { listingPath } from './chat-routes';
import { ListingName } from '../../components/localized-text';

/** The product or service a message is about: its picture and name, a link to its page. */
export function ChatReferenceCard({ reference }: { reference: NonNullable<ChatMessage['reference']> }) {
  const { t } = useTranslation('chats');
  const Icon = reference.type === 'PRODUCT' ? IconPackage : IconBriefcase;
  return (
    <Anchor component={Link} to={listingPath(reference)} underline="never" c="inherit" display="block" mb={6}>
      <Group
        gap="xs"
        wrap="nowrap"
        p={6}
        bg="var(--mantine-color-body)"
        style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)' }}
      >
        {reference.imageUrl ? (
          <Image src={reference.imageUrl} alt="" w={44} h={44} radius="sm" fit="cover" />
        ) : (
          <ThemeIcon size={44} variant="light" radius="sm">
            <Icon size={22} aria-hidden />
          </ThemeIcon>
        )}
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {t(`reference.${reference.type}`)}
          </Text>
          <Text size="sm" fw={600} lineClamp={2}>
            <ListingName listing={reference} />
          </Text>
        </div>
      </Group>
    </Anchor>
  );
}
