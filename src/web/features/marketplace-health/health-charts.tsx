import { BarChart, LineChart } from '@mantine/charts';
// Loaded with this screen, after the core styles (main.tsx): the charts' tooltips and colours.
import '@mantine/charts/styles.css';
import { Card, SimpleGrid, Text, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MarketplaceHealth } from '../../../contract/marketplace-health/marketplace-health.schemas';
import { riyalsOf } from '../../../contract/money/riyals';
import { chartAxisProps, chartText } from '../../lib/chart-direction';
import { formatDay, formatMoney, formatNumber } from '../../lib/format';

/** Cities shown in the chart; the list below the charts has them all. */
const chartedCities = 8;

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Text fw={700}>{title}</Text>
      {children}
    </Card>
  );
}

/**
 * Daily GMV and orders, orders by status, and GMV by city. Oldest day first in reading order (right to
 * left in Arabic, chart-direction.ts); money is halalas, the axis compact riyals, the tooltip exact.
 * Each chart takes its card's width, so they fit a 390 px phone one under the other.
 */
export function HealthCharts({ health }: { health: MarketplaceHealth }) {
  const { t, i18n } = useTranslation('marketplace-health');
  const lang = i18n.language;
  const { dir } = useDirection();
  const { xAxisProps, yAxisProps } = chartAxisProps(dir);
  const money = (value: number) => formatMoney(value, lang);
  const count = (value: number) => formatNumber(value, lang);
  const compactRiyals = (value: number) =>
    chartText(dir, formatNumber(riyalsOf(value), lang, { notation: 'compact', maximumFractionDigits: 1 }));
  const wholeCount = (value: number) =>
    chartText(dir, formatNumber(value, lang, { maximumFractionDigits: 0 }));
  const days = health.days.map((day) => ({
    ...day,
    label: formatDay(day.day, lang, { day: 'numeric', month: 'short' }),
  }));
  const statuses = health.ordersByStatus.map((entry) => ({
    label: t(`status.${entry.status}`),
    count: entry.count,
  }));
  const cities = health.cities.slice(0, chartedCities).map((city) => ({
    label: lang === 'ar' ? city.city.ar : city.city.en,
    gmv: city.gmv,
  }));
  const tooltipProps = { wrapperStyle: { direction: dir } } as const;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard title={t('charts.dailyGmv')}>
        <BarChart
          h={220}
          mt="md"
          data={days}
          dataKey="label"
          series={[{ name: 'gmv', label: t('kpi.gmv'), color: 'teal.6' }]}
          valueFormatter={money}
          xAxisProps={xAxisProps}
          yAxisProps={{ ...yAxisProps, tickFormatter: compactRiyals, width: 48 }}
          tooltipProps={tooltipProps}
          tooltipAnimationDuration={150}
        />
      </ChartCard>
      <ChartCard title={t('charts.dailyOrders')}>
        <LineChart
          h={220}
          mt="md"
          data={days}
          dataKey="label"
          series={[{ name: 'orderCount', label: t('kpi.orderCount'), color: 'blue.6' }]}
          valueFormatter={count}
          xAxisProps={xAxisProps}
          yAxisProps={{ ...yAxisProps, tickFormatter: wholeCount, allowDecimals: false, width: 40 }}
          tooltipProps={tooltipProps}
          tooltipAnimationDuration={150}
          curveType="linear"
          withDots={health.days.length <= 31}
        />
      </ChartCard>
      <ChartCard title={t('charts.ordersByStatus')}>
        <BarChart
          h={220}
          mt="md"
          data={statuses}
          dataKey="label"
          series={[{ name: 'count', label: t('kpi.orderCount'), color: 'indigo.6' }]}
          valueFormatter={count}
          xAxisProps={xAxisProps}
          yAxisProps={{ ...yAxisProps, tickFormatter: wholeCount, allowDecimals: false, width: 40 }}
          tooltipProps={tooltipProps}
          tooltipAnimationDuration={150}
        />
      </ChartCard>
      <ChartCard title={t('charts.gmvByCity')}>
        {cities.length === 0 ? (
          <Text size="sm" c="dimmed" mt="md">
            {t('empty')}
          </Text>
        ) : (
          <BarChart
            h={Math.max(120, cities.length * 36)}
            mt="md"
            data={cities}
            dataKey="label"
            orientation="vertical"
            series={[{ name: 'gmv', label: t('kpi.gmv'), color: 'teal.6' }]}
            valueFormatter={money}
            xAxisProps={{ ...xAxisProps, tickFormatter: compactRiyals }}
            yAxisProps={{ ...yAxisProps, width: 90 }}
            tooltipProps={tooltipProps}
            tooltipAnimationDuration={150}
          />
        )}
      </ChartCard>
    </SimpleGrid>
  );
}
