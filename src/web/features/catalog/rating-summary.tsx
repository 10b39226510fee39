import { Group, Text, type MantineSize } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatRating } from '../../lib/format';

/**
 * A star, the average and the number of ratings («4.5 (12)»), read out whole («Rated 4.5 out of 5 from
 * 12 reviews», the language's plural form). Nothing rated yet reads «No reviews yet», not «0.0 (0)»,
 * which looks like a bad score. One component for cards, the listing page, stores and supplier results.
 */
export function RatingSummary({
  avgRating,
  ratingsCount,
  size = 'sm',
}: {
  avgRating: number;
  ratingsCount: number;
  size?: MantineSize;
}) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.resolvedLanguage ?? 'en';
  const iconSize = size === 'xs' ? 14 : 16;
  if (ratingsCount === 0) {
    return (
      <Group gap={4} wrap="nowrap">
        <IconStar size={iconSize} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text size={size} c="dimmed" lineClamp={1}>
          {t('card.notRated')}
        </Text>
      </Group>
    );
  }
  const rating = formatRating(avgRating, lang);
  const count = formatNumber(ratingsCount, lang);
  return (
    <Group
      gap={4}
      wrap="nowrap"
      role="img"
      aria-label={t('card.ratingLabel', { rating, count: ratingsCount, formattedCount: count })}
    >
      <IconStarFilled size={iconSize} color="var(--mantine-color-yellow-6)" aria-hidden />
      <Text size={size} aria-hidden lineClamp={1}>
        {t('card.rating', { rating, count })}
      </Text>
    </Group>
  );
}
