import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { choosePlanPath } from '../plans/use-plan';

/** Basic plan (403 PREMIUM_REQUIRED): the server's message, what forecasting gives, and the way to Premium. */
export function ForecastUpgradeCard({ message }: { message: string }) {
  const { t } = useTranslation('forecasting');
  return (
    <Card withBorder radius="md" padding="xl" data-testid="forecast-upgrade">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="yellow" aria-hidden>
          <IconCrown size={28} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('upgrade.title')}
        </Title>
        <Text fw={600}>{message}</Text>
        <Text c="dimmed" maw={520}>
          {t('upgrade.text')}
        </Text>
        <Button
          component={Link}
          to={choosePlanPath}
          mt="sm"
          leftSection={<IconCrown size={16} aria-hidden />}
        >
          {t('upgrade.action')}
        </Button>
      </Stack>
    </Card>
  );
}
