import { Badge, Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CategoryWithSubcategories } from '../../../contract/categories/categories.schemas';
import { itemsPath } from './items-path';
import { kindOfCategory } from './find-category';

/** A main category as one link to its listings. */
export function CategoryCard({ category }: { category: CategoryWithSubcategories }) {
  const { t } = useTranslation('browse');
  return (
    <Card component={Link} to={itemsPath(category.id)} withBorder radius="md" padding="md">
      <Text fw={700}>{category.name}</Text>
      <Badge variant="light" mt="xs" color={category.usedFor === 'SERVICE' ? 'blue' : 'teal'}>
        {t(`items.kinds.${kindOfCategory(category)}`)}
      </Badge>
    </Card>
  );
}
