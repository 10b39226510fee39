import { Paper, Rating, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import type { OrdersSide } from './use-orders';

/** The buyer's review of the supplier for this order, once written. */
export function OrderReviewCard({
  review,
  side,
}: {
  review: { rating: number; text: string };
  side: OrdersSide;
}) {
  const { t, i18n } = useTranslation('orders');
  return (
    <Paper withBorder p="md" data-testid="order-review">
      <Title order={2} size="h4">
        {side === 'buyer' ? t('details.yourReview') : t('details.supplierReview')}
      </Title>
      <Rating
        value={review.rating}
        readOnly
        // A picture of stars with its words: aria-label is not allowed on a plain div (Lighthouse, axe).
        role="img"
        mt="xs"
        aria-label={t('reviews.ratingLabel', { rating: formatNumber(review.rating, i18n.language) })}
      />
      {review.text && <Text mt="xs">{review.text}</Text>}
    </Paper>
  );
}
