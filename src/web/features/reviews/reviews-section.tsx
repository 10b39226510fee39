import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRating } from '../../lib/format';
import { ReviewItem } from './review-item';
import { useReviews, type ReviewsSubject } from './use-reviews';

/**
 * «Reviews» on a product page and a storefront: the summary (average to one decimal and count), then
 * the reviews, newest first, with «show more».
 */
export function ReviewsSection({
  subject,
  avgRating,
  ratingsCount,
}: {
  subject: ReviewsSubject;
  avgRating: number;
  ratingsCount: number;
}) {
  const { t, i18n } = useTranslation('orders');
  const headingId = useId();
  const list = useReviews(subject);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby={headingId}>
      <Group gap="sm" align="baseline" mt="xl">
        <Title order={2} size="h3" id={headingId}>
          {t('reviews.title')}
        </Title>
        <Group gap={4}>
          <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
          <Text c="dimmed">
            {t('reviews.summary', {
              count: ratingsCount,
              rating: formatRating(avgRating, i18n.language),
            })}
          </Text>
        </Group>
      </Group>
      {list.isPending ? (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label={t('common:loading')} />
        </Group>
      ) : list.isError && items.length === 0 ? (
        <Text c="red.8" mt="sm" role="alert">
          {t('reviews.loadFailed')}
        </Text>
      ) : items.length === 0 ? (
        <Paper withBorder p="md" mt="sm" data-testid="reviews-empty">
          <Text c="dimmed">{t('reviews.empty')}</Text>
        </Paper>
      ) : (
        <>
          <Stack
            component="ul"
            gap="sm"
            mt="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('reviews.list')}
          >
            {items.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </Stack>
          {list.hasNextPage && (
            <Group justify="center" mt="md">
              <Button
                variant="default"
                onClick={() => void list.fetchNextPage()}
                loading={list.isFetchingNextPage}
              >
                {t('reviews.loadMore')}
              </Button>
            </Group>
          )}
        </>
      )}
    </section>
  );
}
