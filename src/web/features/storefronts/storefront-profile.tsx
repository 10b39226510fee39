import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Storefront } from '../../../contract/catalog/catalog.schemas';
import { LocalizedText, useTextIn } from '../../components/localized-text';
import { RatingSummary } from '../catalog/rating-summary';

/** The supplier's picture (or initials), business name, city, rating and bio (line breaks kept). */
export function StorefrontProfile({ storefront }: { storefront: Storefront }) {
  const { t } = useTranslation(['storefront', 'catalog']);
  const textIn = useTextIn();
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap" mt={-48} px="md">
      <Avatar
        src={storefront.pfpUrl}
        alt=""
        name={storefront.businessName}
        color="initials"
        radius={999}
        size={112}
        style={{ border: '4px solid var(--mantine-color-body)', flexShrink: 0 }}
      />
      <Stack gap={6} pt={56} style={{ minWidth: 0 }}>
        <Title order={1}>
          <bdi>{storefront.businessName}</bdi>
        </Title>
        <Group gap="md">
          {storefront.city && (
            <Text c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
              <IconMapPin size={16} aria-hidden />
              <bdi>{storefront.city}</bdi>
            </Text>
          )}
          <RatingSummary avgRating={storefront.avgRating} ratingsCount={storefront.ratingsCount} size="md" />
        </Group>
        {/* Not `storeBio && …`: an empty bio would leave an empty text node, which the server's page
            does not have, and the browser's take-over would fail on the mismatch (decision 017). */}
        {textIn(storefront.storeBioAr, storefront.storeBioEn).text ? (
          <Text
            mt="xs"
            maw={720}
            style={{ whiteSpace: 'pre-line' }}
            aria-label={t('profile.bio')}
            data-testid="storefront-bio"
          >
            <LocalizedText ar={storefront.storeBioAr} en={storefront.storeBioEn} />
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
