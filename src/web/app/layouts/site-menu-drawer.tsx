import { Divider, Drawer, NavLink, Stack, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageToggle } from '../../components/language-toggle';
import { Logo } from '../../components/logo';
import { itemsPath } from '../../features/categories/items-path';
import { SearchBox } from '../../features/search/search-box';
import { useCategoryTree } from '../../features/categories/use-categories';
import type { Role } from '../../features/auth/session';
import { AccountActions } from './account-actions';

/**
 * The header's menu on phones: search, account actions, categories and the language. Loaded when first
 * opened, so the drawer's code is not part of the first page load.
 */
export function SiteMenuDrawer({
  role,
  opened,
  onClose,
}: {
  role: Role;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('layout');
  const { dir } = useDirection();
  const { data: categories = [] } = useCategoryTree();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={dir === 'rtl' ? 'left' : 'right'}
      size="85%"
      title={<Logo size="sm" />}
      hiddenFrom="md"
    >
      <Stack gap="md">
        <SearchBox onSearch={onClose} />
        {role !== 'buyer' && <AccountActions role={role} stacked />}
        <Divider label={t('header.categories')} labelPosition="center" />
        <Stack gap={0}>
          {categories.map((category) => (
            <NavLink
              key={category.id}
              component={Link}
              to={itemsPath(category.id)}
              label={category.name}
              onClick={onClose}
            />
          ))}
        </Stack>
        <Divider />
        <LanguageToggle fullWidth />
      </Stack>
    </Drawer>
  );
}
