import { Container, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemCard } from '../catalog/item-card';
import type { ItemKind } from '../categories/find-category';
import { useSimilarListings } from './use-similar-listings';
import { ItemCardGrid } from '../catalog/item-card-grid';

/**
 * "Find alternatives" at the bottom of a product or service page: up to eight similar listings. It
 * appears once they have loaded, and not at all when there are none (or they failed, which is logged).
 */
export function SimilarListings({ kind, id }: { kind: ItemKind; id: string }) {
  const { t } = useTranslation('search');
  const headingId = useId();
  const similar = useSimilarListings(kind, id);
  const items = (similar.data ?? []).filter((item) => item.id !== id);
  if (items.length === 0) return null;
  return (
    <Container size="lg" pb="xl" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('alternatives.title')}
      </Title>
      <Text c="dimmed" mt="xs">
        {t('alternatives.lead')}
      </Text>
      <ItemCardGrid mt="md">
        {items.map((item, index) => (
          <ItemCard key={item.id ?? index} item={item} kind={kind} />
        ))}
      </ItemCardGrid>
    </Container>
  );
}
