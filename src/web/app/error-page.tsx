import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Shown when a page throws while rendering or fails to load; the error is logged, never shown raw. */
export function ErrorPage() {
  const { t } = useTranslation();
  console.error(useRouteError());
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>{t('errors.pageCrashed')}</Title>
        <Text c="dimmed">{t('errors.pageCrashedText')}</Text>
        <Button onClick={() => window.location.reload()}>{t('actions.retry')}</Button>
      </Stack>
    </Container>
  );
}
