import { Button, type ButtonProps } from '@mantine/core';
import { IconCategory, IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The header's "Categories" button: the category menu's target, and what the header shows while that menu
 * (and the popover code under it) loads, so the header does not move.
 */
export function CategoryMenuButton(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('layout');
  return (
    <Button
      variant="subtle"
      color="dark"
      leftSection={<IconCategory size={18} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      {...props}
    >
      {t('header.categories')}
    </Button>
  );
}
