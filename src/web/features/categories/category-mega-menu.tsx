import { useState } from 'react';
import { Box, Group, Menu, SimpleGrid, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuCloseDelayMs } from '../../lib/ui-constants';
import { CategoryMenuButton } from './category-menu-button';
import { itemsPath } from './items-path';
import { useCategoryTree } from './use-categories';

/**
 * The header's category menu: main categories on one side, the hovered (or focused) category's
 * subcategories on the other. It closes 500 ms after the pointer leaves (spec §9).
 */
export function CategoryMegaMenu() {
  const { t } = useTranslation('layout');
  const { data: categories = [], isError } = useCategoryTree();
  const [activeId, setActiveId] = useState<string | null>(null);
  const active = categories.find((category) => category.id === activeId) ?? categories[0];

  return (
    <Menu
      trigger="click-hover"
      openDelay={100}
      closeDelay={menuCloseDelayMs}
      position="bottom-start"
      width={720}
      shadow="md"
      loop={false}
    >
      <Menu.Target>
        <CategoryMenuButton />
      </Menu.Target>
      <Menu.Dropdown data-testid="category-menu">
        {isError && (
          <Text size="sm" c="dimmed" p="sm">
            {t('header.categoriesFailed')}
          </Text>
        )}
        <Group align="stretch" gap={0} wrap="nowrap">
          <Box w={260} style={{ borderInlineEnd: '1px solid var(--mantine-color-gray-2)' }}>
            {categories.map((category) => (
              <Menu.Item
                key={category.id}
                component={Link}
                to={itemsPath(category.id)}
                onMouseEnter={() => setActiveId(category.id)}
                onFocus={() => setActiveId(category.id)}
                bg={category.id === active?.id ? 'teal.0' : undefined}
                rightSection={<IconChevronRight size={14} className="mirror-in-rtl" aria-hidden />}
              >
                {category.name}
              </Menu.Item>
            ))}
          </Box>
          {active && (
            <Box p="xs" style={{ flex: 1 }}>
              <Menu.Label>{active.name}</Menu.Label>
              <SimpleGrid cols={2} spacing={0}>
                {active.subcategories.map((subcategory) => (
                  <Menu.Item key={subcategory.id} component={Link} to={itemsPath(subcategory.id)}>
                    {subcategory.name}
                  </Menu.Item>
                ))}
              </SimpleGrid>
              <Menu.Item component={Link} to={itemsPath(active.id)} c="teal.8" fw={600}>
                {t('header.allInCategory', { name: active.name })}
              </Menu.Item>
            </Box>
          )}
        </Group>
      </Menu.Dropdown>
    </Menu>
  );
}
