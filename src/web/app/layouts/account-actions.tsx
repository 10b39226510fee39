import { Button, Group } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Role } from '../../features/auth/session';

/** What a visitor, or a supplier on a public page, can do from the header; a buyer has the profile menu. */
export function AccountActions({ role, stacked }: { role: Role; stacked?: boolean }) {
  const { t } = useTranslation('layout');
  if (role === 'supplier')
    return (
      <Button
        component={Link}
        to="/supplier/overview"
        variant="light"
        leftSection={<IconLayoutDashboard size={16} aria-hidden />}
        fullWidth={stacked}
      >
        {t('header.dashboard')}
      </Button>
    );
  return (
    <Group gap="xs" grow={stacked} wrap="nowrap">
      <Button component={Link} to="/login" variant="default">
        {t('header.login')}
      </Button>
      <Button component={Link} to="/signup">
        {t('header.signup')}
      </Button>
    </Group>
  );
}
