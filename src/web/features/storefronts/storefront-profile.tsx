import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Storefront } from '../../../contract/catalog/catalog.schemas';
import { formatNumber, formatRating } from '../../lib/format';
import { LocalizedText, useTextIn } from '../../components/localized-text';

/** The supplier's picture (or initials), business name, city, rating and bio (line breaks kept). */
export function StorefrontProfile({ storefront }: { storefront: Storefront }) {
  const { t, i18n } = useTranslation(['storefront', 'catalog']);
  const textIn = useTextIn();
  const rating = formatRating(storefront.avgRating, i18n.language);
  const count = formatNumber(storefront.ratingsCount, i18n.language);
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
          <Group
            gap={4}
            aria-label={t('catalog:card.ratingLabel', {
              rating,
              count: storefront.ratingsCount,
              formattedCount: count,
            })}
            role="group"
          >
            <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
            <Text aria-hidden>{t('catalog:card.rating', { rating, count })}</Text>
          </Group>
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
