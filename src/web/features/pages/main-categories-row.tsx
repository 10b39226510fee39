import { Button, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { itemsPath } from '../categories/items-path';
import { useMainCategories } from '../categories/use-categories';

/** Every main category as one link to its listings (`/items?categoryId=`); nothing until they load. */
export function MainCategoriesRow() {
  const { t } = useTranslation('home');
  const { data: categories = [] } = useMainCategories();
  if (categories.length === 0) return null;
  return (
    <nav aria-labelledby="main-categories-title">
      <Title order={2} size="h3" id="main-categories-title" mt="xl">
        {t('buyer.categories.title')}
      </Title>
      <Group gap="xs" mt="sm">
        {categories.map((category) => (
          <Button
            key={category.id}
            component={Link}
            to={itemsPath(category.id)}
            variant="light"
            color={category.usedFor === 'SERVICE' ? 'blue' : 'teal'}
            radius="xl"
            size="sm"
            // A long name («مستلزمات زراعية ومستلزمات الحيوانات الأليفة») wraps inside its pill on a
            // phone instead of being cut at the screen's edge.
            styles={{
              root: { height: 'auto', maxWidth: '100%' },
              inner: { minHeight: 'var(--button-height)' },
              label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.4, paddingBlock: 4 },
            }}
          >
            {category.name}
          </Button>
        ))}
      </Group>
    </nav>
  );
}
