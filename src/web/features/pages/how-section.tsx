import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Reveal } from '../../components/reveal';
import { formatNumber } from '../../lib/format';

const steps = ['register', 'discover', 'deal', 'receive'] as const;

/** How it works: four numbered steps (spec §2). */
export function HowSection() {
  const { t, i18n } = useTranslation('landing');
  return (
    <Reveal py={64} bg="gray.0">
      <Container size="xl">
        <Title order={2} ta="center" mb="xl">
          {t('how.title')}
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 4 }}
          spacing="lg"
          component="ol"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {steps.map((key, index) => (
            <Card key={key} component="li" withBorder padding="lg" radius="md">
              <ThemeIcon size={40} radius="xl" fw={800} aria-hidden>
                {formatNumber(index + 1, i18n.resolvedLanguage ?? 'en')}
              </ThemeIcon>
              <Text fw={700} mt="md">
                {t(`how.steps.${key}.title`)}
              </Text>
              <Text c="dimmed" mt={4}>
                {t(`how.steps.${key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Reveal>
  );
}
