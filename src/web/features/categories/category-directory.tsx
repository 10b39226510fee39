import { useId } from 'react';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryWithSubcategories } from '../../../contract/categories/categories.schemas';
import type { ItemKind } from './find-category';
import { CategoryCard } from './category-card';
import { kindOfCategory } from './find-category';

const headingKey = { products: 'items.productCategories', services: 'items.serviceCategories' } as const;

/** Every main category, product categories and service categories apart, each a link to its listings. */
export function CategoryDirectory({
  categories,
  firstKind,
}: {
  categories: readonly CategoryWithSubcategories[];
  /** The kind shown first, e.g. the scope the header search was set to. */
  firstKind: ItemKind;
}) {
  const { t } = useTranslation('browse');
  const idPrefix = useId();
  const kinds: ItemKind[] = firstKind === 'services' ? ['services', 'products'] : ['products', 'services'];
  return (
    <Stack gap="xl" mt="xl">
      {kinds.map((kind) => {
        const ofKind = categories.filter((category) => kindOfCategory(category) === kind);
        if (ofKind.length === 0) return null;
        const headingId = `${idPrefix}-${kind}`;
        return (
          <section key={kind} aria-labelledby={headingId}>
            <Title order={2} size="h3" id={headingId}>
              {t(headingKey[kind])}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} mt="md">
              {ofKind.map((category) => (
                <CategoryCard key={category.id} category={category} />
              ))}
            </SimpleGrid>
          </section>
        );
      })}
    </Stack>
  );
}
