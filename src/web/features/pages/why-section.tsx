import { Container, Image, SimpleGrid, Stack, Text, ThemeIcon, Title, Group } from '@mantine/core';
import {
  IconFileInvoice,
  IconGavel,
  IconMessages,
  IconShieldCheck,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Reveal } from '../../components/reveal';
import whyImage from '../../assets/why-tawrid.svg';

const points = [
  { key: 'verified', Icon: IconShieldCheck },
  { key: 'tenders', Icon: IconGavel },
  { key: 'groupBuying', Icon: IconUsersGroup },
  { key: 'invoices', Icon: IconFileInvoice },
  { key: 'direct', Icon: IconMessages },
] as const;

/** Why choose us: an image and five points (spec §2). */
export function WhySection() {
  const { t } = useTranslation('landing');
  return (
    // Its image is in a phone's first screen, below the hero: it slides in without a fade, so it is painted
    // with the page (a fade from transparent held the largest paint back 2 s in Lighthouse).
    <Reveal py={64} isFirstScreen>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Image src={whyImage} alt={t('why.imageAlt')} radius="lg" />
          <Stack gap="lg">
            <Title order={2}>{t('why.title')}</Title>
            {points.map(({ key, Icon }) => (
              <Group key={key} align="flex-start" wrap="nowrap" gap="md">
                <ThemeIcon size={44} radius="md" variant="light">
                  <Icon size={24} aria-hidden />
                </ThemeIcon>
                <div>
                  <Text fw={700}>{t(`why.points.${key}.title`)}</Text>
                  <Text c="dimmed">{t(`why.points.${key}.text`)}</Text>
                </div>
              </Group>
            ))}
          </Stack>
        </SimpleGrid>
      </Container>
    </Reveal>
  );
}
