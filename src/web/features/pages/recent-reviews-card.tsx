import { Skeleton, Stack, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PublicReview } from '../../../contract/reviews/reviews.schemas';
import { ReviewItem } from '../reviews/review-item';
import { OverviewCard } from './overview-card';

/** The five newest reviews buyers wrote about the supplier. */
export function RecentReviewsCard({ reviews }: { reviews: readonly PublicReview[] | undefined }) {
  const { t } = useTranslation('home');
  return (
    <OverviewCard title={t('supplier.recentReviews.title')} Icon={IconStar}>
      {!reviews ? (
        <Skeleton h={72} />
      ) : reviews.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('supplier.recentReviews.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </Stack>
      )}
    </OverviewCard>
  );
}
