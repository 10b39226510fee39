import { Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DemandForecast } from '../../../contract/forecasting/forecasting.schemas';
import { formatNumber } from '../../lib/format';
import { formatMase, formatShare } from './forecast-format';

type Forecast = Extract<DemandForecast, { status: 'FORECAST' }>;

/**
 * How the forecast was made, for a procurement manager: the model and why it fits this product, then the
 * backtest's MASE and WAPE, each explained in one line, and the other models it was compared with.
 */
export function ForecastMethod({ forecast }: { forecast: Forecast }) {
  const { t, i18n } = useTranslation('forecasting');
  const lang = i18n.language;
  const { backtest, seasonLength } = forecast;

  let why: string;
  if (forecast.demandPattern === 'INTERMITTENT') why = t('method.why.intermittent');
  else if (seasonLength > 1)
    why = t('method.why.seasonal', { count: seasonLength, formatted: formatNumber(seasonLength, lang) });
  else if (forecast.model === 'HOLT_WINTERS_DAMPED') why = t('method.why.level');
  else why = t('method.why.lastWeek');
  const chosenBy =
    forecast.demandPattern === 'INTERMITTENT'
      ? t('method.chosenByRule')
      : t('method.chosenByBacktest', {
          count: forecast.candidates.length,
          formatted: formatNumber(forecast.candidates.length, lang),
        });
  const maseText =
    backtest.mase < 1
      ? t('method.maseBetter', {
          value: formatMase(backtest.mase, lang),
          percent: formatShare(1 - backtest.mase, lang),
        })
      : t('method.maseWorse', { value: formatMase(backtest.mase, lang) });
  const others = forecast.candidates.filter(
    (candidate) => candidate.model !== forecast.model || candidate.seasonLength !== seasonLength,
  );

  return (
    <Card withBorder radius="md" padding="md" component="section" data-testid="forecast-method">
      <Title order={2} size="h4">
        {t('method.title')}
      </Title>
      <Stack gap="xs" mt="sm">
        <Text>
          {t('method.model')}{' '}
          <Text span fw={700} data-testid="forecast-model">
            {t(`models.${forecast.model}`)}
          </Text>
        </Text>
        <Text size="sm">{why}</Text>
        <Text size="sm" c="dimmed">
          {chosenBy}
        </Text>
        <Text size="sm" fw={600} mt="xs">
          {t('method.backtest', {
            count: backtest.origins,
            formatted: formatNumber(backtest.origins, lang),
          })}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>{maseText}</List.Item>
          <List.Item>
            {t('method.wape', { percent: formatShare(backtest.wape, lang) })}
            {forecast.demandPattern === 'INTERMITTENT' && ` ${t('method.wapeIntermittent')}`}
          </List.Item>
        </List>
        {others.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('method.compared', {
              models: others
                .map((candidate) =>
                  candidate.seasonLength > 1
                    ? t('method.candidateSeasonal', {
                        model: t(`models.${candidate.model}`),
                        mase: formatMase(candidate.mase, lang),
                        count: candidate.seasonLength,
                        formatted: formatNumber(candidate.seasonLength, lang),
                      })
                    : t('method.candidate', {
                        model: t(`models.${candidate.model}`),
                        mase: formatMase(candidate.mase, lang),
                      }),
                )
                .join(t('method.listSeparator')),
            })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
