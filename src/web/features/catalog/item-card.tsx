import { Card, Group, Image, Text } from '@mantine/core';
import { IconPhoto, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, formatRating } from '../../lib/format';
import type { CardItem } from './card-item';

/** Product or service card (spec §2): first image, name, supplier, rating with count, price, fixed marker. */
export function ItemCard({ item, showFixed }: { item: CardItem; showFixed: boolean }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.resolvedLanguage ?? 'en';
  const rating = formatRating(item.avgRating, lang);
  const count = formatNumber(item.ratingsCount, lang);
  return (
    <Card withBorder padding="sm" radius="md" component="article">
      <Card.Section>
        {item.imageUrl ? (
          <Image src={item.imageUrl} alt="" h={160} fit="cover" />
        ) : (
          <Group h={160} justify="center" bg="gray.1" aria-label={t('card.noImage')} role="img">
            <IconPhoto size={40} color="var(--mantine-color-gray-5)" aria-hidden />
          </Group>
        )}
      </Card.Section>
      <Text fw={600} mt="sm" lineClamp={2}>
        {item.name ?? t('card.noName')}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={1}>
        {item.supplierName ?? t('card.unknownSupplier')}
      </Text>
      <Group gap={4} mt={4} aria-label={t('card.ratingLabel', { rating, count })}>
        <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
        <Text size="sm" aria-hidden>
          {t('card.rating', { rating, count })}
        </Text>
      </Group>
      <Text fw={700} mt={4}>
        {formatMoney(item.price, lang)}
        {showFixed && !item.isPriceNegotiable ? t('card.fixed') : ''}
      </Text>
    </Card>
  );
}
