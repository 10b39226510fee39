import { Card, Group, Rating, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SupplierAnalytics } from '../../../contract/analytics/analytics.schemas';
import { formatNumber, formatRating } from '../../lib/format';
import { ReviewItem } from '../reviews/review-item';

/** The company rating buyers see, and the newest reviews behind it. */
export function RatingSummary({
  rating,
  reviews,
}: {
  rating: SupplierAnalytics['rating'];
  reviews: SupplierAnalytics['latestReviews'];
}) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  const title = t('rating.title');
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={title}
      data-testid="rating-summary"
    >
      <Text fw={700} mb="sm">
        {title}
      </Text>
      <Group gap="sm" align="center">
        <Text fz={32} fw={700} lh={1} data-testid="rating-average">
          {formatRating(rating.average, lang)}
        </Text>
        <div>
          <Rating value={rating.average} fractions={10} readOnly size="sm" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('rating.count', { count: rating.count, formattedCount: formatNumber(rating.count, lang) })}
          </Text>
        </div>
      </Group>
      <Text fw={600} size="sm" mt="md" mb="xs">
        {t('rating.latest')}
      </Text>
      {reviews.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('rating.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
