import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Reveal } from '../../components/reveal';

export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <Reveal
      isFirstScreen
      bg="linear-gradient(135deg, var(--mantine-color-teal-9), var(--mantine-color-teal-6))"
      c="white"
      py={{ base: 48, md: 96 }}
    >
      <Container size="xl">
        <Title order={1} maw={760} fz={{ base: 30, md: 46 }} lh={1.25}>
          {t('hero.title')}
        </Title>
        <Text size="lg" maw={680} mt="md" opacity={0.92} lh={1.8}>
          {t('hero.text')}
        </Text>
        <Group mt="xl">
          <Button
            component={Link}
            to="/signup"
            size="lg"
            color="yellow"
            c="dark"
            rightSection={<IconArrowRight size={18} className="mirror-in-rtl" aria-hidden />}
          >
            {t('hero.getStarted')}
          </Button>
          <Button component="a" href="#explore" size="lg" variant="outline" color="white">
            {t('hero.explore')}
          </Button>
        </Group>
      </Container>
    </Reveal>
  );
}
