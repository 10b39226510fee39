import { Suspense } from 'react';
import { Anchor, Box, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageToggle } from '../../components/language-toggle';
import { Logo } from '../../components/logo';
import { PageSpinner } from '../../components/page-spinner';

/** Account pages (login, signup, verification, password reset): only a logo and the language toggle. */
export function SimpleLayout() {
  const { t } = useTranslation('layout');
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="xl" py="sm">
          <Group justify="space-between">
            <Anchor component={Link} to="/" aria-label={t('header.home')} underline="never">
              <Logo />
            </Anchor>
            <LanguageToggle />
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main">
        <Suspense fallback={<PageSpinner fillsScreen />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
