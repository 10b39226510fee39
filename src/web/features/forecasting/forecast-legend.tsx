import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { forecastColors } from './forecast-colors';

/** What the chart's line, dashed line and band mean (in the page's direction, unlike the chart). */
export function ForecastLegend() {
  const { t } = useTranslation('forecasting');
  return (
    <Group gap="lg" mt="sm" data-testid="forecast-legend">
      <Group gap={6} wrap="nowrap">
        <Box w={20} h={3} bg={forecastColors.actual} aria-hidden />
        <Text size="sm">{t('chart.legendSold')}</Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <Box w={20} style={{ borderBlockStart: `3px dashed ${forecastColors.mean}` }} aria-hidden />
        <Text size="sm">{t('chart.legendForecast')}</Text>
      </Group>
      <Group gap={6} wrap="nowrap" data-testid="forecast-interval-legend">
        <Box w={20} h={12} bg={forecastColors.interval} style={{ opacity: 0.45 }} aria-hidden />
        <Text size="sm">{t('chart.legendInterval')}</Text>
      </Group>
    </Group>
  );
}
