import { CompositeChart } from '@mantine/charts';
// Loaded with this screen, after the core styles (main.tsx): the charts' tooltips and colours.
import '@mantine/charts/styles.css';
import { Card, Text, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ForecastWeek, SoldWeek } from '../../../contract/forecasting/forecasting.schemas';
import { formatDate, formatNumber } from '../../lib/format';
import { chartAxisProps } from '../../lib/chart-direction';
import { forecastChartRows, type ForecastChartRow } from './forecast-chart-data';
import { forecastColors } from './forecast-colors';
import { ForecastLegend } from './forecast-legend';
import { ForecastTooltip } from './forecast-tooltip';

/**
 * Past weekly units as a line, then the forecast's mean as a dashed line inside its shaded 80% interval,
 * with a mark where this week starts. Recharts keeps its SVG left to right, so in Arabic the time axis is
 * reversed and the value axis moved to the right explicitly (chart-direction.ts).
 */
export function ForecastChart({
  history,
  weeks,
}: {
  history: readonly SoldWeek[];
  weeks: readonly ForecastWeek[];
}) {
  const { t, i18n } = useTranslation('forecasting');
  const lang = i18n.language;
  const { dir } = useDirection();
  const { xAxisProps, yAxisProps } = chartAxisProps(dir);
  const rows = forecastChartRows(history, weeks);
  const shortDate = (day: string) => formatDate(day, lang, { day: 'numeric', month: 'short' });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('chart.title')}>
      <Text fw={700}>{t('chart.title')}</Text>
      <Text size="xs" c="dimmed">
        {t('chart.axis')}
      </Text>
      <CompositeChart
        h={300}
        mt="md"
        data-testid="forecast-chart"
        data-x-reversed={String(xAxisProps.reversed)}
        data-y-orientation={yAxisProps.orientation}
        data={rows}
        dataKey="weekStart"
        curveType="linear"
        withDots={false}
        series={[
          {
            name: 'interval',
            label: t('chart.legendInterval'),
            type: 'area',
            color: forecastColors.interval,
          },
          { name: 'actual', label: t('chart.legendSold'), type: 'line', color: forecastColors.actual },
          {
            name: 'mean',
            label: t('chart.legendForecast'),
            type: 'line',
            color: forecastColors.mean,
            strokeDasharray: '6 4',
          },
        ]}
        areaProps={{ fillOpacity: 0.35, strokeWidth: 0 }}
        referenceLines={[
          {
            x: weeks[0]?.weekStart,
            label: t('chart.thisWeek'),
            color: 'gray.6',
            labelPosition: dir === 'rtl' ? 'insideTopRight' : 'insideTopLeft',
          },
        ]}
        xAxisProps={{ ...xAxisProps, tickFormatter: shortDate, minTickGap: 16 }}
        yAxisProps={{
          ...yAxisProps,
          allowDecimals: false,
          width: 40,
          tickFormatter: (value: number) => formatNumber(value, lang),
        }}
        tooltipProps={{
          content: ({ payload }) => (
            <ForecastTooltip row={payload?.[0]?.payload as ForecastChartRow | undefined} dir={dir} />
          ),
        }}
        tooltipAnimationDuration={150}
      />
      <ForecastLegend />
      <Text size="xs" c="dimmed" mt="xs">
        {t('chart.intervalHint')}
      </Text>
    </Card>
  );
}
