import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a missing, unpublished or hidden listing shows: the not-found page's own words. */
export function ListingNotFound() {
  const { t } = useTranslation('not-found');
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="sm">
        <Text fz={96} fw={800} c="teal.8" lh={1} aria-hidden>
          {t('code')}
        </Text>
        <Title order={1}>{t('title')}</Title>
        <Text size="lg" fw={500}>
          {t('lead')}
        </Text>
        <Text c="dimmed">{t('text')}</Text>
        <Button component={Link} to="/" mt="md" size="md">
          {t('button')}
        </Button>
      </Stack>
    </Container>
  );
}
