import { Suspense } from 'react';
import { Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageToggle } from '../../components/language-toggle';
import { Logo } from '../../components/logo';
import { PageSpinner } from '../../components/page-spinner';

/** Issue 25: the console's sign-in and setup pages: the logo, the console's name and the language toggle. */
export function OperatorEntryLayout() {
  const { t } = useTranslation('operators');
  return (
    <Box mih="100vh" bg="gray.0">
      <meta name="robots" content="noindex, nofollow" />
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="xl" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Logo />
              <Text size="sm" fw={700} c="dimmed">
                {t('layout.console')}
              </Text>
            </Group>
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
