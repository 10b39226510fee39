import { CloseButton, Group, Text } from '@mantine/core';
import { IconBriefcase, IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useListing } from '../catalog/use-listing';
import type { ListingReference } from './chat-routes';
import { useNameIn } from '../../components/localized-text';

/**
 * «About: <listing>» above the composer: the next message will carry this product or service, unless
 * the person dismisses it. Until its name loads (or if it cannot), the chip names only the kind.
 */
export function ChatReferenceChip({
  reference,
  onDismiss,
}: {
  reference: ListingReference;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('chats');
  const nameIn = useNameIn();
  const listing = useListing(reference.type === 'PRODUCT' ? 'products' : 'services', reference.id);
  const Icon = reference.type === 'PRODUCT' ? IconPackage : IconBriefcase;
  const label = listing.data
    ? t('composer.about', { name: nameIn(listing.data) })
    : t(`composer.aboutKind.${reference.type}`);
  return (
    <Group
      gap={6}
      wrap="nowrap"
      ps="sm"
      pe={4}
      py={2}
      w="fit-content"
      maw="100%"
      bg="teal.0"
      style={{ borderRadius: 999, border: '1px solid var(--mantine-color-teal-3)' }}
      data-testid="chat-reference-chip"
    >
      <Icon size={14} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" truncate>
        {label}
      </Text>
      <CloseButton size="sm" aria-label={t('composer.dismissAbout')} onClick={onDismiss} />
    </Group>
  );
}
