import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { marketplaceHealthEndpoints } from '../../../contract/marketplace-health/marketplace-health.endpoints';
import { requestPath } from '../../../contract/http/endpoint';
import { PageSpinner } from '../../components/page-spinner';
import { formatDay } from '../../lib/format';
import { HealthCharts } from './health-charts';
import { HealthCityTable } from './health-city-table';
import { HealthKpiCard } from './health-kpi-card';
import { HealthPeriodPicker, type HealthSelection } from './health-period-picker';
import { healthQueryOf, useMarketplaceHealth } from './use-marketplace-health';

const kpis = [
  { key: 'gmv', kind: 'money' },
  { key: 'orderCount', kind: 'count' },
  { key: 'newBusinessCount', kind: 'count' },
  { key: 'activeSupplierCount', kind: 'count' },
  { key: 'tendersPublishedCount', kind: 'count' },
  { key: 'tendersAwardedCount', kind: 'count' },
  { key: 'groupPurchasesStartedCount', kind: 'count' },
  { key: 'groupPurchasesCompletedCount', kind: 'count' },
] as const;

/** `/operator/health`: the marketplace's figures for a period, against the period before (decision 034). */
export function MarketplaceHealthView() {
  const { t, i18n } = useTranslation('marketplace-health');
  const lang = i18n.language;
  const [selection, setSelection] = useState<HealthSelection>({ kind: 'PRESET', period: 'LAST_30_DAYS' });
  const { data: health, isPending, isError, refetch } = useMarketplaceHealth(selection);
  const day = (value: string) => formatDay(value, lang, { day: 'numeric', month: 'short', year: 'numeric' });
  // The server builds the CSV (one row per day and city); the browser downloads it with the operator's cookie.
  const csvHref = requestPath(
    marketplaceHealthEndpoints.downloadMarketplaceHealthCsv.path,
    {},
    healthQueryOf(selection),
  );

  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Button
          component="a"
          href={csvHref}
          download
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('exportCsv')}
        </Button>
      </Group>
      <HealthPeriodPicker value={selection} onChange={setSelection} />
      {health && (
        <Text size="sm" c="dimmed">
          {t('comparedWith', {
            from: day(health.from),
            to: day(health.to),
            previousFrom: day(health.previousFrom),
            previousTo: day(health.previousTo),
          })}
        </Text>
      )}
      {isPending ? (
        <PageSpinner />
      ) : isError && !health ? (
        <Alert color="red" role="alert">
          <Text>{t('loadFailed')}</Text>
          <Button variant="light" mt="sm" onClick={() => void refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      ) : (
        health && (
          <>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              {kpis.map((kpi) => (
                <HealthKpiCard
                  key={kpi.key}
                  label={t(`kpi.${kpi.key}`)}
                  current={health.current[kpi.key]}
                  previous={health.previous[kpi.key]}
                  kind={kpi.kind}
                />
              ))}
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t('definitions')}
            </Text>
            <HealthCharts health={health} />
            <HealthCityTable cities={health.cities} />
          </>
        )
      )}
    </Stack>
  );
}
