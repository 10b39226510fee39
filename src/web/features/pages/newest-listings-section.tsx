import { Anchor, Button, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { ItemCard } from '../catalog/item-card';
import { useNewestProducts } from './use-newest-products';
import { ItemCardGrid } from '../catalog/item-card-grid';

/** The buyer's homepage: a grid of the newest products on the marketplace, with a way to all categories. */
export function NewestListingsSection() {
  const { t } = useTranslation('home');
  const newest = useNewestProducts();
  return (
    <section aria-labelledby="newest-listings-title">
      <Group justify="space-between" align="baseline" mt="xl">
        <Title order={2} id="newest-listings-title">
          {t('buyer.newest.title')}
        </Title>
        <Anchor component={Link} to="/items">
          {t('buyer.newest.browseAll')}
        </Anchor>
      </Group>
      <div aria-live="polite">
        {newest.isPending ? (
          <PageSpinner />
        ) : newest.isError ? (
          <Group mt="md" gap="sm">
            <Text c="dimmed">{t('buyer.newest.failed')}</Text>
            <Button
              size="xs"
              variant="light"
              loading={newest.isFetching}
              onClick={() => void newest.refetch()}
            >
              {t('common:actions.retry')}
            </Button>
          </Group>
        ) : newest.data.length > 0 ? (
          <ItemCardGrid mt="md" data-testid="newest-listings">
            {newest.data.map((item, index) => (
              <ItemCard key={item.id ?? index} item={item} kind="products" />
            ))}
          </ItemCardGrid>
        ) : (
          <Text c="dimmed" mt="md" data-testid="newest-empty">
            {t('buyer.newest.empty')}
          </Text>
        )}
      </div>
    </section>
  );
}
