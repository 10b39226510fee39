import { Group, Paper, Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicReview } from '../../../contract/reviews/reviews.schemas';
import { formatDate, formatNumber } from '../../lib/format';
import { ReportButton } from '../reports/report-button';

/** One review: stars, the buyer's business, the date and the comment. */
export function ReviewItem({ review }: { review: PublicReview }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  return (
    <Paper component="li" withBorder p="md" data-testid="review">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="sm">
          <Rating
            value={review.rating}
            readOnly
            // A picture of stars with its words: aria-label is not allowed on a plain div (Lighthouse, axe).
            role="img"
            size="sm"
            aria-label={t('reviews.ratingLabel', { rating: formatNumber(review.rating, lang) })}
          />
          <Text fw={600}>
            <bdi>{review.buyerBusinessName}</bdi>
          </Text>
        </Group>
        <Text size="sm" c="dimmed" component="time" dateTime={review.createdAt}>
          {formatDate(review.createdAt, lang)}
        </Text>
      </Group>
      {/* A review is in the language its writer chose, whatever the page's: its own direction. */}
      {review.text && (
        <Text mt="xs" dir="auto" style={{ whiteSpace: 'pre-line' }}>
          {review.text}
        </Text>
      )}
      <ReportButton subjectType="REVIEW" subjectId={review.id} />
    </Paper>
  );
}
