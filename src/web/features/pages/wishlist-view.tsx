import { Button, Container, Paper, Text, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { useWishlist } from '../wishlist/use-wishlist';
import { WishlistEntry } from './wishlist-entry';
import { ItemCardGrid } from '../catalog/item-card-grid';

/** `/buyer/wishlist`: the buyer's saved products and services, newest first, or a way to find some. */
export function WishlistView() {
  const { t } = useTranslation('wishlist');
  const wishlist = useWishlist();

  return (
    <Container size="xl" py="xl">
      <Title order={1}>{t('page.title')}</Title>
      <Text c="dimmed" mt="xs">
        {t('page.lead')}
      </Text>
      <div aria-live="polite" aria-label={t('page.results')}>
        {wishlist.isPending ? (
          <PageSpinner />
        ) : wishlist.isError ? (
          <Paper withBorder p="lg" mt="xl" role="alert">
            <Text>{t('page.loadFailed')}</Text>
            <Button variant="light" mt="md" onClick={() => void wishlist.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Paper>
        ) : wishlist.data.length > 0 ? (
          <ItemCardGrid mt="xl">
            {wishlist.data.map((item) => (
              <WishlistEntry key={item._id} item={item} />
            ))}
          </ItemCardGrid>
        ) : (
          <Paper withBorder p="xl" mt="xl" ta="center" data-testid="wishlist-empty">
            <IconHeart size={40} color="var(--mantine-color-gray-5)" aria-hidden />
            <Title order={2} size="h3" mt="sm">
              {t('page.empty.title')}
            </Title>
            <Text c="dimmed" mt="xs">
              {t('page.empty.text')}
            </Text>
            <Button component={Link} to="/items" mt="lg">
              {t('page.empty.browse')}
            </Button>
          </Paper>
        )}
      </div>
    </Container>
  );
}
