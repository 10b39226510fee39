import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The not-found content (spec §2: code 404, title, lead, text, button to /), for the catch-all page and for missing items. */
export function NotFoundContent() {
  const { t } = useTranslation('not-found');
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="sm">
        <Text fz={96} fw={800} c="teal.9" lh={1} aria-hidden>
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
