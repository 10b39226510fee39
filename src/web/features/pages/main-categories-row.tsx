import { Button, Group, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { itemsPath } from '../categories/items-path';
import { useMainCategories } from '../categories/use-categories';

/**
 * Every main category as one link to its listings (`/items?categoryId=`); nothing until they load. On a
 * phone they form one row that scrolls sideways within itself, so the products below start in the
 * first screen instead of under six rows of categories.
 */
export function MainCategoriesRow() {
  const { t } = useTranslation('home');
  const { data: categories = [] } = useMainCategories();
  const isPhone = useMediaQuery('(max-width: 47.99em)', true);
  if (categories.length === 0) return null;
  return (
    <nav aria-labelledby="main-categories-title">
      <Title order={2} size="h3" id="main-categories-title" mt="xl">
        {t('buyer.categories.title')}
      </Title>
      <Group
        gap="xs"
        mt="sm"
        wrap={isPhone ? 'nowrap' : 'wrap'}
        // The pill cut at the row's end shows that the row scrolls (the phone check's marked scroller).
        data-scroll-affordance={isPhone ? '' : undefined}
        style={isPhone ? { overflowX: 'auto', scrollbarWidth: 'none', paddingBlockEnd: 4 } : undefined}
      >
        {categories.map((category) => (
          <Button
            key={category.id}
            component={Link}
            to={itemsPath(category.id)}
            variant="light"
            color={category.usedFor === 'SERVICE' ? 'blue' : 'teal'}
            radius="xl"
            size="sm"
            style={{ flexShrink: 0 }}
          >
            {category.name}
          </Button>
        ))}
      </Group>
    </nav>
  );
}
